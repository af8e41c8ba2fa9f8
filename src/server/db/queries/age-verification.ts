/** Age verification links, results and the explicit-content switch (SQL only). */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** Store a new verification link (by its token's hash). */
export async function insertAgeRequest(
  db: Kysely<DB>,
  r: { tokenHash: string; userId: number; returnPath: string | null; at: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('age_verification_requests')
    .values({ token_hash: r.tokenHash, user_id: r.userId, return_path: r.returnPath, created_at: r.at, expires_at: r.expiresAt })
    .execute();
}

/** A verification link that is unused and not expired at `at`. */
export function liveAgeRequest(db: Kysely<DB>, tokenHash: string, at: string) {
  return db
    .selectFrom('age_verification_requests')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/** Use a link up; false when it was used already. */
export async function useAgeRequest(db: Kysely<DB>, tokenHash: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('age_verification_requests')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Record a confirmed adult (a repeat keeps the first confirmation and the switch). */
export async function recordVerification(db: Kysely<DB>, userId: number, provider: string, at: string): Promise<void> {
  await db
    .insertInto('age_verifications')
    .values({ user_id: userId, provider, verified_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** A user's verification, if any. */
export function verificationOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('age_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Switch explicit content on or off for a verified user; false when the user is not verified. */
export async function setExplicitUnlocked(db: Kysely<DB>, userId: number, on: boolean, at: string): Promise<boolean> {
  const res = await db
    .updateTable('age_verifications')
    .set({ explicit_unlocked: on ? 1 : 0, explicit_changed_at: at })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
