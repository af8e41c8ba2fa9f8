/**
 * The `/api/v2` contract (SPEC §7): zod schemas of every request and response, and the typed
 * client functions the islands call. One module per endpoint group.
 */
export * from './http.ts';
export * from './common.ts';
export * from './form-errors.ts';
export * from './features.ts';
export * from './search.ts';
export * from './seo.ts';
export * from './profiles.ts';
export * from './reviews.ts';
export * from './favourites.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './admin.ts';
