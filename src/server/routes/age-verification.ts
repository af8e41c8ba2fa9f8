/**
 * Age verification and explicit content (SPEC §7 "Users: age verification get and link, unlock
 * explicit user photos"): `GET /users/age-verification`, `POST /users/age-verification/link`,
 * `GET /users/age-verification/callback` (the provider's signed result; redirects back) and
 * `POST /users/unlock-explicit-photos`. `demoAgeCheckRoutes` serves the built-in demo provider's
 * page at the site root (`/demo-age-check/{token}`), as an external provider would on its own site.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ageVerificationLinkBodySchema, unlockExplicitBodySchema } from '../../lib/api/galleries.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import type { Accounts } from '../auth/accounts.ts';
import { deriveKey, serverSecret } from '../auth/secrets.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { AGE_CHECK_UNAVAILABLE, refuseInProduction } from '../demo-mode.ts';
import { answer } from '../http/answer.ts';
import { requireUser } from '../http/guards.ts';
import { requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import {
  acceptAgeResult,
  ageLink,
  ageLinkLive,
  ageStatus,
  demoProviderDecide,
  unlockExplicit,
  type AgeDeps,
} from '../services/age-verification.ts';
import { demoAgePage } from '../services/age-verification-page.ts';

const resultQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  verdict: z.string().max(20),
  at: z.string().max(40),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

const keys = new WeakMap<Accounts, string>();

/** The signing key the demo provider and the callback share (one per app: without a key file the server secret lives per process). */
function ageKey(deps: AppDeps, accounts: Accounts): string {
  let key = keys.get(accounts);
  if (!key) {
    key = deriveKey(serverSecret(accounts.settings.secret, accounts.settings.secretFile), 'age-verification');
    keys.set(accounts, key);
  }
  return key;
}

/** The API side (`/api/v2`). */
export function ageVerificationRoutes(deps: AppDeps, accounts: Accounts) {
  const d: AgeDeps = { db: deps.db, clock: deps.clock, key: ageKey(deps, accounts) };
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/users/age-verification', requireUser, async (c) => answer(c, await ageStatus(d, c.get('user')!.id)));

  app.post('/users/age-verification/link', requireUser, requireJson, validJson(ageVerificationLinkBodySchema), async (c) => {
    // The only provider is the demo one: in production the age check is unavailable (src/server/demo-mode.ts).
    refuseInProduction(deps.production, AGE_CHECK_UNAVAILABLE);
    return answer(c, await ageLink(d, c.get('user')!.id, c.req.valid('json').returnPath));
  });

  // The browser arrives from the provider: no session is needed, the signed single-use link names the user.
  app.get('/users/age-verification/callback', validQuery(resultQuery), async (c) => {
    const done = await acceptAgeResult(d, c.req.valid('query'));
    if (!done) return c.json({ message: 'The age verification result is not valid or was used already.' }, 403);
    const back = sameSitePath(done.returnPath) ?? '/';
    return c.redirect(`${back}${back.includes('?') ? '&' : '?'}ageCheck=verified`, 303);
  });

  app.post('/users/unlock-explicit-photos', requireUser, requireJson, validJson(unlockExplicitBodySchema), async (c) =>
    answer(c, await unlockExplicit(d, c.get('user')!.id, c.req.valid('json').unlocked)),
  );

  return app;
}

/** The demo provider's page (site root). */
export function demoAgeCheckRoutes(deps: AppDeps, accounts: Accounts) {
  const d: AgeDeps = { db: deps.db, clock: deps.clock, key: ageKey(deps, accounts) };
  const app = new Hono<AppEnv>({ strict: false });
  const page = (html: string, status: 200 | 403 | 404 | 422 = 200) =>
    new Response(html, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        'referrer-policy': 'no-referrer',
      },
    });

  app.get('/demo-age-check/:token', validParams(tokenParam), async (c) => {
    const { token } = c.req.valid('param');
    return (await ageLinkLive(d, token)) ? page(demoAgePage({ state: 'ask', token })) : page(demoAgePage({ state: 'expired', token }), 404);
  });

  app.post('/demo-age-check/:token', validParams(tokenParam), async (c) => {
    const { token } = c.req.valid('param');
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const dob = typeof form.dob === 'string' ? form.dob : '';
    const decision = await demoProviderDecide(d, token, dob);
    if (decision.kind === 'adult') return c.redirect(decision.callback, 303);
    if (decision.kind === 'expired') return page(demoAgePage({ state: 'expired', token }), 404);
    return page(demoAgePage({ state: 'refused', token }), 403);
  });

  return app;
}
