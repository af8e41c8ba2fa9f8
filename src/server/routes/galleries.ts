/**
 * Private galleries for visitors and punters (SPEC §7 "Galleries"): a profile's galleries
 * (`GET /galleries/users/{profileId}`), a gallery's photos and videos (`GET /galleries/photos/{id}`,
 * `GET /galleries/videos/{id}`), buying with credits (`POST /purchase/galleries/{id}`, all of a
 * profile's with `POST /purchase/galleries/users/{profileId}`; punters only, canPurchaseGallery),
 * the punter's purchases (`GET /users/galleries/purchased`) and the media files themselves
 * (`GET /galleries/media/{key}/{file}`: private, no-store, only for a viewer allowed to see them;
 * with S3 a redirect to a short-lived signed URL, http/private-media.ts).
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { GUEST_GALLERIES_COOKIE, galleryParamSchema, profileParamSchema } from '../../lib/api/galleries.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { notFoundJson } from '../http/errors.ts';
import { requirePermission } from '../http/guards.ts';
import { validParams } from '../http/validate.ts';
import { privateMedia } from '../http/private-media.ts';
import { profileGalleries, galleryMedia, purchasedGalleries, type GalleryReadDeps } from '../services/galleries.ts';
import { viewerOf } from '../services/galleries-access.ts';
import { galleryFile } from '../services/galleries-media.ts';
import { failed, type Outcome } from '../services/outcome.ts';
import { NOT_ENOUGH_CREDITS, purchaseAllGalleries, purchaseGallery, type PurchaseResult } from '../services/galleries-purchase.ts';

const mediaParams = z.object({
  key: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'not a media key'),
  file: z.string().regex(/^(?:\d{1,5}\.webp|video|placeholder\.svg)$/, 'expected <width>.webp, video or placeholder.svg'),
});

/** The viewer of a request (session user and the guest cookie's check codes). */
export const requestViewer = (c: Context<AppEnv>) => viewerOf(c.get('user'), getCookie(c, GUEST_GALLERIES_COOKIE));

/** Gallery media are for the eyes of this viewer only: never cached by anyone. */
const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** A body, or the byte range the request asked for (video players seek with Range). */
function mediaResponse(range: string | undefined, type: string, body: Uint8Array | string): Response {
  if (typeof body === 'string') return new Response(body, { headers: { ...PRIVATE_HEADERS, 'content-type': type } });
  const size = body.length;
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  const base = { ...PRIVATE_HEADERS, 'content-type': type, 'accept-ranges': 'bytes' };
  if (!m || (m[1] === '' && m[2] === ''))
    return new Response(new Uint8Array(body), { headers: { ...base, 'content-length': String(size) } });
  let start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  let end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start > end || start >= size) return new Response(null, { status: 416, headers: { ...base, 'content-range': `bytes */${size}` } });
  start = Math.max(0, start);
  end = Math.max(start, end);
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: { ...base, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1) },
  });
}

/** The answer of an outcome whose value is the whole body (it carries `results` and more). */
function whole<T extends object>(c: Context<AppEnv>, o: Outcome<T>) {
  return failed(o) ? failure(c, o) : c.json(o.value);
}

/** The answer of a purchase: 201 with what was bought, 402 with the balance and price, or 404. */
function purchaseAnswer(c: Context<AppEnv>, r: PurchaseResult) {
  if (r.kind === 'notFound') return notFoundJson(c);
  if (r.kind === 'short')
    return c.json(
      {
        message: NOT_ENOUGH_CREDITS,
        errors: { credits: [`you have ${r.balance} credits; this costs ${r.price}`] },
        balance: r.balance,
        priceCredits: r.price,
      },
      402,
    );
  return c.json({ results: { galleryIds: r.galleryIds, charged: r.charged, balance: r.balance } }, r.charged > 0 ? 201 : 200);
}

export function galleryRoutes(deps: MediaAppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const d: GalleryReadDeps = { db: deps.db, clock: deps.clock, regions: deps.regions };
  // Spending credits is the buyer's own act: an admin signed in as a punter cannot.
  const buyer = requirePermission('canPurchaseGallery', { ownSession: true });

  app.get('/galleries/users/:profileId', validParams(profileParamSchema), async (c) =>
    whole(c, await profileGalleries(d, requestViewer(c), c.req.valid('param').profileId)),
  );
  app.get('/galleries/photos/:id', validParams(galleryParamSchema), async (c) =>
    whole(c, await galleryMedia(d, requestViewer(c), c.req.valid('param').id, 'photo')),
  );
  app.get('/galleries/videos/:id', validParams(galleryParamSchema), async (c) =>
    whole(c, await galleryMedia(d, requestViewer(c), c.req.valid('param').id, 'video')),
  );
  app.get('/galleries/media/:key/:file', validParams(mediaParams), async (c) => {
    const { key, file } = c.req.valid('param');
    const found = await galleryFile(deps, requestViewer(c), key, file);
    const range = c.req.header('range');
    const res =
      found &&
      ('body' in found
        ? mediaResponse(range, found.type, found.body)
        : await privateMedia(deps.media, found.key, {
            contentType: found.type,
            respond: (body) => mediaResponse(range, found.type, body),
          }));
    if (!res) {
      c.header('Cache-Control', 'private, no-store');
      return notFoundJson(c);
    }
    return res;
  });

  app.post('/purchase/galleries/users/:profileId', buyer, validParams(profileParamSchema), async (c) =>
    purchaseAnswer(c, await purchaseAllGalleries(deps, c.get('user')!.id, c.req.valid('param').profileId)),
  );
  app.post('/purchase/galleries/:id', buyer, validParams(galleryParamSchema), async (c) =>
    purchaseAnswer(c, await purchaseGallery(deps, c.get('user')!.id, c.req.valid('param').id)),
  );

  app.get('/users/galleries/purchased', buyer, async (c) => answer(c, await purchasedGalleries(d, c.get('user')!.id)));

  return app;
}
