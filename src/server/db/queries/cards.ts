/**
 * Profile cards for result lists: a few batched queries for a page of ids, assembled in the
 * order of the ids.
 */
import type { Kysely } from 'kysely';
import type { Locale, Region, RegionCode } from '../../../../regions/schema.ts';
import { ABOUT_ME_EXCERPT, type ProfileCard, type ProfileType } from '../../../lib/api/common.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { SERVICES, SERVICE_BY_ID } from '../../../domain/services.ts';
import { ageOn } from '../../time.ts';
import { distanceKm, type PlaceIndex } from '../places.ts';
import { FLAG } from '../search-index.ts';
import type { DB, ProfileType as DbProfileType } from '../types.ts';
import { photoUrl } from '../../media/urls.ts';

/** Days a profile counts as new after publication. */
export const NEW_DAYS = 14;

/** Database profile type to the contract's spelling (SPEC §2). */
export function contractProfileType(t: DbProfileType): ProfileType {
  return t === 'escort' ? 'ESCORT' : t;
}

/** Site path of a public profile, with the region prefix. */
export function profilePath(region: Region, id: number): string {
  return `${region.prefix}/users/${id}/`;
}

export interface CardContext {
  regions: Record<RegionCode, Region>;
  places: PlaceIndex;
  locale: Locale;
  today: string;
  now: Date;
  /** Service ids to list first (the searched category's). */
  preferredServices?: readonly number[];
  /** Point to measure distances from. */
  point?: { lat: number; lon: number };
}

/** Cards for `ids`, in that order (ids without a profile are skipped). */
export async function loadCards(db: Kysely<DB>, ids: readonly number[], ctx: CardContext): Promise<ProfileCard[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [profiles, photos, services, search] = await Promise.all([
    db
      .selectFrom('profiles')
      .select([
        'user_id',
        'profile_type',
        'region',
        'display_name',
        'date_of_birth',
        'city',
        'place_id',
        'lat',
        'lon',
        'published_at',
        'verified_at',
        'gold_until',
        'has_video',
        'about',
      ])
      .where('user_id', 'in', idList)
      .execute(),
    db
      .selectFrom('photos')
      .select(['id', 'profile_id', 'width', 'height', 'is_main', 'position', 'widths'])
      .where('profile_id', 'in', idList)
      .where('is_explicit', '=', 0)
      .where('status', '=', 'ok')
      .orderBy('profile_id')
      .orderBy('is_main', 'desc')
      .orderBy('position')
      .execute(),
    db.selectFrom('profile_services').select(['profile_id', 'service_id']).where('profile_id', 'in', idList).execute(),
    db.selectFrom('profile_search').select(['profile_id', 'price_from', 'flags']).where('profile_id', 'in', idList).execute(),
  ]);

  const photosBy = new Map<number, { main: (typeof photos)[number]; count: number }>();
  for (const p of photos) {
    const entry = photosBy.get(p.profile_id);
    if (entry) entry.count++;
    else photosBy.set(p.profile_id, { main: p, count: 1 });
  }
  const servicesBy = new Map<number, Set<number>>();
  for (const s of services) {
    const set = servicesBy.get(s.profile_id) ?? new Set<number>();
    set.add(s.service_id);
    servicesBy.set(s.profile_id, set);
  }
  const searchBy = new Map(search.map((s) => [s.profile_id, s]));
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  const preferred = ctx.preferredServices ?? [];
  const newSince = ctx.now.getTime() - NEW_DAYS * 86_400_000;

  const cards: ProfileCard[] = [];
  for (const id of idList) {
    const p = byId.get(id);
    if (!p) continue;
    const region = ctx.regions[p.region];
    const offered = servicesBy.get(id) ?? new Set<number>();
    const ordered = [
      ...preferred.filter((s) => offered.has(s)),
      ...SERVICES.map((s) => s.id).filter((s) => offered.has(s) && !preferred.includes(s)),
    ].slice(0, 4);
    const photo = photosBy.get(id);
    const s = searchBy.get(id);
    const flags = s?.flags ?? 0;
    const priceFrom = s?.price_from ?? null;
    const gold = s ? (flags & FLAG.gold) !== 0 : p.gold_until !== null && new Date(p.gold_until) > ctx.now;
    // SPEC §2: gold cards show a line of the about-me text where the region does not hide it.
    const aboutMe = gold && p.about && !region.hidden.goldSearchCardAboutMe ? excerpt(p.about, ABOUT_ME_EXCERPT) : '';
    cards.push({
      id,
      profileType: contractProfileType(p.profile_type),
      name: p.display_name,
      age: p.date_of_birth && p.profile_type !== 'venue' ? ageOn(p.date_of_birth, ctx.today) : null,
      // An AI character has no home town: its card shows no place.
      city: p.profile_type === 'escort_ai' ? null : p.city,
      placeSlug: p.place_id && p.profile_type !== 'escort_ai' ? (ctx.places.byId(p.place_id)?.slug ?? null) : null,
      path: profilePath(region, id),
      photo: photo ? { url: photoUrl(photo.main.id, photo.main.widths), width: photo.main.width, height: photo.main.height } : null,
      photosCount: photo?.count ?? 0,
      services: ordered.map((sid) => {
        const entry = SERVICE_BY_ID.get(sid);
        return { id: sid, key: entry?.key ?? String(sid), label: entry?.labels[ctx.locale] ?? String(sid) };
      }),
      priceFrom: priceFrom === null ? null : { amountMinor: priceFrom, currency: region.currency },
      badges: {
        verified: s ? (flags & FLAG.verified) !== 0 : p.verified_at !== null,
        gold,
        new: p.published_at !== null && new Date(p.published_at).getTime() >= newSince,
        video: p.has_video === 1,
        ai: p.profile_type === 'escort_ai',
      },
      distanceKm:
        ctx.point && p.lat !== null && p.lon !== null ? Math.round(distanceKm(ctx.point.lat, ctx.point.lon, p.lat, p.lon) * 10) / 10 : null,
      ...(aboutMe ? { aboutMe } : {}),
    });
  }
  return cards;
}
