/** Admins' second factor: the TOTP columns of `users` and the single-use `recovery_codes`. */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** A user's second-factor state and the address the authenticator app labels it with. */
export function totpStateOf(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Keep a secret being enrolled (only while no second factor is in force). */
export async function setPendingTotp(db: Kysely<DB>, id: number, secret: string): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_last_step: null })
    .where('id', '=', id)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/**
 * Put the pending secret in force with the step of the confirming code and a fresh set of recovery
 * code hashes, in one transaction; false when it was put in force meanwhile.
 */
export async function enableTotp(db: Kysely<DB>, id: number, step: number, codeHashes: readonly string[], now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('users')
      .set({ totp_enabled_at: now.toISOString(), totp_last_step: step })
      .where('id', '=', id)
      .where('totp_enabled_at', 'is', null)
      .where('totp_secret', 'is not', null)
      .executeTakeFirst();
    if (r.numUpdatedRows !== 1n) return false;
    await trx.deleteFrom('recovery_codes').where('user_id', '=', id).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: id, code_hash })))
      .execute();
    return true;
  });
}

/** Record the step of an accepted code; false when that step (or a later one) was used already. */
export async function acceptTotpStep(db: Kysely<DB>, id: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Use a recovery code (by hash); false when it is not one of the user's unused codes. */
export async function useRecoveryCode(db: Kysely<DB>, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** How many unused recovery codes a user has left. */
export async function recoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
