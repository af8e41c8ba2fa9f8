/**
 * Tracking calls (SPEC §7 "Tracking", "traffic-manager cookie") and the admin statistics, without
 * the schema library; types from ../tracking.ts. Plain requests only: batching, consent and the
 * page-hide beacon are the caller's.
 */
import { callTarget, request, type ApiResult, type RequestOptions } from '../http.ts';
import type { SiteRebuild, Statistics, TrackingEvent, TrafficManagerBody } from '../tracking.ts';
import { TRACKING_PATHS, type TrackingEndpoint } from '../tracking-codes.ts';

/** POST /e, /p or /s with one event or a batch (204 on success; `keepalive` lets it outlive the page). */
export function sendTrackingEvents(
  endpoint: TrackingEndpoint,
  events: TrackingEvent | readonly TrackingEvent[],
  opts?: RequestOptions,
): Promise<ApiResult<undefined>> {
  return request('POST', TRACKING_PATHS[endpoint], { body: events, ...opts });
}

/**
 * The URL and body for `navigator.sendBeacon` when the page is hidden: the server takes the
 * text/plain body a string beacon sends (a JSON Blob would need a CORS preflight on another origin).
 */
export function trackingBeacon(endpoint: TrackingEndpoint, events: readonly TrackingEvent[]): { url: string; body: string } {
  return { url: callTarget(TRACKING_PATHS[endpoint]).url, body: JSON.stringify(events) };
}

/** POST /traffic-manager/cookie/ with every hash parameter (clickid and offerid non-empty). */
export function sendTrafficManagerClick(
  params: TrafficManagerBody,
  opts?: RequestOptions,
): Promise<ApiResult<{ results: { clickId: string; stored: boolean } }>> {
  return request('POST', TRACKING_PATHS.trafficManager, { body: params, ...opts });
}

/** GET /admin/statistics: the last `days` days (admin area). */
export function getAdminStatistics(days = 30, opts?: RequestOptions): Promise<ApiResult<{ results: Statistics }>> {
  return request('GET', '/admin/statistics', { query: { days }, ...opts });
}

/** GET /admin/statistics/rebuilds: the last background rebuilds of the site, newest first (admin area). */
export function getAdminSiteRebuilds(opts?: RequestOptions): Promise<ApiResult<{ results: SiteRebuild[] }>> {
  return request('GET', '/admin/statistics/rebuilds', opts);
}
