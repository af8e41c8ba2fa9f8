/**
 * The error boundary around every island: a render error shows a notice (the status when the
 * error carries one, the message, the stack only in development) with a reload button, instead of
 * an empty island; a failed chunk load reloads the route once. The texts come from the dictionary
 * (loaded lazily, only after an error) with English built in, so the notice shows even when the
 * dictionary or its chunk cannot load.
 */
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, shouldReload } from './chunk-reload.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

const LocalizedNotice = lazy(() => import('./ErrorNoticeLocalized.tsx'));

/** The notice in the active locale, falling back to English while (or if) the texts cannot load. */
function Fallback({ error }: { error: unknown }) {
  const english = <ErrorNotice error={error} />;
  return (
    <Catch fallback={english}>
      <Suspense fallback={english}>
        <LocalizedNotice error={error} />
      </Suspense>
    </Catch>
  );
}

/** A bare boundary with a fixed fallback (for the notice's own texts). */
class Catch extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Wrap an island's root: `<ErrorBoundary><Island /></ErrorBoundary>`. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state: { error: unknown; failed: boolean } = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && shouldReload(sessionStorageOrNone(), window.location.pathname)) {
      window.location.reload();
      return;
    }
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Fallback error={this.state.error} /> : this.props.children;
  }
}

/** sessionStorage, or undefined where reading it throws (storage disabled). */
function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** An island root wrapped in the boundary: `export default withErrorBoundary(SearchIsland)`. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>): (props: P) => ReactNode {
  const Wrapped = (props: P) => (
    <ErrorBoundary>
      <Island {...props} />
    </ErrorBoundary>
  );
  Wrapped.displayName = `withErrorBoundary(${Island.displayName ?? Island.name})`;
  return Wrapped;
}
