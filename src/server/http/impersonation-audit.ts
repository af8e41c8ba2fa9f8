/**
 * Every write an admin makes while signed in as someone else is audited: method, path, answer
 * status, the user, the admin, the address and the server's request id, as an
 * `impersonation.write` security event (recorded even when the handler fails). An attempt to start
 * another impersonation from inside one is refused by the routes; it is also written to the
 * impersonation log as a refused attempt (`nested`).
 */
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Accounts } from '../auth/accounts.ts';
import type { AppEnv } from '../context.ts';
import type { DB } from '../db/types.ts';
import { recordRefusal } from '../services/impersonation.ts';
import type { Clock } from '../time.ts';

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The calls that ask for or use an impersonation ticket (not the stop). */
const STARTS = /\/users\/(impersonation-tickets|impersonate)\/?$/;

/** The middleware (after the session is resolved). */
export function auditImpersonatedWrites(accounts: Accounts, deps: { db: Kysely<DB>; clock: Clock }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user?.impersonatorId || READS.has(c.req.method)) return next();
    const path = new URL(c.req.url).pathname;
    try {
      await next();
    } finally {
      const ip = accounts.clientAddress(c);
      const requestId = c.get('serverRequestId') ?? null;
      await accounts.events.record({
        type: 'impersonation.write',
        userId: user.id,
        actorId: user.impersonatorId,
        ip,
        requestId,
        details: { method: c.req.method, path, status: c.res.status },
      });
      if (STARTS.test(path) && c.res.status >= 400)
        await recordRefusal(
          { db: deps.db, clock: deps.clock, accounts },
          { ip, userAgent: c.req.header('user-agent') ?? null, requestId },
          user.impersonatorId,
          user.id,
          'nested',
        );
    }
  };
}
