/**
 * Moderation's SQL: the queue (listed or held profiles changed since their last review), reports,
 * reviews, user look-up, restrictions with their appeals. Writes run on the synchronous handle so
 * that an action, its statement of reasons and its audit entry share one transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely, type Selectable } from 'kysely';
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

/** The queue: listed or held profiles never reviewed, or changed (or given photos) since; newest change first. */
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

// ---- writes (synchronous handle) ----

/** Set a profile's listing state and mark it reviewed now. */
export function setListingState(
  sqlite: DatabaseSync,
  id: number,
  state: { published: 0 | 1; quarantined: 0 | 1; publishedAt?: string },
  now: Date,
): void {
  const at = now.toISOString();
  sqlite
    .prepare(
      `UPDATE profiles SET published = ?, quarantined = ?, published_at = COALESCE(?, published_at), moderated_at = ?, updated_at = ?
       WHERE user_id = ?`,
    )
    .run(state.published, state.quarantined, state.publishedAt ?? null, at, at, id);
}

/** Mark a profile reviewed without changing it. */
export function markReviewed(sqlite: DatabaseSync, id: number, now: Date): void {
  const at = now.toISOString();
  sqlite.prepare('UPDATE profiles SET moderated_at = ?, updated_at = max(updated_at, ?) WHERE user_id = ?').run(at, at, id);
}

/** A photo with its profile (what a removal needs). */
export function photoForRemoval(sqlite: DatabaseSync, id: number) {
  return sqlite.prepare('SELECT id, profile_id FROM photos WHERE id = ?').get(id) as { id: number; profile_id: number } | undefined;
}

/** A review with its author (undefined when there is none or it is already removed). */
export function liveReview(sqlite: DatabaseSync, id: number) {
  return sqlite.prepare('SELECT id, profile_id, author_id FROM reviews WHERE id = ? AND deleted_at IS NULL').get(id) as
    { id: number; profile_id: number; author_id: number | null } | undefined;
}

/** Remove a review softly (it stays stored, hidden everywhere). */
export function softDeleteReview(sqlite: DatabaseSync, id: number, now: Date): void {
  sqlite.prepare('UPDATE reviews SET deleted_at = ? WHERE id = ?').run(now.toISOString(), id);
}

/** Bring a softly removed review back. */
export function restoreReview(sqlite: DatabaseSync, id: number): void {
  sqlite.prepare('UPDATE reviews SET deleted_at = NULL WHERE id = ?').run(id);
}

/** Resolve an open report; false when it is not open. */
export function resolveReportRow(sqlite: DatabaseSync, id: number, by: number, note: string, now: Date): boolean {
  const r = sqlite
    .prepare('UPDATE profile_reports SET resolved_at = ?, resolved_by = ?, resolution_note = ? WHERE id = ? AND resolved_at IS NULL')
    .run(now.toISOString(), by, note, id);
  return Number(r.changes) === 1;
}

/** The profile a report is about and whether it is resolved. */
export function reportFacts(sqlite: DatabaseSync, id: number) {
  return sqlite.prepare('SELECT profile_id, resolved_at FROM profile_reports WHERE id = ?').get(id) as
    { profile_id: number; resolved_at: string | null } | undefined;
}

/** A user's quarantine flag and roles (undefined when there is no such user). */
export function userFacts(sqlite: DatabaseSync, id: number) {
  const row = sqlite.prepare('SELECT id, is_quarantined FROM users WHERE id = ?').get(id) as
    { id: number; is_quarantined: number } | undefined;
  if (!row) return undefined;
  const roles = (sqlite.prepare('SELECT role_id FROM user_roles WHERE user_id = ? ORDER BY role_id').all(id) as { role_id: number }[]).map(
    (r) => r.role_id,
  );
  return { id: row.id, quarantined: row.is_quarantined === 1, roles };
}

/** Turn a user's quarantine flag on or off. */
export function setUserQuarantine(sqlite: DatabaseSync, id: number, on: boolean, now: Date): void {
  sqlite.prepare('UPDATE users SET is_quarantined = ?, updated_at = ? WHERE id = ?').run(on ? 1 : 0, now.toISOString(), id);
}

/** Replace a user's roles. */
export function replaceRoles(sqlite: DatabaseSync, id: number, roles: readonly number[]): void {
  sqlite.prepare('DELETE FROM user_roles WHERE user_id = ?').run(id);
  const add = sqlite.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
  for (const role of roles) add.run(id, role);
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
export function insertRestriction(sqlite: DatabaseSync, r: NewRestriction): number {
  const row = sqlite
    .prepare(
      `INSERT INTO restrictions (user_id, kind, target_type, target_id, reason_code, reason_text, decided_by, decided_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(r.userId, r.kind, r.targetType, r.targetId, r.reasonCode, r.reasonText, r.decidedBy, r.at.toISOString()) as { id: number };
  return row.id;
}

/** Record the user's appeal; false when the restriction is not theirs or was already appealed. */
export function recordAppeal(sqlite: DatabaseSync, id: number, userId: number, text: string, now: Date): boolean {
  const r = sqlite
    .prepare('UPDATE restrictions SET appeal_text = ?, appealed_at = ? WHERE id = ? AND user_id = ? AND appealed_at IS NULL')
    .run(text, now.toISOString(), id, userId);
  return Number(r.changes) === 1;
}

/** Record an appeal's outcome; false when it was decided already. */
export function recordAppealDecision(
  sqlite: DatabaseSync,
  id: number,
  d: { outcome: 'upheld' | 'reversed'; note: string; by: number },
  now: Date,
): boolean {
  const r = sqlite
    .prepare(
      `UPDATE restrictions SET appeal_outcome = ?, appeal_note = ?, appeal_decided_by = ?, appeal_decided_at = ?
       WHERE id = ? AND appealed_at IS NOT NULL AND appeal_decided_at IS NULL`,
    )
    .run(d.outcome, d.note, d.by, now.toISOString(), id);
  return Number(r.changes) === 1;
}
