/** The toast items: text in the active locale (the common strings), a dismiss button, success toasts leave on their own. */
import { useEffect } from 'react';
import { dismissToast, type Toast, type ToastKey } from '../../stores/toasts.ts';
import { useT, type Translate } from '../ui/useT.ts';
import { toastLinkHref } from './toast-link.ts';

/** Seconds a success toast stays. */
const SUCCESS_SECONDS = 6;

function ToastItem({ toast, t }: { toast: Toast; t: Translate<ToastKey> }) {
  useEffect(() => {
    if (toast.kind !== 'success') return;
    const timer = setTimeout(() => dismissToast(toast.id), SUCCESS_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [toast]);
  const href = toastLinkHref(toast.action);
  const tone = toast.kind === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900';
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-lg ${tone}`} data-toast={toast.kind}>
      <div className="flex-1 text-sm font-medium">
        <p>{toast.key ? t(toast.key, toast.vars) : toast.text}</p>
        {toast.action && href && (
          <a href={href} className="mt-1 inline-block font-semibold underline">
            {t(toast.action.key)}
          </a>
        )}
      </div>
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

/** The toasts of one kind (mounted only when there are some, so their strings load only then). */
export default function ToastItems({ toasts }: { toasts: Toast[] }) {
  const t = useT();
  return toasts.map((x) => <ToastItem key={x.id} toast={x} t={t} />);
}
