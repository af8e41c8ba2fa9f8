/**
 * Search (SPEC §7 "Search", §3 category filters): listings, their count, place autocomplete,
 * address suggestions, partner adverts and the home page's featured profiles.
 */
import { z } from 'zod';
import {
  imageSchema,
  numeric,
  pageQuerySchema,
  profileCardSchema,
  queryList,
  regionCodeSchema,
  slugSchema,
  sitePathSchema,
  validationErrorBodySchema,
} from './common.ts';
import {
  DEFAULT_SORT,
  FILTER_NAMES,
  SEARCH_FILTERS,
  SORTS,
  type FilterDef,
  type FilterInput,
  type FilterName,
  type FilterValue,
} from './search-filters.ts';

export { SORTS };

const binary = numeric()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));
const latitude = numeric().min(-90).max(90);
const longitude = numeric().min(-180).max(180);

/** The schema of one visitor filter of the list. */
function filterSchema(def: FilterDef): z.ZodType {
  switch (def.kind) {
    case 'one':
      return z.enum(def.values);
    case 'many':
      return queryList(z.enum(def.values), def.max);
    case 'int':
      return numeric().int().min(def.min, def.minMessage).max(def.max);
    case 'ids':
      return queryList(numeric().int().positive().max(def.max), def.maxItems);
    case 'flag':
      return binary;
  }
}

/** The visitor filters, each optional, typed by the list. */
type VisitorFilterShape = {
  [K in FilterName]: z.ZodOptional<z.ZodType<FilterValue<(typeof SEARCH_FILTERS)[K]>, FilterInput<(typeof SEARCH_FILTERS)[K]>>>;
};
const visitorFilterShape = Object.fromEntries(
  FILTER_NAMES.map((name) => [name, filterSchema(SEARCH_FILTERS[name]).optional()]),
) as VisitorFilterShape;

/** Filters shared by the listing and its count: the page's scope, then the visitor's filters. */
const filterShape = {
  region: regionCodeSchema,
  /** Category id (7) or url ("/escort/trans/") of the region's table; the region default when absent. */
  category: z.union([numeric().int().positive(), sitePathSchema]).optional(),
  /** Place slug; a town includes its districts, a state all its places. */
  place: slugSchema.optional(),
  /** 1: only escorts who work on their own, linked to no venue or agency (the UK independent pages). */
  independent: binary.optional(),
  lat: latitude.optional(),
  lon: longitude.optional(),
  /** Radius around lat/lon (default 50 km) or around the place (only with radius_km). */
  radius_km: numeric().positive().max(500).optional(),
  ...visitorFilterShape,
};

type RangeInput = { lat?: number; lon?: number; age_min?: number; age_max?: number };

function checkFilters(q: RangeInput, ctx: z.RefinementCtx): void {
  if ((q.lat === undefined) !== (q.lon === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lon'], message: 'send lat and lon together' });
  }
  if (q.age_min !== undefined && q.age_max !== undefined && q.age_min > q.age_max) {
    ctx.addIssue({ code: 'custom', path: ['age_max'], message: 'age_max must not be below age_min' });
  }
}

/** GET /search/escorts/count query. */
export const searchCountQuerySchema = z.object(filterShape).superRefine(checkFilters);
export type SearchCountQuery = z.input<typeof searchCountQuerySchema>;
export type SearchFilters = z.output<typeof searchCountQuerySchema>;

/** GET /search/escorts query. */
export const searchQuerySchema = z
  .object({
    ...filterShape,
    ...pageQuerySchema.shape,
    sort: z.enum(SORTS).default(DEFAULT_SORT),
  })
  .superRefine((q, ctx) => {
    checkFilters(q, ctx);
    if (q.sort === 'distance' && q.lat === undefined && q.place === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort by distance needs lat/lon or a place' });
    }
  });
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchParams = z.output<typeof searchQuerySchema>;

/** GET /search/escorts answer. */
export const searchResponseSchema = z.object({
  results: z.array(profileCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  // No request id: the same search gets the same answer (caches share it); the search store makes
  // the id tracking attaches to the next page view (SPEC §4) for each search it runs.
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Most searches one batch request may carry. */
export const SEARCH_BATCH_MAX = 100;

/**
 * POST /search/escorts/batch body: several listing queries (each validated on its own, so one bad
 * query answers 422 in its slot without failing the others).
 */
export const searchBatchBodySchema = z.object({
  queries: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, 'send at least one query')
    .max(SEARCH_BATCH_MAX, `send at most ${SEARCH_BATCH_MAX} queries`),
});
export type SearchBatchBody = { queries: SearchQuery[] };

/** One answer of a batch, in the order of the queries. */
export const searchBatchItemSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(200), body: searchResponseSchema }),
  z.object({ status: z.literal(422), body: validationErrorBodySchema }),
]);
export type SearchBatchItem = z.infer<typeof searchBatchItemSchema>;

/** POST /search/escorts/batch answer. */
export const searchBatchResponseSchema = z.object({ results: z.array(searchBatchItemSchema) });
export type SearchBatchResponse = z.infer<typeof searchBatchResponseSchema>;

/**
 * One query of POST /build/page-keys: a search page's scope only (region, category, place,
 * independence); the page size is accepted and ignored, any visitor filter is refused.
 */
export const pageKeyQuerySchema = z
  .object({
    region: filterShape.region,
    category: filterShape.category,
    place: filterShape.place,
    independent: filterShape.independent,
    per_page: z.unknown().optional(),
  })
  .strict();
export type PageKeyQuery = z.output<typeof pageKeyQuerySchema>;

