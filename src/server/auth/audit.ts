/**
 * The impersonation audit log (DESIGN §9): every start and stop, with who, whom, when and from
 * where (client address, user agent, request id).
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context.ts';
import type { DB } from '../db/types.ts';
import type { Accounts } from './accounts.ts';

export async function logImpersonation(
  db: Kysely<DB>,
  c: Context<AppEnv>,
  accounts: Accounts,
  entry: { action: 'start' | 'stop'; adminId: number; userId: number; at: Date },
): Promise<void> {
  await db
    .insertInto('impersonation_log')
    .values({
      action: entry.action,
      admin_id: entry.adminId,
      user_id: entry.userId,
      ip: accounts.clientAddress(c),
      user_agent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      request_id: c.get('requestId') ?? null,
      created_at: entry.at.toISOString(),
    })
    .execute();
}
