/**
 * Saved searches (SPEC §1 "save searches"): a punter keeps up to SAVED_SEARCH_LIMIT searches
 * (VIP: SAVED_SEARCH_LIMIT_VIP), each a search page (region, category, place) with its filters as
 * the search codec's canonical query string, and gets at most one e-mail a day about new matches.
 * `GET|POST /users/saved-searches`, `PATCH|DELETE /users/saved-searches/{id}`.
 */
import { z } from 'zod';
import { idSchema, regionCodeSchema, sitePathSchema, slugSchema } from './common.ts';
import { SAVED_SEARCH_NAME_MAX } from './tip-codes.ts';
export { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_VIP, SAVED_SEARCH_NAME_MAX } from './tip-codes.ts';

const nameSchema = z
  .string()
  .trim()
  .min(1, 'give the search a name')
  .max(SAVED_SEARCH_NAME_MAX, `at most ${SAVED_SEARCH_NAME_MAX} characters`);

/** `POST /users/saved-searches`: save the current search. */
export const savedSearchBodySchema = z
  .object({
    name: nameSchema,
    region: regionCodeSchema,
    categoryId: idSchema,
    place: slugSchema.optional(),
    /** The search page's site path as the browser shows it (region prefix included, no query). */
    path: sitePathSchema.refine((p) => !/[?#]/.test(p), 'send the path without query or hash'),
    /** The filters as a query string (the server keeps the search codec's canonical form). */
    query: z.string().max(2000).default(''),
  })
  .strict();
export type SavedSearchBody = z.input<typeof savedSearchBodySchema>;

/** `PATCH /users/saved-searches/{id}`: rename, or switch the alert e-mails. */
export const savedSearchPatchSchema = z
  .object({ name: nameSchema.optional(), alerts: z.boolean().optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.alerts !== undefined, 'send a name or alerts');
export type SavedSearchPatch = z.input<typeof savedSearchPatchSchema>;

/** `…/saved-searches/{id}` path parameter. */
export const savedSearchParamSchema = z.object({ id: idSchema });

/** A saved search. */
export const savedSearchSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  region: regionCodeSchema,
  categoryId: z.number().int().positive(),
  place: z.string().nullable(),
  path: z.string(),
  /** The canonical filter query, without "?" ("" for none). */
  query: z.string(),
  /** Path and query: where "open" leads. */
  href: z.string(),
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `GET /users/saved-searches` answer: the searches, oldest first, and how many the punter may keep. */
export const savedSearchesResponseSchema = z.object({ results: z.array(savedSearchSchema), limit: z.number().int().positive() });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;
export const savedSearchResponseSchema = z.object({ results: savedSearchSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;
