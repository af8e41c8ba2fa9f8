/** The message outbox (`outbox`): every message the outbox provider "sent", for the demo page. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, OutboxTable } from '../types.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** Store a message; returns its id and timestamp. */
export function insertOutboxMessage(db: Kysely<DB>, row: Insertable<OutboxTable>): Promise<{ id: number; created_at: string }> {
  return db.insertInto('outbox').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** The newest messages, optionally only those to `recipient`. */
export function latestOutboxMessages(db: Kysely<DB>, limit: number, recipient?: string): Promise<OutboxRow[]> {
  let q = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (recipient !== undefined) q = q.where('recipient', '=', recipient);
  return q.execute();
}
