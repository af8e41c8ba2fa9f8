/**
 * Every write an admin makes while signed in as someone else is audited: method, path, answer
 * status, the user, the admin, the address and the server's request id, as an
 * `impersonation.write` security event (recorded even when the handler fails).
 */
import type { MiddlewareHandler } from 'hono';
import type { Accounts } from '../auth/accounts.ts';
import type { AppEnv } from '../context.ts';

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The middleware (after the session is resolved). */
export function auditImpersonatedWrites(accounts: Accounts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user?.impersonatorId || READS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      await accounts.events.record({
        type: 'impersonation.write',
        userId: user.id,
        actorId: user.impersonatorId,
        ip: accounts.clientAddress(c),
        requestId: c.get('serverRequestId'),
        details: { method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status },
      });
    }
  };
}
