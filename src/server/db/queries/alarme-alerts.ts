/**
 * The contacts an alert went to (`alarme_recipients`) and the messages to them
 * (`alarme_deliveries`, one per recipient, kind and channel: UNIQUE, so an alert is booked once).
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AlarmeDeliveriesTable, AlarmeRecipientsTable, DB } from '../types.ts';

export type RecipientRow = Selectable<AlarmeRecipientsTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** Book a recipient of a meeting's alert; returns its id. */
export async function insertRecipient(db: Db, row: Insertable<AlarmeRecipientsTable>): Promise<number> {
  const r = await db.insertInto('alarme_recipients').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Book deliveries (a delivery booked before is left as it is). */
export async function insertDeliveries(db: Db, rows: Insertable<AlarmeDeliveriesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('alarme_deliveries')
    .values(rows)
    .onConflict((oc) => oc.columns(['recipient_id', 'kind', 'channel']).doNothing())
    .execute();
}

/** The alert deliveries of a meeting (to book the all-clear on the same channels). */
export function alertDeliveriesOf(db: Db, meetingId: number) {
  return db
    .selectFrom('alarme_deliveries as d')
    .innerJoin('alarme_recipients as r', 'r.id', 'd.recipient_id')
    .select(['d.recipient_id', 'd.channel', 'd.address'])
    .where('r.meeting_id', '=', meetingId)
    .where('d.kind', '=', 'alert')
    .execute();
}

/** Deliveries not sent yet, oldest first. */
export function unsentDeliveries(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('alarme_deliveries as d')
    .innerJoin('alarme_recipients as r', 'r.id', 'd.recipient_id')
    .select(['d.id', 'd.kind', 'd.channel', 'd.address', 'd.token', 'r.meeting_id'])
    .where('d.sent_at', 'is', null)
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** Note a delivery as sent and forget its secret. */
export async function markDelivered(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db.updateTable('alarme_deliveries').set({ sent_at: at, token: null }).where('id', '=', id).execute();
}

/** A recipient by the hash of their alert page's secret. */
export function recipientByToken(db: Kysely<DB>, tokenHash: string): Promise<RecipientRow | undefined> {
  return db.selectFrom('alarme_recipients').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Note "I'm on it" (the first time counts). */
export async function acknowledge(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db
    .updateTable('alarme_recipients')
    .set({ acknowledged_at: at })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .execute();
}

/** Who said they are on it, per meeting, in order. */
export async function acknowledgementsOf(
  db: Kysely<DB>,
  meetingIds: readonly number[],
): Promise<Map<number, { name: string; at: string }[]>> {
  const out = new Map<number, { name: string; at: string }[]>();
  if (meetingIds.length === 0) return out;
  const rows = await db
    .selectFrom('alarme_recipients')
    .select(['meeting_id', 'name', 'acknowledged_at'])
    .where('meeting_id', 'in', meetingIds)
    .where('acknowledged_at', 'is not', null)
    .orderBy('acknowledged_at')
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(r.meeting_id, [...(out.get(r.meeting_id) ?? []), { name: r.name, at: r.acknowledged_at! }]);
  return out;
}
