/**
 * The frame around every routed page: the loading state while its chunk and strings load, and the
 * error boundary (status and message; a failed chunk reloads the route once).
 */
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';

/** Wrap a routed page. */
export function PageFrame({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
