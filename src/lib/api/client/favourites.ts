/** Favourites calls (SPEC §7) without the schema library; types from ../favourites.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { FavouriteToggleResponse, FavouritesResponse } from '../favourites.ts';

/** The signed-in punter's favourite profiles. */
export function getFavourites(opts?: RequestOptions): Promise<ApiResult<FavouritesResponse>> {
  return request('GET', '/users/favorite-profiles/', opts);
}

/** Add the profile to the punter's favourites, or remove it when it is one already. */
export function toggleFavourite(profileId: number, opts?: RequestOptions): Promise<ApiResult<FavouriteToggleResponse>> {
  // An empty JSON body: the API takes writes as JSON only.
  return request('POST', `/users/favorite-profiles/${profileId}`, { body: {}, ...opts });
}
