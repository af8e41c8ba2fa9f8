/**
 * Search endpoints (SPEC §7 "Search"): listings and their count, place autocomplete and nearest
 * places, address suggestions, partner adverts.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import {
  addressesQuerySchema,
  locationQuerySchema,
  partnerParamSchema,
  partnerQuerySchema,
  searchCountQuerySchema,
  searchBatchBodySchema,
  searchQuerySchema,
  type Address,
  type PartnerAdvert,
  type PlaceSummary,
  type SearchBatchItem,
  type SearchBatchResponse,
  type SearchParams,
  type SearchResponse,
} from '../../lib/api/search.ts';
import type { Locale } from '../../../regions/schema.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { loadCards } from '../db/queries/cards.ts';
import { countListings, listingsAt, pageOfListings, resolveSearch, SearchInputError } from '../db/queries/search.ts';
import { foldName, type PlaceIndex, type PlaceRow } from '../db/places.ts';
import type { DB } from '../db/types.ts';
import { advertImageUrl } from '../media/urls.ts';
import { headerLocale, publicCache } from '../http/locale.ts';
import { fieldErrors, INVALID_MESSAGE, requireJson, unprocessable, validJson, validParams, validQuery } from '../http/validate.ts';
import { isoDay } from '../time.ts';

/** A place as the API shows it, with its listing count. */
export async function placeSummary(
  db: Kysely<DB>,
  places: PlaceIndex,
  p: PlaceRow,
  distanceKm: number | null = null,
): Promise<PlaceSummary> {
  const state = places.byId(p.stateId) ?? p;
  const city = p.parentId ? places.byId(p.parentId) : undefined;
  return {
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    state: { slug: state.slug, name: state.name },
    city: city ? { slug: city.slug, name: city.name } : null,
    lat: p.lat,
    lon: p.lon,
    population: p.population,
    listings: await listingsAt(db, p),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}

/** Split "Hauptstraße 5, 50667 Köln" into the street, the postcode and the place part. */
export function parseAddress(q: string): { street: string | null; postcode: string | null; placeQueries: string[] } {
  const parts = q
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const postcodeRe = /\b(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/i;
  let postcode: string | null = null;
  const cleaned = parts.map((part) => {
    const m = postcodeRe.exec(part);
    if (m && !postcode) postcode = (m[1] as string).toUpperCase();
    return part.replace(postcodeRe, '').trim();
  });
  if (cleaned.length === 1) {
    // "Hauptstraße 5 Köln" without commas: the last word is the best place guess.
    const words = (cleaned[0] as string).split(/\s+/).filter(Boolean);
    if (/\d/.test(cleaned[0] as string) && words.length > 1) {
      const place = words[words.length - 1] as string;
      return { street: words.slice(0, -1).join(' '), postcode, placeQueries: [place] };
    }
    return { street: null, postcode, placeQueries: [cleaned[0] as string].filter(Boolean) };
  }
  const placeQueries = [...cleaned].reverse().filter(Boolean);
  return { street: cleaned[0] || null, postcode, placeQueries };
}

export function searchRoutes(deps: AppDeps) {
  const { db, places, regions, clock } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  /** One listing search: the page of cards, or the field and message of a 422. */
  async function runSearch(q: SearchParams, locale: Locale | undefined): Promise<SearchResponse | SearchInputError> {
    const region = regions[q.region];
    const now = clock.now();
    const today = isoDay(now);
    let resolved;
    try {
      resolved = resolveSearch(region, places, q, today);
    } catch (err) {
      if (err instanceof SearchInputError) return err;
      throw err;
    }
    const rows = await pageOfListings(db, resolved, q.sort, q.page, q.per_page);
    // A short page tells the total without counting (a short first page even when it is empty).
    const short = rows.length < q.per_page && (rows.length > 0 || q.page === 1);
    const total = short ? (q.page - 1) * q.per_page + rows.length : await countListings(db, resolved);
    // Distances from a state's centre mean nothing to a visitor: cards show them from a point or a town.
    const point = resolved.place?.kind === 'state' && q.lat === undefined ? undefined : resolved.point;
    const results = await loadCards(
      db,
      rows.map((r) => r.id),
      { regions, places, locale: locale ?? region.defaultLocale, today, now, preferredServices: resolved.serviceIds, point },
    );
    return { results, total, page: q.page, perPage: q.per_page, searchRequestId: randomUUID() };
  }

  app.get('/search/escorts', validQuery(searchQuerySchema), async (c) => {
    const result = await runSearch(c.req.valid('query'), headerLocale(c));
    if (result instanceof SearchInputError) return unprocessable(c, { [result.field]: [result.message] });
    return c.json(result);
  });

  // Many searches in one request (the site build pre-renders the first page of every search page).
  app.post('/search/escorts/batch', requireJson, validJson(searchBatchBodySchema), async (c) => {
    const { queries } = c.req.valid('json');
    const locale = headerLocale(c);
    const results: SearchBatchItem[] = [];
    for (const query of queries) {
      const parsed = searchQuerySchema.safeParse(query);
      if (!parsed.success) {
        results.push({ status: 422, body: { message: INVALID_MESSAGE, errors: fieldErrors(parsed.error.issues) } });
        continue;
      }
      const result = await runSearch(parsed.data, locale);
      results.push(
        result instanceof SearchInputError
          ? { status: 422, body: { message: INVALID_MESSAGE, errors: { [result.field]: [result.message] } } }
          : { status: 200, body: result },
      );
    }
    const body: SearchBatchResponse = { results };
    return c.json(body);
  });

  app.get('/search/escorts/count', validQuery(searchCountQuerySchema), async (c) => {
    const q = c.req.valid('query');
    try {
      const resolved = resolveSearch(regions[q.region], places, q, isoDay(clock.now()));
      const total = await countListings(db, resolved);
      publicCache(c, 30);
      return c.json({ total });
    } catch (err) {
      if (err instanceof SearchInputError) return unprocessable(c, { [err.field]: [err.message] });
      throw err;
    }
  });

  app.get('/search/location', validQuery(locationQuerySchema), async (c) => {
    const q = c.req.valid('query');
    let found: { place: PlaceRow; km: number | null }[];
    if (q.q !== undefined) {
      found = places.autocomplete(q.region, q.q, q.limit, q.kind).map((place) => ({ place, km: null }));
    } else {
      found = places.nearest(q.region, q.lat as number, q.lon as number, q.limit, (p) => !q.kind || p.kind === q.kind);
    }
    const results = await Promise.all(found.map((f) => placeSummary(db, places, f.place, f.km)));
    publicCache(c, 300);
    return c.json({ results });
  });

  app.get('/search/addresses', validQuery(addressesQuerySchema), (c) => {
    const q = c.req.valid('query');
    const { street, postcode, placeQueries } = parseAddress(q.q);
    const seen = new Set<number>();
    const results: Address[] = [];
    for (const pq of placeQueries) {
      if (!foldName(pq)) continue;
      const candidates = [
        ...places.autocomplete(q.region, pq, q.limit, 'district'),
        ...places.autocomplete(q.region, pq, q.limit, 'place'),
        ...places.autocomplete(q.region, pq, q.limit, 'state'),
      ].sort((a, b) => b.population - a.population);
      for (const p of candidates) {
        if (seen.has(p.id) || results.length >= q.limit) continue;
        seen.add(p.id);
        const state = places.byId(p.stateId) ?? p;
        const city = p.parentId ? (places.byId(p.parentId) ?? p) : p;
        const suburb = city.id === p.id ? null : p.name;
        const region = regions[q.region];
        results.push({
          label: [street, suburb, [postcode, city.name].filter(Boolean).join(' '), state.id === city.id ? null : state.name]
            .filter(Boolean)
            .join(', '),
          street,
          postcode,
          city: city.name,
          suburb,
          state: state.name,
          country: region.isoCountry,
          lat: p.lat,
          lon: p.lon,
          placeSlug: p.slug,
          areaId: p.id,
          osmId: null,
        });
      }
      if (results.length) break;
    }
    publicCache(c, 300);
    return c.json({ results });
  });

  app.get('/search/partner/:partner/:region', validParams(partnerParamSchema), validQuery(partnerQuerySchema), async (c) => {
    const { partner, region } = c.req.valid('param');
    const q = c.req.valid('query');
    const place = q.place ? places.bySlug(region, q.place) : undefined;
    if (q.place && !place) return unprocessable(c, { place: [`no place "${q.place}" in region ${region}`] });
    const rows = await db
      .selectFrom('partner_adverts')
      .select(['id', 'partner', 'title', 'subtitle', 'target_url', 'is_live'])
      .where('partner', '=', partner)
      .where('region', '=', region)
      .where('active', '=', 1)
      .orderBy(sql`CASE WHEN place_id = ${place?.id ?? -1} THEN 0 WHEN place_id IS NULL THEN 1 ELSE 2 END`)
      .orderBy('is_live', 'desc')
      .orderBy('weight', 'desc')
      .orderBy('id')
      .limit(q.limit)
      .execute();
    const results: PartnerAdvert[] = rows.map((r) => ({
      id: r.id,
      partner: r.partner,
      title: r.title,
      subtitle: r.subtitle,
      image: { url: advertImageUrl(r.id), width: 600, height: 800 },
      url: r.target_url,
      isLive: r.is_live === 1,
    }));
    publicCache(c, 60);
    return c.json({ results });
  });

  return app;
}
