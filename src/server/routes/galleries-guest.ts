/**
 * Guests buy galleries (`/api/v1`, SPEC §7 "guest (v1) check code, create checkout, purchase-all
 * checkout"):
 * - `POST /guests/galleries/{id}/checkout` and `POST /guests/galleries/users/{profileId}/checkout`
 *   (every gallery of the profile): start a guest payment (an `Idempotency-Key` header is
 *   required); the new check code waits in an HttpOnly cookie until the payment is through.
 * - `GET /guests/galleries/checkout/{transactionId}`: the state; once paid, the first answer to the
 *   browser that started it carries the check code (shown once) and adds it to the
 *   `purchasedGuestGalleries` cookie.
 * - `POST /guests/galleries/check-code`: open bought galleries on another device with the code.
 * Registers the `guest_gallery` fulfilment that grants the galleries once billing reports the payment.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../lib/api/billing-codes.ts';
import {
  addGuestGalleries,
  checkCodeBodySchema,
  GUEST_GALLERIES_COOKIE,
  galleryParamSchema,
  guestGalleryCheckoutBodySchema,
  normaliseCheckCode,
  parseGuestGalleries,
  profileParamSchema,
  type GuestGalleryEntry,
} from '../../lib/api/galleries.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import type { Accounts } from '../auth/accounts.ts';
import { deriveKey, serverSecret } from '../auth/secrets.ts';
import { registerFulfilment } from '../billing/fulfilment.ts';
import { createGuestCheckout } from '../billing/guest-checkout.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireJson, unprocessable, validJson, validParams } from '../http/validate.ts';
import { tooManyRequests } from '../http/answer.ts';
import {
  fulfilGuestGallery,
  guestCheckoutState,
  redeemCheckCode,
  startGuestCheckout,
  type GuestGalleryDeps,
  type GuestTarget,
} from '../services/galleries-guest.ts';
import { requestViewer } from './galleries.ts';

/** HttpOnly cookie holding `<transactionId>.<checkCode>` of the guest checkout waiting for its payment. */
export const PENDING_CODE_COOKIE = 'guestGalleryCheckout';
const PENDING_PATH = '/api/v1/guests/galleries';
/** Check code attempts per address. */
export const CHECK_CODE_LIMIT = { name: 'gallery-check-code-ip', max: 20, windowSeconds: 15 * 60 } as const;

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
const transactionParam = z.object({ transactionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function guestGalleryRoutes(deps: AppDeps, accounts: Accounts) {
  registerFulfilment('guest_gallery', fulfilGuestGallery);
  const codeKey = deriveKey(serverSecret(accounts.settings.secret, accounts.settings.secretFile), 'guest-gallery-code');
  const d: GuestGalleryDeps = {
    db: deps.db,
    clock: deps.clock,
    codeKey,
    startCheckout: (input) => createGuestCheckout(deps, input),
  };
  const app = new Hono<AppEnv>({ strict: false });

  const secure = (c: Context<AppEnv>) =>
    accounts.settings.secureCookies ||
    new URL(c.req.url).protocol === 'https:' ||
    (accounts.settings.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');

  /** Add an entry to the browser's guest cookie (read by the island and by every gallery read). */
  const keep = (c: Context<AppEnv>, entry: GuestGalleryEntry) => {
    // Hono URI-encodes the value as it writes the cookie (and decodes it when reading).
    const value = addGuestGalleries(parseGuestGalleries(getCookie(c, GUEST_GALLERIES_COOKIE)), entry);
    setCookie(c, GUEST_GALLERIES_COOKIE, value, { path: '/', sameSite: 'Lax', secure: secure(c), maxAge: 365 * 86_400 });
  };

  const checkout = async (c: Context<AppEnv>, target: GuestTarget, body: z.output<typeof guestGalleryCheckoutBodySchema>) => {
    const key = idempotencyKey.safeParse(c.req.header(IDEMPOTENCY_HEADER));
    if (!key.success)
      return unprocessable(c, { [IDEMPOTENCY_HEADER]: ['send an Idempotency-Key header of 8 to 128 letters, digits, - or _'] });
    const returnPath = sameSitePath(body.returnPath);
    if (!returnPath) return unprocessable(c, { returnPath: ['use a path on this site'] });
    const started = await startGuestCheckout(d, requestViewer(c), target, { method: body.method, returnPath, idempotencyKey: key.data });
    if (!started) return notFoundJson(c);
    setCookie(c, PENDING_CODE_COOKIE, `${started.transaction.id}.${started.checkCode}`, {
      path: PENDING_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secure(c),
      maxAge: 7 * 86_400,
    });
    return c.json({ results: started.transaction }, 201);
  };

  app.post(
    '/guests/galleries/users/:profileId/checkout',
    requireJson,
    validParams(profileParamSchema),
    validJson(guestGalleryCheckoutBodySchema),
    (c) => checkout(c, { profileId: c.req.valid('param').profileId }, c.req.valid('json')),
  );
  app.post('/guests/galleries/:id/checkout', requireJson, validParams(galleryParamSchema), validJson(guestGalleryCheckoutBodySchema), (c) =>
    checkout(c, { galleryId: c.req.valid('param').id }, c.req.valid('json')),
  );

  app.get('/guests/galleries/checkout/:transactionId', validParams(transactionParam), async (c) => {
    const { transactionId } = c.req.valid('param');
    const [held, rawCode] = (getCookie(c, PENDING_CODE_COOKIE) ?? '').split('.');
    const code = held === String(transactionId) && rawCode ? normaliseCheckCode(rawCode) : undefined;
    const state = await guestCheckoutState(d, transactionId, code);
    if (!state) return notFoundJson(c);
    if (state.checkCode) {
      keep(c, { code: state.checkCode, galleryIds: state.galleryIds });
      deleteCookie(c, PENDING_CODE_COOKIE, { path: PENDING_PATH });
    }
    return c.json({ results: state });
  });

  app.post('/guests/galleries/check-code', requireJson, validJson(checkCodeBodySchema), async (c) => {
    const limit = await accounts.limiter.hit(CHECK_CODE_LIMIT, accounts.clientAddress(c));
    if (!limit.ok) return tooManyRequests(c, limit.retryAfter);
    const { code } = c.req.valid('json');
    const found = await redeemCheckCode(d, code);
    if (!found) return unprocessable(c, { code: ['this check code opens no gallery'] }, 'Unknown check code.');
    keep(c, { code, galleryIds: found.galleryIds });
    return c.json({ results: found });
  });

  return app;
}
