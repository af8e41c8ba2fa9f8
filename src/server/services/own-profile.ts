/**
 * The escort's own profile (SPEC §7 "Profile", "Features and services", "Users: availability",
 * "Products and prices"): reads of every field, the editor's option lists, and the lists the
 * editor replaces whole. Every write keeps the search rows current and, for a published profile,
 * tells the static pages to follow.
 */
import type { Kysely } from 'kysely';
import type { Locale, Region, RegionCode } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import { FEATURE_NAMES } from '../../domain/profile-features.ts';
import { SERVICE_BY_ID } from '../../domain/services.ts';
import { ONBOARDING_STEPS, type ServicesBody, type UserFeatures, type UserInformation } from '../../lib/api/onboarding.ts';
import {
  PRICE_DURATIONS,
  type Availability,
  type AvailabilityBody,
  type OwnProfile,
  type Prices,
  type PricesBody,
  type ProfileResources,
} from '../../lib/api/own-profile.ts';
import { countryCodes } from '../catalog/country-codes.ts';
import { featureOptions } from '../catalog/labels.ts';
import { SERVICE_GROUPS } from '../catalog/service-groups.ts';
import { STATE_RADIUS_KM, type PlaceIndex, type PlaceRow } from '../db/places.ts';
import { profilePath } from '../db/queries/cards.ts';
import { ensureEscortProfile, recordStep, savedSteps } from '../db/queries/onboarding.ts';
import { countOwnPhotos } from '../db/queries/own-photos.ts';
import {
  accountOf,
  ownProfileRow,
  pricesOf,
  replacePrices,
  replaceServices,
  replaceWeekly,
  serviceIdsOf,
  setAvailableNowUntil,
  weeklyOf,
  type ProfileRow,
} from '../db/queries/own-profile.ts';
import { syncSearchRows } from '../db/search-index.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import { ok, type Outcome } from './outcome.ts';
import { siteChanged, type SiteChangeReason } from './site-freshness.ts';

/** What the supply services are built from. */
export interface SupplyDeps {
  db: Kysely<DB>;
  places: PlaceIndex;
  regions: Record<RegionCode, Region>;
  clock: Clock;
}

/** Hours "available now" lasts once switched on. */
export const AVAILABLE_NOW_HOURS = 8;

/**
 * The escort's profile row, created on first use (unpublished, in the account's region, its display
 * name not chosen: the forms show it empty until she saves one, and publishing needs one).
 */
export async function escortProfile(deps: SupplyDeps, userId: number): Promise<ProfileRow> {
  const existing = await ownProfileRow(deps.db, userId);
  if (existing) return existing;
  const account = await accountOf(deps.db, userId);
  if (!account) throw new Error(`no account ${userId}`);
  await ensureEscortProfile(deps.db, { userId, region: account.region, username: account.username, now: deps.clock.now() });
  const row = await ownProfileRow(deps.db, userId);
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}

/** After a write: the search rows follow at once, and the static pages when the profile is listed. */
export async function profileChanged(
  deps: SupplyDeps,
  row: Pick<ProfileRow, 'user_id' | 'region' | 'published'>,
  reason?: SiteChangeReason,
) {
  await syncSearchRows(deps.db, [row.user_id], deps.clock.now());
  if (reason && row.published === 1) await siteChanged(deps, row.region, reason);
}

/** "München, Bayern" of a place id. */
export function placeNameOf(places: PlaceIndex, placeId: number | null): string | null {
  const place = placeId ? places.byId(placeId) : undefined;
  if (!place) return null;
  const state = places.byId(place.stateId);
  return state && state.id !== place.id ? `${place.name}, ${state.name}` : place.name;
}

/**
 * The place a profile's point lies in, for a location saved without one: the chosen place stays
 * while the point still lies in it (its town or one of its districts), else the place the point
 * lies in (db/places.ts `placeAt`); none when the point lies outside the region.
 */
export function placeOfPoint(
  places: PlaceIndex,
  row: Pick<ProfileRow, 'region' | 'place_id'>,
  lat: number,
  lon: number,
): PlaceRow | undefined {
  const at = places.placeAt(row.region, lat, lon);
  if (!at) return undefined;
  const current = row.place_id === null ? undefined : places.byId(row.place_id);
  const stays = current && current.region === row.region && (current.id === at.parentId || current.parentId === at.id);
  return stays ? current : at;
}

