/**
 * The tracking contract (SPEC §3 "Tracking payload", §5 "Click tracking", §7 "Tracking",
 * "traffic-manager cookie"): one event object `{ u, ur, c, a, l, v, atr, cou }` or a batch of them
 * per call, the traffic-manager hand-over, and the admin statistics. Constants live in
 * ./tracking-codes.ts (zod-free, for browser code).
 */
import { z } from 'zod';
import { REGION_CODES } from '../../../regions/constants.ts';
import { sitePathSchema, slugSchema } from './common.ts';
import { PARTNERS } from './search.ts';
import {
  ALL_TRACKING_CATEGORIES,
  CLICK_ID_PARAM,
  ENDPOINT_CATEGORIES,
  OFFER_ID_PARAM,
  TRACKING_LIMITS as L,
  TRAFFIC_MANAGER_LIMITS as TM,
  type TrackingEndpoint,
} from './tracking-codes.ts';

export * from './tracking-codes.ts';

const requestIdSchema = z
  .string()
  .min(1)
  .max(L.requestId)
  .regex(/^[A-Za-z0-9_-]+$/, 'a request id is letters, digits, - and _ (a UUID)');

/** A value of an attribute without a schema of its own. */
const freeValueSchema = z.union([z.string().max(L.attributeValue), z.number().finite(), z.boolean(), z.null()]);

/** `atr`: the known attributes typed, a few more free ones allowed (bounded in number and size). */
export const trackingAttributesSchema = z
  .object({
    /** The profile an event is about (profile open, contact click, a profile page's view). */
    profileId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** The search answer the event follows (SPEC §4: taken once by the next page view or profile open). */
    searchRequestId: requestIdSchema.optional(),
    /** The home page's featured listing the event follows. */
    homepageResultsId: requestIdSchema.optional(),
    /** Place slug of a search or page. */
    place: slugSchema.optional(),
    /** Category id (SPEC §3 "Category enumeration") of a search or page. */
    category: z.number().int().positive().max(1000).optional(),
    /** The page's path. */
    path: sitePathSchema.max(L.path).optional(),
    /** The partner of an advert click. */
    partner: z.enum(PARTNERS).optional(),
  })
  .catchall(freeValueSchema)
  .superRefine((atr, ctx) => {
    const keys = Object.keys(atr);
    if (keys.length > L.attributeKeys) ctx.addIssue({ code: 'custom', message: `send at most ${L.attributeKeys} attributes` });
    for (const key of keys)
      if (key.length > L.attributeKey || !/^[A-Za-z][A-Za-z0-9_]*$/.test(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `attribute names are letters, digits and _ (at most ${L.attributeKey})` });
    if (atr.searchRequestId && atr.homepageResultsId)
      ctx.addIssue({ code: 'custom', path: ['homepageResultsId'], message: 'send the search request id or the home page id, not both' });
  });
export type TrackingAttributes = z.infer<typeof trackingAttributesSchema>;

/** Region code of `cou`, case-insensitive. */
const regionSchema = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(REGION_CODES));

/** One event (SPEC §3: user id, role ids, category, action, label, value, attributes, country). */
export const trackingEventSchema = z
  .object({
    /** The user id the page knows (the server takes the signed-in user from the session). */
    u: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
    /** The user's role ids as the page knows them. */
    ur: z.array(z.number().int().min(1).max(99)).max(10).optional(),
    c: z.enum(ALL_TRACKING_CATEGORIES),
    /** What happened; for a page view the page type (home, search, profile, cms, notFound). */
    a: z.string().trim().min(1).max(L.action),
    l: z.string().max(L.label).nullable().optional(),
    v: z.number().finite().nullable().optional(),
    atr: trackingAttributesSchema.optional(),
    /** The region of the edition the page belongs to. */
    cou: regionSchema,
  })
  .superRefine((e, ctx) => {
    const need = (key: 'profileId' | 'partner' | 'path', why: string) => {
      if (e.atr?.[key] === undefined) ctx.addIssue({ code: 'custom', path: ['atr', key], message: why });
    };
    if (e.c === 'profile_open' || e.c === 'contact_click') need('profileId', `a ${e.c} names the profile in atr.profileId`);
    if (e.c === 'partner_click') need('partner', 'a partner_click names the partner in atr.partner');
    if (e.c === 'page_view') need('path', 'a page_view names the page in atr.path');
  });
export type TrackingEvent = z.input<typeof trackingEventSchema>;
export type ParsedTrackingEvent = z.output<typeof trackingEventSchema>;

