/**
 * Tips and earnings (SPEC §7 "Tips"): `POST /tips/tips/users/{x}` (a punter tips in credits, with
 * an Idempotency-Key), `GET /users/earnings` (escorts and venues), and on v1
 * `POST /guests/tips/users/{x}` (a guest tips with money through the guest checkout). Registering
 * the routes registers the `guest_tip` fulfilment.
 */
import { Hono, type Context } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../lib/api/billing-codes.ts';
import { guestTipBodySchema, tipBodySchema, tipParamSchema, TIPPED_QUERY_KEY } from '../../lib/api/tips.ts';
import { ROLES } from '../../lib/permissions.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { registerFulfilment } from '../billing/fulfilment.ts';
import { createGuestCheckout } from '../billing/guest-checkout.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { requireRole, requireUser } from '../http/guards.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { earningsOf } from '../services/earnings.ts';
import { invalid, notFound } from '../services/outcome.ts';
import { regionOfProfile } from '../db/queries/tips.ts';
import { checkIdempotencyKey, fulfilGuestTip, guestTipTarget, tipInCredits } from '../services/tips.ts';

/** The 402 answer of a tip the wallet cannot pay. */
function shortOfCredits(c: Context, balance: number, needed: number) {
  const message = `You have ${balance} credits; this tip needs ${needed}. Buy credits or choose a smaller amount.`;
  return c.json({ message, balance, needed, errors: { amount: [message] } }, 402);
}

/** The v2 routes. */
export function tipRoutes(deps: AppDeps) {
  registerFulfilment('guest_tip', fulfilGuestTip);
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/tips/tips/users/:id', requireUser, validParams(tipParamSchema), requireJson, validJson(tipBodySchema), async (c) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const bad = checkIdempotencyKey(key);
    if (bad) return failure(c, bad);
    const user = c.get('user')!;
    const result = await tipInCredits(deps, user, c.req.valid('param').id, c.req.valid('json'), key!);
    if ('fail' in result && result.fail === 'insufficient') return shortOfCredits(c, result.balance, result.needed);
    return answer(c, result);
  });

  app.get('/users/earnings', requireRole(ROLES.escort, ROLES.venue), async (c) =>
    c.json({ results: await earningsOf(deps, c.get('user')!.id) }),
  );

  return app;
}

/** The v1 guest checkout of a tip. */
export function guestTipRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/guests/tips/users/:id', validParams(tipParamSchema), requireJson, validJson(guestTipBodySchema), async (c) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const bad = checkIdempotencyKey(key);
    if (bad) return failure(c, bad);
    const escortId = c.req.valid('param').id;
    const body = c.req.valid('json');
    const refused = await guestTipTarget(deps, escortId, c.get('user')?.id ?? null);
    if (refused) return failure(c, refused);
    const back = sameSitePath(body.returnPath);
    if (!back) return failure(c, invalid({ returnPath: ['use a path on this site'] }));
    const region = await regionOfProfile(deps.db, escortId);
    if (!region) return failure(c, notFound());
    const url = new URL(back, 'http://site.invalid');
    url.searchParams.delete(TIPPED_QUERY_KEY);
    url.searchParams.set(TIPPED_QUERY_KEY, String(body.amount));
    const txn = await createGuestCheckout(deps, {
      purpose: 'guest_tip',
      credits: body.amount,
      meta: { escortId, message: body.message ?? '' },
      returnPath: `${url.pathname}${url.search}`,
      region,
      method: body.method,
      idempotencyKey: key!,
    });
    return c.json({ results: txn }, 201);
  });
  return app;
}
