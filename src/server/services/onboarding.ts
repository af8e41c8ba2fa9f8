/**
 * Escort onboarding (SPEC §2 "Escort onboarding", §3, §4, §7 "Onboarding"): the state a reload
 * resumes from, and the two PATCH bodies the onboarding steps and the profile editor both write.
 * A PATCH changes only the fields it carries; `null` clears a field.
 */
import type { Updateable } from 'kysely';
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import { isAdultOn } from '../../lib/age.ts';
import {
  ONBOARDING_STEPS,
  type OnboardingState,
  type OnboardingStep,
  type UserFeatures,
  type UserFeaturesBody,
  type UserInformation,
  type UserInformationBody,
} from '../../lib/api/onboarding.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import { recordStep, savedSteps } from '../db/queries/onboarding.ts';
import { listOwnPhotos } from '../db/queries/own-photos.ts';
import { ownProfileRow, serviceIdsOf, updateProfile } from '../db/queries/own-profile.ts';
import type { ProfilesTable } from '../db/types.ts';
import { adTextErrors } from './ad-text.ts';
import { invalid, ok, type Outcome } from './outcome.ts';
import {
  escortProfile,
  noPlaceMessage,
  placeOfPoint,
  profileChanged,
  userFeaturesOf,
  userInformationOf,
  type SupplyDeps,
} from './own-profile.ts';
import type { SiteChangeReason } from './site-freshness.ts';

/** SPEC §5 "Both contacts can't be private". */
export const BOTH_PRIVATE_MESSAGE = "Both contacts can't be private";

/** GET /onboarding/: the step, the saved steps and everything saved so far. */
export async function onboardingState(deps: SupplyDeps, userId: number): Promise<OnboardingState> {
  const row = await escortProfile(deps, userId);
  const [serviceIds, photos] = await Promise.all([serviceIdsOf(deps.db, userId), listOwnPhotos(deps.db, userId)]);
  return {
    step: row.onboarding_step,
    completedSteps: savedSteps(row.onboarding_saved),
    userInformation: userInformationOf(row, deps.places),
    userFeatures: userFeaturesOf(row),
    serviceIds,
    photos,
    profilePublished: row.published === 1,
  };
}

/** PATCH /onboarding/step/{step}: record how far the escort got ('done' only comes with publishing; else 422 in `locale`). */
export async function setStep(
  deps: SupplyDeps,
  userId: number,
  step: OnboardingStep,
  locale: Locale = 'en',
): Promise<Outcome<OnboardingState>> {
  const row = await escortProfile(deps, userId);
  if (step === 'done' && row.published !== 1 && row.quarantined !== 1)
    return invalid({ step: [t(locale, 'onboarding.step.notPublished')] });
  // The steps before the one reached count as saved.
  const saved = new Set(savedSteps(row.onboarding_saved));
  for (const s of ONBOARDING_STEPS.slice(0, ONBOARDING_STEPS.indexOf(step))) saved.add(s);
  await recordStep(
    deps.db,
    userId,
    step,
    ONBOARDING_STEPS.filter((s) => saved.has(s)),
  );
  return ok(await onboardingState(deps, userId));
}

const flagOf = (v: boolean | undefined) => (v === undefined ? undefined : v ? (1 as const) : (0 as const));
const same = (a: unknown, b: unknown) => a === b;

/** The fields of the location step (the rest of the body is the contact step's). */
const LOCATION_FIELDS = [
  'street',
  'city',
  'suburb',
  'postcode',
  'display_address',
  'venue_section_title',
  'country',
  'lat',
  'lon',
  'location_additional_info',
  'place_id',
] as const;

/**
 * PATCH /onboarding/user-information: contact and location. A point sent without a place gets the
 * place it lies in (the profile is listed there); a point no place of the region lies near is
 * refused at `location`; refusals are written in `locale`.
 */
