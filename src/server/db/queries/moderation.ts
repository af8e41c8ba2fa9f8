/**
 * Moderation's SQL: the queue (listed or held profiles changed since their last review), reports,
 * reviews, user look-up, restrictions with their appeals. Writes take the caller's transaction so
 * that an action, its statement of reasons and its audit entry share it.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { lockFor } from '../transactions.ts';
import type { DB, RestrictionKind, RestrictionsTable } from '../types.ts';

/** A profile row as the moderation lists show it. */
const profileColumns = [
  'p.user_id',
  'p.display_name',
  'p.profile_type',
  'p.region',
  'p.published',
  'p.quarantined',
  'p.updated_at',
  'p.moderated_at',
  'u.is_quarantined',
] as const;

/**
 * The queue: listed or held profiles never reviewed, or changed (or given photos) since, or with a
 * photo waiting for review (flagged: it stays in the queue until each one is approved or removed);
 * newest change first.
 */
export function queueRows(db: Kysely<DB>, offset: number, limit: number) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(profileColumns)
    .where((eb) => eb.or([eb('p.published', '=', 1), eb('p.quarantined', '=', 1)]))
    .where((eb) =>
      eb.or([
        eb('p.moderated_at', 'is', null),
        eb('p.updated_at', '>', eb.ref('p.moderated_at')),
        eb.exists(
          eb
            .selectFrom('photos as ph')
            .select('ph.id')
            .whereRef('ph.profile_id', '=', 'p.user_id')
            .whereRef('ph.created_at', '>', 'p.moderated_at'),
        ),
        eb.exists(
          eb.selectFrom('photos as fl').select('fl.id').whereRef('fl.profile_id', '=', 'p.user_id').where('fl.status', '=', 'flagged'),
        ),
      ]),
    )
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.user_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The photos of some profiles, in display order. */
export function photosOfProfiles(db: Kysely<DB>, profileIds: readonly number[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('photos')
    .select(['id', 'profile_id', 'width', 'height', 'widths', 'status', 'created_at'])
    .where('profile_id', 'in', [...profileIds])
    .orderBy('profile_id')
    .orderBy('position')
    .execute();
}

/** One profile as moderation shows it. */
export function moderatedProfileRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(profileColumns)
    .where('p.user_id', '=', id)
    .executeTakeFirst();
}