/** Search pages a POST /build/page-keys request asks about at most. */
export const PAGE_KEYS_MAX = 2_000;

/**
 * POST /build/page-keys body (the site build only): the first-page queries of search pages, each
 * validated on its own like the batch search.
 */
export const pageKeysBodySchema = z.object({
  queries: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, 'send at least one query')
    .max(PAGE_KEYS_MAX, `send at most ${PAGE_KEYS_MAX} queries`),
});
export type PageKeysBody = { queries: SearchQuery[] };

/**
 * The key of each query's listings, in the order of the queries (null for a query the API refused):
 * `total` as the search answers it, `key` changing whenever a card of its results (any page) does,
 * a card turns a year older or loses its "new" badge. `day` is the server's date the keys hold for.
 */
export const pageKeysResponseSchema = z.object({
  day: z.string(),
  results: z.array(z.object({ total: z.number().int().nonnegative(), key: z.string() }).nullable()),
});
export type PageKeysResponse = z.infer<typeof pageKeysResponseSchema>;

/** GET /search/escorts/count answer. */
export const searchCountResponseSchema = z.object({ total: z.number().int().nonnegative() });
export type SearchCountResponse = z.infer<typeof searchCountResponseSchema>;

/** Kinds of place: states/provinces, towns, and districts of big cities. */
export const PLACE_KINDS = ['state', 'place', 'district'] as const;

/** A place as autocomplete and location data show it. */
export const placeSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  state: z.object({ slug: z.string(), name: z.string() }),
  /** The city a district belongs to; null for towns and states. */
  city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  lat: z.number(),
  lon: z.number(),
  population: z.number().int().nonnegative(),
  /** Published listings at the place (a town: with its districts; a state: in all its places). */
  listings: z.number().int().nonnegative(),
  /** Kilometres from the point asked about (nearest-place lookups only). */
  distanceKm: z.number().nonnegative().nullable(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

/** GET /search/location/: autocomplete by name (`q`) or nearest places to a point (lat/lon). */
export const locationQuerySchema = z
  .object({
    region: regionCodeSchema,
    q: z.string().trim().min(1).max(80).optional(),
    lat: latitude.optional(),
    lon: longitude.optional(),
    kind: z.enum(PLACE_KINDS).optional(),
    limit: numeric().int().min(1).max(20).default(10),
  })
  .superRefine((q, ctx) => {
    const point = q.lat !== undefined || q.lon !== undefined;
    if (q.q === undefined && !point) ctx.addIssue({ code: 'custom', path: ['q'], message: 'send q, or lat and lon' });
    if (q.q !== undefined && point) ctx.addIssue({ code: 'custom', path: ['q'], message: 'send q or lat/lon, not both' });
    if (point && (q.lat === undefined || q.lon === undefined))
      ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lon'], message: 'send lat and lon together' });
  });
export type LocationQuery = z.input<typeof locationQuerySchema>;
export const locationResponseSchema = z.object({ results: z.array(placeSummarySchema) });
export type LocationResponse = z.infer<typeof locationResponseSchema>;

/** GET /search/addresses/: address suggestions for the onboarding location form. */
export const addressesQuerySchema = z.object({
  region: regionCodeSchema,
  q: z.string().trim().min(2).max(160),
  limit: numeric().int().min(1).max(10).default(5),
});
export type AddressesQuery = z.input<typeof addressesQuerySchema>;

/**
 * An address suggestion. The reference server resolves to places (no street-level geocoder): the
 * street part of the query is echoed back so the form can keep it.
 */
export const addressSchema = z.object({
  label: z.string(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string(),
  suburb: z.string().nullable(),
  state: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  placeSlug: z.string(),
  /** Place id (the "area id" of the onboarding form). */
  areaId: z.number().int(),
  osmId: z.number().int().nullable(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.object({ results: z.array(addressSchema) });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

/** Partners whose adverts appear in results (SPEC §7). */
export const PARTNERS = ['solad', 'strip-chat', 'susi-live'] as const;
export type Partner = (typeof PARTNERS)[number];

/** GET /search/partner/{partner}/{region}/ path and query. */
export const partnerParamSchema = z.object({ partner: z.enum(PARTNERS), region: regionCodeSchema });
export const partnerQuerySchema = z.object({
  place: slugSchema.optional(),
  limit: numeric().int().min(1).max(12).default(4),
});
export type PartnerQuery = z.input<typeof partnerQuerySchema>;

/** A partner advert: always marked as an advert and opened in a new tab. */
export const partnerAdvertSchema = z.object({
  id: z.number().int(),
  partner: z.enum(PARTNERS),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: imageSchema,
  /** Absolute https URL carrying utm_source and utm_medium=referral (SPEC §9). */
  url: z.url(),
  /** Live-cam adverts: the performer is online now. */
  isLive: z.boolean(),
});
export type PartnerAdvert = z.infer<typeof partnerAdvertSchema>;
export const partnerResponseSchema = z.object({ results: z.array(partnerAdvertSchema) });
export type PartnerResponse = z.infer<typeof partnerResponseSchema>;

/** GET /featured-profiles query. */
export const featuredQuerySchema = z.object({
  region: regionCodeSchema,
  limit: numeric().int().min(1).max(24).default(12),
});
export type FeaturedQuery = z.input<typeof featuredQuerySchema>;

/** GET /featured-profiles answer (SPEC §3 "Featured profiles response"). */
export const featuredResponseSchema = z.object({
  results: z.array(profileCardSchema),
  /** Opaque id of this home listing; tracking attaches it to the next page view (SPEC §4). */
  homepageResultsId: z.string(),
});
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;
