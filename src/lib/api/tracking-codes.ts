/**
 * The tracking contract's plain constants (SPEC §3 "Tracking payload", §7 "Tracking",
 * "traffic-manager cookie", "builds/latest.json"): endpoint paths, event categories, field limits
 * and cookie names. Browser code imports them from here so its chunks stay free of zod; the schemas
 * in ./tracking.ts are built from the same values.
 */

/** Endpoint paths below `/api/v2` (SPEC §7: "prefixed /api/v2 unless stated"). */
export const TRACKING_PATHS = {
  /** Any other interaction: contact clicks, partner-advert clicks, generic events. */
  event: '/e',
  /** Page views and profile opens. */
  page: '/p',
  /** Searches. */
  search: '/s',
  /** The click-tracking hand-over of the URL hash's parameters. */
  trafficManager: '/traffic-manager/cookie/',
} as const;

/** Which endpoint a tracking call goes to. */
export type TrackingEndpoint = 'event' | 'page' | 'search';

/** Event categories (`c`), each accepted by one endpoint only. */
export const TRACKING_CATEGORIES = {
  pageView: 'page_view',
  profileOpen: 'profile_open',
  search: 'search',
  contactClick: 'contact_click',
  partnerClick: 'partner_click',
  /** Anything else worth counting (action and label say what). */
  event: 'event',
} as const;

/** A category value. */
export type TrackingCategory = (typeof TRACKING_CATEGORIES)[keyof typeof TRACKING_CATEGORIES];

/** The categories each endpoint accepts. */
export const ENDPOINT_CATEGORIES = {
  event: ['contact_click', 'partner_click', 'event'],
  page: ['page_view', 'profile_open'],
  search: ['search'],
} as const satisfies Record<TrackingEndpoint, readonly TrackingCategory[]>;

/** Every category, in the order the database CHECK lists them. */
export const ALL_TRACKING_CATEGORIES = Object.values(TRACKING_CATEGORIES);

/** Size limits of one call and one event. */
export const TRACKING_LIMITS = {
  /** Events in one call (the browser batches; a longer queue goes in several calls). */
  maxBatch: 25,
  /** Bytes of one request body (413 above it). */
  maxBodyBytes: 16 * 1024,
  /** Characters of `a` (action). */
  action: 64,
  /** Characters of `l` (label). */
  label: 200,
  /** Keys in `atr`. */
  attributeKeys: 20,
  /** Characters of an attribute key. */
  attributeKey: 40,
  /** Characters of a free-form attribute value. */
  attributeValue: 300,
  /** Characters of `atr.path`. */
  path: 500,
  /** Characters of a request id (`atr.searchRequestId`, `atr.homepageResultsId`). */
  requestId: 64,
} as const;

/**
 * Cookies the browser sets (SPEC §3 "device and session tracking ids"): a random id per device
 * (a year) and per visit (a browser session). The server stores them with each event; values are
 * 8 to 64 characters of [A-Za-z0-9_-] (anything else is stored as none).
 */
export const DEVICE_ID_COOKIE = 'lm_did';
export const SESSION_ID_COOKIE = 'lm_sid';

/** What a tracking-id cookie value must look like. */
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The HttpOnly cookie that carries the click id of a traffic-manager click (30 days). */
export const TRAFFIC_MANAGER_COOKIE = 'tm_click';
/** Days the traffic-manager cookie lasts. */
export const TRAFFIC_MANAGER_DAYS = 30;

/** Limits of the traffic-manager hand-over (the URL hash's parameters). */
export const TRAFFIC_MANAGER_LIMITS = {
  /** Parameters in one call. */
  maxParams: 30,
  /** Characters of a parameter name ([A-Za-z0-9_.-]). */
  key: 64,
  /** Characters of a parameter value. */
  value: 500,
  /** Characters of `clickid` and `offerid`. */
  id: 200,
} as const;

/** The hash parameters that must both be present and non-empty (SPEC §5 "Click tracking"). */
export const CLICK_ID_PARAM = 'clickid';
export const OFFER_ID_PARAM = 'offerid';

/** The build manifest the browser polls (site root, `Cache-Control: no-store`). */
export const BUILDS_LATEST_PATH = '/builds/latest.json';
/** Facts of one build: `/builds/meta/{buildId}.json` (never changes once written). */
export const buildMetaPath = (buildId: string) => `/builds/meta/${buildId}.json`;

/** Rebuilds of the site GET /admin/statistics/rebuilds lists (the newest). */
export const SITE_REBUILDS_SHOWN = 20;
