/**
 * The audit log of admin actions: append-only (database triggers refuse UPDATE and DELETE, and no
 * route changes an entry) and hash-chained: each entry stores the hash of the one before and
 * `hash = sha256(prev_hash + canonical entry)`, so a changed, inserted or removed entry breaks the
 * chain at that point. `verifyAuditChain` walks it (npm run audit:verify).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { auditRowsInOrder, insertAuditRow, lastAuditHash, lockAuditChain, type AuditFields, type AuditRow } from '../db/queries/audit.ts';
import type { DB } from '../db/types.ts';

/** The `prev_hash` of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** One admin action to record. */
export interface AuditAction {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number | null;
  reason?: string | null;
  at: Date;
  payload?: Record<string, unknown>;
}

/** JSON with object keys sorted at every level: the same facts always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The canonical text of an entry's facts (everything but its id and hashes). */
export function canonicalEntry(e: AuditFields): string {
  return canonicalJson({
    actorId: e.actorId,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    reason: e.reason,
    at: e.at,
    payload: JSON.parse(e.payload) as unknown,
  });
}

/** sha256(prev_hash + canonical entry), hex. */
export function entryHash(prevHash: string, e: AuditFields): string {
  return createHash('sha256')
    .update(prevHash + canonicalEntry(e))
    .digest('hex');
}

/**
 * Append one entry, inside the transaction of the action it records. The chain's lock comes
 * first: reading the head and inserting after it must not interleave with another append, or two
 * entries would share a `prev_hash` and fork the chain.
 */
export async function appendAudit(trx: Transaction<DB>, a: AuditAction): Promise<number> {
  const fields: AuditFields = {
    actorId: a.actorId,
    action: a.action,
    targetType: a.targetType,
    targetId: a.targetId,
    reason: a.reason ?? null,
    at: a.at.toISOString(),
    payload: canonicalJson(a.payload ?? {}),
  };
  await lockAuditChain(trx);
  const prevHash = (await lastAuditHash(trx)) ?? GENESIS_HASH;
  return insertAuditRow(trx, { ...fields, prevHash, hash: entryHash(prevHash, fields) });
}

/** What a walk of the chain found. */
export type ChainCheck =
  { ok: true; entries: number; head: string } | { ok: false; entries: number; brokenId: number; problem: 'prev_hash' | 'hash' };

const fieldsOf = (r: AuditRow): AuditFields => ({
  actorId: r.actor_id,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  reason: r.reason,
  at: r.at,
  payload: r.payload,
});

/**
 * Walk the chain from the first entry: each must point at the hash of the one before and hash to
 * its stored hash. Answers the first entry that does not. (Removing the newest entries leaves a
 * shorter valid chain: the head hash it reports is what to keep elsewhere to notice that.)
 */
export async function verifyAuditChain(db: Kysely<DB>): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let entries = 0;
  for await (const row of auditRowsInOrder(db)) {
    if (row.prev_hash !== prev) return { ok: false, entries, brokenId: row.id, problem: 'prev_hash' };
    let hash: string;
    try {
      hash = entryHash(prev, fieldsOf(row));
    } catch {
      // A payload that is no longer JSON was changed.
      return { ok: false, entries, brokenId: row.id, problem: 'hash' };
    }
    if (hash !== row.hash) return { ok: false, entries, brokenId: row.id, problem: 'hash' };
    prev = row.hash;
    entries++;
  }
  return { ok: true, entries, head: prev };
}
