/**
 * Moderation by admins and support (support reads only; the routes guard the rights): the queue
 * of profiles changed since their last review, reports, reviews, users and appeals. Every
 * restriction stores a statement of reasons the affected user sees and may appeal once; another
 * admin decides the appeal. Every admin action appends one entry to the audit log inside the same
 * transaction as the change itself. A flagged photo (a possible duplicate) is approved or removed
 * one by one; approving a held profile publishes it only when it meets the publish rules with its
 * visible photos (services/publish.ts), else it stays held and the 422 lists what is missing.
 */
import type { Kysely, Transaction } from 'kysely';
import { t } from '../../../i18n/index.ts';
import type { Locale, Region, RegionCode } from '../../../regions/schema.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import type {
  ActionResult,
  AdminAppeal,
  AdminReport,
  AdminReview,
  AdminUser,
  AppealDecisionBody,
  AuditEntry,
  ModeratedProfile,
  QueueItem,
  ReasonCode,
  Restriction,
  StatementBody,
  UserQuarantineBody,
} from '../../lib/api/moderation.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/api/moderation-codes.ts';
import { ADMIN_ROLES, can, ROLE_IDS, type RoleId } from '../../lib/permissions.ts';
import { auditPage as auditRows } from '../db/queries/audit.ts';
import { profilePath } from '../db/queries/cards.ts';
import {
  appealRows,
  clearPhotoFlag,
  findUsers,
  insertRestriction,
  liveReview,
  markReviewed,
  moderatedProfileRow,
  photoCounts,
  photoForRemoval,
  photoForReview,
  photosOfProfiles,
  queueRows,
  recordAppeal,
  recordAppealDecision,
  replaceRoles,
  reportFacts,
  reportRows,
  resolveReportRow,
  restoreReview,
  restrictionById,
  restrictionsOfUser,
  reviewRows,
  setListingState,
  setUserQuarantine,
  softDeleteReview,
  userFacts,
  type NewRestriction,
  type RestrictionRow,
} from '../db/queries/moderation.ts';
import { ownProfileRow } from '../db/queries/own-profile.ts';
import { deletePhotosIn, lockPhotos } from '../db/queries/photos.ts';
import type { PlaceIndex } from '../db/places.ts';
import { syncSearchRows } from '../db/search-index.ts';
import type { DB } from '../db/types.ts';
import type { Logger } from '../context.ts';
import type { MediaStorage } from '../media/storage.ts';
import { photoUrl, storedWidths } from '../media/urls.ts';
import type { Broadcast } from '../messaging/broadcast.ts';
import type { Clock } from '../time.ts';
import { appendAudit } from './audit.ts';
import { forbidden, invalid, notFound, ok, type Outcome } from './outcome.ts';
import { notifyQuietly } from './notifications.ts';
import { renditionKey } from './photos.ts';
import { MIN_PHOTOS_TO_PUBLISH, publishErrors } from './publish.ts';
import { siteChanged } from './site-freshness.ts';

/** What moderation is built from. */
export interface ModerationDeps {
  db: Kysely<DB>;
  clock: Clock;
  regions: Record<RegionCode, Region>;
  /** The places a profile must lie in to be published (the publish rules an approval checks). */
  places: PlaceIndex;
  media: MediaStorage;
  /** Announces the owner's "publish approved" notification (services/notifications.ts). */
  broadcast?: Broadcast;
  log?: Logger;
}

/** The admin acting (their id and roles). */
export interface Actor {
  id: number;
  roles: readonly RoleId[];
}

/** The 403 message when the admin who decided tries to decide the appeal too. */
export const SAME_ADMIN_APPEAL = 'An appeal is decided by another admin than the one who made the decision.';
/** The 403 message of a role change that touches admin roles without the right to. */
export const ADMIN_ROLES_REFUSED = 'Only the god admin levels grant or revoke admin roles.';
/** The 403 message of an admin changing their own roles. */
export const OWN_ROLES_REFUSED = 'Another admin changes your roles.';

/** A page of an admin list. */
export interface Paged<T> {
  results: T[];
  page: number;
  hasMore: boolean;
}

