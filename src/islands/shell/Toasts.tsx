/**
 * The bottom-left toasts (SPEC §8): errors are announced assertively and stay until dismissed,
 * success messages politely and leave after a few seconds. The toast kept in a cookie for this
 * page (SPEC §2 app shell) is shown once and cleared.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $toasts, dismissToast, takeFlashToast, type Toast } from '../../stores/toasts.ts';
import { useShellT } from './useShellT.ts';

/** Seconds a success toast stays. */
const SUCCESS_SECONDS = 6;

function ToastItem({ toast, t }: { toast: Toast; t: (key: string, vars?: Record<string, string | number>) => string }) {
  useEffect(() => {
    if (toast.kind !== 'success') return;
    const timer = setTimeout(() => dismissToast(toast.id), SUCCESS_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [toast]);
  const tone = toast.kind === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900';
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-lg ${tone}`} data-toast={toast.kind}>
      <p className="flex-1 text-sm font-medium">{toast.key ? t(toast.key, toast.vars) : toast.text}</p>
      <button
        type="button"
        className="rounded px-1 text-lg leading-none hover:bg-black/5"
        aria-label={t('toast.dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** The toasts of one kind (mounted only when there are some, so the dictionary loads only then). */
function ToastItems({ toasts }: { toasts: Toast[] }) {
  const t = useShellT();
  if (!t) return null;
  return toasts.map((x) => <ToastItem key={x.id} toast={x} t={t} />);
}

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
        {errors.length > 0 && <ToastItems toasts={errors} />}
      </div>
      <div role="status" className="space-y-2">
        {successes.length > 0 && <ToastItems toasts={successes} />}
      </div>
    </div>
  );
}
