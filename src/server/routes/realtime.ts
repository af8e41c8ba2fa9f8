/**
 * Realtime routes: `POST /broadcasting/auth` (at the root, where Pusher clients ask; form body
 * `socket_id`, `channel_name`; session cookie; same-site only) and `GET /realtime/config` (what
 * pusher-js connects with). Plus the Pusher HTTP API of the built-in server.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { channelAuthBodySchema } from '../../lib/api/realtime.ts';
import type { AppDeps, AppEnv, SessionResolver } from '../context.ts';
import { requireUser } from '../http/guards.ts';
import { fieldErrors, unprocessable } from '../http/validate.ts';
import { authorizeChannel } from '../realtime/authorize.ts';
import { pusherHttpApi } from '../realtime/http-api.ts';
import type { Realtime } from '../realtime/realtime.ts';

/** The fields of a form or JSON body (pusher-js sends a form; other clients may send JSON). */
async function bodyFields(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json\b/i.test(type)) {
    const parsed = (await c.req.json().catch(() => ({}))) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return c.req.parseBody();
  return {};
}

/** POST /broadcasting/auth and the Pusher HTTP API. */
export function broadcastingRoutes(
  deps: AppDeps,
  realtime: Realtime,
  o: { session: SessionResolver; sameSite: MiddlewareHandler<AppEnv>; corsOrigins: readonly string[] },
) {
  const app = new Hono<AppEnv>({ strict: false });
  if (o.corsOrigins.length) {
    app.use(
      '/broadcasting/*',
      cors({
        origin: (origin) => (o.corsOrigins.includes(origin) ? origin : null),
        credentials: true,
        allowHeaders: ['content-type', 'x-locale', 'x-request-id'],
        maxAge: 600,
      }),
    );
  }
  const limit = bodyLimit({ maxSize: 4096, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) });
  app.post(
    '/broadcasting/auth',
    o.sameSite,
    limit,
    async (c, next) => {
      c.header('Cache-Control', 'no-store');
      c.set('user', await o.session(c));
      await next();
    },
    requireUser,
    async (c) => {
      const parsed = channelAuthBodySchema.safeParse(await bodyFields(c));
      if (!parsed.success) return unprocessable(c, fieldErrors(parsed.error.issues));
      const { socket_id, channel_name } = parsed.data;
      const granted = await authorizeChannel(realtime.keys, deps, c.get('user')!, socket_id, channel_name);
      if (!granted) return c.json({ message: 'You may not subscribe to this channel.' }, 403);
      return c.json(granted);
    },
  );
  if (realtime.server) app.route('/', pusherHttpApi(realtime.keys.app, realtime.server.hub));
  return app;
}

/** GET /realtime/config (under /api/v2). */
export function realtimeConfigRoutes(realtime: Realtime) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/realtime/config', (c) => c.json({ results: realtime.clientConfig(new URL(c.req.url)) }));
  return app;
}
