/**
 * The demo outbox: the messages the server "sent", so whoever runs the demo can complete every
 * flow locally, and a button to answer a WhatsApp verification as the phone's owner would. Only
 * this machine or the holder of the key printed at start reach it, and never in production or
 * with a public site URL (src/server/http/demo-access.ts). The signed WhatsApp webhook for a real
 * provider lives here too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { whatsappInboundBodySchema } from '../../lib/api/auth.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { outboxAccess } from '../http/demo-access.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireJson, unprocessable, validJson, validQuery } from '../http/validate.ts';
import { demoOutbox } from '../services/outbox.ts';
import { receiveWhatsapp } from '../services/verification.ts';

const outboxQuerySchema = z.object({
  /** Only messages to this address or number. */
  to: z.string().max(254).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(200).default(50),
});

export function outboxRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });

  app.use('/demo/*', outboxAccess(accounts.settings, deps.production ?? false));

  app.get('/demo/outbox', validQuery(outboxQuerySchema), async (c) => {
    const { to, limit } = c.req.valid('query');
    return c.json({ results: await demoOutbox(deps.db, to, limit) });
  });

  app.post('/demo/outbox/whatsapp-reply', requireJson, validJson(whatsappInboundBodySchema), async (c) => {
    const { from, text } = c.req.valid('json');
    return c.json({ results: { matched: await receiveWhatsapp(deps, from, text) } });
  });

  // A provider's inbound-message webhook, signed with HMAC-SHA256 of the raw body (hex, header
  // x-signature). Off unless WHATSAPP_WEBHOOK_SECRET is set.
  app.post('/webhooks/whatsapp', async (c) => {
    const secret = accounts.settings.whatsappWebhookSecret;
    if (!secret) return notFoundJson(c);
    const raw = await c.req.text();
    const expected = createHmac('sha256', secret).update(raw).digest();
    const given = Buffer.from(c.req.header('x-signature') ?? '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.json({ message: 'Invalid signature.' }, 401);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return unprocessable(c, { body: ['must be JSON'] });
    }
    const parsed = whatsappInboundBodySchema.safeParse(json);
    if (!parsed.success) return unprocessable(c, { body: ['expected { from, text }'] });
    return c.json({ results: { matched: await receiveWhatsapp(deps, parsed.data.from, parsed.data.text) } });
  });

  return app;
}
