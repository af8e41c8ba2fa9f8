/**
 * The escort's own photos (SPEC §7 "Photos": GET, POST multipart, DELETE with `photoIds`), plus
 * reorder and the main photo. Uploads are re-encoded by the server; originals are never served.
 */
import { z } from 'zod';
import { PHOTO_MAX_COUNT } from './limits.ts';
export { PHOTO_WIDTHS, PHOTO_MIN_SIDE, PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, PHOTO_FIELD, PHOTO_TYPES } from './limits.ts';

/** What the pipeline removed from an upload, for the "location and camera data removed" notice. */
export const removedMetadataSchema = z.enum(['location', 'camera', 'other']);
export type RemovedMetadata = z.infer<typeof removedMetadataSchema>;

/** One of the escort's photos. */
export const ownPhotoSchema = z.object({
  id: z.number().int().positive(),
  /** 0-based display order; the main photo is shown first on cards. */
  position: z.number().int().nonnegative(),
  isMain: z.boolean(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Responsive WebP renditions, smallest first. */
  sources: z.array(z.object({ url: z.string(), width: z.number().int().positive() })),
  /** Base64 ThumbHash of the photo: a placeholder that paints before the image loads. */
  placeholder: z.string().nullable(),
  /** `flagged`: the same image is already on the site (perceptual hash); support reviews it before it is shown. */
  status: z.enum(['ok', 'flagged']),
  createdAt: z.string(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** GET /users/photos/, and the answer of every photo write: the photos after it. */
export const ownPhotosResponseSchema = z.object({ results: z.array(ownPhotoSchema) });
export type OwnPhotosResponse = z.infer<typeof ownPhotosResponseSchema>;

/** POST /users/photos/ (multipart, one or more files in `photos`): the new photos and what was removed. */
export const photoUploadResponseSchema = z.object({
  results: z.array(ownPhotoSchema),
  uploaded: z.array(ownPhotoSchema),
  removed: z.array(removedMetadataSchema),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/** DELETE /users/photos/ (SPEC §3 "Photo delete"). */
export const photoDeleteBodySchema = z
  .object({
    photoIds: z
      .array(z.object({ id: z.number().int().positive() }).strict())
      .min(1)
      .max(PHOTO_MAX_COUNT),
  })
  .strict();
export type PhotoDeleteBody = z.infer<typeof photoDeleteBodySchema>;

/** PUT /users/photos/order: every own photo id in the new order. */
export const photoOrderBodySchema = z.object({ photoIds: z.array(z.number().int().positive()).min(1).max(PHOTO_MAX_COUNT) }).strict();
export type PhotoOrderBody = z.infer<typeof photoOrderBodySchema>;

/** PUT /users/photos/{id}/main has no body. */
