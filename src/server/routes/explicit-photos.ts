/**
 * A profile's explicit photos for an adult who unlocked them: `GET /users/{id}/explicit-photos`
 * (the list, 401 signed out, 403 until age verification and the explicit switch) and
 * `GET /users/{id}/explicit-photos/{file}` (each file checked again; private, never cached; with
 * S3 a redirect to a short-lived signed URL, http/private-media.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { idSchema } from '../../lib/api/common.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer } from '../http/answer.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { validParams } from '../http/validate.ts';
import { privateMedia } from '../http/private-media.ts';
import { explicitPhotoFile, explicitPhotos } from '../services/explicit-photos.ts';
import { requestViewer } from './galleries.ts';
import { photoFileParam } from './media.ts';

const PRIVATE = {
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const profileParam = z.object({ id: idSchema });

/** A file of one viewer: never cached, nothing in it runs. */
const privateFile = (type: string, body: Uint8Array | string) =>
  new Response(typeof body === 'string' ? body : new Uint8Array(body), { headers: { ...PRIVATE, 'content-type': type } });

export function explicitPhotoRoutes(deps: MediaAppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/users/:id{[0-9]+}/explicit-photos', requireUser, validParams(profileParam), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return answer(c, await explicitPhotos(deps.db, requestViewer(c), c.req.valid('param').id));
  });

  app.get('/users/:id{[0-9]+}/explicit-photos/:file', validParams(profileParam.extend(photoFileParam.shape)), async (c) => {
    const { id, file } = c.req.valid('param');
    const found = await explicitPhotoFile(deps, requestViewer(c), id, file);
    const res =
      found &&
      (found.type === 'svg'
        ? privateFile('image/svg+xml; charset=utf-8', found.body)
        : await privateMedia(deps.media, found.key, { contentType: 'image/webp', respond: (body) => privateFile('image/webp', body) }));
    return res ?? notFoundJson(c);
  });
  return app;
}
