/** The frame around every routed page: the loading state while its chunk and strings load. */
import { Suspense, type ReactNode } from 'react';

/** Wrap a routed page. */
export function PageFrame({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  // A plain Suspense until the error boundary of src/islands/ui/ErrorBoundary.tsx lands; then it
  // wraps this too, so a failing page shows the error state instead of a blank island.
  return <Suspense fallback={loading}>{children}</Suspense>;
}
