/**
 * Turning validated tracking events into stored rows: who sent them comes from the request (the
 * session's user, the device and session id cookies, the Referer header), never from the payload;
 * the `u` a page sent is kept only when it differs from the session's user (a page that has not
 * noticed a sign-in or sign-out), and counts for nothing. Only the events ./admission.ts admits
 * are stored (caps, existing references, profile opens and partner clicks counted once an hour).
 */
import type { Insertable } from 'kysely';
import type { ParsedTrackingEvent, TrackingEndpoint } from '../../lib/api/tracking.ts';
import { TRACKING_ID_PATTERN } from '../../lib/api/tracking-codes.ts';
import type { SessionUser } from '../context.ts';
import { insertTrackingEvents } from '../db/queries/tracking-events.ts';
import type { TrackingEventsTable, TrackingKind } from '../db/types.ts';
import { isoDay } from '../time.ts';
import { admitEvents, type AdmissionDeps, type TrackingOrigin } from './admission.ts';

/** What the request tells about the sender. */
export interface TrackingSender {
  user: SessionUser | null;
  deviceId: string | undefined;
  sessionId: string | undefined;
  referrer: string | undefined;
}

const KIND: Record<TrackingEndpoint, TrackingKind> = { event: 'e', page: 'p', search: 's' };

/** A tracking-id cookie value, or null when it is missing or malformed. */
export function trackingId(raw: string | undefined): string | null {
  return raw !== undefined && TRACKING_ID_PATTERN.test(raw) ? raw : null;
}

/** The stored row of one event. */
export function eventRow(
  endpoint: TrackingEndpoint,
  e: ParsedTrackingEvent,
  from: TrackingSender,
  day: string,
): Insertable<TrackingEventsTable> {
  const atr = e.atr ?? {};
  const userId = from.user?.id ?? null;
  return {
    kind: KIND[endpoint],
    category: e.c,
    action: e.a,
    label: e.l ?? null,
    value: e.v ?? null,
    attributes: JSON.stringify(atr),
    region: e.cou,
    profile_id: atr.profileId ?? null,
    place: atr.place ?? null,
    category_id: atr.category ?? null,
    partner: atr.partner ?? null,
    path: atr.path ?? null,
    search_request_id: atr.searchRequestId ?? null,
    homepage_results_id: atr.homepageResultsId ?? null,
    user_id: userId,
    role_ids: JSON.stringify(from.user?.roles ?? []),
    claimed_user_id: e.u != null && e.u !== userId ? e.u : null,
    device_id: trackingId(from.deviceId),
    session_id: trackingId(from.sessionId),
    referrer: from.referrer?.slice(0, 1000) || null,
    day,
  };
}

/** Store the admitted events of one call together; returns how many were stored. */
export async function storeEvents(
  deps: AdmissionDeps,
  endpoint: TrackingEndpoint,
  events: readonly ParsedTrackingEvent[],
  from: TrackingSender,
  origin: TrackingOrigin,
): Promise<number> {
  const admitted = await admitEvents(deps, events, origin);
  const day = isoDay(deps.clock.now());
  await insertTrackingEvents(
    deps.db,
    admitted.map((e) => eventRow(endpoint, e, from, day)),
  );
  return admitted.length;
}
