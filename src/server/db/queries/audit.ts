/**
 * The audit logs: impersonation starts and stops (`impersonation_log`, DESIGN §9) and the
 * append-only, hash-chained log of admin actions (`audit_log`).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Kysely, Selectable } from 'kysely';
import type { AuditLogTable, DB } from '../types.ts';

/** One start or stop of an impersonation, with who, whom, when and from where. */
export interface ImpersonationEntry {
  action: 'start' | 'stop';
  adminId: number;
  userId: number;
  ip: string;
  userAgent: string | null;
  requestId: string | null;
  at: Date;
}

/** Append an entry to the log. */
export async function insertImpersonationEntry(db: Kysely<DB>, e: ImpersonationEntry): Promise<void> {
  await db
    .insertInto('impersonation_log')
    .values({
      action: e.action,
      admin_id: e.adminId,
      user_id: e.userId,
      ip: e.ip,
      user_agent: e.userAgent,
      request_id: e.requestId,
      created_at: e.at.toISOString(),
    })
    .execute();
}

/** An audit log row as stored. */
export type AuditRow = Selectable<AuditLogTable>;

/** What an admin action appends (the hashes are added by services/audit.ts). */
export interface AuditFields {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number | null;
  reason: string | null;
  at: string;
  /** Canonical JSON of the action's facts. */
  payload: string;
}

/** The hash of the newest entry, or undefined while the log is empty. */
export function lastAuditHash(sqlite: DatabaseSync): string | undefined {
  const row = sqlite.prepare('SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1').get() as { hash: string } | undefined;
  return row?.hash;
}

/** Insert one entry (the table's triggers refuse any later change of it). */
export function insertAuditRow(sqlite: DatabaseSync, e: AuditFields & { prevHash: string; hash: string }): number {
  const row = sqlite
    .prepare(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, reason, at, payload, prev_hash, hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(e.actorId, e.action, e.targetType, e.targetId, e.reason, e.at, e.payload, e.prevHash, e.hash) as { id: number };
  return row.id;
}

/** Every entry in chain order, a batch at a time (the check command walks them all). */
export function* auditRowsInOrder(sqlite: DatabaseSync, batch = 500): Generator<AuditRow> {
  let after = 0;
  const stmt = sqlite.prepare('SELECT * FROM audit_log WHERE id > ? ORDER BY id LIMIT ?');
  for (;;) {
    const rows = stmt.all(after, batch) as unknown as AuditRow[];
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A page of entries, newest first, with the actor's username. */
export function auditPage(db: Kysely<DB>, offset: number, limit: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .selectAll('a')
    .select('u.username as actor_name')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
