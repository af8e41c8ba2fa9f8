/**
 * The bottom-left toasts (SPEC §8): errors are announced assertively and stay until dismissed,
 * success messages politely and leave after a few seconds. The toast kept in a cookie for this
 * page (SPEC §2 app shell) is shown once and cleared.
 */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $toasts, takeFlashToast } from '../../stores/toasts.ts';

// The toast markup and the dictionary load with the first toast, not with every page.
const ToastItems = lazy(() => import('./ToastItems.tsx'));

/** The toast area: both live regions exist from the start, so additions are announced. */
export default function Toasts() {
  const toasts = useStore($toasts);
  // Toasts raised before the shell hydrated appear after it (the static HTML has none).
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    takeFlashToast();
  }, []);
  const errors = mounted ? toasts.filter((x) => x.kind === 'error') : [];
  const successes = mounted ? toasts.filter((x) => x.kind === 'success') : [];
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 z-50 w-[min(24rem,calc(100vw-2rem))] space-y-2">
      <div role="alert" className="space-y-2">
        {errors.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems toasts={errors} />
          </Suspense>
        )}
      </div>
      <div role="status" className="space-y-2">
        {successes.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems toasts={successes} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
