/**
 * The framework-free half of the islands' error boundary: telling a failed chunk load (a deploy
 * replaced the hashed files a page still points at, or the network dropped) from a bug, and
 * reloading the route once for it without ever looping. Every island ships this: keep it small.
 */

/** What Chromium, Firefox, Safari and webpack-style loaders say when a dynamic import fails. */
const CHUNK_LOAD = /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk \S+ failed/i;

/** Is this the failure of a dynamic import (a lazily loaded chunk that did not arrive)? */
export function isChunkLoadError(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | null;
  return (
    typeof e === 'object' && e !== null && (e.name === 'ChunkLoadError' || (typeof e.message === 'string' && CHUNK_LOAD.test(e.message)))
  );
}

/** The part of sessionStorage the guard needs. */
export type ReloadGuard = Pick<Storage, 'getItem' | 'setItem'>;

/** A second chunk failure on the same route within this time is not reloaded again (a reload loop). */
export const RELOAD_WINDOW_MS = 60_000;

/**
 * Should the route reload after a chunk-load error? Yes once; not again for RELOAD_WINDOW_MS, and
 * never when the guard cannot be written (without it a reload could repeat forever).
 */
export function shouldReload(guard: ReloadGuard | undefined, route: string, now = Date.now()): boolean {
  const key = `lustmap.chunkReload:${route}`;
  try {
    if (!guard || now - Number(guard.getItem(key)) < RELOAD_WINDOW_MS) return false;
    guard.setItem(key, String(now));
    return guard.getItem(key) === String(now);
  } catch {
    // Storage disabled or full (private windows): no reload rather than a possible loop.
    return false;
  }
}

/** The HTTP status an error carries (a failed API call or response), if any. */
export function errorStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/** The message to show for anything thrown. */
export function errorMessage(err: unknown): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(err);
}