export async function saveUserInformation(
  deps: SupplyDeps,
  userId: number,
  body: UserInformationBody & { email?: string | null },
  locale: Locale,
): Promise<Outcome<UserInformation>> {
  const row = await escortProfile(deps, userId);
  const patch: Updateable<ProfilesTable> = {
    phone: body.phone,
    phone_private: flagOf(body.phone_private),
    phone_on_whatsapp: flagOf(body.phone_on_whatsapp),
    contact_email: body.email === '' ? null : body.email,
    email_private: flagOf(body.email_private),
    telegram:
      body.telegram === '' || body.telegram === null ? (body.telegram === undefined ? undefined : null) : body.telegram?.replace(/^@/, ''),
    meeting_location: body.meeting_location,
    allow_contact_email: flagOf(body.contact_email),
    allow_contact_phone: flagOf(body.contact_phone),
    user_type: body.user_type,
    street: body.street,
    city: body.city,
    suburb: body.suburb,
    postcode: body.postcode,
    display_address: flagOf(body.display_address),
    venue_section_title: body.venue_section_title,
    country: body.country,
    lat: body.lat,
    lon: body.lon,
    location_additional_info: body.location_additional_info,
    place_id: body.place_id,
  };

  if (body.place_id) {
    const place = deps.places.byId(body.place_id);
    if (!place || place.region !== row.region) return invalid({ place_id: [t(locale, 'editor.location.placeInvalid')] });
    const town = place.kind === 'district' && place.parentId ? deps.places.byId(place.parentId) : place;
    // The chosen place fills what the body left out: the point, the town, the country.
    if (body.lat === undefined && body.lon === undefined) {
      patch.lat = place.lat;
      patch.lon = place.lon;
    }
    if (body.city === undefined) patch.city = town?.name ?? place.name;
    if (body.suburb === undefined && place.kind === 'district') patch.suburb = place.name;
    if (body.country === undefined) patch.country = deps.regions[row.region].isoCountry;
  } else if (typeof body.lat === 'number' && typeof body.lon === 'number') {
    const place = placeOfPoint(deps.places, row, body.lat, body.lon);
    if (!place) return invalid({ location: [noPlaceMessage(locale, row.region)] });
    patch.place_id = place.id;
    const town = place.kind === 'district' && place.parentId ? deps.places.byId(place.parentId) : place;
    // What the body left out follows the place: the town of a new place, the country when none was saved.
    if (body.city === undefined && place.kind !== 'state' && (place.id !== row.place_id || !row.city))
      patch.city = town?.name ?? place.name;
    if (body.country === undefined && !row.country) patch.country = deps.regions[row.region].isoCountry;
  }

  const errors: FieldErrors = {};
  const phonePrivate = patch.phone_private ?? row.phone_private;
  const emailPrivate = patch.email_private ?? row.email_private;
  if (phonePrivate === 1 && emailPrivate === 1) errors.phone_private = [BOTH_PRIVATE_MESSAGE];
  const lat = patch.lat === undefined ? row.lat : patch.lat;
  const lon = patch.lon === undefined ? row.lon : patch.lon;
  if ((lat === null) !== (lon === null)) errors[lat === null ? 'lat' : 'lon'] = [t(locale, 'editor.location.pointIncomplete')];
  if (Object.keys(errors).length) return invalid(errors);

  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Updateable<ProfilesTable>;
  const placeMoved = (['place_id', 'city', 'country', 'lat', 'lon', 'meeting_location', 'user_type'] as const).some(
    (k) => k in defined && !same(defined[k], row[k]),
  );
  // Shown on the profile page (not in the listings): the address the profile chose to show.
  const shownMoved = (['street', 'suburb', 'postcode', 'display_address', 'venue_section_title'] as const).some(
    (k) => k in defined && !same(defined[k], row[k]),
  );
  await updateProfile(deps.db, userId, defined, deps.clock.now());
  const location = LOCATION_FIELDS.some((k) => k in body);
  const contact = Object.keys(body).some((k) => !(LOCATION_FIELDS as readonly string[]).includes(k));
  await markSaved(deps, userId, [...(contact ? (['contact'] as const) : []), ...(location ? (['location'] as const) : [])]);
  await profileChanged(deps, row, placeMoved ? 'place' : shownMoved ? 'profile' : undefined);
  return ok(userInformationOf((await ownProfileRow(deps.db, userId))!, deps.places));
}

/** Features that decide which category pages list a profile. */
const CATEGORY_FEATURES = ['date_of_birth', 'gender', 'ethnicity', 'nationality', 'skin_color', 'breast_size', 'body_type'] as const;

/** PATCH /onboarding/user-features: features, name and texts (the texts pass the region's advert rules). */
export async function saveUserFeatures(
  deps: SupplyDeps,
  userId: number,
  body: UserFeaturesBody,
  locale: Locale,
): Promise<Outcome<UserFeatures>> {
  const row = await escortProfile(deps, userId);
  const now = deps.clock.now();
  // The contract checked the age against the client's clock; the server's clock decides.
  if (body.date_of_birth && !isAdultOn(body.date_of_birth, now)) return invalid({ date_of_birth: [t(locale, 'editor.publish.adult')] });
  const texts = { display_name: body.display_name, slogan: body.slogan, about_me: body.about_me };
  const refused = adTextErrors(row.region, locale, texts);
  if (Object.keys(refused).length) return invalid(refused, Object.values(refused)[0]?.[0]);

  const patch: Updateable<ProfilesTable> = {
    date_of_birth: body.date_of_birth,
    gender: body.gender,
    ethnicity: body.ethnicity,
    nationality: body.nationality,
    languages: body.languages === undefined ? undefined : JSON.stringify([...new Set(body.languages)]),
    skin_color: body.skin_color,
    breast_size: body.breast_size,
    hair_color: body.hair_color,
    hair_length: body.hair_length,
    eye_color: body.eye_color,
    body_type: body.body_type,
    dress_size: body.dress_size,
    cup_size: body.cup_size,
    height_cm: body.height_cm,
    display_name: body.display_name,
    // A name she saved is hers (until then the username stood in for it).
    display_name_chosen: body.display_name === undefined ? undefined : 1,
    slogan: body.slogan,
    about: body.about_me,
  };
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Updateable<ProfilesTable>;
  const categories = CATEGORY_FEATURES.some((k) => k in defined && !same(defined[k], row[k]));
  // Every other field shows on the profile page (name and slogan on the cards too).
  const shown = (Object.keys(defined) as (keyof typeof defined & keyof typeof row)[]).some((k) => !same(defined[k], row[k]));
  await updateProfile(deps.db, userId, defined, now);
  await markSaved(deps, userId, ['about']);
  const reason: SiteChangeReason | undefined = categories ? 'features' : shown ? 'profile' : undefined;
  await profileChanged(deps, row, reason);
  return ok(userFeaturesOf((await ownProfileRow(deps.db, userId))!));
}

/** Count steps as saved (the step the escort is on does not move). */
async function markSaved(deps: SupplyDeps, userId: number, steps: readonly OnboardingStep[]): Promise<void> {
  const row = await ownProfileRow(deps.db, userId);
  if (!row) return;
  const saved = new Set([...savedSteps(row.onboarding_saved), ...steps]);
  await recordStep(
    deps.db,
    userId,
    row.onboarding_step,
    ONBOARDING_STEPS.filter((s) => saved.has(s)),
  );
}
