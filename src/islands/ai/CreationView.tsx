/**
 * The creation the results page is about, by its status: while queued or processing a progress
 * bar (polled every 2 s) and "cancel"; once succeeded the images, each with a visible "AI" badge;
 * failed shows the reason and "try again" (the create page with the same choices); canceled says
 * so. A status reached while the page is open is announced.
 */
import { useState } from 'react';
import type { AiCreation, AiImage } from '../../lib/api/ai.ts';
import { cancelCreation } from '../../lib/api/client/ai.ts';
import { useApp } from '../app/context.ts';
import { showError } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { aiBadge, panel } from './classes.ts';
import { isRendering, retryData } from './creations.ts';
import { writeCreateData } from './storage.ts';
import { useCreationPoll } from './useCreationPoll.ts';

interface Props {
  creation: AiCreation;
  onChange: (creation: AiCreation) => void;
}

/** The shown creation. */
export function CreationView({ creation: c, onChange }: Props) {
  const t = useT('ai');
  const { href } = useApp();
  const poll = useCreationPoll(c, onChange);
  const [canceling, setCanceling] = useState(false);
  // The status this view started with: a change while it is open is announced.
  const [initial] = useState(c.status);
  const rendering = isRendering(c.status);

  const cancel = async () => {
    setCanceling(true);
    const res = await cancelCreation(c.id);
    setCanceling(false);
    if (res.data) onChange(res.data.results);
    else showError();
  };
  const tryAgain = () => {
    writeCreateData(retryData(c));
    window.location.assign(href('aiCreate'));
  };

  return (
    <section aria-labelledby="ai-creation-heading" className={`${panel} space-y-4`} data-testid="ai-creation-view" data-status={c.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ai-creation-heading" className="text-2xl font-bold">
          {c.name}
        </h2>
        <StatusBadge status={c.status} />
      </div>
      <p role="status" className="empty:hidden">
        {c.status !== initial &&
          !rendering &&
          t(c.status === 'succeeded' ? 'ai.results.ready' : 'ai.mine.status', {
            name: c.name,
            status: t(`ai.status.${c.status}`),
          })}
      </p>

      {rendering && (
        <div className="space-y-3">
          <p>{c.status === 'queued' ? t('ai.results.queued') : t('ai.results.working', { progress: c.progress })}</p>
          <div
            role="progressbar"
            aria-label={t('ai.results.progress', { name: c.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={c.progress}
            aria-valuetext={`${c.progress} %`}
            className="h-3 overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${c.progress}%` }} />
          </div>
          {poll.stalled && (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert">{t('ai.results.pollFailed')}</p>
              <button type="button" className={secondaryButton} onClick={poll.retry}>
                {t('ai.results.checkAgain')}
              </button>
            </div>
          )}
          <button type="button" className={secondaryButton} disabled={canceling} aria-busy={canceling} onClick={() => void cancel()}>
            {t('ai.results.cancel')}
          </button>
        </div>
      )}

      {c.status === 'succeeded' && (
        <>
          <p className="text-ink-muted">{t('ai.results.aiNote')}</p>
          <Images images={c.images} name={c.name} />
        </>
      )}

      {(c.status === 'failed' || c.status === 'canceled') && (
        <div className="space-y-3">
          <p>{c.status === 'failed' ? t('ai.results.failed') : t('ai.results.canceled')}</p>
          {c.status === 'failed' && c.error && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{c.error}</p>}
          <button type="button" className={`${primaryButton} sm:w-auto`} onClick={tryAgain}>
            {t('ai.results.tryAgain')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The status as a small label. */
export function StatusBadge({ status }: { status: AiCreation['status'] }) {
  const t = useT('ai');
  const tone =
    status === 'succeeded'
      ? 'bg-green-100 text-green-900'
      : status === 'failed'
        ? 'bg-red-100 text-red-900'
        : status === 'canceled'
          ? 'bg-gray-200 text-ink'
          : 'bg-violet-100 text-violet-900';
  return (
    <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${tone}`} data-testid="ai-status">
      {t(`ai.status.${status}`)}
    </span>
  );
}

/** The generated images, each marked "AI" on the picture itself. */
function Images({ images, name }: { images: readonly AiImage[]; name: string }) {
  const t = useT('ai');
  return (
    <ul aria-label={t('ai.results.images', { name })} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {images.map((img) => (
        <li key={img.id}>
          <figure className="relative overflow-hidden rounded-xl bg-gray-100">
            <img src={img.url} alt={img.alt} width={img.width} height={img.height} loading="lazy" className="h-auto w-full" />
            <span className={aiBadge} data-testid="ai-badge">
              {t('ai.badge')}
            </span>
          </figure>
        </li>
      ))}
    </ul>
  );
}