/** The 422 message at `location` for a point no place of the region lies near, in `locale`. */
export function noPlaceMessage(locale: Locale, region: RegionCode): string {
  return t(locale, 'editor.publish.location.noPlace', { km: STATE_RADIUS_KM, country: t(locale, `country.${region}`) });
}

const bit = (b: 0 | 1 | null): 0 | 1 | null => (b === null ? null : b);

/** The saved contact and location in the contract's snake_case. */
export function userInformationOf(row: ProfileRow, places: PlaceIndex): UserInformation {
  return {
    phone: row.phone,
    phone_private: row.phone_private === 1,
    phone_on_whatsapp: row.phone_on_whatsapp === 1,
    email: row.contact_email,
    email_private: row.email_private === 1,
    telegram: row.telegram,
    meeting_location: bit(row.meeting_location),
    contact_email: row.allow_contact_email === 1,
    contact_phone: row.allow_contact_phone === 1,
    user_type: bit(row.user_type),
    street: row.street,
    city: row.city,
    suburb: row.suburb,
    postcode: row.postcode,
    display_address: row.display_address === 1,
    venue_section_title: row.venue_section_title,
    country: row.country,
    lat: row.lat,
    lon: row.lon,
    location_additional_info: row.location_additional_info,
    place_id: row.place_id,
    place_name: placeNameOf(places, row.place_id),
  };
}

