/**
 * Which of a call's events are stored. Tracking calls come from anyone without signing in, so the
 * numbers built from them (an escort's profile opens, the admin statistics) are defended here:
 *
 * - Caps: events per device and per client address, per minute and per day (TRACKING_CAPS). What
 *   goes over a cap is dropped silently and the call still answers 204: the browser drops refused
 *   calls anyway, and a flood learns nothing. One address stores at most `addressDay` events a day.
 * - References: an event naming a profile that is not published, a place that is not in its
 *   region's table or a category its region does not have is dropped (the contract already refuses
 *   an unknown partner), so nothing invented reaches a rollup.
 * - Counted once: a profile open counts at most once per device, profile and hour, a partner click
 *   once per device, partner, region and hour (COUNTED_ONCE); a repeat is dropped. From one address
 *   at most `perAddress.max` devices count per profile (or partner) and hour, so fresh device ids
 *   do not help either.
 *
 * A device is the `lm_did` tracking-id cookie; without one the client address stands for it (the
 * HTTP client address, an IPv6 client per /64). Every counter lives in the database beside the
 * other limits, shared by all nodes, and costs a few statements per call, not per event.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { ParsedTrackingEvent } from '../../lib/api/tracking.ts';
import { addressKey, storedKey, type Limit } from '../auth/rate-limit.ts';
import type { PlaceIndex } from '../db/places.ts';
import { deleteEndedWindows } from '../db/queries/rate-limits.ts';
import { publishedProfileIds } from '../db/queries/tracking-events.ts';
import { addHits, counterId, type CounterHit } from '../db/queries/tracking-limits.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

/** Events stored per device and per client address (many visitors may share one address). */
export const TRACKING_CAPS = {
  deviceMinute: { name: 'tracking-events-device-minute', max: 60, windowSeconds: 60 },
  deviceDay: { name: 'tracking-events-device-day', max: 2_000, windowSeconds: 24 * 60 * 60 },
  addressMinute: { name: 'tracking-events-ip-minute', max: 300, windowSeconds: 60 },
  addressDay: { name: 'tracking-events-ip-day', max: 10_000, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, Limit>;

/** How often a profile open or a partner click counts. */
export const COUNTED_ONCE = {
  /** Once per device an hour. */
  perDevice: { name: 'tracking-once-device', max: 1, windowSeconds: 60 * 60 },
  /** Devices behind one client address an hour. */
  perAddress: { name: 'tracking-once-ip', max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** Where a call comes from. */
export interface TrackingOrigin {
  /** The valid `lm_did` cookie, or null. */
  device: string | null;
  /** The client address (src/server/http/client-address.ts). */
  address: string;
  /**
   * Whether the caps and the devices-per-address rule apply (not to requests from this machine:
   * tests and benchmarks, where every browser shares one address).
   */
  capped: boolean;
}

/** What the checks read. */
export interface AdmissionDeps {
  db: Kysely<DB>;
  clock: Clock;
  places: PlaceIndex;
  regions: Record<RegionCode, Region>;
}

/** The events of a call that may be stored, in their order. */
export async function admitEvents(
  deps: AdmissionDeps,
  events: readonly ParsedTrackingEvent[],
  from: TrackingOrigin,
): Promise<ParsedTrackingEvent[]> {
  const now = deps.clock.now().getTime();
  const address = `ip:${addressKey(from.address)}`;
  const device = from.device === null ? address : `d:${from.device}`;

  const admitted = from.capped ? events.slice(0, await allowance(deps.db, now, events.length, from.device, address)) : [...events];
  const known = await existing(deps, admitted);
  // The devices behind one address count only where the caps apply (not for this machine's tests).
  return countedOnce(deps.db, now, known, device, from.device === null || !from.capped ? null : address);
}

/**
 * How many of `n` events the caps let through (every event counts, dropped ones too). The
 * address is counted first; a device's counters only once its address lets something through, so
 * a flood of fresh device ids from a capped address adds no rows.
 */
async function allowance(db: Kysely<DB>, now: number, n: number, device: string | null, address: string): Promise<number> {
  const C = TRACKING_CAPS;
  const within = async (checks: [Limit, string][], allowed: number) => {
    const hits = checks.map(([limit, key]) => ({ name: limit.name, key: storedKey(key), n, windowMs: limit.windowSeconds * 1000 }));
    const counts = await addHits(db, hits, now);
    for (const [i, [limit]] of checks.entries()) {
      const after = counts.get(counterId(hits[i]!.name, hits[i]!.key)) ?? n;
      allowed = Math.min(allowed, Math.max(0, limit.max - (after - n)));
    }
    return allowed;
  };
  const allowed = await within(
    [
      [C.addressMinute, address],
      [C.addressDay, address],
    ],
    n,
  );
  if (device === null || allowed === 0) return allowed;
  return within(
    [
      [C.deviceMinute, `d:${device}`],
      [C.deviceDay, `d:${device}`],
    ],
    allowed,
  );
}

/** The events whose profile, place and category exist. */
async function existing(deps: AdmissionDeps, events: readonly ParsedTrackingEvent[]): Promise<ParsedTrackingEvent[]> {
  const ids = [...new Set(events.flatMap((e) => (e.atr?.profileId === undefined ? [] : [e.atr.profileId])))];
  const published = await publishedProfileIds(deps.db, ids);
  return events.filter((e) => {
    const atr = e.atr ?? {};
    if (atr.profileId !== undefined && !published.has(atr.profileId)) return false;
    if (atr.place !== undefined && !deps.places.bySlug(e.cou, atr.place)) return false;
    if (atr.category !== undefined && !deps.regions[e.cou].categories.some((c) => c.id === atr.category)) return false;
    return true;
  });
}

/** What a counted-once event counts as, or undefined for the other events. */
function onceKey(e: ParsedTrackingEvent): string | undefined {
  if (e.c === 'profile_open') return `open:${e.atr!.profileId}`;
  if (e.c === 'partner_click') return `partner:${e.cou}:${e.atr!.partner}`;
  return undefined;
}

/**
 * Drop the repeats of counted-once events: what this device counted within the hour, and what
 * more devices than allowed behind its address counted (`address` null: the address is the device).
 */
async function countedOnce(
  db: Kysely<DB>,
  now: number,
  events: readonly ParsedTrackingEvent[],
  device: string,
  address: string | null,
): Promise<ParsedTrackingEvent[]> {
  // Sorted: concurrent calls lock their counters in the same order (no deadlock on PostgreSQL).
  const keys = [...new Set(events.map(onceKey).filter((k) => k !== undefined))].sort();
  if (!keys.length) return [...events];
  const hitsOf = (limit: Limit, list: readonly string[], who: string): CounterHit[] =>
    list.map((k) => ({ name: limit.name, key: storedKey(`${k}:${who}`), n: 1, windowMs: limit.windowSeconds * 1000 }));
  const passed = (limit: Limit, hits: CounterHit[], counts: Map<string, number>) =>
    hits.flatMap((h, i) => ((counts.get(counterId(h.name, h.key)) ?? Infinity) <= limit.max ? [i] : []));

  const { perDevice, perAddress } = COUNTED_ONCE;
  const deviceHits = hitsOf(perDevice, keys, device);
  let counted = passed(perDevice, deviceHits, await addHits(db, deviceHits, now)).map((i) => keys[i]!);
  let marks = deviceHits.length;
  if (address !== null && counted.length) {
    const addressHits = hitsOf(perAddress, counted, address);
    counted = passed(perAddress, addressHits, await addHits(db, addressHits, now)).map((i) => counted[i]!);
    marks += addressHits.length;
  }
  // Each mark may be a new row: as many ended windows go, so the table stays about its live size.
  await deleteEndedWindows(db, now, marks);

  const open = new Set(counted);
  return events.filter((e) => {
    const key = onceKey(e);
    if (key === undefined) return true;
    // The first of a call counts; a second of the same key in the call is a repeat.
    return open.delete(key);
  });
}