const page = <T>(rows: T[], n: number): Paged<T> => ({
  results: rows.slice(0, ADMIN_PAGE_SIZE),
  page: n,
  hasMore: rows.length > ADMIN_PAGE_SIZE,
});
const offsetOf = (n: number) => (n - 1) * ADMIN_PAGE_SIZE;

type ProfileRowLike = {
  user_id: number;
  display_name: string;
  profile_type: string;
  region: RegionCode;
  published: number;
  quarantined: number;
  updated_at: string;
  moderated_at: string | null;
  is_quarantined: number;
};

function profileOf(deps: ModerationDeps, r: ProfileRowLike): ModeratedProfile {
  return {
    id: r.user_id,
    displayName: r.display_name,
    type: r.profile_type,
    region: r.region,
    published: r.published === 1,
    quarantined: r.quarantined === 1,
    accountQuarantined: r.is_quarantined === 1,
    updatedAt: r.updated_at,
    moderatedAt: r.moderated_at,
    path: profilePath(deps.regions[r.region], r.user_id),
  };
}

/** GET /admin/queue. */
export async function queue(deps: ModerationDeps, n: number): Promise<Paged<QueueItem>> {
  const rows = await queueRows(deps.db, offsetOf(n), ADMIN_PAGE_SIZE + 1);
  const shown = rows.slice(0, ADMIN_PAGE_SIZE);
  const photos = await photosOfProfiles(
    deps.db,
    shown.map((r) => r.user_id),
  );
  const items = rows.map((r) => ({
    ...profileOf(deps, r),
    photos: photos
      .filter((p) => p.profile_id === r.user_id)
      .map((p) => ({
        id: p.id,
        url: photoUrl(p.id, p.widths, 320),
        width: p.width,
        height: p.height,
        flagged: p.status === 'flagged',
        isNew: r.moderated_at === null || p.created_at > r.moderated_at,
      })),
  }));
  return page(items, n);
}

/** Run a change with its statement of reasons and its audit entry in one transaction. */
function record(
  deps: ModerationDeps,
  change: (trx: Transaction<DB>) => Promise<unknown>,
  statement: Omit<NewRestriction, 'at'> | null,
  audit: {
    actorId: number;
    action: string;
    targetType: string;
    targetId: number;
    reason?: string | null;
    payload?: Record<string, unknown>;
  },
): Promise<number | null> {
  const at = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await change(trx);
    const restrictionId = statement ? await insertRestriction(trx, { ...statement, at }) : null;
    await appendAudit(trx, { ...audit, at, payload: { ...audit.payload, ...(restrictionId ? { restrictionId } : {}) } });
    return restrictionId;
  });
}

const reasonOf = (s: StatementBody) => `${s.reasonCode}: ${s.reasonText}`;

/** Profile types the publish rules of services/publish.ts apply to in full. */
const PUBLISHING_TYPES: readonly string[] = ['escort', 'venue'];
/** Profile types listed with photos (cards): they need the minimum of visible photos too. */
const LISTED_TYPES: readonly string[] = [...PUBLISHING_TYPES, 'escort_ai'];

/**
 * What keeps a held profile from going live: the publish rules, with only its visible photos
 * counted (a flagged photo is not shown until it is approved). None for a punter profile.
 */
export async function approvalErrors(deps: ModerationDeps, id: number, locale: Locale): Promise<FieldErrors> {
  const row = await ownProfileRow(deps.db, id);
  if (!row || !LISTED_TYPES.includes(row.profile_type)) return {};
  const { visible, waiting } = await photoCounts(deps.db, id);
  const errors = PUBLISHING_TYPES.includes(row.profile_type)
    ? await publishErrors(deps, { ...row, published: 0 }, locale, { photos: visible })
    : {};
  delete errors.photos;
  if (visible < MIN_PHOTOS_TO_PUBLISH)
    errors.photos = [t(locale, 'moderation.approve.photos', { min: MIN_PHOTOS_TO_PUBLISH, visible, waiting })];
  return errors;
}

/**
 * POST /admin/profiles/{id}/approve: a held profile goes live when it meets the publish rules with
 * its visible photos (else 422 listing what is missing, and it stays held); a listed one is marked
 * reviewed.
 */
