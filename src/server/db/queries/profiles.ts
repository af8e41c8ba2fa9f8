/**
 * Public profile reads. Only published profiles are visible; private contact data, explicit
 * photos and hidden addresses never leave the server. A venue's profile carries the cards of its
 * published escorts.
 */
import type { Kysely } from 'kysely';
import type { Locale, Region, RegionCode } from '../../../../regions/schema.ts';
import type { PublicProfile, PunterProfile } from '../../../lib/api/profiles.ts';
import { SERVICES } from '../../../domain/services.ts';
import { availableNowOn } from '../../../lib/available-now.ts';
import { photoSources, photoUrl } from '../../media/urls.ts';
import { ageOn } from '../../time.ts';
import type { PlaceIndex } from '../places.ts';
import type { DB, ProfileType } from '../types.ts';
import { NEW_DAYS, contractProfileType, loadCards, profilePath } from './cards.ts';
import { venueEscortIds } from './venue.ts';

export interface ProfileContext {
  regions: Record<RegionCode, Region>;
  places: PlaceIndex;
  /** Labels' locale; the profile region's default when absent. */
  locale?: Locale;
  today: string;
  now: Date;
}

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Rating average (one decimal) and count of a profile's visible reviews. */
export async function ratingOf(db: Kysely<DB>, profileId: number): Promise<{ average: number | null; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .where('profile_id', '=', profileId)
    .where('deleted_at', 'is', null)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.avg<number>('rating').as('average')])
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { count, average: count ? Math.round(Number(row?.average) * 10) / 10 : null };
}

/** A published escort, venue or AI profile; null when missing, unpublished or of another type. */
export async function loadPublicProfile(
  db: Kysely<DB>,
  id: number,
  ctx: ProfileContext,
  types: readonly ProfileType[] = ['escort', 'venue', 'escort_ai'],
): Promise<PublicProfile | null> {
  const p = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .selectAll('profiles')
    .select('users.created_at as member_since')
    .where('profiles.user_id', '=', id)
    .where('profiles.published', '=', 1)
    .where('profiles.profile_type', 'in', [...types])
    .executeTakeFirst();
  if (!p || !p.published_at) return null;

  const [photos, services, prices, availability, rating] = await Promise.all([
    db
      .selectFrom('photos')
      .select(['id', 'width', 'height', 'is_main', 'is_explicit', 'widths'])
      .where('profile_id', '=', id)
      // A photo waiting for review (a possible duplicate) is not shown, not even as locked.
      .where('status', '=', 'ok')
      .orderBy('is_main', 'desc')
      .orderBy('position')
      .execute(),
    db.selectFrom('profile_services').select('service_id').where('profile_id', '=', id).execute(),
    db
      .selectFrom('profile_prices')
      .select(['duration_minutes', 'incall_cents', 'outcall_cents'])
      .where('profile_id', '=', id)
      .orderBy('duration_minutes')
      .execute(),
    db.selectFrom('availability').select(['weekday', 'opens', 'closes']).where('profile_id', '=', id).orderBy('weekday').execute(),
    ratingOf(db, id),
  ]);

  const region = ctx.regions[p.region];
  const locale = ctx.locale ?? region.defaultLocale;
  const currency = region.currency;
  const money = (cents: number | null) => (cents === null ? null : { amountMinor: cents, currency });
  const visible = photos.filter((ph) => ph.is_explicit === 0);
  const offered = new Set(services.map((s) => s.service_id));
  const amounts = prices.flatMap((pr) => [pr.incall_cents, pr.outcall_cents]).filter((a): a is number => a !== null);
  const place = p.place_id ? ctx.places.byId(p.place_id) : undefined;
  const state = place ? ctx.places.byId(place.stateId) : undefined;
  const showAddress = p.display_address === 1;
  const gold = p.gold_until !== null && new Date(p.gold_until) > ctx.now;
  // Escorts only: venues and AI companions are never "available now".
  const availableUntil =
    p.profile_type === 'escort' && availableNowOn(p.available_now_until, ctx.now.getTime()) ? p.available_now_until : null;

  return {
    id: p.user_id,
    profileType: contractProfileType(p.profile_type),
    name: p.display_name,
    slogan: p.slogan,
    about: p.about,
    age: p.date_of_birth && p.profile_type !== 'venue' ? ageOn(p.date_of_birth, ctx.today) : null,
    region: p.region,
    currency,
    path: profilePath(region, p.user_id),
    // An AI character has no home town: only its edition's country is public.
    location:
      p.profile_type === 'escort_ai'
        ? aiLocation(p.country)
        : {
            city: p.city,
            suburb: p.suburb,
            street: showAddress ? p.street : null,
            postcode: showAddress ? p.postcode : null,
            country: p.country,
            placeSlug: place?.slug ?? null,
            stateSlug: state?.slug ?? null,
            // Without a shown address the public point is the place's own (its centre): the exact
            // coordinates serve only the distance search.
            lat: showAddress ? p.lat : (place?.lat ?? null),
            lon: showAddress ? p.lon : (place?.lon ?? null),
          },
    features: {
      gender: p.gender,
      ethnicity: p.ethnicity,
      nationality: p.nationality,
      skin_color: p.skin_color,
      body_type: p.body_type,
      breast_size: p.breast_size,
      hair_color: p.hair_color,
      hair_length: p.hair_length,
      eye_color: p.eye_color,
      cup_size: p.cup_size,
      dress_size: p.dress_size,
      height_cm: p.height_cm,
      languages: parseList(p.languages),
    },
    userType: p.user_type,
    meetingLocation: p.meeting_location,
    venue:
      p.profile_type === 'venue' && p.venue_kind
        ? {
            kind: p.venue_kind,
            sectionTitle: p.venue_section_title,
            amenities: parseList(p.amenities),
            foodAndDrinks: parseList(p.food_and_drinks),
            escorts: await loadCards(db, await venueEscortIds(db, p.user_id), { ...ctx, locale }),
          }
        : null,
    services: SERVICES.filter((s) => offered.has(s.id)).map((s) => ({ id: s.id, key: s.key, label: s.labels[locale] })),
    prices: prices.map((pr) => ({
      durationMinutes: pr.duration_minutes,
      incall: money(pr.incall_cents),
      outcall: money(pr.outcall_cents),
    })),
    priceFrom: amounts.length ? money(Math.min(...amounts)) : null,
    availability,
    photos: visible.map((ph) => ({
      id: ph.id,
      url: photoUrl(ph.id, ph.widths, 1280),
      width: ph.width,
      height: ph.height,
      isMain: ph.is_main === 1,
      sources: photoSources(ph),
    })),
    photosCount: visible.length,
    lockedPhotosCount: photos.length - visible.length,
    contact: {
      phone: p.phone_private === 1 ? null : p.phone,
      whatsapp: p.phone_private === 0 && p.phone !== null && p.phone_on_whatsapp === 1,
      telegram: p.telegram,
      email: p.email_private === 1 ? null : p.contact_email,
      website: p.website,
    },
    badges: {
      verified: p.verified_at !== null,
      gold,
      new: new Date(p.published_at).getTime() >= ctx.now.getTime() - NEW_DAYS * 86_400_000,
      video: p.has_video === 1,
      ai: p.profile_type === 'escort_ai',
    },
    availableNow: availableUntil !== null,
    availableNowUntil: availableUntil,
    rating,
    memberSince: p.member_since,
    publishedAt: p.published_at,
    ai: p.profile_type === 'escort_ai' ? { model: p.ai_model ?? 'unknown' } : null,
  };
}

