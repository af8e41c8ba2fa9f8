/**
 * Search endpoints (SPEC §7 "Search"): listings and their count, place autocomplete and nearest
 * places, address suggestions, partner adverts.
 */
import { Hono } from 'hono';
import {
  addressesQuerySchema,
  locationQuerySchema,
  partnerParamSchema,
  partnerQuerySchema,
  searchBatchBodySchema,
  searchCountQuerySchema,
  searchQuerySchema,
  type SearchBatchItem,
  type SearchBatchResponse,
} from '../../lib/api/search.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { headerLocale, publicCache } from '../http/locale.ts';
import { fieldErrors, INVALID_MESSAGE, requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import { failed } from '../services/outcome.ts';
import { findPlaces, suggestAddresses } from '../services/places.ts';
import { countSearch, partnerAdvertsFor, runSearch, runSearches } from '../services/search.ts';

export function searchRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/search/escorts', validQuery(searchQuerySchema), async (c) => {
    const result = await runSearch(deps, c.req.valid('query'), headerLocale(c));
    return failed(result) ? failure(c, result) : c.json(result.value);
  });

  // Many searches in one request (the site build pre-renders the first page of every search page).
  // Each query is validated on its own: a bad one gets its 422 item, the others still run.
  app.post('/search/escorts/batch', requireJson, validJson(searchBatchBodySchema), async (c) => {
    const parsed = c.req.valid('json').queries.map((q) => searchQuerySchema.safeParse(q));
    const valid = parsed.flatMap((p) => (p.success ? [p.data] : []));
    const outcomes = (await runSearches(deps, valid, headerLocale(c))).values();
    const invalidItem = (errors: FieldErrors): SearchBatchItem => ({ status: 422, body: { message: INVALID_MESSAGE, errors } });
    const results = parsed.map((p): SearchBatchItem => {
      if (!p.success) return invalidItem(fieldErrors(p.error.issues));
      const o = outcomes.next().value!;
      if (!failed(o)) return { status: 200, body: o.value };
      return invalidItem(o.fail === 'invalid' ? o.errors : {});
    });
    const body: SearchBatchResponse = { results };
    return c.json(body);
  });

  app.get('/search/escorts/count', validQuery(searchCountQuerySchema), async (c) => {
    const result = await countSearch(deps, c.req.valid('query'));
    if (failed(result)) return failure(c, result);
    publicCache(c, 30);
    return c.json({ total: result.value });
  });

  app.get('/search/location', validQuery(locationQuerySchema), async (c) => {
    const results = await findPlaces(deps, c.req.valid('query'));
    publicCache(c, 300);
    return c.json({ results });
  });

  app.get('/search/addresses', validQuery(addressesQuerySchema), (c) => {
    const results = suggestAddresses(deps, c.req.valid('query'));
    publicCache(c, 300);
    return c.json({ results });
  });

  app.get('/search/partner/:partner/:region', validParams(partnerParamSchema), validQuery(partnerQuerySchema), async (c) => {
    const result = await partnerAdvertsFor(deps, c.req.valid('param'), c.req.valid('query'));
    if (!failed(result)) publicCache(c, 60);
    return answer(c, result);
  });

  return app;
}
