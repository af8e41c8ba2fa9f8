/**
 * The payment inbox (`payment_inbox`: provider notifications, stored before they are processed,
 * unique by provider and event id) and the idempotency keys of purchase calls.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB, IdempotencyKeysTable, PaymentInboxTable } from '../types.ts';

export type InboxRow = Selectable<PaymentInboxTable>;

/** Store a notification; the new row's id, or undefined when the event id was received before. */
export async function insertInboxEvent(
  db: Kysely<DB>,
  row: { provider: string; eventId: string; payload: string; at: Date },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('payment_inbox')
    .values({
      provider: row.provider,
      event_id: row.eventId,
      payload: row.payload,
      received_at: row.at.toISOString(),
      processed_at: null,
      last_error: null,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** An inbox row by provider and event id. */
export function inboxEvent(db: Kysely<DB>, provider: string, eventId: string): Promise<InboxRow | undefined> {
  return db.selectFrom('payment_inbox').selectAll().where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
}

/** An inbox row by id. */
export function inboxRow(db: Kysely<DB>, id: number): Promise<InboxRow | undefined> {
  return db.selectFrom('payment_inbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Unprocessed rows that have been tried fewer than `maxAttempts` times, oldest first. */
export function unprocessedInbox(db: Kysely<DB>, maxAttempts: number, limit = 100): Promise<InboxRow[]> {
  return db
    .selectFrom('payment_inbox')
    .selectAll()
    .where('processed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Mark a row processed (false when it was processed already). */
export async function markInboxProcessed(db: Kysely<DB>, id: number, at: Date, note: string | null): Promise<boolean> {
  const r = await db
    .updateTable('payment_inbox')
    .set((eb) => ({ processed_at: at.toISOString(), attempts: eb('attempts', '+', 1), last_error: note }))
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Count a failed processing attempt. */
export async function markInboxFailed(db: Kysely<DB>, id: number, error: string): Promise<void> {
  await db
    .updateTable('payment_inbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 2000) }))
    .where('id', '=', id)
    .execute();
}

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

/** The stored answer of a key in a scope. */
export function idempotencyKey(db: Kysely<DB>, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

/** Store the first answer of a key. */
export async function insertIdempotencyKey(
  db: Kysely<DB>,
  row: { scope: string; key: string; fingerprint: string; status: number; body: string; at: Date },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      scope: row.scope,
      key: row.key,
      fingerprint: row.fingerprint,
      response_status: row.status,
      response_body: row.body,
      created_at: row.at.toISOString(),
    })
    .execute();
}

/** Forget keys stored before `before`. */
export async function deleteIdempotencyKeysBefore(db: Kysely<DB>, before: Date): Promise<number> {
  const r = await db.deleteFrom('idempotency_keys').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Mark the pending, unclaimed job holding `dedupeKey` done (its work happened another way). */
export async function finishPendingJob(db: Kysely<DB>, dedupeKey: string, at: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ done_at: at.toISOString() })
    .where('dedupe_key', '=', dedupeKey)
    .where('done_at', 'is', null)
    .where('locked_by', 'is', null)
    .execute();
}