export async function approveProfile(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  locale: Locale = 'en',
): Promise<Outcome<ActionResult>> {
  const row = await moderatedProfileRow(deps.db, id);
  if (!row) return notFound('No such profile.');
  if (row.published !== 1 && row.quarantined !== 1) return invalid({ profile: [t(locale, 'moderation.approve.notHeld')] });
  const now = deps.clock.now();
  const goesLive = row.quarantined === 1;
  // Short of the rules: the transaction rolls back and nothing is recorded.
  const refused = new Error('publish rules not met');
  let errors: FieldErrors = {};
  try {
    await record(
      deps,
      async (trx) => {
        if (!goesLive) return markReviewed(trx, id, now);
        // The photos stay as judged until the profile is listed: a removal meanwhile waits for this.
        await lockPhotos(trx, id);
        errors = await approvalErrors({ ...deps, db: trx }, id, locale);
        if (Object.keys(errors).length > 0) throw refused;
        await setListingState(trx, id, { published: 1, quarantined: 0, publishedAt: now.toISOString() }, now);
        await syncSearchRows(trx, [id], now);
      },
      null,
      { actorId: actor.id, action: 'profile.approve', targetType: 'profile', targetId: id, payload: { published: goesLive } },
    );
  } catch (err) {
    if (err === refused) return invalid(errors, t(locale, 'moderation.approve.refused'));
    throw err;
  }
  if (goesLive) {
    await siteChanged(deps, row.region, 'publish');
    await notifyQuietly(deps, id, 'publish_approved', { profileId: id });
  }
  return ok({ id, restrictionId: null });
}

/** Take a profile off the site with a statement of reasons: held for review, or unpublished. */
async function restrictProfile(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  kind: 'quarantine' | 'unpublish',
  s: StatementBody,
): Promise<Outcome<ActionResult>> {
  const row = await moderatedProfileRow(deps.db, id);
  if (!row) return notFound('No such profile.');
  if (row.published !== 1 && row.quarantined !== 1) return invalid({ profile: ['The profile is not published.'] });
  const now = deps.clock.now();
  const restrictionId = await record(
    deps,
    async (trx) => {
      await setListingState(trx, id, { published: 0, quarantined: kind === 'quarantine' ? 1 : 0 }, now);
      await syncSearchRows(trx, [id], now);
    },
    { userId: id, kind, targetType: 'profile', targetId: id, reasonCode: s.reasonCode, reasonText: s.reasonText, decidedBy: actor.id },
    { actorId: actor.id, action: `profile.${kind}`, targetType: 'profile', targetId: id, reason: reasonOf(s) },
  );
  if (row.published === 1) await siteChanged(deps, row.region, 'unpublish');
  return ok({ id, restrictionId });
}

/** POST /admin/profiles/{id}/quarantine: held for review (published=0, quarantined=1). */
export const quarantineProfile = (deps: ModerationDeps, actor: Actor, id: number, s: StatementBody) =>
  restrictProfile(deps, actor, id, 'quarantine', s);

/** POST /admin/profiles/{id}/unpublish: off the site (published=0, quarantined=0). */
export const unpublishByAdmin = (deps: ModerationDeps, actor: Actor, id: number, s: StatementBody) =>
  restrictProfile(deps, actor, id, 'unpublish', s);

/**
 * POST /admin/photos/{id}/approve: a flagged photo (a possible duplicate) is cleared and shown like
 * any other; the search row follows at once and a listed profile's pages are rebuilt. 422 when the
 * photo does not wait for review (approved or never flagged).
 */
export async function approvePhoto(deps: ModerationDeps, actor: Actor, photoId: number): Promise<Outcome<ActionResult>> {
  const photo = await photoForReview(deps.db, photoId);
  if (!photo) return notFound('No such photo.');
  const notWaiting = invalid({ photo: ['The photo does not wait for review.'] });
  if (photo.status !== 'flagged') return notWaiting;
  const row = await moderatedProfileRow(deps.db, photo.profile_id);
  const now = deps.clock.now();
  // Approved in the meantime by another admin: the transaction rolls back and nothing is recorded.
  const cleared = new Error('approved already');
  try {
    await record(
      deps,
      async (trx) => {
        if (!(await clearPhotoFlag(trx, photoId))) throw cleared;
        await syncSearchRows(trx, [photo.profile_id], now);
      },
      null,
      {
        actorId: actor.id,
        action: 'photo.approve',
        targetType: 'photo',
        targetId: photoId,
        payload: { profileId: photo.profile_id },
      },
    );
  } catch (err) {
    if (err === cleared) return notWaiting;
    throw err;
  }
  if (row?.published === 1) await siteChanged(deps, row.region, photo.is_main === 1 ? 'main-photo' : 'photos');
  return ok({ id: photoId, restrictionId: null });
}

