/** The impersonation audit log (`impersonation_log`, DESIGN §9). */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** One start or stop of an impersonation, with who, whom, when and from where. */
export interface ImpersonationEntry {
  action: 'start' | 'stop';
  adminId: number;
  userId: number;
  ip: string;
  userAgent: string | null;
  requestId: string | null;
  at: Date;
}

/** Append an entry to the log. */
export async function insertImpersonationEntry(db: Kysely<DB>, e: ImpersonationEntry): Promise<void> {
  await db
    .insertInto('impersonation_log')
    .values({
      action: e.action,
      admin_id: e.adminId,
      user_id: e.userId,
      ip: e.ip,
      user_agent: e.userAgent,
      request_id: e.requestId,
      created_at: e.at.toISOString(),
    })
    .execute();
}
