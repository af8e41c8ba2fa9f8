/**
 * A profile's explicit photos for an adult who unlocked them: `GET /users/{id}/explicit-photos`
 * (the list, 401 signed out, 403 until age verification and the explicit switch) and
 * `GET /users/{id}/explicit-photos/{file}` (each file checked again; private, never cached).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { idSchema } from '../../lib/api/common.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { validParams } from '../http/validate.ts';
import { localStorage } from '../media/storage.ts';
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

export function explicitPhotoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const media = deps.media ?? localStorage();

  app.get('/users/:id{[0-9]+}/explicit-photos', requireUser, validParams(profileParam), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return answer(c, await explicitPhotos(deps.db, requestViewer(c), c.req.valid('param').id));
  });

  app.get('/users/:id{[0-9]+}/explicit-photos/:file', validParams(profileParam.extend(photoFileParam.shape)), async (c) => {
    const { id, file } = c.req.valid('param');
    const found = await explicitPhotoFile({ db: deps.db, media }, requestViewer(c), id, file);
    if (!found) return notFoundJson(c);
    const type = found.type === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/webp';
    const body = found.type === 'svg' ? found.body : new Uint8Array(found.body);
    return new Response(body, { headers: { ...PRIVATE, 'content-type': type } });
  });
  return app;
}
