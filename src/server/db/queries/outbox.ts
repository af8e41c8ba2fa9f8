/** The message outbox (`outbox`): every message the outbox provider "sent", for the demo page. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, OutboxTable } from '../types.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** Store a message; returns its id and timestamp (those of the stored one when its dedupe key was taken). */
export async function insertOutboxMessage(
  db: Kysely<DB>,
  row: Insertable<OutboxTable>,
): Promise<{ id: number; created_at: string; inserted: boolean }> {
  const stored = await db
    .insertInto('outbox')
    .values(row)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (stored) return { ...stored, inserted: true };
  const taken = await db
    .selectFrom('outbox')
    .select(['id', 'created_at'])
    .where('dedupe_key', '=', row.dedupe_key ?? null)
    .executeTakeFirstOrThrow();
  return { ...taken, inserted: false };
}

/** The newest messages, optionally only those to `recipient`. */
export function latestOutboxMessages(db: Kysely<DB>, limit: number, recipient?: string): Promise<OutboxRow[]> {
  let q = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (recipient !== undefined) q = q.where('recipient', '=', recipient);
  return q.execute();
}