/** DELETE /admin/photos/{id}: the photo and its files go; the owner gets the statement of reasons. */
export async function removePhoto(deps: ModerationDeps, actor: Actor, photoId: number, s: StatementBody): Promise<Outcome<ActionResult>> {
  const photo = await photoForRemoval(deps.db, photoId);
  if (!photo) return notFound('No such photo.');
  const row = await moderatedProfileRow(deps.db, photo.profile_id);
  const now = deps.clock.now();
  let files: { storage_key: string | null; widths: string | null }[] = [];
  const restrictionId = await record(
    deps,
    async (trx) => {
      files = (await deletePhotosIn(trx, photo.profile_id, [photoId], now)) ?? [];
    },
    {
      userId: photo.profile_id,
      kind: 'photo_removal',
      targetType: 'photo',
      targetId: photoId,
      reasonCode: s.reasonCode,
      reasonText: s.reasonText,
      decidedBy: actor.id,
    },
    {
      actorId: actor.id,
      action: 'photo.remove',
      targetType: 'photo',
      targetId: photoId,
      reason: reasonOf(s),
      payload: { profileId: photo.profile_id },
    },
  );
  for (const f of files) {
    if (!f.storage_key) continue;
    for (const w of storedWidths(f.widths)) await deps.media.delete(renditionKey(f.storage_key, w));
  }
  if (row?.published === 1) await siteChanged(deps, row.region, 'photos');
  return ok({ id: photoId, restrictionId });
}

/** DELETE /users/reviews/{id}/: removed softly; the author gets the statement of reasons. */
export async function deleteReview(deps: ModerationDeps, actor: Actor, id: number, s: StatementBody): Promise<Outcome<ActionResult>> {
  const review = await liveReview(deps.db, id);
  if (!review) return notFound('No such review.');
  const now = deps.clock.now();
  const restrictionId = await record(
    deps,
    async (trx) => {
      await softDeleteReview(trx, id, now);
      await syncSearchRows(trx, [review.profile_id], now);
    },
    review.author_id === null
      ? null
      : {
          userId: review.author_id,
          kind: 'review_removal',
          targetType: 'review',
          targetId: id,
          reasonCode: s.reasonCode,
          reasonText: s.reasonText,
          decidedBy: actor.id,
        },
    {
      actorId: actor.id,
      action: 'review.delete',
      targetType: 'review',
      targetId: id,
      reason: reasonOf(s),
      payload: { profileId: review.profile_id },
    },
  );
  return ok({ id, restrictionId });
}

/** GET /admin/reports. */
export async function reports(deps: ModerationDeps, q: { page: number; status: 'open' | 'resolved' }): Promise<Paged<AdminReport>> {
  const rows = await reportRows(deps.db, q.status === 'open', offsetOf(q.page), ADMIN_PAGE_SIZE + 1);
  return page(
    rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      message: r.message,
      contactEmail: r.contact_email,
      createdAt: r.created_at,
      resolvedAt: r.resolved_at,
      resolutionNote: r.resolution_note,
      profile: profileOf(deps, r),
    })),
    q.page,
  );
}

/** POST /admin/reports/{id}/resolve. */
export async function resolveReport(deps: ModerationDeps, actor: Actor, id: number, note: string): Promise<Outcome<ActionResult>> {
  const report = await reportFacts(deps.db, id);
  if (!report) return notFound('No such report.');
  if (report.resolved_at !== null) return invalid({ note: ['The report has been resolved already.'] });
  await record(deps, (trx) => resolveReportRow(trx, id, actor.id, note, deps.clock.now()), null, {
    actorId: actor.id,
    action: 'report.resolve',
    targetType: 'report',
    targetId: id,
    reason: note,
    payload: { profileId: report.profile_id },
  });
  return ok({ id, restrictionId: null });
}

