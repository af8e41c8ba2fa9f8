/**
 * Data a profile form needs before it can show its inputs (the onboarding state, the own profile,
 * the option lists), read with React's `use` inside the page's Suspense: one request per page load
 * and key, a failed call thrown to the error boundary with its status. A failed key is not asked
 * again at once (src/lib/load-cache.ts): the error shows instead of a render loop of requests.
 */
import { use } from 'react';
import type { ApiResult } from '../../lib/api/http.ts';
import { LoadCache } from '../../lib/load-cache.ts';

const cache = new LoadCache();

/** An error the error boundary shows with its status. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The `results` of a GET, loaded once per key (suspends until it is in; throws a failure as LoadError). */
export function useResults<T>(key: string, load: () => Promise<ApiResult<{ results: T }>>): T {
  return use(
    cache.get(key, async () => {
      const res = await load();
      if (res.errors !== undefined) throw new LoadError(res.message, res.status);
      return res.data.results;
    }),
  );
}

/** Forget a loaded key (after a save changed what it holds). */
export function forget(key: string): void {
  cache.forget(key);
}
