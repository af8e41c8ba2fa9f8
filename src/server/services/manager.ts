/**
 * The manager area (SPEC §1 "Managers", §7 "Manager"): a manager lists and creates escort users,
 * assigns them to a published venue and publishes or unpublishes their profiles with the escorts'
 * own rules (services/publish.ts). Every call touching an escort first checks `users.manager_id`
 * is the caller (not found otherwise: another manager's escort stays invisible). A quarantined
 * manager reads but cannot publish or create.
 */
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { RegionCode } from '../../../regions/schema.ts';
import type { PublishResult } from '../../lib/api/onboarding.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import {
  MANAGER_PER_PAGE,
  QUARANTINED,
  type ContactDetails,
  type ManagedEscort,
  type ManagerUsersResponse,
  type VenueRef,
} from '../../lib/api/manager.ts';
import { ROLES } from '../../lib/permissions.ts';
import {
  contactDetailsRow,
  insertManagedEscort,
  managedEscort,
  managedEscorts,
  publishedVenue,
  publishedVenues,
  quarantineOf,
  quarantineStatementOf,
  takenContacts,
  upsertContactDetails,
  type ManagedEscortRow,
} from '../db/queries/manager.ts';
import { issueSecret } from '../auth/secret-store.ts';
import { accountById, type AccountRow } from '../db/queries/accounts.ts';
import { releaseManaged } from '../db/queries/manager.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { prefixOf, siteLink } from './sessions.ts';
import { messageLocale, sendLimited } from './verification.ts';
import { updateProfile } from '../db/queries/own-profile.ts';
import { created, invalid, notFound, ok, type Outcome } from './outcome.ts';
import { escortProfile, profileChanged, type SupplyDeps } from './own-profile.ts';
import { publishProfile, unpublishProfile, type NotPermitted } from './publish.ts';

/** The 403 of a quarantined manager (the island opens the quarantine modal on `code`). */
export type Quarantined = { fail: 'quarantined'; message: string; code: typeof QUARANTINED };

/** What a manager call answers: an outcome, or the quarantine refusal. */
export type ManagerOutcome<T> = Outcome<T> | Quarantined;

/** Whether an outcome is the quarantine refusal. */
export function isQuarantined<T>(o: ManagerOutcome<T> | NotPermitted): o is Quarantined {
  return 'fail' in o && o.fail === 'quarantined';
}

/** The refusal of a quarantined manager, in the request's locale. */
export function quarantined(locale: Locale): Quarantined {
  return { fail: 'quarantined', code: QUARANTINED, message: t(locale, 'manager.quarantine.refused') };
}

/** A row as the API shows it. */
export function managedEscortOf(r: ManagedEscortRow): ManagedEscort {
  return {
    id: r.id,
    username: r.username,
    displayName: r.display_name ?? r.username,
    region: r.region,
    venue: r.venue_id !== null && r.venue_name !== null ? { id: r.venue_id, name: r.venue_name, city: r.venue_city } : null,
    profilePublished: r.published === 1,
    quarantined: r.quarantined === 1,
    photosCount: r.photos,
    lat: r.lat,
    lon: r.lon,
    city: r.city,
    country: r.country,
    updatedAt: r.updated_at,
    emailPending: r.email_pending,
  };
}

/** GET /manager/users/: a page of the manager's escorts and the manager's own standing. */
export async function listManaged(deps: SupplyDeps, managerId: number, q: { q?: string; page: number }): Promise<ManagerUsersResponse> {
  const { rows, total } = await managedEscorts(deps.db, managerId, {
    q: q.q || undefined,
    offset: (q.page - 1) * MANAGER_PER_PAGE,
    limit: MANAGER_PER_PAGE,
    now: deps.clock.now(),
  });
  const isHeld = (await quarantineOf(deps.db, managerId)) ?? false;
  return {
    results: rows.map(managedEscortOf),
    total,
    page: q.page,
    perPage: MANAGER_PER_PAGE,
    // The statement of reasons is the one the moderation area recorded when it set the flag.
    manager: { quarantined: isHeld, statement: isHeld ? await quarantineStatementOf(deps.db, managerId) : null },
  };
}

/**
 * POST /manager/users/: a new escort account managed by the caller, with an empty unpublished
 * profile. An e-mail address the manager gives is not bound to the account: its owner gets a link
 * and the address becomes the account's only when she opens it (until then nobody can be held in
 * an account through an address that is not theirs, and the owner may register with it herself).
 */
export async function createManaged(
  deps: SupplyDeps & Pick<AuthDeps, 'accounts'>,
  caller: Pick<Caller, 'origin'>,
  managerId: number,
  body: { username: string; display_name: string; region: RegionCode; email?: string | null; phone?: string | null },
  locale: Locale,
): Promise<ManagerOutcome<ManagedEscort>> {
  if (await quarantineOf(deps.db, managerId)) return quarantined(locale);
  const wanted = { username: body.username, email: body.email ?? null, phone: body.phone ?? null };
  const taken = await takenContacts(deps.db, wanted);
  const errors: Record<string, string[]> = {};
  if (taken.username) errors.username = [SERVER_MESSAGES.isUsernameTaken];
  if (taken.email) errors.email = [SERVER_MESSAGES.isEmailTaken];
  if (taken.phone) errors.phone = ['The phone has already been taken.'];
  if (Object.keys(errors).length) return invalid(errors, Object.values(errors)[0]?.[0]);
  const id = await insertManagedEscort(deps.db, {
    managerId,
    ...wanted,
    email: null,
    displayName: body.display_name,
    region: body.region,
    now: deps.clock.now(),
  });
  // Taken between the check and the insert: the same answer as above.
  if (id === undefined) return invalid({ username: [SERVER_MESSAGES.isUsernameTaken] }, SERVER_MESSAGES.isUsernameTaken);
  if (wanted.email) await askOwnerToConfirm(deps, caller, { id, region: body.region, locale }, wanted.email);
  return created(managedEscortOf((await managedEscort(deps.db, managerId, id, deps.clock.now()))!));
}