/** Published escort, venue and AI profiles after the id `after` in id order, at most `limit` ids. */
export async function publishedProfileIds(db: Kysely<DB>, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('published', '=', 1)
    .where('published_at', 'is not', null)
    .where('profile_type', 'in', ['escort', 'venue', 'escort_ai'])
    .where('user_id', '>', after)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** A punter's public page; null when missing. */
export async function loadPunterProfile(db: Kysely<DB>, id: number, ctx: ProfileContext): Promise<PunterProfile | null> {
  const p = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.user_id', 'profiles.display_name', 'profiles.region', 'users.created_at', 'users.vip_valid_till'])
    .where('profiles.user_id', '=', id)
    .where('profiles.profile_type', '=', 'punter')
    .where('profiles.published', '=', 1)
    .executeTakeFirst();
  if (!p) return null;
  const reviews = await db
    .selectFrom('reviews')
    .where('author_id', '=', id)
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return {
    id: p.user_id,
    profileType: 'punter',
    name: p.display_name,
    region: p.region,
    path: profilePath(ctx.regions[p.region], p.user_id),
    memberSince: p.created_at,
    isVip: p.vip_valid_till !== null && new Date(p.vip_valid_till) > ctx.now,
    reviewsCount: Number(reviews?.n ?? 0),
  };
}

/** Whether a profile is published (optionally: and of one of `types`). */
export async function isPublished(db: Kysely<DB>, id: number, types?: readonly ProfileType[]): Promise<boolean> {
  let q = db.selectFrom('profiles').select('user_id').where('user_id', '=', id).where('published', '=', 1);
  if (types) q = q.where('profile_type', 'in', [...types]);
  return (await q.executeTakeFirst()) !== undefined;
}

/** A report about a profile, as the report form sends it, with who sent it and when. */
export interface NewReport {
  profileId: number;
  reporterId: number | null;
  /** The reporter's client address. */
  reporterIp: string | null;
  reason: string;
  message: string | null;
  contactEmail: string | null;
  requestId: string | null;
  at: Date;
}

/** Store a report; returns its id. */
export async function insertReport(db: Kysely<DB>, r: NewReport): Promise<number> {
  const row = await db
    .insertInto('profile_reports')
    .values({
      profile_id: r.profileId,
      reporter_id: r.reporterId,
      reporter_ip: r.reporterIp,
      reason: r.reason,
      message: r.message,
      contact_email: r.contactEmail,
      request_id: r.requestId,
      created_at: r.at.toISOString(),
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The public location of an AI character: the country of its edition, nothing more. */
function aiLocation(country: string | null) {
  return { city: null, suburb: null, street: null, postcode: null, country, placeSlug: null, stateSlug: null, lat: null, lon: null };
}

/**
 * The id of the same report (profile, reason and text) made since `since` by the same reporter:
 * the same account when signed in, else the same address without an account.
 */
export async function findSameReport(
  db: Kysely<DB>,
  r: Pick<NewReport, 'profileId' | 'reporterId' | 'reporterIp' | 'reason' | 'message'>,
  since: Date,
): Promise<number | undefined> {
  let q = db
    .selectFrom('profile_reports')
    .select('id')
    .where('profile_id', '=', r.profileId)
    .where('created_at', '>=', since.toISOString())
    .where('reason', '=', r.reason)
    .where('message', 'is not distinct from', r.message);
  q =
    r.reporterId !== null
      ? q.where('reporter_id', '=', r.reporterId)
      : q.where('reporter_id', 'is', null).where('reporter_ip', '=', r.reporterIp);
  return (await q.orderBy('id', 'desc').limit(1).executeTakeFirst())?.id;
}
