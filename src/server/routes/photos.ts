/**
 * The escort's own photos (SPEC §7 "Photos"): GET /users/photos/, POST /users/photos/ (multipart,
 * files in `photos`), DELETE /users/photos/ (`photoIds`), PUT /users/photos/order and
 * PUT /users/photos/{id}/main. Escorts (or their manager, http/acting.ts) and venues (a venue's main
 * photo is its cover photo); the upload is streamed to temporary files with its limits, the
 * account's uploads at once and its storage quota (http/uploads.ts). Refusals speak `x-locale`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, photoDeleteBodySchema, photoOrderBodySchema } from '../../lib/api/photos.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { profileOwner, supplyOrVenueOwner } from '../http/acting.ts';
import { requestLocale } from '../http/locale.ts';
import { receiveUpload } from '../http/uploads.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { uploadGate } from '../media/uploads.ts';
import { failed } from '../services/outcome.ts';
import { venueProfileRow } from '../services/venue.ts';
import { chooseMain, deleteOwn, ownPhotos, reorderOwn, uploadOwnPhotos, uploadRefused, type PhotoDeps } from '../services/photos.ts';

/** Largest sum of the files of one upload request (bytes): a handful of full-size phone photos. */
export const UPLOAD_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function photoRoutes(deps: MediaAppDeps) {
  const d: PhotoDeps = { db: deps.db, clock: deps.clock, media: deps.media, uploads: uploadGate(deps) };
  const app = new Hono<AppEnv>({ strict: false });
  // Escorts, or a manager acting for an escort they manage (http/acting.ts), and venues: a venue's
  // main photo is its cover, and its profile row is made before its first photo.
  const escort = supplyOrVenueOwner(deps, (id) => venueProfileRow(deps, id));

  app.get('/users/photos', escort, async (c) => answer(c, await ownPhotos(d, profileOwner(c))));

  app.post('/users/photos', escort, (c) =>
    receiveUpload(
      c,
      {
        deps: d,
        gate: d.uploads,
        ownerId: profileOwner(c),
        limits: { field: PHOTO_FIELD, maxFileBytes: PHOTO_MAX_BYTES, maxFiles: PHOTO_MAX_COUNT, maxTotalBytes: UPLOAD_MAX_TOTAL_BYTES },
        refused: uploadRefused(requestLocale(c)),
      },
      async (files) => {
        const outcome = await uploadOwnPhotos(d, profileOwner(c), files, requestLocale(c));
        return failed(outcome) ? failure(c, outcome) : c.json(outcome.value, 201);
      },
    ),
  );

  app.delete('/users/photos', escort, requireJson, validJson(photoDeleteBodySchema), async (c) =>
    answer(
      c,
      await deleteOwn(
        d,
        profileOwner(c),
        c.req.valid('json').photoIds.map((p) => p.id),
        requestLocale(c),
      ),
    ),
  );

  app.put('/users/photos/order', escort, requireJson, validJson(photoOrderBodySchema), async (c) =>
    answer(c, await reorderOwn(d, profileOwner(c), c.req.valid('json').photoIds, requestLocale(c))),
  );

  app.put('/users/photos/:id/main', escort, validParams(idParam), async (c) =>
    answer(c, await chooseMain(d, profileOwner(c), c.req.valid('param').id, requestLocale(c))),
  );

  return app;
}