/** A page of reports, open ones (oldest first) or resolved ones (newest first), with the profile. */
export function reportRows(db: Kysely<DB>, open: boolean, offset: number, limit: number) {
  return db
    .selectFrom('profile_reports as r')
    .innerJoin('profiles as p', 'p.user_id', 'r.profile_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(profileColumns)
    .select(['r.id', 'r.reason', 'r.message', 'r.contact_email', 'r.created_at', 'r.resolved_at', 'r.resolution_note'])
    .where('r.resolved_at', open ? 'is' : 'is not', null)
    .orderBy('r.id', open ? 'asc' : 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A page of reviews, newest first, removed ones included. */
export function reviewRows(db: Kysely<DB>, offset: number, limit: number) {
  return (
    db
      .selectFrom('reviews as r')
      .innerJoin('profiles as p', 'p.user_id', 'r.profile_id')
      .leftJoin('users as a', 'a.id', 'r.author_id')
      .select(['r.id', 'r.profile_id', 'p.display_name', 'r.author_id', 'a.username', 'r.rating', 'r.body', 'r.created_at', 'r.deleted_at'])
      .select((eb) =>
        eb.selectFrom('review_reports as rr').select(eb.fn.countAll<number>().as('n')).whereRef('rr.review_id', '=', 'r.id').as('reports'),
      )
      // Reported reviews that are still shown come first (the report button's queue).
      .orderBy(sql`r.deleted_at IS NULL AND EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id)`, 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

/** Users whose id, e-mail or phone matches `q` (e-mail and phone by their start, ignoring case). */
export async function findUsers(db: Kysely<DB>, q: string, limit = 20) {
  const id = /^\d+$/.test(q) ? Number(q) : undefined;
  const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'phone', 'region', 'is_quarantined', 'created_at'])
    .where((eb) =>
      eb.or([
        ...(id !== undefined && Number.isSafeInteger(id) ? [eb('id', '=', id)] : []),
        eb(sql`lower(email)`, 'like', sql`lower(${like}) ESCAPE '\\'`),
        eb('phone', 'like', sql<string>`${like} ESCAPE '\\'`),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  const roles = rows.length
    ? await db
        .selectFrom('user_roles')
        .select(['user_id', 'role_id'])
        .where(
          'user_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('role_id')
        .execute()
    : [];
  return rows.map((r) => ({ ...r, roles: roles.filter((x) => x.user_id === r.id).map((x) => x.role_id) }));
}

/** A restriction row. */
export type RestrictionRow = Selectable<RestrictionsTable>;

/** The restrictions of one user, newest first. */
export function restrictionsOfUser(db: Kysely<DB>, userId: number): Promise<RestrictionRow[]> {
  return db.selectFrom('restrictions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** One restriction. */
export function restrictionById(db: Kysely<DB>, id: number): Promise<RestrictionRow | undefined> {
  return db.selectFrom('restrictions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of appeals: open ones (oldest first) or decided ones (newest first), with the user and deciding admin. */
export function appealRows(db: Kysely<DB>, open: boolean, offset: number, limit: number) {
  return db
    .selectFrom('restrictions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .selectAll('r')
    .select(['u.username', 'd.username as decided_by_name'])
    .where('r.appealed_at', 'is not', null)
    .where('r.appeal_decided_at', open ? 'is' : 'is not', null)
    .orderBy('r.appealed_at', open ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---- writes (inside the action's transaction) ----

/** Set a profile's listing state and mark it reviewed now. */
export async function setListingState(
  db: Kysely<DB>,
  id: number,
  state: { published: 0 | 1; quarantined: 0 | 1; publishedAt?: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('profiles')
    .set((eb) => ({
      published: state.published,
      quarantined: state.quarantined,
      published_at: state.publishedAt ?? eb.ref('published_at'),
      moderated_at: at,
      updated_at: at,
    }))
    .where('user_id', '=', id)
    .execute();
}

/** Mark a profile reviewed without changing it. */
export async function markReviewed(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('profiles')
    .set((eb) => ({
      moderated_at: at,
      updated_at: eb.case().when('updated_at', '>', at).then(eb.ref('updated_at')).else(at).end(),
    }))
    .where('user_id', '=', id)
    .execute();
}

/** A photo with its profile (what a removal needs). */
export function photoForRemoval(db: Kysely<DB>, id: number) {
  return db.selectFrom('photos').select(['id', 'profile_id']).where('id', '=', id).executeTakeFirst();
}

/** A photo with its profile, review status and whether it is the main one (what an approval needs). */
export function photoForReview(db: Kysely<DB>, id: number) {
  return db.selectFrom('photos').select(['id', 'profile_id', 'status', 'is_main']).where('id', '=', id).executeTakeFirst();
}

/** Clear a flagged photo for display; false when it is not (or no longer) flagged. */
export async function clearPhotoFlag(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.updateTable('photos').set({ status: 'ok' }).where('id', '=', id).where('status', '=', 'flagged').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A profile's photos by review status: `visible` (not waiting for review) and `waiting` (flagged). */
export async function photoCounts(db: Kysely<DB>, profileId: number): Promise<{ visible: number; waiting: number }> {
  const rows = await db
    .selectFrom('photos')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('profile_id', '=', profileId)
    .groupBy('status')
    .execute();
  const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { visible: n('ok'), waiting: n('flagged') };
}

/** A review with its author (undefined when there is none or it is already removed). */
export function liveReview(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'profile_id', 'author_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Remove a review softly (it stays stored, hidden everywhere). */
export async function softDeleteReview(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('reviews').set({ deleted_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Bring a softly removed review back. */
export async function restoreReview(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('reviews').set({ deleted_at: null }).where('id', '=', id).execute();
}

/** Resolve an open report; false when it is not open. */
export async function resolveReportRow(db: Kysely<DB>, id: number, by: number, note: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('profile_reports')
    .set({ resolved_at: now.toISOString(), resolved_by: by, resolution_note: note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The profile a report is about and whether it is resolved. */
export function reportFacts(db: Kysely<DB>, id: number) {
  return db.selectFrom('profile_reports').select(['profile_id', 'resolved_at']).where('id', '=', id).executeTakeFirst();
}

/** A user's quarantine flag and roles (undefined when there is no such user). */
export async function userFacts(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('users').select(['id', 'is_quarantined']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const roles = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).orderBy('role_id').execute();
  return { id: row.id, quarantined: row.is_quarantined === 1, roles: roles.map((r) => r.role_id) };
}

/** Turn a user's quarantine flag on or off. */
export async function setUserQuarantine(db: Kysely<DB>, id: number, on: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_quarantined: on ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Replace a user's roles. */
export async function replaceRoles(db: Kysely<DB>, id: number, roles: readonly number[]): Promise<void> {
  await lockFor(db, `user-roles:${id}`);
  await db.deleteFrom('user_roles').where('user_id', '=', id).execute();
  if (roles.length)
    await db
      .insertInto('user_roles')
      .values(roles.map((role_id) => ({ user_id: id, role_id })))
      .execute();
}

/** A statement of reasons to store. */
export interface NewRestriction {
  userId: number;
  kind: RestrictionKind;
  targetType: string;
  targetId: number;
  reasonCode: string;
  reasonText: string;
  decidedBy: number;
  at: Date;
}

/** Store a statement of reasons; returns its id. */
export async function insertRestriction(db: Kysely<DB>, r: NewRestriction): Promise<number> {
  const row = await db
    .insertInto('restrictions')
    .values({
      user_id: r.userId,
      kind: r.kind,
      target_type: r.targetType,
      target_id: r.targetId,
      reason_code: r.reasonCode,
      reason_text: r.reasonText,
      decided_by: r.decidedBy,
      decided_at: r.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Record the user's appeal; false when the restriction is not theirs or was already appealed. */
export async function recordAppeal(db: Kysely<DB>, id: number, userId: number, text: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('restrictions')
    .set({ appeal_text: text, appealed_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('appealed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Record an appeal's outcome; false when it was decided already. */
export async function recordAppealDecision(
  db: Kysely<DB>,
  id: number,
  d: { outcome: 'upheld' | 'reversed'; note: string; by: number },
  now: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('restrictions')
    .set({ appeal_outcome: d.outcome, appeal_note: d.note, appeal_decided_by: d.by, appeal_decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('appealed_at', 'is not', null)
    .where('appeal_decided_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
