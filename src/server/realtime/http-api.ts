/**
 * The Pusher HTTP API of the built-in server, so the official SDK (or any Pusher server library)
 * can publish to it: `POST /apps/{app_id}/events` and `/apps/{app_id}/batch_events`, signed with
 * auth_key, auth_timestamp, auth_version, body_md5 and auth_signature as Pusher requires.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { isChannelName } from './channels.ts';
import type { Hub } from './hub.ts';
import { MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME_LENGTH } from './protocol.ts';
import { isSocketId, md5Hex, requestSignature, sameText, type AppCredentials } from './signing.ts';

/** How far a request's auth_timestamp may be from the server's clock (Pusher's 600 s). */
const MAX_CLOCK_SKEW_SECONDS = 600;

const channel = z.string().refine(isChannelName, 'invalid channel name');
const name = z.string().min(1).max(MAX_EVENT_NAME_LENGTH);
const data = z.string();
const socketId = z.string().refine(isSocketId, 'invalid socket id').optional();

const eventSchema = z
  .object({ name, data, channels: z.array(channel).min(1).max(100).optional(), channel: channel.optional(), socket_id: socketId })
  .refine((e) => e.channels || e.channel, 'channels or channel is required');
const batchSchema = z.object({
  batch: z
    .array(z.object({ name, data, channel, socket_id: socketId }))
    .min(1)
    .max(10),
});

/** The routes; `now` is the server's clock in ms. */
export function pusherHttpApi(app: AppCredentials, hub: Hub, now: () => number = Date.now) {
  const api = new Hono<AppEnv>({ strict: false });
  api.use('/apps/*', bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.text('Request too large', 413) }));

  /** The checked JSON body, or a response refusing the request. */
  const signedBody = async (c: Context<AppEnv>, appId: string): Promise<Response | { ok: unknown }> => {
    if (appId !== app.appId) return c.text('Unknown app', 404);
    const url = new URL(c.req.url);
    const query = Object.fromEntries(url.searchParams);
    const body = await c.req.text();
    const ts = Number(query.auth_timestamp);
    if (query.auth_key !== app.key || query.auth_version !== '1.0' || !Number.isFinite(ts)) return c.text('Invalid authentication', 401);
    if (Math.abs(now() / 1000 - ts) > MAX_CLOCK_SKEW_SECONDS) return c.text('Timestamp expired', 401);
    if (!query.body_md5 || !sameText(query.body_md5, md5Hex(body))) return c.text('Invalid body_md5', 401);
    if (!sameText(query.auth_signature ?? '', requestSignature(app.secret, c.req.method, url.pathname, query))) {
      return c.text('Invalid signature', 401);
    }
    try {
      return { ok: JSON.parse(body) as unknown };
    } catch {
      return c.text('Invalid JSON', 400);
    }
  };
  const tooLarge = (texts: string[]) => texts.some((t) => Buffer.byteLength(t) > MAX_EVENT_DATA_BYTES);

  api.post('/apps/:appId/events', async (c) => {
    const checked = await signedBody(c, c.req.param('appId'));
    if (checked instanceof Response) return checked;
    const parsed = eventSchema.safeParse(checked.ok);
    if (!parsed.success) return c.text(`Invalid event: ${parsed.error.issues[0]?.message}`, 400);
    const e = parsed.data;
    if (tooLarge([e.data])) return c.text(`Event data exceeds ${MAX_EVENT_DATA_BYTES} bytes`, 413);
    hub.publish(e.channels ?? [e.channel!], e.name, e.data, e.socket_id);
    return c.json({});
  });

  api.post('/apps/:appId/batch_events', async (c) => {
    const checked = await signedBody(c, c.req.param('appId'));
    if (checked instanceof Response) return checked;
    const parsed = batchSchema.safeParse(checked.ok);
    if (!parsed.success) return c.text(`Invalid batch: ${parsed.error.issues[0]?.message}`, 400);
    if (tooLarge(parsed.data.batch.map((e) => e.data))) return c.text(`Event data exceeds ${MAX_EVENT_DATA_BYTES} bytes`, 413);
    for (const e of parsed.data.batch) hub.publish([e.channel], e.name, e.data, e.socket_id);
    return c.json({ batch: parsed.data.batch.map(() => ({})) });
  });

  return api;
}
