/** The e-mails sent over SMTP (`mail_deliveries`): queued with their job, marked as the job goes, listed for admins. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, MailDeliveriesTable } from '../types.ts';

export type MailDeliveryRow = Selectable<MailDeliveriesTable>;

/** Record an e-mail; undefined when one under its dedupe key was recorded before. */
export async function insertMailDelivery(db: Kysely<DB>, row: Insertable<MailDeliveriesTable>): Promise<MailDeliveryRow | undefined> {
  return db
    .insertInto('mail_deliveries')
    .values(row)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** One e-mail by id. */
export function mailDeliveryById(db: Kysely<DB>, id: number): Promise<MailDeliveryRow | undefined> {
  return db.selectFrom('mail_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Record what became of an attempt. */
export async function updateMailDelivery(
  db: Kysely<DB>,
  id: number,
  change: Pick<Updateable<MailDeliveriesTable>, 'status' | 'attempts' | 'reply' | 'message_id'> & { updated_at: string },
): Promise<void> {
  await db.updateTable('mail_deliveries').set(change).where('id', '=', id).execute();
}

/** The e-mails refused for good or given up on, newest first, older than `before` (an id) when given. */
export function listMailFailures(db: Kysely<DB>, o: { limit: number; before?: number }): Promise<MailDeliveryRow[]> {
  let q = db.selectFrom('mail_deliveries').selectAll().where('status', 'in', ['refused', 'failed']).orderBy('id', 'desc').limit(o.limit);
  if (o.before !== undefined) q = q.where('id', '<', o.before);
  return q.execute();
}

/** Delete sent e-mails last changed before `sentBefore` and the others before `otherBefore`; returns how many. */
export async function deleteMailDeliveriesBefore(db: Kysely<DB>, sentBefore: Date, otherBefore: Date): Promise<number> {
  const r = await db
    .deleteFrom('mail_deliveries')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('updated_at', '<', sentBefore.toISOString())]),
        eb('updated_at', '<', otherBefore.toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
