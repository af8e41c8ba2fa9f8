/**
 * Profile cards for result lists: a few batched queries for a page of ids, assembled in the
 * order of the ids.
 */
import type { Kysely } from 'kysely';
import type { Locale, Region, RegionCode } from '../../../../regions/schema.ts';
import { ABOUT_ME_EXCERPT, type ProfileCard, type ProfileType } from '../../../lib/api/common.ts';
import { availableNowOn } from '../../../lib/available-now.ts';
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

/** What a card is made of, as read from the tables: the same for every visitor and moment. */
interface CardFacts {
  profile: {
    user_id: number;
    profile_type: DbProfileType;
    region: RegionCode;
    display_name: string;
    date_of_birth: string | null;
    city: string | null;
    place_id: number | null;
    lat: number | null;
    lon: number | null;
    published_at: string | null;
    verified_at: string | null;
    gold_until: string | null;
    has_video: number;
    about: string | null;
    available_now_until: string | null;
  };
  photo?: { main: { id: number; width: number; height: number; widths: string | null }; count: number };
  services: Set<number>;
  /** The profile's search row (listed profiles): its price, flags and revision. */
  search?: { price_from: number | null; flags: number; rev: number };
}

/** Most profiles whose card facts one process keeps (about 1 KB each). */
export const CARD_FACTS_MAX = 20_000;

/**
 * Card facts of listed profiles by id, valid for the search row revision they were read at: every
 * write that changes what a card shows (the profile, its photos, services or prices) rewrites the
 * profile's search row with a new revision (src/server/db/search-index.ts), so facts read at the
 * revision a search found are what a fresh read would give. Dropped oldest-used first.
 */
const factsByDatabase = new WeakMap<Kysely<DB>, Map<number, CardFacts>>();

function factsCache(db: Kysely<DB>): Map<number, CardFacts> {
  let cache = factsByDatabase.get(db);
  if (!cache) factsByDatabase.set(db, (cache = new Map<number, CardFacts>()));
  return cache;
}

/** The search rows of `ids` (listed profiles): price, flags and revision. */
async function readSearchRows(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, NonNullable<CardFacts['search']>>> {
  const rows = await db
    .selectFrom('profile_search')
    .select(['profile_id', 'price_from', 'flags', 'rev'])
    .where('profile_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.profile_id, { price_from: r.price_from, flags: r.flags, rev: Number(r.rev) }]));
}

/** Read the card facts of `ids` but their search rows (read first, by the caller). */
async function readFacts(db: Kysely<DB>, ids: number[]): Promise<Map<number, CardFacts>> {
  const [profiles, photos, services] = await Promise.all([
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
        'available_now_until',
      ])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('photos')
      .select(['id', 'profile_id', 'width', 'height', 'is_main', 'position', 'widths'])
      .where('profile_id', 'in', ids)
      .where('is_explicit', '=', 0)
      .where('status', '=', 'ok')
      .orderBy('profile_id')
      .orderBy('is_main', 'desc')
      .orderBy('position')
      .execute(),
    db.selectFrom('profile_services').select(['profile_id', 'service_id']).where('profile_id', 'in', ids).execute(),
  ]);
  const facts = new Map<number, CardFacts>();
  for (const p of profiles) facts.set(p.user_id, { profile: p, services: new Set() });
  for (const ph of photos) {
    const f = facts.get(ph.profile_id);
    if (!f) continue;
    if (f.photo) f.photo.count++;
    else f.photo = { main: ph, count: 1 };
  }
  for (const sv of services) facts.get(sv.profile_id)?.services.add(sv.service_id);
  return facts;
}

/**
 * Cards for `ids`, in that order (ids without a profile are skipped). The search rows are read
 * first; with `reuse`, a listed profile's other facts read before at the same search row revision
 * are used again instead of read (the rest is read after the search rows, so it is at least as new
 * as the revision it is kept under).
 */
export async function loadCards(db: Kysely<DB>, ids: readonly number[], ctx: CardContext, reuse = false): Promise<ProfileCard[]> {
  if (ids.length === 0) return [];
  const search = await readSearchRows(db, ids);
  const cache = reuse ? factsCache(db) : undefined;
  const facts = new Map<number, CardFacts>();
  const missing: number[] = [];
  for (const id of ids) {
    const held = cache?.get(id);
    const row = search.get(id);
    if (held && row && held.search?.rev === row.rev) {
      facts.set(id, held);
      // Most recently used last.
      cache!.delete(id);
      cache!.set(id, held);
    } else missing.push(id);
  }
  if (missing.length) {
    for (const [id, f] of await readFacts(db, missing)) {
      f.search = search.get(id);
      facts.set(id, f);
      if (cache && f.search) cache.set(id, f);
    }
    while (cache && cache.size > CARD_FACTS_MAX) cache.delete(cache.keys().next().value!);
  }
  const cards: ProfileCard[] = [];
  for (const id of ids) {
    const f = facts.get(id);
    if (f) cards.push(cardOf(f, ctx));
  }
  return cards;
}

/** One card from its facts, for a visitor's locale, the moment and the search point. */
function cardOf(f: CardFacts, ctx: CardContext): ProfileCard {
  const p = f.profile;
  const id = p.user_id;
  const region = ctx.regions[p.region];
  const preferred = ctx.preferredServices ?? [];
  const offered = f.services;
  const ordered = [
    ...preferred.filter((s) => offered.has(s)),
    ...SERVICES.map((s) => s.id).filter((s) => offered.has(s) && !preferred.includes(s)),
  ].slice(0, 4);
  const photo = f.photo;
  const s = f.search;
  const flags = s?.flags ?? 0;
  const priceFrom = s?.price_from ?? null;
  const newSince = ctx.now.getTime() - NEW_DAYS * 86_400_000;
  const gold = s ? (flags & FLAG.gold) !== 0 : p.gold_until !== null && new Date(p.gold_until) > ctx.now;
  // SPEC §2: gold cards show a line of the about-me text where the region does not hide it.
  const aboutMe = gold && p.about && !region.hidden.goldSearchCardAboutMe ? excerpt(p.about, ABOUT_ME_EXCERPT) : '';
  // Escorts only: venues and AI companions are never "available now".
  const availableUntil =
    p.profile_type === 'escort' && availableNowOn(p.available_now_until, ctx.now.getTime()) ? p.available_now_until : null;
  return {
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
    availableNow: availableUntil !== null,
    availableNowUntil: availableUntil,
    distanceKm:
      ctx.point && p.lat !== null && p.lon !== null ? Math.round(distanceKm(ctx.point.lat, ctx.point.lon, p.lat, p.lon) * 10) / 10 : null,
    ...(aboutMe ? { aboutMe } : {}),
  };
}