function languagesOf(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The saved features and texts in the contract's snake_case. */
export function userFeaturesOf(row: ProfileRow): UserFeatures {
  return {
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    ethnicity: row.ethnicity,
    nationality: row.nationality,
    languages: languagesOf(row.languages),
    skin_color: row.skin_color,
    breast_size: row.breast_size,
    hair_color: row.hair_color,
    hair_length: row.hair_length,
    eye_color: row.eye_color,
    body_type: row.body_type,
    dress_size: row.dress_size,
    cup_size: row.cup_size,
    height_cm: row.height_cm,
    // Empty (null) until she chose one: the username standing in for it is not her name.
    display_name: row.display_name_chosen === 0 ? null : row.display_name,
    slogan: row.slogan,
    about_me: row.about,
  };
}

/** The "available now" end while it lies ahead; it expires by itself. */
export function availableNowUntil(row: Pick<ProfileRow, 'available_now_until'>, now: Date): string | null {
  return row.available_now_until && new Date(row.available_now_until) > now ? row.available_now_until : null;
}

/** GET /users/profile: every field of the own profile. */
export async function ownProfile(deps: SupplyDeps, userId: number): Promise<OwnProfile> {
  const row = await escortProfile(deps, userId);
  const [photosCount, services] = await Promise.all([countOwnPhotos(deps.db, userId), serviceIdsOf(deps.db, userId)]);
  const info = userInformationOf(row, deps.places);
  return {
    id: row.user_id,
    profileType: row.profile_type === 'venue' ? 'venue' : 'ESCORT',
    path: profilePath(deps.regions[row.region], row.user_id),
    profilePublished: row.published === 1,
    quarantined: row.quarantined === 1,
    photosCount,
    phoneNumber: info.phone,
    isPhonePrivate: info.phone_private,
    isPhoneOnWhatsapp: info.phone_on_whatsapp,
    email: info.email,
    contactEmail: info.contact_email,
    isEmailPrivate: info.email_private,
    telegramUsername: info.telegram,
    meetingPoint: info.meeting_location,
    escortType: info.user_type,
    city: info.city,
    street: info.street,
    suburb: info.suburb,
    postcode: info.postcode,
    country: info.country,
    latitude: info.lat,
    longitude: info.lon,
    locationAdditionalInfo: info.location_additional_info,
    displayAddress: info.display_address,
    placeId: info.place_id,
    placeName: info.place_name,
    services,
    features: userFeaturesOf(row),
    availableNowUntil: availableNowUntil(row, deps.clock.now()),
  };
}

/** GET /users/profile/resources/: the option lists of the editor in `locale`. */
export async function profileResources(deps: SupplyDeps, userId: number, locale: Locale): Promise<ProfileResources> {
  const row = await escortProfile(deps, userId);
  const groupOf = new Map(Object.entries(SERVICE_GROUPS).flatMap(([group, ids]) => ids.map((id) => [id, group] as const)));
  const services = Object.entries(SERVICE_GROUPS).flatMap(([group, ids]) =>
    ids.map((id) => {
      const s = SERVICE_BY_ID.get(id)!;
      return { id, key: s.key, label: s.labels[locale], group, groupLabel: t(locale, `editor.serviceGroup.${group}`) };
    }),
  );
  // A service added to the catalogue before it has a group still shows, under "other".
  for (const [id, s] of SERVICE_BY_ID)
    if (!groupOf.has(id))
      services.push({ id, key: s.key, label: s.labels[locale], group: 'other', groupLabel: t(locale, 'editor.serviceGroup.other') });
  return {
    currency: deps.regions[row.region].currency,
    features: Object.fromEntries(FEATURE_NAMES.map((f) => [f, featureOptions(locale, f)])),
    services,
    countryCodes: countryCodes(locale, row.region),
    priceDurations: [...PRICE_DURATIONS],
    availableNowHours: AVAILABLE_NOW_HOURS,
  };
}

/** GET /user/features/. */
export async function ownFeatures(deps: SupplyDeps, userId: number): Promise<UserFeatures> {
  return userFeaturesOf(await escortProfile(deps, userId));
}

/** POST /services: replace the escort's services (categories list by them). */
export async function saveServices(deps: SupplyDeps, userId: number, body: ServicesBody): Promise<Outcome<number[]>> {
  const row = await escortProfile(deps, userId);
  const ids = [...new Set(body.serviceIds)].sort((a, b) => a - b);
  await deps.db.transaction().execute((trx) => replaceServices(trx, userId, ids));
  const saved = new Set([...savedSteps(row.onboarding_saved), 'services' as const]);
  await recordStep(
    deps.db,
    userId,
    row.onboarding_step,
    ONBOARDING_STEPS.filter((s) => saved.has(s)),
  );
  await profileChanged(deps, row, 'services');
  return ok(await serviceIdsOf(deps.db, userId));
}

/** GET /prices/. */
export async function ownPrices(deps: SupplyDeps, userId: number): Promise<Prices> {
  const row = await escortProfile(deps, userId);
  const currency = deps.regions[row.region].currency;
  const money = (minor: number | null) => (minor === null ? null : { amountMinor: minor, currency });
  const lines = await pricesOf(deps.db, userId);
  return {
    currency,
    prices: lines.map((l) => ({ durationMinutes: l.duration_minutes, incall: money(l.incall_cents), outcall: money(l.outcall_cents) })),
  };
}

/** PUT /prices/: replace the price list (the "price from" of cards follows). */
export async function savePrices(deps: SupplyDeps, userId: number, body: PricesBody): Promise<Outcome<Prices>> {
  const row = await escortProfile(deps, userId);
  await deps.db.transaction().execute((trx) => replacePrices(trx, userId, body.prices));
  await profileChanged(deps, row, 'profile');
  return ok(await ownPrices(deps, userId));
}

/** GET /users/availability/. */
export async function ownAvailability(deps: SupplyDeps, userId: number): Promise<Availability> {
  const row = await escortProfile(deps, userId);
  const weekly = await weeklyOf(deps.db, userId);
  return { weekly, availableNowUntil: availableNowUntil(row, deps.clock.now()) };
}

/**
 * POST /users/availability/: the weekly hours, and "available now" (on: for the next
 * AVAILABLE_NOW_HOURS from now; off: ends it; left out: unchanged).
 */
export async function saveAvailability(deps: SupplyDeps, userId: number, body: AvailabilityBody): Promise<Outcome<Availability>> {
  const row = await escortProfile(deps, userId);
  const before = await weeklyOf(deps.db, userId);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await replaceWeekly(trx, userId, body.weekly);
    if (body.availableNow !== undefined) {
      const until = body.availableNow ? new Date(now.getTime() + AVAILABLE_NOW_HOURS * 3600_000).toISOString() : null;
      await setAvailableNowUntil(trx, userId, until);
    }
  });
  // The weekly hours are in the pre-rendered profile page; "available now" is not (it ends by the
  // clock, so the pages show it from the API's answer): only the search row follows it.
  const after = await weeklyOf(deps.db, userId);
  await profileChanged(deps, row, JSON.stringify(before) === JSON.stringify(after) ? undefined : 'profile');
  return ok(await ownAvailability(deps, userId));
}