/** An event of one endpoint's categories. */
function endpointEventSchema(endpoint: TrackingEndpoint) {
  const allowed: readonly string[] = ENDPOINT_CATEGORIES[endpoint];
  return trackingEventSchema.superRefine((e, ctx) => {
    if (!allowed.includes(e.c)) ctx.addIssue({ code: 'custom', path: ['c'], message: `this endpoint takes ${allowed.join(', ')}` });
  });
}

/** The schemas of POST /e, /p and /s: one event, or a batch of 1 to `maxBatch` of them. */
export const trackingBodySchemas = Object.fromEntries(
  (['event', 'page', 'search'] as const).map((endpoint) => {
    const one = endpointEventSchema(endpoint);
    const many = z.array(one).min(1, 'send at least one event').max(L.maxBatch, `send at most ${L.maxBatch} events per call`);
    return [endpoint, { one, many }];
  }),
) as Record<TrackingEndpoint, { one: ReturnType<typeof endpointEventSchema>; many: z.ZodArray<ReturnType<typeof endpointEventSchema>> }>;

/**
 * Parse a call's body to its list of events. A single object and a batch each get their own
 * schema (not a union), so errors name the field: `c` for one event, `3.c` in a batch.
 */
export function parseTrackingBody(endpoint: TrackingEndpoint, body: unknown) {
  const s = trackingBodySchemas[endpoint];
  if (Array.isArray(body)) return s.many.safeParse(body);
  const one = s.one.safeParse(body);
  return one.success ? { success: true as const, data: [one.data] } : one;
}

const paramKey = z
  .string()
  .min(1)
  .max(TM.key)
  .regex(/^[A-Za-z0-9_.-]+$/, `parameter names are letters, digits, _ . - (at most ${TM.key})`);

/** POST /traffic-manager/cookie/: every hash parameter; clickid and offerid both non-empty (SPEC §5). */
export const trafficManagerBodySchema = z.record(paramKey, z.string().max(TM.value)).superRefine((params, ctx) => {
  if (Object.keys(params).length > TM.maxParams) ctx.addIssue({ code: 'custom', message: `send at most ${TM.maxParams} parameters` });
  for (const key of [CLICK_ID_PARAM, OFFER_ID_PARAM]) {
    const value = params[key]?.trim();
    if (!value) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required and must not be empty` });
    else if (value.length > TM.id) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is at most ${TM.id} characters` });
  }
});
export type TrafficManagerBody = z.infer<typeof trafficManagerBodySchema>;

/** GET /admin/statistics query: the days to show, ending today. */
export const statisticsQuerySchema = z.object({ days: z.coerce.number<string | number>().int().min(1).max(366).default(30) });

const count = z.number().int().nonnegative();

/** GET /admin/statistics: searches per day, top places and categories, partner-advert clicks per day. */
export const statisticsSchema = z.object({
  /** The days shown ("YYYY-MM-DD", Europe/Berlin), oldest first; every per-day list is aligned with it. */
  days: z.array(z.string()),
  searches: z.object({ total: count, perDay: z.array(count) }),
  /** Most searched places (region and slug), most first. */
  topPlaces: z.array(z.object({ region: z.enum(REGION_CODES), place: z.string(), searches: count })),
  /** Most searched categories (SPEC §3 category ids), most first. */
  topCategories: z.array(z.object({ categoryId: z.number().int(), searches: count })),
  /** Partner-advert clicks per partner. */
  partners: z.array(z.object({ partner: z.enum(PARTNERS), total: count, perDay: z.array(count) })),
});
export type Statistics = z.infer<typeof statisticsSchema>;
export const statisticsResponseSchema = z.object({ results: statisticsSchema });

/** One background rebuild of the static site: what its build report said it rendered, and why. */
export const siteRebuildSchema = z.object({
  id: z.number().int(),
  /** The build folder's name. */
  buildId: z.string(),
  /** ISO instants. */
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(['done', 'failed']),
  /** The build report's reason ("data changed", "first build" …); null without a report. */
  reason: z.string().nullable(),
  pages: count.nullable(),
  rendered: count.nullable(),
  kept: count.nullable(),
  /** Pages whose key changed, by page kind; null without a report. */
  changedKeys: z.record(z.string(), count).nullable(),
  /** Measured by the job, to a tenth. */
  seconds: z.number().nonnegative().nullable(),
  /** The first 500 characters of a failure's message. */
  error: z.string().nullable(),
  jobId: z.number().int().nullable(),
});
export type SiteRebuild = z.infer<typeof siteRebuildSchema>;

/** GET /admin/statistics/rebuilds: the last `SITE_REBUILDS_SHOWN` rebuilds, newest first. */
export const siteRebuildsResponseSchema = z.object({ results: z.array(siteRebuildSchema) });
