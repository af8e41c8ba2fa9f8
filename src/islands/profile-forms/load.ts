/**
 * Data a profile form needs before it can show its inputs (the onboarding state, the own profile,
 * the option lists), read with React's `use` inside the page's Suspense: one request per page load
 * and key, a failed call thrown to the error boundary with its status.
 */
import { use } from 'react';
import type { ApiResult } from '../../lib/api/http.ts';

const cache = new Map<string, Promise<unknown>>();

/** An error the error boundary shows with its status. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The `results` of a GET, loaded once per key (suspends until it is in). */
export function useResults<T>(key: string, load: () => Promise<ApiResult<{ results: T }>>): T {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then((res) => {
      if (res.errors !== undefined) {
        cache.delete(key);
        throw new LoadError(res.message, res.status);
      }
      return res.data.results;
    });
    cache.set(key, pending);
  }
  return use(pending);
}

/** Forget a loaded key (after a save changed what it holds). */
export function forget(key: string): void {
  cache.delete(key);
}
