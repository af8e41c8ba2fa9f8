/**
 * The audit logs: impersonation starts and stops (`impersonation_log`, DESIGN §9) and the
 * append-only, hash-chained log of admin actions (`audit_log`).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { lockFor } from '../transactions.ts';
import type { AuditLogTable, DB } from '../types.ts';

/** One start, stop or refused attempt of an impersonation, with who, whom, when and from where. */
export interface ImpersonationEntry {
  action: 'start' | 'stop' | 'refused';
  adminId: number;
  userId: number;
  ip: string;
  userAgent: string | null;
  requestId: string | null;
  at: Date;
  /** Why an attempt was refused. */
  reason?: string;
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
      reason: e.reason ?? null,
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

/** The meta row every append updates first (see `lockAuditChain`). */
const CHAIN_LOCK = 'audit_chain';

/**
 * Take the chain's write lock for the rest of the transaction, so two appends can never read the
 * same head: the chain's lock (db/transactions.ts) and the update of the one `meta` row each make a
 * second appender wait until this transaction ends (PostgreSQL; SQLite holds the database's write
 * lock from BEGIN IMMEDIATE), and it then reads the head this one wrote.
 */
export async function lockAuditChain(trx: Transaction<DB>): Promise<void> {
  await lockFor(trx, CHAIN_LOCK);
  await trx
    .insertInto('meta')
    .values({ key: CHAIN_LOCK, value: '' })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('meta.value') })))
    .execute();
}

/** The hash of the newest entry, or undefined while the log is empty. */
export async function lastAuditHash(trx: Transaction<DB>): Promise<string | undefined> {
  const row = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash;
}

/** Insert one entry (the table's triggers refuse any later change of it). */
export async function insertAuditRow(trx: Transaction<DB>, e: AuditFields & { prevHash: string; hash: string }): Promise<number> {
  const row = await trx
    .insertInto('audit_log')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      reason: e.reason,
      at: e.at,
      payload: e.payload,
      prev_hash: e.prevHash,
      hash: e.hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every entry in chain order, a batch at a time (the check command walks them all). */
export async function* auditRowsInOrder(db: Kysely<DB>, batch = 500): AsyncGenerator<AuditRow> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(batch).execute();
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
