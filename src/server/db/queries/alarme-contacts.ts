/** Emergency contacts and the escort's PINs (`alarme_contacts`, `alarme_settings`). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AlarmeContactsTable, AlarmeSettingsTable, DB } from '../types.ts';

export type ContactRow = Selectable<AlarmeContactsTable>;
export type PinRow = Selectable<AlarmeSettingsTable>;

/** The escort's PIN hashes, if set. */
export function pinsOf(db: Kysely<DB>, userId: number): Promise<PinRow | undefined> {
  return db.selectFrom('alarme_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Store (or replace) the escort's PIN hashes. */
export async function savePins(db: Kysely<DB>, userId: number, pinHash: string, duressHash: string, at: string): Promise<void> {
  await db
    .insertInto('alarme_settings')
    .values({ user_id: userId, pin_hash: pinHash, duress_pin_hash: duressHash, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: pinHash, duress_pin_hash: duressHash, updated_at: at }))
    .execute();
}

/** The escort's contacts, oldest first. */
export function contactsOf(db: Kysely<DB>, userId: number): Promise<ContactRow[]> {
  return db.selectFrom('alarme_contacts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** One of the escort's contacts. */
export function contactOf(db: Kysely<DB>, userId: number, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('alarme_contacts').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A contact by id (the public confirmation by code). */
export function contactById(db: Kysely<DB>, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('alarme_contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A contact by the hash of its confirmation token. */
export function contactByToken(db: Kysely<DB>, tokenHash: string): Promise<ContactRow | undefined> {
  return db.selectFrom('alarme_contacts').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The contacts who receive alerts and messages: confirmed and not paused. */
export function confirmedContactsOf(db: Kysely<DB>, userId: number): Promise<ContactRow[]> {
  return db
    .selectFrom('alarme_contacts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .orderBy('id')
    .execute();
}

/** Add a contact; returns it. */
export function insertContact(db: Kysely<DB>, row: Insertable<AlarmeContactsTable>): Promise<ContactRow> {
  return db.insertInto('alarme_contacts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Change one of the escort's contacts; returns it (undefined when it is not theirs). */
export function updateContact(
  db: Kysely<DB>,
  userId: number,
  id: number,
  set: Updateable<AlarmeContactsTable>,
): Promise<ContactRow | undefined> {
  return db.updateTable('alarme_contacts').set(set).where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Count a wrong confirmation code. */
export async function countCodeAttempt(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('alarme_contacts')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Confirm a pending contact (a paused or confirmed one stays as it is). */
export async function markConfirmed(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db
    .updateTable('alarme_contacts')
    .set({ status: 'confirmed', confirmed_at: at, code_hash: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Remove one of the escort's contacts; whether it was there. */
export async function deleteContact(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('alarme_contacts').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The escort's name as contacts know it (the profile's display name, else the username), region and locale. */
export function escortOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.email', 'users.phone', 'users.phone_verified_at', 'users.region', 'users.locale'])
    .select('profiles.display_name')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
