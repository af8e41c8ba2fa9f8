/**
 * The frame around every routed page: the loading state (and the loading bar) while its chunk and
 * strings load, and the error state (SPEC §4): a 404 shows the region's not-found page, any other
 * error the generic error notice with status and message (a failed chunk reloads the route once).
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { startLoadingBar } from './shell-chunk.ts';

/** Renders `children` with the loading bar running while it is mounted. */
export function Loading({ children }: { children: ReactNode }) {
  useEffect(startLoadingBar, []);
  return children;
}

/** Wrap a routed page. */
export function PageFrame({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading>{loading}</Loading>}>{children}</Suspense>
    </ErrorBoundary>
  );
}
