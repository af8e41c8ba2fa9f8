/** Saved-search calls (SPEC §1) without the schema library; types from ../saved-searches.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { SavedSearchBody, SavedSearchPatch, SavedSearchResponse, SavedSearchesResponse } from '../saved-searches.ts';

/** The punter's saved searches and how many they may keep. */
export function getSavedSearches(opts?: RequestOptions): Promise<ApiResult<SavedSearchesResponse>> {
  return request('GET', '/users/saved-searches', opts);
}

/** Save a search (the same search again answers with the saved one). */
export function saveSearch(body: SavedSearchBody, opts?: RequestOptions): Promise<ApiResult<SavedSearchResponse>> {
  return request('POST', '/users/saved-searches', { body, ...opts });
}

/** Rename a saved search or switch its alert e-mails. */
export function changeSavedSearch(id: number, body: SavedSearchPatch, opts?: RequestOptions): Promise<ApiResult<SavedSearchResponse>> {
  return request('PATCH', `/users/saved-searches/${id}`, { body, ...opts });
}

/** Delete a saved search. */
export function deleteSavedSearch(id: number, opts?: RequestOptions): Promise<ApiResult<{ results: { id: number } }>> {
  // An empty JSON body: the API takes writes as JSON only.
  return request('DELETE', `/users/saved-searches/${id}`, { body: {}, ...opts });
}
