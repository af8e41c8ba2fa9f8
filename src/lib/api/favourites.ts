/**
 * Favourites (SPEC §7 "Favourites", §6 canFavoriteProfile): a punter's saved profiles. Both calls
 * need a session (401 without one) and the punter role (403 for other roles).
 */
import { z } from 'zod';
import { idParamSchema, profileCardSchema } from './common.ts';

/** GET /users/favorite-profiles/ answer: the saved profiles that are still public, newest first. */
export const favouritesResponseSchema = z.object({
  results: z.array(profileCardSchema),
  total: z.number().int().nonnegative(),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

/** POST /users/favorite-profiles/{id} path. */
export const favouriteParamSchema = idParamSchema;

/** POST /users/favorite-profiles/{id} answer: whether the profile is a favourite after the toggle. */
export const favouriteToggleResponseSchema = z.object({
  results: z.object({ profileId: z.number().int(), favourite: z.boolean() }),
});
export type FavouriteToggleResponse = z.infer<typeof favouriteToggleResponseSchema>;
