/**
 * Publish and unpublish the own profile (SPEC §4 "Profile", §5, §9): at least 2 photos, a point
 * with lat −90..90 and lon −180..180 in a place of the region (a point saved without a place gets
 * the place it lies in, so place searches list the profile), a city or a country, a display name,
 * the date of birth of an adult (escorts: a venue has none), texts that pass the region's advert
 * rules, and no re-publish.
 * Escorts and venues publish; any other role gets `notPermitted`. A quarantined account or a
 * profile with a flagged photo is held for review: saved as `quarantined`, not listed.
 */
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import { isAdultOn } from '../../lib/age.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import { PHOTO_MIN_TO_PUBLISH } from '../../lib/api/limits.ts';
import { NOT_PERMITTED, ONBOARDING_STEPS, type PublishResult } from '../../lib/api/onboarding.ts';
import { hasRole, ROLES, type RoleId } from '../../lib/permissions.ts';
import { profilePath } from '../db/queries/cards.ts';
import { recordStep } from '../db/queries/onboarding.ts';
import { countOwnPhotos, hasFlaggedPhotos } from '../db/queries/own-photos.ts';
import { accountOf, updateProfile, type ProfileRow } from '../db/queries/own-profile.ts';
import { adTextErrors } from './ad-text.ts';
import { invalid, ok, type Outcome } from './outcome.ts';
import { escortProfile, noPlaceMessage, placeOfPoint, profileChanged, type SupplyDeps } from './own-profile.ts';
import { siteChanged } from './site-freshness.ts';
import { venueProfileRow } from './venue.ts';

/** SPEC §9: photos a profile needs to be published. */
export const MIN_PHOTOS_TO_PUBLISH = PHOTO_MIN_TO_PUBLISH;

/** A 403 the not-permitted modal opens on (SPEC §4). */
export type NotPermitted = { fail: 'notPermitted'; message: string; code: typeof NOT_PERMITTED };

/**
 * Why the profile cannot be published (SPEC §5), by PUBLISH_ERROR_FIELDS, in `locale`. `o.photos` is the photo
 * count to judge instead of all the profile's photos (a moderator's approval counts the visible ones).
 */
export async function publishErrors(deps: SupplyDeps, row: ProfileRow, locale: Locale, o: { photos?: number } = {}): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (row.published === 1) errors.profile_published = [t(locale, 'editor.publish.alreadyPublished')];
  const photos = o.photos ?? (await countOwnPhotos(deps.db, row.user_id));
  if (photos < MIN_PHOTOS_TO_PUBLISH) errors.photos = [t(locale, 'editor.publish.photos', { min: MIN_PHOTOS_TO_PUBLISH })];
  const pointOk = row.lat !== null && row.lon !== null && row.lat >= -90 && row.lat <= 90 && row.lon >= -180 && row.lon <= 180;
  if (!pointOk) errors.location = [t(locale, 'editor.publish.location.noPoint')];
  else if (!placed(deps, row)) errors.location = [noPlaceMessage(locale, row.region)];
  else if (!row.city && !row.country) errors.location = [t(locale, 'editor.publish.location.noTown')];
  // A name she chose: the username standing in for a new escort's name is none.
  if (!row.display_name.trim() || row.display_name_chosen === 0) errors.display_name = [t(locale, 'editor.publish.displayName')];
  if (row.profile_type !== 'venue' && (!row.date_of_birth || !isAdultOn(row.date_of_birth, deps.clock.now())))
    errors.date_of_birth = [t(locale, row.date_of_birth ? 'editor.publish.adult' : 'editor.publish.dateOfBirth')];
  if (!row.phone && !row.contact_email && !row.telegram) errors.contact = [t(locale, 'editor.publish.contact')];
  Object.assign(errors, adTextErrors(row.region, locale, { display_name: row.display_name, slogan: row.slogan, about_me: row.about }));
  return errors;
}

/** Whether the profile has a place of its region (the place pages and place searches list it there). */
function placed(deps: SupplyDeps, row: ProfileRow): boolean {
  const place = row.place_id === null ? undefined : deps.places.byId(row.place_id);
  return place?.region === row.region;
}

/** A profile whose point was saved without a place (or whose place is gone) gets the place the point lies in. */
async function withPlace(deps: SupplyDeps, row: ProfileRow): Promise<ProfileRow> {
  if (placed(deps, row) || row.lat === null || row.lon === null) return row;
  const place = placeOfPoint(deps.places, { region: row.region, place_id: null }, row.lat, row.lon);
  if (!place) return row;
  await updateProfile(deps.db, row.user_id, { place_id: place.id }, deps.clock.now());
  return { ...row, place_id: place.id };
}

/** POST /onboarding/publish-profile and PUT /users/profile/publish/. */
export async function publishProfile(
  deps: SupplyDeps,
  user: { id: number; roles: readonly RoleId[] },
  locale: Locale,
): Promise<Outcome<PublishResult> | NotPermitted> {
  const venue = hasRole([...user.roles], ROLES.venue);
  if (!venue && !hasRole([...user.roles], ROLES.escort))
    return { fail: 'notPermitted', code: NOT_PERMITTED, message: t(locale, 'editor.publish.notPermitted') };
  const row = await withPlace(deps, venue ? await venueProfileRow(deps, user.id) : await escortProfile(deps, user.id));
  const errors = await publishErrors(deps, row, locale);
  if (Object.keys(errors).length) return invalid(errors, Object.values(errors)[0]?.[0]);

  const account = await accountOf(deps.db, user.id);
  const held = account?.is_quarantined === 1 || (await hasFlaggedPhotos(deps.db, user.id));
  const now = deps.clock.now();
  // A held profile is not listed: it stays unpublished until support approves it.
  await updateProfile(deps.db, user.id, held ? { quarantined: 1 } : { published: 1, quarantined: 0, published_at: now.toISOString() }, now);
  // Publishing finishes onboarding: every step counts as saved.
  await recordStep(deps.db, user.id, 'done', ONBOARDING_STEPS);
  if (!held) {
    await profileChanged(deps, { ...row, published: 1 });
    await siteChanged(deps, row.region, 'publish');
  }
  return ok({ profile_published: !held, quarantined: held, path: profilePath(deps.regions[row.region], row.user_id) });
}

/** PUT /users/profile/unpublish/: take the profile off the site (422 in `locale` when it is not published or held). */
export async function unpublishProfile(deps: SupplyDeps, userId: number, locale: Locale = 'en'): Promise<Outcome<PublishResult>> {
  const row = await escortProfile(deps, userId);
  const path = profilePath(deps.regions[row.region], row.user_id);
  if (row.published !== 1 && row.quarantined !== 1) return invalid({ profile_published: [t(locale, 'editor.publish.notPublished')] });
  await updateProfile(deps.db, userId, { published: 0, quarantined: 0 }, deps.clock.now());
  await profileChanged(deps, { ...row, published: 0 });
  if (row.published === 1) await siteChanged(deps, row.region, 'unpublish');
  return ok({ profile_published: false, quarantined: false, path });
}

/** Whether an outcome is the not-permitted refusal. */
export function notPermitted(o: Outcome<PublishResult> | NotPermitted): o is NotPermitted {
  return 'fail' in o && o.fail === 'notPermitted';
}
