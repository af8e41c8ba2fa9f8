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
  type SearchBatchResponse,
} from '../../lib/api/search.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { headerLocale, publicCache } from '../http/locale.ts';
import { requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import { failed } from '../services/outcome.ts';
import { findPlaces, suggestAddresses } from '../services/places.ts';
import { countSearch, partnerAdvertsFor, runSearch, runSearchBatch } from '../services/search.ts';

export function searchRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/search/escorts', validQuery(searchQuerySchema), async (c) => {
    const result = await runSearch(deps, c.req.valid('query'), headerLocale(c));
    return failed(result) ? failure(c, result) : c.json(result.value);
  });

  // Many searches in one request (the site build pre-renders the first page of every search page).
  app.post('/search/escorts/batch', requireJson, validJson(searchBatchBodySchema), async (c) => {
    const body: SearchBatchResponse = { results: await runSearchBatch(deps, c.req.valid('json').queries, headerLocale(c)) };
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
