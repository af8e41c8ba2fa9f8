/**
 * "Near me" in the browser: the visitor's position, asked of the browser only when the visitor
 * clicks, rounded to 2 decimals (about 1 km) before anything keeps or sends it, and kept in the
 * browser's localStorage `currentLocation` (SPEC §3 "Browser storage") so the next search page
 * searches around it too, until the visitor turns it off (which removes it).
 */
import type { NearPoint } from '../../stores/search.ts';

/** The localStorage key of the rounded position. */
export const CURRENT_LOCATION_KEY = 'currentLocation';

/** Why no position came: refused, not available in this browser or device, or too slow. */
export type LocateFailure = 'denied' | 'unsupported' | 'unavailable' | 'timeout';

/** The outcome of asking for the position. */
export type LocateResult = { point: NearPoint } | { failure: LocateFailure };

/** A coordinate to 2 decimals (about 1.1 km of latitude). */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  // No "-0" in a URL.
  return rounded === 0 ? 0 : rounded;
}

/** A position rounded to 2 decimals; null when it is no position on Earth. */
export function roundPoint(lat: number, lon: number): NearPoint | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
}

/** The browser's localStorage, when it lets the page use it. */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The rounded position kept for this tab; null when none is kept or it is malformed. */
export function readCurrentLocation(storage: Storage | undefined = browserStorage()): NearPoint | null {
  try {
    const raw = storage?.getItem(CURRENT_LOCATION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { lat?: unknown; lon?: unknown } | null;
    if (typeof value?.lat !== 'number' || typeof value.lon !== 'number') return null;
    return roundPoint(value.lat, value.lon);
  } catch {
    return null;
  }
}

/** Keep the rounded position for this tab (nothing happens where storage is blocked). */
export function saveCurrentLocation(point: NearPoint, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CURRENT_LOCATION_KEY, JSON.stringify({ lat: point.lat, lon: point.lon }));
  } catch {
    // Storage full or blocked: "near me" still works on this page.
  }
}

/** Forget the kept position ("near me" turned off). */
export function clearCurrentLocation(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(CURRENT_LOCATION_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
