/**
 * Messages handed to an SMS gateway (`gateway_messages`): stored before their send job runs, then
 * moved forward only: taken by the gateway (its id, the text forgotten), refused for good, or a
 * later status from a delivery receipt. Every change is one conditional UPDATE, so a job that runs
 * twice or a receipt that arrives twice (or late) changes nothing.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, GatewayMessageStatus, GatewayMessagesTable } from '../types.ts';

export type GatewayMessageRow = Selectable<GatewayMessagesTable>;

/** Store a message; `inserted` is false when its dedupe key was taken (the stored one's id then). */
export async function insertGatewayMessage(
  db: Kysely<DB>,
  row: Insertable<GatewayMessagesTable>,
): Promise<{ id: number; inserted: boolean }> {
  const stored = await db
    .insertInto('gateway_messages')
    .values(row)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (stored) return { id: stored.id, inserted: true };
  const taken = await db
    .selectFrom('gateway_messages')
    .select('id')
    .where('dedupe_key', '=', row.dedupe_key ?? null)
    .executeTakeFirstOrThrow();
  return { id: taken.id, inserted: false };
}

/** A message by id. */
export function gatewayMessageById(db: Kysely<DB>, id: number): Promise<GatewayMessageRow | undefined> {
  return db.selectFrom('gateway_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A message by the gateway's id of it. */
export function gatewayMessageBySid(db: Kysely<DB>, sid: string): Promise<GatewayMessageRow | undefined> {
  return db.selectFrom('gateway_messages').selectAll().where('provider_sid', '=', sid).executeTakeFirst();
}

/**
 * The gateway took a pending message: note its id and when, and forget the text. False when the
 * message is not pending any more (taken or refused before).
 */
export async function markGatewayMessageTaken(db: Kysely<DB>, id: number, sid: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('gateway_messages')
    .set({ provider_sid: sid, sent_at: now.toISOString(), body: null })
    .where('id', '=', id)
    .where('body', 'is not', null)
    .where((eb) => eb.or([eb('provider_sid', 'is', null), eb('provider_sid', '=', sid)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The gateway refused a pending message for good: `failed` with its error; the text is forgotten. */
export async function markGatewayMessageRefused(
  db: Kysely<DB>,
  id: number,
  failure: { code: number | null; error: string },
  now: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('gateway_messages')
    .set({ status: 'failed', error_code: failure.code, error: failure.error.slice(0, 500), body: null, status_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Move a message to `status` when it stands at one of `from` (the statuses before it) and its
 * gateway id is `sid` (a pending message without one takes it: the receipt came before the answer).
 * False when nothing changed (a replayed or late receipt).
 */
export async function advanceGatewayMessage(
  db: Kysely<DB>,
  id: number,
  change: { sid: string; status: GatewayMessageStatus; from: readonly GatewayMessageStatus[]; errorCode: number | null },
  now: Date,
): Promise<boolean> {
  if (change.from.length === 0) return false;
  const r = await db
    .updateTable('gateway_messages')
    .set((eb) => ({
      status: change.status,
      provider_sid: eb.fn.coalesce('provider_sid', eb.val(change.sid)),
      error_code: change.errorCode,
      status_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .where('status', 'in', change.from)
    // A message without a gateway id takes one only while its send is under way (a refused one has none).
    .where((eb) => eb.or([eb('provider_sid', '=', change.sid), eb.and([eb('provider_sid', 'is', null), eb('status', '=', 'pending')])]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
