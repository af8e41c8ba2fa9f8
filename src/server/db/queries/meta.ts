/**
 * The `meta` key-value table: the fingerprints of the synced region tables, the demo payment
 * provider's webhook secret, and the row the audit log's appends lock.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** The value stored under `key`, if any. */
export async function readMeta(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Store `value` under `key` unless a value is there already; returns the stored value. */
export async function keepMeta(db: Kysely<DB>, key: string, value: string): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readMeta(db, key)) ?? value;
}

/** Store `value` under `key`, replacing what was there. */
export async function writeMeta(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** Remove `key`. */
export async function deleteMeta(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('meta').where('key', '=', key).execute();
}
