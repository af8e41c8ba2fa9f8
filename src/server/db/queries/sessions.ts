/** The session deny list (`revoked_sessions`): token ids ended before their expiry. */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** Put a token id on the deny list until `expiresAt`, and drop entries that expired before `now`. */
export async function revokeSession(db: Kysely<DB>, jti: string, userId: number | null, expiresAt: Date, now: Date): Promise<void> {
  await db
    .insertInto('revoked_sessions')
    .values({ jti, user_id: userId, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await deleteRevokedBefore(db, now);
}

/** Whether a token id is on the deny list. */
export async function isRevoked(db: Kysely<DB>, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_sessions').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

/** Drop deny-list entries whose tokens would have expired anyway. */
export async function deleteRevokedBefore(db: Kysely<DB>, now: Date): Promise<number> {
  const r = await db.deleteFrom('revoked_sessions').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
