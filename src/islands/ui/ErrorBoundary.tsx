/**
 * The error boundary around every island: a render error shows a notice (the status when the
 * error carries one, the message, the stack only in development) with a reload button, instead of
 * an empty island (inside an app page an error with status 404 shows the region's not-found page
 * instead: ErrorNoticeLocalized.tsx); a failed chunk load reloads the route once. The texts come from the dictionary
 * (loaded lazily, only after an error) with English built in, so the notice shows even when the
 * dictionary or its chunk cannot load. Every island ships this file: keep it small.
 */
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, shouldReload } from './chunk-reload.ts';

// The notice loads only after an error: every island ships this file, so it stays tiny.
const LocalizedNotice = lazy(() => import('./ErrorNoticeLocalized.tsx'));
const EnglishNotice = lazy(() => import('./ErrorNotice.tsx').then((m) => ({ default: m.ErrorNotice })));

/** What shows while the notice loads, or if even its chunk cannot load (offline): a reload button. */
function BareNotice() {
  return (
    <p role="alert" className="my-4">
      <button type="button" className="underline" onClick={() => window.location.reload()}>
        Something went wrong. Reload the page.
      </button>
    </p>
  );
}

interface Props {
  children: ReactNode;
  /** Shown instead of the notice (the notice's own boundary shows the English one). */
  fallback?: ReactNode;
}

/** Wrap an island's root: `<ErrorBoundary><Island /></ErrorBoundary>` (or `withErrorBoundary`). */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state: { error: unknown; failed: boolean } = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && shouldReload(sessionStorageOrNone(), window.location.pathname)) window.location.reload();
    else console.error(error, info.componentStack);
  }

  override render() {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    // The notice in the active locale; English while (or if) its texts cannot load; a bare reload
    // button while (or if) even that cannot load.
    const bare = <BareNotice />;
    const english = (
      <ErrorBoundary fallback={bare}>
        <Suspense fallback={bare}>
          <EnglishNotice error={error} />
        </Suspense>
      </ErrorBoundary>
    );
    return (
      <ErrorBoundary fallback={english}>
        <Suspense fallback={english}>
          <LocalizedNotice error={error} />
        </Suspense>
      </ErrorBoundary>
    );
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
  return (props: P) => (
    <ErrorBoundary>
      <Island {...props} />
    </ErrorBoundary>
  );
}
