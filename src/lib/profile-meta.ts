/**
 * The page title and meta description of a public profile (SPEC §3), one template for both pages
 * that show a profile: the pre-rendered profile page (src/lib/routing/seo.ts) and the profile shell's
 * island (src/islands/profile/ProfilePage.tsx).
 */
import type { NamespaceKey, Vars } from '../../i18n/index.ts';
import type { PublicProfile } from './api/profiles.ts';
import { countryName } from './format.ts';

/** A translate function that knows the profile strings. */
export type ProfileMetaTranslate = (key: NamespaceKey<'profile' | 'common'>, vars?: Vars) => string;

/** SPEC §3: the place a profile's meta title names: the first available of city, suburb, country name. */
export function metaPlace(location: PublicProfile['location'], locale: string): string | null {
  return location.city || location.suburb || (location.country ? countryName(location.country, locale) : null);
}

/**
 * The page title and meta description of a profile (SPEC §3: username, city, suburb, phone and the
 * venue flag; the title uses the first available of city, suburb, country name). The phone is named
 * only when the profile carries one: the pre-rendered pages get profiles without it.
 */
export function profileMeta(p: PublicProfile, t: ProfileMetaTranslate, locale: string): { title: string; description: string } {
  const site = t('site.name');
  const place = metaPlace(p.location, locale);
  const kind = t(
    p.profileType === 'venue'
      ? `profile.kind.${p.venue?.kind ?? 'brothel'}`
      : p.profileType === 'escort_ai'
        ? 'profile.kind.ai'
        : 'profile.kind.escort',
  );
  const title = place
    ? t('profile.meta.title', { name: p.name, kind, place, site })
    : t('profile.meta.titleNoPlace', { name: p.name, kind, site });
  const where =
    [p.location.suburb && p.location.suburb !== p.location.city ? p.location.suburb : null, p.location.city].filter(Boolean).join(', ') ||
    place ||
    '';
  const key = p.contact.phone ? 'profile.meta.descriptionPhone' : 'profile.meta.description';
  return { title, description: t(key, { name: p.name, kind, place: where, phone: p.contact.phone ?? '', site }) };
}
