/** Solved captcha challenges (`captcha_uses`), remembered until they expire so each counts once. */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** Remember a solved challenge; false when it was used before. */
export async function rememberCaptcha(db: Kysely<DB>, signature: string, expiresAt: string): Promise<boolean> {
  const r = await db
    .insertInto('captcha_uses')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return r.numInsertedOrUpdatedRows === 1n;
}

/** Forget challenges that expired before `now`. */
export async function deleteCaptchasExpiredBefore(db: Kysely<DB>, now: Date): Promise<number> {
  const r = await db.deleteFrom('captcha_uses').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
