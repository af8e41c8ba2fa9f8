/**
 * The escort's own galleries (`/users/galleries`): list with sales, create, rename and reprice,
 * delete, upload one photo or video per request (multipart field `file`, streamed to a temporary
 * file with its limit, the account's uploads at once and its storage quota: http/uploads.ts), mark
 * explicit, reorder and delete items. Escorts, venues, and managers acting for an
 * escort they manage (`x-act-for`, http/acting.ts), like the other editor tabs.
 */
import { Hono } from 'hono';
import {
  createGalleryBodySchema,
  GALLERY_FILE_FIELD,
  GALLERY_VIDEO_MAX_BYTES,
  galleryItemOrderBodySchema,
  galleryItemParamSchema,
  galleryParamSchema,
  updateGalleryBodySchema,
  updateGalleryItemBodySchema,
} from '../../lib/api/galleries.ts';
import { ESCORT_SHARE_PERCENT } from '../billing/shares.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { profileOwner, supplyOrVenueOwner } from '../http/acting.ts';
import { requestLocale } from '../http/locale.ts';
import { receiveUpload } from '../http/uploads.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { uploadGate } from '../media/uploads.ts';
import {
  addGalleryItem,
  changeGallery,
  createGallery,
  GALLERY_UPLOAD_REFUSED,
  markItem,
  orderItems,
  ownGalleries,
  removeGallery,
  removeItem,
  type OwnGalleryDeps,
} from '../services/galleries-own.ts';
import { failed } from '../services/outcome.ts';
import { venueProfileRow } from '../services/venue.ts';

export function ownGalleryRoutes(deps: MediaAppDeps) {
  const d: OwnGalleryDeps = { db: deps.db, clock: deps.clock, media: deps.media, uploads: uploadGate(deps) };
  const app = new Hono<AppEnv>({ strict: false });
  const owner = supplyOrVenueOwner(deps, (id) => venueProfileRow(deps, id));

  app.get('/users/galleries', owner, async (c) => {
    const o = await ownGalleries(d, profileOwner(c));
    return failed(o) ? failure(c, o) : c.json({ results: o.value, escortSharePercent: ESCORT_SHARE_PERCENT });
  });

  app.post('/users/galleries', owner, requireJson, validJson(createGalleryBodySchema), async (c) =>
    answer(c, await createGallery(d, profileOwner(c), c.req.valid('json'))),
  );

  app.patch('/users/galleries/:id', owner, requireJson, validParams(galleryParamSchema), validJson(updateGalleryBodySchema), async (c) =>
    answer(c, await changeGallery(d, profileOwner(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.delete('/users/galleries/:id', owner, validParams(galleryParamSchema), async (c) =>
    answer(c, await removeGallery(d, profileOwner(c), c.req.valid('param').id)),
  );

  app.post('/users/galleries/:id/items', owner, validParams(galleryParamSchema), (c) =>
    receiveUpload(
      c,
      {
        deps: d,
        gate: d.uploads,
        ownerId: profileOwner(c),
        limits: { field: GALLERY_FILE_FIELD, maxFileBytes: GALLERY_VIDEO_MAX_BYTES, maxFiles: 1, maxTotalBytes: GALLERY_VIDEO_MAX_BYTES },
        refused: GALLERY_UPLOAD_REFUSED,
      },
      async (files) => {
        const outcome = await addGalleryItem(d, profileOwner(c), c.req.valid('param').id, files, requestLocale(c));
        return failed(outcome) ? failure(c, outcome) : c.json({ results: outcome.value }, 201);
      },
    ),
  );

  app.put(
    '/users/galleries/:id/items/order',
    owner,
    requireJson,
    validParams(galleryParamSchema),
    validJson(galleryItemOrderBodySchema),
    async (c) => answer(c, await orderItems(d, profileOwner(c), c.req.valid('param').id, c.req.valid('json').itemIds)),
  );

  app.patch(
    '/users/galleries/:id/items/:itemId',
    owner,
    requireJson,
    validParams(galleryItemParamSchema),
    validJson(updateGalleryItemBodySchema),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return answer(c, await markItem(d, profileOwner(c), id, itemId, c.req.valid('json').explicit));
    },
  );

  app.delete('/users/galleries/:id/items/:itemId', owner, validParams(galleryItemParamSchema), async (c) => {
    const { id, itemId } = c.req.valid('param');
    return answer(c, await removeItem(d, profileOwner(c), id, itemId));
  });

  return app;
}
