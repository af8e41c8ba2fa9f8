/**
 * The framework-free half of the islands' error boundary: telling a failed chunk load (a deploy
 * replaced the hashed files a page still points at, or the network dropped) from a bug, and
 * reloading the route once for it without ever looping.
 */

/** What browsers and bundlers say when a dynamic import fails (Chromium, Firefox, Safari, webpack-style). */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Is this the failure of a dynamic import (a lazily loaded chunk that did not arrive)? */
export function isChunkLoadError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_LOAD_MESSAGES.some((re) => re.test(message));
}

/** The part of sessionStorage the guard needs. */
export type ReloadGuard = Pick<Storage, 'getItem' | 'setItem'>;

/** A second chunk failure on the same route within this time is not reloaded again (a reload loop). */
export const RELOAD_WINDOW_MS = 60_000;

const guardKey = (route: string) => `lustmap.chunkReload:${route}`;

/**
 * Should the route reload after a chunk-load error? Yes once; not again for RELOAD_WINDOW_MS, and
 * never when the guard cannot be written (without it a reload could repeat forever).
 */
export function shouldReload(guard: ReloadGuard | undefined, route: string, now = Date.now()): boolean {
  if (!guard) return false;
  try {
    const last = Number(guard.getItem(guardKey(route)));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
    guard.setItem(guardKey(route), String(now));
    return guard.getItem(guardKey(route)) === String(now);
  } catch {
    // Storage disabled or full (private windows): no reload rather than a possible loop.
    return false;
  }
}

/** The HTTP status an error carries (a failed API call or response), if any. */
export function errorStatus(err: unknown): number | undefined {
  const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
}

/** The message to show for an error (anything thrown, not only Errors). */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  const message = typeof err === 'object' && err !== null ? (err as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(err);
}
