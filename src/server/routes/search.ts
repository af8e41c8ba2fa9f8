/**
 * Search endpoints (SPEC §7 "Search"): listings and their count, place autocomplete and nearest
 * places, address suggestions, partner adverts. Listing searches and counts the server computes
 * cost a budget per client address (answers the search cache holds cost none; the site build and
 * other requests from this machine are excepted); the batch search
 * serves the site build only. The anonymous reads are cacheable (http/cache.ts): public for a few
 * seconds with an entity tag, `private, no-store` for a request with a session.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  addressesQuerySchema,
  locationQuerySchema,
  pageKeyQuerySchema,
  pageKeysBodySchema,
  partnerParamSchema,
  partnerQuerySchema,
  searchBatchBodySchema,
  searchCountQuerySchema,
  searchQuerySchema,
  type SearchBatchItem,
  type SearchBatchResponse,
  type PageKeysResponse,
} from '../../lib/api/search.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { failure } from '../http/answer.ts';
import { CACHE_POLICIES, cacheableJson } from '../http/cache.ts';
import { isBuildRequest } from '../http/demo-access.ts';
import { headerLocale } from '../http/locale.ts';
import { fieldErrors, INVALID_MESSAGE, requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import { REQUEST_LIMITS } from '../services/limits.ts';
import { failed, tooMany } from '../services/outcome.ts';
import { findPlaces, suggestAddresses } from '../services/places.ts';
import { buildPageKeys } from '../services/build-keys.ts';
import { countSearch, partnerAdvertsFor, runSearch, runSearches, type AdmitComputation } from '../services/search.ts';

/** The answer to a batch search that does not come from the site build. */
export const BATCH_REFUSED = 'The batch search serves the site build only: search one page at a time.';

/** The answer to a client over its search budget. */
export const SEARCH_BUDGET_SPENT = 'Too many searches from your address: wait a few seconds.';

export function searchRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });
  const fromBuild = (c: Context<AppEnv>) => isBuildRequest(c, deps.buildToken);
  /**
   * A search a visitor's request makes the server compute spends one unit of their address's
   * budget; an answer the search cache holds spends none (services/search.ts).
   */
  const budget =
    (c: Context<AppEnv>): AdmitComputation =>
    async () => {
      if (fromBuild(c)) return undefined;
      const r = await accounts.limiter.hit(REQUEST_LIMITS.searchPerAddress, accounts.clientAddress(c));
      return r.ok ? undefined : tooMany(r.retryAfter, SEARCH_BUDGET_SPENT);
    };
  const buildOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!fromBuild(c)) return c.json({ message: BATCH_REFUSED }, 403);
    await next();
  };

  app.get('/search/escorts', validQuery(searchQuerySchema), async (c) => {
    const result = await runSearch(deps, c.req.valid('query'), headerLocale(c), budget(c));
    return failed(result) ? failure(c, result) : cacheableJson(c, result.value, CACHE_POLICIES.listings);
  });

  // Many searches in one request (the site build pre-renders the first page of every search page):
  // up to SEARCH_BATCH_MAX, for the build only (this machine or BUILD_API_TOKEN). Each query is
  // validated on its own: a bad one gets its 422 item, the others still run.
  app.post('/search/escorts/batch', buildOnly, requireJson, validJson(searchBatchBodySchema), async (c) => {
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

  // The keys of search pages' listings (the site build renders again only pages whose key changed).
  app.post('/build/page-keys', buildOnly, requireJson, validJson(pageKeysBodySchema), async (c) => {
    const parsed = c.req.valid('json').queries.map((q) => pageKeyQuerySchema.safeParse(q));
    const answered = await buildPageKeys(
      deps,
      parsed.flatMap((p) => (p.success ? [p.data] : [])),
    );
    const keys = answered.results.values();
    const body: PageKeysResponse = { day: answered.day, results: parsed.map((p) => (p.success ? keys.next().value! : null)) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.get('/search/escorts/count', validQuery(searchCountQuerySchema), async (c) => {
    const result = await countSearch(deps, c.req.valid('query'), budget(c));
    return failed(result) ? failure(c, result) : cacheableJson(c, { total: result.value }, CACHE_POLICIES.count);
  });

  app.get('/search/location', validQuery(locationQuerySchema), async (c) => {
    return cacheableJson(c, { results: await findPlaces(deps, c.req.valid('query')) }, CACHE_POLICIES.places);
  });

  app.get('/search/addresses', validQuery(addressesQuerySchema), (c) => {
    return cacheableJson(c, { results: suggestAddresses(deps, c.req.valid('query')) }, CACHE_POLICIES.places);
  });

  app.get('/search/partner/:partner/:region', validParams(partnerParamSchema), validQuery(partnerQuerySchema), async (c) => {
    const result = await partnerAdvertsFor(deps, c.req.valid('param'), c.req.valid('query'));
    return failed(result) ? failure(c, result) : cacheableJson(c, { results: result.value }, CACHE_POLICIES.adverts);
  });

  return app;
}
