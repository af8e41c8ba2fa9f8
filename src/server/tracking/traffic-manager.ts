/**
 * The traffic-manager hand-over (SPEC §5 "Click tracking", §7 POST /traffic-manager/cookie/): the
 * hash parameters of a partner's click are stored once per click id, and the click id goes into an
 * HttpOnly cookie for 30 days so a later registration or purchase can be attributed to it.
 */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import {
  CLICK_ID_PARAM,
  OFFER_ID_PARAM,
  TRAFFIC_MANAGER_COOKIE,
  TRAFFIC_MANAGER_DAYS,
  type TrafficManagerBody,
} from '../../lib/api/tracking.ts';
import { insertTrafficClick } from '../db/queries/tracking-events.ts';
import type { DB } from '../db/types.ts';
import { isoDay, type Clock } from '../time.ts';
import { trackingId, type TrackingSender } from './ingest.ts';

/** Store the click (a repeated click id keeps the first row); true when it was new. */
export function storeTrafficClick(
  deps: { db: Kysely<DB>; clock: Clock },
  params: TrafficManagerBody,
  from: TrackingSender,
): Promise<boolean> {
  return insertTrafficClick(deps.db, {
    click_id: params[CLICK_ID_PARAM]!.trim(),
    offer_id: params[OFFER_ID_PARAM]!.trim(),
    params: JSON.stringify(params),
    user_id: from.user?.id ?? null,
    device_id: trackingId(from.deviceId),
    session_id: trackingId(from.sessionId),
    referrer: from.referrer?.slice(0, 1000) || null,
    day: isoDay(deps.clock.now()),
  });
}

/** Set the traffic-manager cookie: HttpOnly, SameSite=Lax, Secure over https, 30 days. */
export function setTrafficManagerCookie(c: Context, clickId: string, secure: boolean): void {
  setCookie(c, TRAFFIC_MANAGER_COOKIE, clickId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: TRAFFIC_MANAGER_DAYS * 24 * 60 * 60,
  });
}