/** Send the owner of an address the link that binds it to the managed account (verifyEmail binds it). */
async function askOwnerToConfirm(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'regions' | 'accounts'>,
  caller: Pick<Caller, 'origin'>,
  account: { id: number; region: RegionCode; locale: Locale },
  email: string,
): Promise<void> {
  const issued = await issueSecret(deps.db, {
    purpose: 'verify_email',
    userId: account.id,
    channel: 'email',
    recipient: email,
    redirectPath: null,
    link: true,
    now: deps.clock.now(),
  });
  const link = siteLink(deps, caller, `${prefixOf(deps.regions, account.region)}/users/verify/${issued.token}/`);
  await sendLimited(deps.accounts, 'confirmManagedEmail', {
    channel: 'email',
    to: email,
    locale: account.locale,
    link,
    userId: account.id,
  });
}

/**
 * A password reset by the owner of an e-mail address that was never confirmed releases the account
 * from its manager: the manager can no longer act for it or edit it, and both are told.
 */
export async function releaseOnReset(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'regions' | 'accounts'>,
  account: Pick<AccountRow, 'id' | 'manager_id' | 'email' | 'email_verified_at' | 'locale' | 'region'>,
  resetTo: string,
): Promise<void> {
  if (account.manager_id === null || account.email !== resetTo || account.email_verified_at) return;
  const managerId = account.manager_id;
  if (!(await releaseManaged(deps.db, account.id, deps.clock.now()))) return;
  await deps.accounts.events.record({ type: 'manager.write', userId: account.id, actorId: managerId, details: { released: true } });
  const owner = { channel: 'email' as const, to: resetTo, locale: messageLocale(deps.regions, account), userId: account.id };
  await sendLimited(deps.accounts, 'managerReleased', owner);
  const manager = await accountById(deps.db, managerId);
  const contact = manager?.email
    ? { channel: 'email' as const, to: manager.email }
    : manager?.phone
      ? { channel: 'sms' as const, to: manager.phone }
      : undefined;
  if (manager && contact)
    await sendLimited(deps.accounts, 'managedReleased', { ...contact, locale: messageLocale(deps.regions, manager), userId: manager.id });
}

/** POST /manager/escorts/venue/: the venue the escort works at (a published venue; null removes it). */
export async function assignVenue(
  deps: SupplyDeps,
  managerId: number,
  body: { escortId: number; venueId: number | null },
): Promise<Outcome<ManagedEscort>> {
  const before = await managedEscort(deps.db, managerId, body.escortId, deps.clock.now());
  if (!before) return notFound();
  if (body.venueId !== null) {
    const venue = await publishedVenue(deps.db, body.venueId);
    if (!venue) return invalid({ venueId: ['Choose a published venue.'] });
    if (venue.region !== before.region) return invalid({ venueId: ['Choose a venue of the escort’s region.'] });
  }
  const row = await escortProfile(deps, body.escortId);
  await updateProfile(deps.db, body.escortId, { venue_id: body.venueId }, deps.clock.now());
  await profileChanged(deps, row, 'profile');
  return ok(managedEscortOf((await managedEscort(deps.db, managerId, body.escortId, deps.clock.now()))!));
}

/** GET /manager/venues/: the published venues of a region. */
export async function venuesOf(deps: SupplyDeps, region: RegionCode): Promise<VenueRef[]> {
  return publishedVenues(deps.db, region);
}

/**
 * Publish or unpublish a managed escort's profile (PUT /manager/publish/{id}/, and the supply
 * routes' publish when a manager acts for an escort): the escorts' rules; a quarantined manager
 * may unpublish but not publish.
 */
export async function publishManaged(
  deps: SupplyDeps,
  managerId: number,
  escortId: number,
  publish: boolean,
  locale: Locale,
): Promise<ManagerOutcome<PublishResult> | NotPermitted> {
  if (!(await managedEscort(deps.db, managerId, escortId, deps.clock.now()))) return notFound();
  if (!publish) return unpublishProfile(deps, escortId, locale);
  if (await quarantineOf(deps.db, managerId)) return quarantined(locale);
  // The escort's own rules and hold for review; the manager's right was checked above.
  return publishProfile(deps, { id: escortId, roles: [ROLES.escort] }, locale);
}

const EMPTY_CONTACT: ContactDetails = {
  phone: null,
  email: null,
  companyName: null,
  street: null,
  postcode: null,
  city: null,
  country: null,
};

/** GET /manager/contact-details/. */
export async function contactDetails(deps: SupplyDeps, managerId: number): Promise<ContactDetails> {
  const row = await contactDetailsRow(deps.db, managerId);
  if (!row) return EMPTY_CONTACT;
  return {
    phone: row.phone,
    email: row.email,
    companyName: row.company_name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
  };
}

/** PUT /manager/contact-details/: replace every field. */
export async function saveContactDetails(deps: SupplyDeps, managerId: number, body: ContactDetails): Promise<Outcome<ContactDetails>> {
  await upsertContactDetails(deps.db, {
    user_id: managerId,
    phone: body.phone,
    email: body.email,
    company_name: body.companyName,
    street: body.street,
    postcode: body.postcode,
    city: body.city,
    country: body.country,
    updated_at: deps.clock.now().toISOString(),
  });
  return ok(await contactDetails(deps, managerId));
}
