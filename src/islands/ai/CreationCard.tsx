/**
 * One creation in "My creations": thumbnail (marked AI), name, status and date, and what can be
 * done with it: view it above, chat with it, rename it (inline), publish or unpublish it (once
 * finished), delete it (after a confirmation).
 */
import { useState } from 'react';
import type { AiCreation } from '../../lib/api/ai.ts';
import { chatWithCreation, deleteCreation } from '../../lib/api/client/ai.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { showError } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/classes.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { useT } from '../ui/useT.ts';
import { aiBadge } from './classes.ts';
import { StatusBadge } from './CreationView.tsx';
import { PublishControl } from './PublishControl.tsx';
import { RenameForm } from './RenameForm.tsx';

interface Props {
  creation: AiCreation;
  /** Shown above as the page's creation. */
  shown: boolean;
  onShow: (id: number) => void;
  onChange: (creation: AiCreation, notice?: string) => void;
  onDeleted: (creation: AiCreation) => void;
}

/** The card. */
export function CreationCard({ creation: c, shown, onShow, onChange, onDeleted }: Props) {
  const t = useT('ai');
  const { href, locale, region } = useApp();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = `ai-creation-${c.id}`;
  const thumb = c.images[0];
  const done = c.status === 'succeeded';

  const chat = async () => {
    setBusy(true);
    const res = await chatWithCreation(c.id);
    if (res.data) return window.location.assign(`${href('messagesAi')}?c=${res.data.results.conversationId}`);
    setBusy(false);
    showError();
  };
  const remove = async () => {
    setBusy(true);
    const res = await deleteCreation(c.id);
    setBusy(false);
    if (res.errors && res.status !== 404) return showError();
    setConfirmDelete(false);
    onDeleted(c);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)]"
      data-testid="ai-creation"
      data-id={c.id}
    >
      <div className="relative h-28 w-20 overflow-hidden rounded-xl bg-gradient-to-br from-brand-100 to-violet-200 sm:row-span-2 sm:h-32 sm:w-24">
        {thumb ? (
          <>
            <img src={thumb.url} alt={thumb.alt} width={96} height={128} loading="lazy" className="h-full w-full object-cover" />
            <span className={aiBadge}>{t('ai.badge')}</span>
          </>
        ) : (
          <span className="flex h-full items-center justify-center p-2 text-center text-xs text-ink">{t('ai.mine.noImage')}</span>
        )}
      </div>
      <div className="space-y-2">
        <h3 id={headingId} className="text-lg font-bold break-words">
          {c.name}
        </h3>
        <p>
          <StatusBadge status={c.status} />
        </p>
        <p className="text-sm text-ink-muted">{t('ai.mine.created', { date: formatDate(c.createdAt, localeTag(locale, region.code)) })}</p>
      </div>
      {/* The actions take the card's width on phones; from sm on they sit under the text, beside the picture. */}
      <div className="col-span-2 space-y-3 sm:col-span-1 sm:col-start-2">
        {renaming ? (
          <RenameForm
            creation={c}
            onRenamed={(next) => {
              setRenaming(false);
              onChange(next, t('ai.mine.renamed', { name: next.name }));
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <div role="group" aria-label={t('ai.mine.actions', { name: c.name })} className="flex flex-wrap gap-2">
            {shown ? (
              <span className="inline-flex items-center px-2 text-sm text-ink-muted">{t('ai.mine.shown')}</span>
            ) : (
              <a
                href={`${href('aiResults')}?creation=${c.id}`}
                className={`${secondaryButton} no-underline`}
                onClick={(e) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
                  e.preventDefault();
                  onShow(c.id);
                }}
              >
                {t('ai.mine.show')}
              </a>
            )}
            {done && (
              <button type="button" className={secondaryButton} disabled={busy} onClick={() => void chat()}>
                {t('ai.mine.chat')}
              </button>
            )}
            <button type="button" className={secondaryButton} onClick={() => setRenaming(true)}>
              {t('ai.mine.rename')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setConfirmDelete(true)}>
              {t('ai.mine.delete')}
            </button>
          </div>
        )}

        {done && <PublishControl creation={c} onChange={onChange} />}
      </div>

      {confirmDelete && (
        <ConfirmDialog
          title={t('ai.mine.deleteTitle', { name: c.name })}
          confirmLabel={t('ai.mine.deleteConfirm')}
          cancelLabel={t('ai.mine.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        >
          <p>{t('ai.mine.deleteText')}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
