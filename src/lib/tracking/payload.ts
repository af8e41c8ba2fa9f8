/**
 * The tracking payload (SPEC §3): user id, role ids, category, action, label, value, attributes and
 * country, sent as `u, ur, c, a, l, v, atr, cou`; and which endpoint takes which category (SPEC §7).
 */
import type { RegionCode } from '../../../regions/constants.ts';
import type { TrackingEvent } from '../api/tracking.ts';
import { ENDPOINT_CATEGORIES, TRACKING_LIMITS as L, type TrackingCategory, type TrackingEndpoint } from '../api/tracking-codes.ts';
import type { User } from '../api/users.ts';

/** An event before the sender is known. */
export interface EventInput {
  c: TrackingCategory;
  a: string;
  l?: string | null;
  v?: number | null;
  atr?: Record<string, string | number | boolean | null | undefined>;
}

/** Who sends: the signed-in user as far as the page knows (none while unknown) and the edition. */
export interface Sender {
  user: Pick<User, 'id' | 'roles'> | null;
  region: RegionCode;
}

/** The endpoint of a category: /p for page views and profile opens, /s for searches, /e for the rest. */
export function endpointOf(c: TrackingCategory): TrackingEndpoint {
  for (const endpoint of ['page', 'search'] as const) if ((ENDPOINT_CATEGORIES[endpoint] as readonly string[]).includes(c)) return endpoint;
  return 'event';
}

/** The attribute each category cannot go without (the server refuses the whole call otherwise). */
const REQUIRED: Partial<Record<TrackingCategory, string>> = {
  page_view: 'path',
  profile_open: 'profileId',
  contact_click: 'profileId',
  partner_click: 'partner',
};

/**
 * Build the event: action and label cut to their limits, empty attributes left out. Undefined
 * when an attribute the category needs is missing, so one bad event never costs a whole batch.
 */
export function buildEvent(input: EventInput, sender: Sender): TrackingEvent | undefined {
  const atr: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(input.atr ?? {})) if (value !== undefined && value !== '') atr[key] = value;
  if (typeof atr.path === 'string') atr.path = atr.path.slice(0, L.path);
  const required = REQUIRED[input.c];
  if (required && atr[required] === undefined) return undefined;
  const event: TrackingEvent = {
    u: sender.user?.id ?? null,
    ur: sender.user?.roles.map((r) => r.id) ?? [],
    c: input.c,
    a: input.a.trim().slice(0, L.action) || input.c,
    cou: sender.region,
  };
  if (input.l != null) event.l = input.l.slice(0, L.label);
  if (input.v != null && Number.isFinite(input.v)) event.v = input.v;
  if (Object.keys(atr).length) event.atr = atr;
  return event;
}
