/**
 * A profile's explicit photos ("unlock explicit user photos", SPEC §7): `GET /users/{id}/explicit-photos`
 * answers them to a signed-in adult who passed age verification and switched explicit content on
 * (401 signed out, 403 until then, 404 when the profile has none).
 */
import { z } from 'zod';
import { imageSchema } from './common.ts';

/** One explicit photo; its URL is a private media route that checks the gate again. */
export const explicitPhotoSchema = imageSchema.extend({ id: z.number().int().positive() });
export type ExplicitPhoto = z.infer<typeof explicitPhotoSchema>;

/** `GET /users/{id}/explicit-photos` answer. */
export const explicitPhotosResponseSchema = z.object({ results: z.array(explicitPhotoSchema) });
export type ExplicitPhotosResponse = z.infer<typeof explicitPhotosResponseSchema>;
