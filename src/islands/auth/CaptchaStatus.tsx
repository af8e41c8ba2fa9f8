/** What the captcha is doing, announced politely; a retry button when it failed. */
import type { CaptchaStatus as Status } from './captcha.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

export default function CaptchaStatus({
  t,
  status,
  error,
  onRetry,
}: {
  t: Translate<KeysOf<'auth'>>;
  status: Status;
  error?: string;
  onRetry: () => void;
}) {
  const icon = status === 'done' ? '✓' : status === 'error' ? '!' : '…';
  return (
    <div className="rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm">
      <p role="status" className="flex items-center gap-2">
        <span aria-hidden="true" className={status === 'done' ? 'font-bold text-green-800' : 'font-bold text-ink-muted'}>
          {icon}
        </span>
        {t(`auth.captcha.${status}`)}
        {status === 'error' && (
          <button type="button" className="ml-auto font-semibold text-brand-800 underline" onClick={onRetry}>
            {t('auth.captcha.retry')}
          </button>
        )}
      </p>
      {error && <p className="mt-1 font-medium text-red-700">{error}</p>}
    </div>
  );
}