/** GET /admin/reviews. */
export async function adminReviews(deps: ModerationDeps, n: number): Promise<Paged<AdminReview>> {
  const rows = await reviewRows(deps.db, offsetOf(n), ADMIN_PAGE_SIZE + 1);
  return page(
    rows.map((r) => ({
      id: r.id,
      profileId: r.profile_id,
      profileName: r.display_name,
      authorId: r.author_id,
      authorName: r.username,
      rating: r.rating,
      body: r.body,
      createdAt: r.created_at,
      deletedAt: r.deleted_at,
      reports: Number(r.reports ?? 0),
    })),
    n,
  );
}

/** GET /admin/users?q=. */
export async function searchUsers(deps: ModerationDeps, q: string): Promise<Outcome<AdminUser[]>> {
  const rows = await findUsers(deps.db, q);
  return ok(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      phone: r.phone,
      region: r.region,
      roles: r.roles,
      quarantined: r.is_quarantined === 1,
      createdAt: r.created_at,
    })),
  );
}

/** PUT /admin/users/{id}/quarantine: on with a statement of reasons, off without. */
export async function setAccountQuarantine(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  body: UserQuarantineBody,
): Promise<Outcome<ActionResult>> {
  const user = await userFacts(deps.db, id);
  if (!user) return notFound('No such user.');
  if (user.quarantined === body.quarantined) return ok({ id, restrictionId: null });
  const now = deps.clock.now();
  const restrictionId = await record(
    deps,
    (trx) => setUserQuarantine(trx, id, body.quarantined, now),
    body.quarantined
      ? {
          userId: id,
          kind: 'account_quarantine',
          targetType: 'user',
          targetId: id,
          reasonCode: body.reasonCode,
          reasonText: body.reasonText,
          decidedBy: actor.id,
        }
      : null,
    {
      actorId: actor.id,
      action: body.quarantined ? 'user.quarantine' : 'user.release',
      targetType: 'user',
      targetId: id,
      reason: body.quarantined ? reasonOf(body) : null,
    },
  );
  return ok({ id, restrictionId });
}

const isAdminRole = (r: number) => (ADMIN_ROLES as readonly number[]).includes(r);

/** PUT /admin/users/{id}/roles: admin roles only with canManageAdmins; never one's own roles. */
export async function setUserRoles(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  wanted: readonly number[],
): Promise<Outcome<ActionResult>> {
  const user = await userFacts(deps.db, id);
  if (!user) return notFound('No such user.');
  const roles = [...new Set(wanted)].sort((a, b) => a - b);
  if (roles.some((r) => !(ROLE_IDS as number[]).includes(r))) return invalid({ roles: ['Unknown role.'] });
  if (id === actor.id) return forbidden(OWN_ROLES_REFUSED);
  const changed = [...roles.filter((r) => !user.roles.includes(r)), ...user.roles.filter((r) => !roles.includes(r))];
  if (changed.length === 0) return ok({ id, restrictionId: null });
  if (changed.some(isAdminRole) && !can(actor.roles, 'canManageAdmins')) return forbidden(ADMIN_ROLES_REFUSED);
  await record(deps, (trx) => replaceRoles(trx, id, roles), null, {
    actorId: actor.id,
    action: 'user.roles',
    targetType: 'user',
    targetId: id,
    payload: { before: user.roles, after: roles },
  });
  return ok({ id, restrictionId: null });
}

function restrictionOf(r: RestrictionRow): Restriction {
  return {
    id: r.id,
    kind: r.kind,
    targetType: r.target_type,
    targetId: r.target_id,
    reasonCode: r.reason_code as ReasonCode,
    reasonText: r.reason_text,
    decidedAt: r.decided_at,
    appeal:
      r.appealed_at && r.appeal_text !== null
        ? { text: r.appeal_text, at: r.appealed_at, outcome: r.appeal_outcome, note: r.appeal_note, decidedAt: r.appeal_decided_at }
        : null,
  };
}

