/** A load that failed: what failed, and a retry. */
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

/** The notice with its retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('ai');
  return (
    <div className="space-y-3">
      <p role="alert">{message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        {t('ai.create.retry')}
      </button>
    </div>
  );
}
