/**
 * The venue's own profile (SPEC §1, §2 /users/account-venue): read every field it edits, and
 * change any of them. Texts pass the region's advert rules, the website is stored with "http://"
 * when typed without a scheme (SPEC §5) and refused unless http/https; contact and location go
 * through the escort's rules (saveUserInformation). Every write keeps the search rows current and,
 * while the profile is listed, tells the static pages to follow.
 */
import type { Updateable } from 'kysely';
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import type { UserInformationBody } from '../../lib/api/onboarding.ts';
import type { venueProfileBodySchema, VenueProfile } from '../../lib/api/venue.ts';
import { normalizeWebsite, WEBSITE_MAX_LENGTH } from '../../lib/website.ts';
import { countryCodes } from '../catalog/country-codes.ts';
import { profilePath } from '../db/queries/cards.ts';
import { countOwnPhotos } from '../db/queries/own-photos.ts';
import { accountOf, ownProfileRow, replaceWeekly, updateProfile, weeklyOf, type ProfileRow } from '../db/queries/own-profile.ts';
import { ensureVenueProfile, stringList } from '../db/queries/venue.ts';
import type { ProfilesTable } from '../db/types.ts';
import { adTextErrors } from './ad-text.ts';
import { saveUserInformation } from './onboarding.ts';
import { failed, invalid, ok, type Outcome } from './outcome.ts';
import { profileChanged, userInformationOf, type SupplyDeps } from './own-profile.ts';
import type { z } from 'zod';

/** The PATCH body after the contract's parsing. */
export type VenueProfileInput = z.output<typeof venueProfileBodySchema>;

/** The venue fields of the body; the rest is contact and location. */
const VENUE_FIELDS = [
  'display_name',
  'venue_kind',
  'slogan',
  'about_me',
  'opening_hours',
  'amenities',
  'food_and_drinks',
  'website',
] as const;

/** The venue's profile row, created on first use (unpublished, named after the account, in its region). */
export async function venueProfileRow(deps: SupplyDeps, userId: number): Promise<ProfileRow> {
  const existing = await ownProfileRow(deps.db, userId);
  if (existing) return existing;
  const account = await accountOf(deps.db, userId);
  if (!account) throw new Error(`no account ${userId}`);
  await ensureVenueProfile(deps.db, { userId, region: account.region, displayName: account.username.slice(0, 80), now: deps.clock.now() });
  const row = await ownProfileRow(deps.db, userId);
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}

/** GET /users/venue-profile. */
export async function venueProfile(deps: SupplyDeps, userId: number, locale: Locale): Promise<VenueProfile> {
  const row = await venueProfileRow(deps, userId);
  const [photosCount, weekly] = await Promise.all([countOwnPhotos(deps.db, userId), weeklyOf(deps.db, userId)]);
  return {
    id: row.user_id,
    path: profilePath(deps.regions[row.region], row.user_id),
    profilePublished: row.published === 1,
    quarantined: row.quarantined === 1,
    photosCount,
    display_name: row.display_name,
    venue_kind: row.venue_kind,
    slogan: row.slogan,
    about_me: row.about,
    opening_hours: weekly,
    amenities: stringList(row.amenities),
    food_and_drinks: stringList(row.food_and_drinks),
    website: row.website,
    userInformation: userInformationOf(row, deps.places),
    countryCodes: countryCodes(locale, row.region),
  };
}

/** The venue fields' errors (advert rules, website), before anything is written. */
function venueErrors(row: ProfileRow, body: VenueProfileInput, locale: Locale): FieldErrors {
  const errors: FieldErrors = adTextErrors(row.region, locale, {
    display_name: body.display_name,
    slogan: body.slogan,
    about_me: body.about_me,
  });
  if (body.website !== undefined) {
    const site = normalizeWebsite(body.website);
    if (!site.ok) errors.website = [t(locale, `venue.website.error.${site.problem}`, { max: WEBSITE_MAX_LENGTH })];
  }
  return errors;
}

/** PATCH /users/venue-profile: change the fields of the body; nothing is written when one is refused. */
export async function saveVenueProfile(
  deps: SupplyDeps,
  userId: number,
  body: VenueProfileInput,
  locale: Locale,
): Promise<Outcome<VenueProfile>> {
  const row = await venueProfileRow(deps, userId);
  const errors = venueErrors(row, body, locale);
  if (Object.keys(errors).length) return invalid(errors, Object.values(errors)[0]?.[0]);

  const info = Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && !(VENUE_FIELDS as readonly string[]).includes(k)),
  ) as UserInformationBody;
  if (Object.keys(info).length) {
    // Contact and location have their own checks; they write only when those pass.
    const saved = await saveUserInformation(deps, userId, info, locale);
    if (failed(saved)) return saved;
  }

  const site = body.website === undefined ? undefined : normalizeWebsite(body.website);
  const patch: Updateable<ProfilesTable> = {
    display_name: body.display_name,
    venue_kind: body.venue_kind,
    slogan: body.slogan,
    about: body.about_me,
    amenities: body.amenities === undefined ? undefined : JSON.stringify(body.amenities),
    food_and_drinks: body.food_and_drinks === undefined ? undefined : JSON.stringify(body.food_and_drinks),
    website: site?.ok ? site.url : undefined,
  };
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Updateable<ProfilesTable>;
  const hours = body.opening_hours;
  if (Object.keys(defined).length || hours) {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await updateProfile(trx, userId, defined, now);
      if (hours) await replaceWeekly(trx, userId, hours);
    });
    await profileChanged(deps, row, 'profile');
  }
  return ok(await venueProfile(deps, userId, locale));
}