/** GET /admin/appeals. */
export async function appeals(deps: ModerationDeps, q: { page: number; status: 'open' | 'decided' }): Promise<Paged<AdminAppeal>> {
  const rows = await appealRows(deps.db, q.status === 'open', offsetOf(q.page), ADMIN_PAGE_SIZE + 1);
  return page(
    rows.map((r) => ({
      ...restrictionOf(r),
      userId: r.user_id,
      username: r.username,
      decidedBy: r.decided_by,
      decidedByName: r.decided_by_name,
    })),
    q.page,
  );
}

/** Undo a restriction whose appeal succeeded (a removed photo is gone for good; the outcome says so). */
async function undo(trx: Transaction<DB>, r: RestrictionRow, now: Date): Promise<{ region?: RegionCode; profileId?: number }> {
  switch (r.kind) {
    case 'quarantine':
    case 'unpublish': {
      const row = await trx.selectFrom('profiles').select('region').where('user_id', '=', r.target_id).executeTakeFirst();
      if (!row) return {};
      await setListingState(trx, r.target_id, { published: 1, quarantined: 0, publishedAt: now.toISOString() }, now);
      await syncSearchRows(trx, [r.target_id], now);
      return { region: row.region, profileId: r.target_id };
    }
    case 'account_quarantine':
      await setUserQuarantine(trx, r.target_id, false, now);
      return {};
    case 'review_removal':
      await restoreReview(trx, r.target_id);
      return {};
    case 'photo_removal':
      return {};
  }
}

/** POST /admin/appeals/{id}/decide: another admin than the one who decided; a reversal undoes the restriction. */
export async function decideAppeal(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  body: AppealDecisionBody,
): Promise<Outcome<ActionResult>> {
  const r = await restrictionById(deps.db, id);
  if (!r || r.appealed_at === null) return notFound('No such appeal.');
  if (r.decided_by === actor.id) return forbidden(SAME_ADMIN_APPEAL);
  if (r.appeal_decided_at !== null) return invalid({ outcome: ['The appeal has been decided already.'] });
  const now = deps.clock.now();
  let followUp: { region?: RegionCode; profileId?: number } = {};
  // Decided in the meantime: the transaction rolls back and nothing is recorded.
  const decided = new Error('decided already');
  try {
    await record(
      deps,
      async (trx) => {
        // A conflict runs this again from here (db/transactions.ts): only the run that commits counts.
        followUp = {};
        if (!(await recordAppealDecision(trx, id, { outcome: body.outcome, note: body.note, by: actor.id }, now))) throw decided;
        if (body.outcome === 'reversed') followUp = await undo(trx, r, now);
      },
      null,
      {
        actorId: actor.id,
        action: `appeal.${body.outcome === 'reversed' ? 'reverse' : 'uphold'}`,
        targetType: 'restriction',
        targetId: id,
        reason: body.note,
        payload: { kind: r.kind, decidedBy: r.decided_by },
      },
    );
  } catch (err) {
    if (err === decided) return invalid({ outcome: ['The appeal has been decided already.'] });
    throw err;
  }
  if (followUp.region) await siteChanged(deps, followUp.region, 'publish');
  return ok({ id, restrictionId: id });
}

/** GET /users/restrictions: the signed-in user's restrictions with reasons and appeals. */
export async function myRestrictions(deps: ModerationDeps, userId: number): Promise<Outcome<Restriction[]>> {
  return ok((await restrictionsOfUser(deps.db, userId)).map(restrictionOf));
}

/** POST /users/restrictions/{id}/appeal: once per decision, only one's own. */
export async function appealRestriction(deps: ModerationDeps, userId: number, id: number, text: string): Promise<Outcome<Restriction>> {
  const r = await restrictionById(deps.db, id);
  if (!r || r.user_id !== userId) return notFound('No such decision.');
  if (!(await recordAppeal(deps.db, id, userId, text, deps.clock.now())))
    return invalid({ text: ['You have appealed this decision already.'] });
  const after = await restrictionById(deps.db, id);
  return ok(restrictionOf(after!));
}

/** GET /admin/audit: entries newest first. */
export async function auditLog(deps: ModerationDeps, n: number): Promise<Paged<AuditEntry>> {
  const rows = await auditRows(deps.db, offsetOf(n), ADMIN_PAGE_SIZE + 1);
  return page(
    rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorName: r.actor_name,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      at: r.at,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      hash: r.hash,
    })),
    n,
  );
}
