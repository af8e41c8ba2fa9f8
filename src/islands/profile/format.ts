/** Pure helpers of the profile page: links and the page's meta texts (durations, weekdays: src/lib/format.ts). */
import { countryName } from '../../lib/format.ts';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

/** SPEC §5: website URLs without http/https get http:// prefixed. */
export function withHttp(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`;
}

/** An address as a link shows it: without the scheme and a lone trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

/** A map link for a position (OpenStreetMap, no tracking, works without an account). */
export function mapUrl(lat: number, lon: number): string {
  const la = lat.toFixed(5);
  const lo = lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=15/${la}/${lo}`;
}

/** A WhatsApp chat link for a phone number in international form. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** A Telegram link for a username ("@anna" or "anna"). */
export function telegramUrl(username: string): string {
  return `https://t.me/${encodeURIComponent(username.trim().replace(/^@/, ''))}`;
}

export { countryName, formatDuration, localeTag, weekdayNames } from '../../lib/format.ts';

/** SPEC §3: the place a profile's meta title names: the first available of city, suburb, country name. */
export function metaPlace(location: PublicProfile['location'], locale: string): string | null {
  return location.city || location.suburb || (location.country ? countryName(location.country, locale) : null);
}

type T = Translate<KeysOf<'profile'>>;

/**
 * The page title and meta description of a profile (SPEC §3: username, city, suburb, phone and the
 * venue flag; the title uses the first available of city, suburb, country name).
 */
export function profileMeta(p: PublicProfile, t: T, locale: string): { title: string; description: string } {
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
