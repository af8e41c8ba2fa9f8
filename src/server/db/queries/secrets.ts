/**
 * Verification, reset and impersonation secrets (`auth_secrets`). Only hashes reach these
 * functions; creating the secrets and checking codes is src/server/auth/secret-store.ts.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { lockFor } from '../transactions.ts';
import type { AuthSecretsTable, DB, SecretPurpose } from '../types.ts';

export type SecretRow = Selectable<AuthSecretsTable>;

/**
 * Store a new secret in one transaction: requests expired before `staleBefore` are dropped, and
 * earlier unused secrets of the same purpose for the same user stop working. Returns its id.
 */
export async function insertSecret(db: Kysely<DB>, row: Insertable<AuthSecretsTable>, now: Date, staleBefore: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_secrets').where('expires_at', '<', staleBefore.toISOString()).execute();
    if (row.user_id !== null && row.user_id !== undefined) {
      // Two requests at once: the later one's secret is the one left working.
      await lockFor(trx, `secrets:${row.user_id}:${row.purpose}`);
      await trx
        .updateTable('auth_secrets')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', row.user_id)
        .where('purpose', '=', row.purpose)
        .where('used_at', 'is', null)
        .execute();
    }
    const inserted = await trx.insertInto('auth_secrets').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  });
}

/** The live (unused, unexpired) secret of a purpose whose link token or page handle hashes to `hash`. */
export function liveSecretByHash(
  db: Kysely<DB>,
  purpose: SecretPurpose,
  column: 'token_hash' | 'handle_hash',
  hash: string,
  now: Date,
): Promise<SecretRow | undefined> {
  return db
    .selectFrom('auth_secrets')
    .selectAll()
    .where(column, '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Mark a secret used; false when another request used it first (single use under concurrency). */
export async function markSecretUsed(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('auth_secrets')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Count one wrong code against a secret. */
export async function countWrongCode(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('auth_secrets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** A new code (hash) for a secret: the send is counted, the expiry moves; wrong attempts keep counting. */
export async function storeRenewedCode(db: Kysely<DB>, id: number, codeHash: string, now: Date, expiresAt: string): Promise<void> {
  await db
    .updateTable('auth_secrets')
    .set((eb) => ({
      code_hash: codeHash,
      last_sent_at: now.toISOString(),
      send_count: eb('send_count', '+', 1),
      expires_at: expiresAt,
    }))
    .where('id', '=', id)
    .execute();
}

/** A new page handle (hash) for a secret. */
export async function storeNewHandle(db: Kysely<DB>, id: number, handleHash: string): Promise<void> {
  await db.updateTable('auth_secrets').set({ handle_hash: handleHash }).where('id', '=', id).execute();
}

/** The newest unused, unexpired request of a purpose for a user (dead ones included). */
export function newestLiveSecretOf(db: Kysely<DB>, userId: number, purpose: SecretPurpose, now: Date): Promise<SecretRow | undefined> {
  return db
    .selectFrom('auth_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new link token (hash) for a secret: the send is counted, the expiry moves, optionally a new recipient. */
export async function storeReplacedToken(
  db: Kysely<DB>,
  id: number,
  tokenHash: string,
  now: Date,
  expiresAt: string,
  recipient?: string,
): Promise<void> {
  await db
    .updateTable('auth_secrets')
    .set((eb) => ({
      token_hash: tokenHash,
      last_sent_at: now.toISOString(),
      send_count: eb('send_count', '+', 1),
      expires_at: expiresAt,
      ...(recipient ? { recipient } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Switch a phone verification from WhatsApp to SMS (its WhatsApp code stops counting). */
export async function switchSecretToSms(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('auth_secrets').set({ channel: 'sms', whatsapp_code: null }).where('id', '=', id).execute();
}

/** The live phone verification of `phone` waiting for this WhatsApp code. */
export function liveWhatsappSecret(db: Kysely<DB>, phone: string, code: string, now: Date): Promise<SecretRow | undefined> {
  return db
    .selectFrom('auth_secrets')
    .selectAll()
    .where('purpose', '=', 'verify_phone')
    .where('recipient', '=', phone)
    .where('whatsapp_code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Record the WhatsApp code's arrival and verify the user's phone (while it is still `phone`), together. */
export async function receiveWhatsappCode(db: Kysely<DB>, secretId: number, userId: number, phone: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('auth_secrets').set({ whatsapp_received_at: at }).where('id', '=', secretId).execute();
    await trx
      .updateTable('users')
      .set({ phone_verified_at: at, updated_at: at })
      .where('id', '=', userId)
      .where('phone', '=', phone)
      .where('phone_verified_at', 'is', null)
      .execute();
  });
}

/** Drop requests that expired before `before` (nobody can use them, not even the audit). */
export async function deleteSecretsExpiredBefore(db: Kysely<DB>, before: Date): Promise<number> {
  const r = await db.deleteFrom('auth_secrets').where('expires_at', '<', before.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
