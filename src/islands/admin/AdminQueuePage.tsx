/**
 * /admin/queue/: profiles published, held for review or changed (new photos too) since their last
 * review. Approve (a held profile goes live), quarantine or unpublish with a statement of reasons,
 * or remove one photo with one. Support sees the queue without the buttons.
 */
import { useStore } from '../ui/useStore.ts';
import { useState } from 'react';
import { approveProfile, getQueue, quarantineProfile, removePhoto, unpublishProfile } from '../../lib/api/client/moderation.ts';
import type { QueueItem } from '../../lib/api/moderation.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { primaryButton } from '../ui/classes.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import ProfileSummary from './ProfileSummary.tsx';
import StatementForm from './StatementForm.tsx';
import { usePaged } from './usePaged.ts';

function Item({ item, write, done }: { item: QueueItem; write: boolean; done: () => void }) {
  const t = useT('admin');
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    const res = await approveProfile(item.id);
    setBusy(false);
    if (!res.data) return showError();
    showSuccess();
    done();
  };
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-profile-id={item.id}>
      <ProfileSummary profile={item} />
      {item.photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t('moderation.queue.photos', { name: item.displayName })}>
          {item.photos.map((p) => (
            <li key={p.id} className="w-28 space-y-1">
              <img
                src={p.url}
                width={p.width}
                height={p.height}
                alt={t('moderation.queue.photoAlt', { id: p.id })}
                className="h-28 w-28 rounded object-cover"
                loading="lazy"
              />
              <p className="text-xs">
                {p.isNew && <span className="font-semibold">{t('moderation.queue.new')} </span>}
                {p.flagged && <span className="text-red-800">{t('moderation.queue.flagged')}</span>}
              </p>
              {write && <StatementForm action={t('moderation.action.removePhoto')} send={(body) => removePhoto(p.id, body)} done={done} />}
            </li>
          ))}
        </ul>
      )}
      {write && (
        <div className="flex flex-wrap items-start gap-2">
          <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => void approve()}>
            {t('moderation.action.approve')}
          </button>
          <StatementForm action={t('moderation.action.quarantine')} send={(body) => quarantineProfile(item.id, body)} done={done} />
          {item.published && (
            <StatementForm action={t('moderation.action.unpublish')} send={(body) => unpublishProfile(item.id, body)} done={done} />
          )}
        </div>
      )}
    </li>
  );
}

function Queue() {
  const t = useT('admin');
  const user = useStore($user);
  const list = usePaged(getQueue);
  const write = can(user?.roles ?? [], 'canModerateWrite');
  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <h2 id="queue-heading" className="text-xl font-semibold">
        {t('moderation.queue.heading')}
      </h2>
      <p className="text-sm">{t('moderation.queue.intro')}</p>
      <FormAlert message={list.error} />
      {!list.busy && !list.error && list.rows.length === 0 && <p>{t('moderation.queue.empty')}</p>}
      <ul className="space-y-4">
        {list.rows.map((item) => (
          <Item key={item.id} item={item} write={write} done={list.reload} />
        ))}
      </ul>
      <Pager list={list} />
    </section>
  );
}

export default function AdminQueuePage() {
  return (
    <AdminFrame permission="canModerate">
      <Queue />
    </AdminFrame>
  );
}
