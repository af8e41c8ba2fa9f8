/**
 * /admin/queue/: profiles published or held for review, changed (new photos too) since their last
 * review or with a photo flagged for review. Approve (a held profile goes live only when it meets
 * the publish rules with its visible photos; a refusal lists what is missing), quarantine or
 * unpublish with a statement of reasons; approve a flagged photo, or remove any photo with a
 * statement of reasons. Support sees the queue, photos included, without the buttons.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect, useState } from 'react';
import type { ApiFailure } from '../../lib/api/http.ts';
import {
  approvePhoto,
  approveProfile,
  getQueue,
  quarantineProfile,
  removePhoto,
  unpublishProfile,
} from '../../lib/api/client/moderation.ts';
import { PHOTO_MIN_TO_PUBLISH } from '../../lib/api/limits.ts';
import type { QueuePhoto, QueueItem } from '../../lib/api/moderation.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import ProfileSummary from './ProfileSummary.tsx';
import StatementForm from './StatementForm.tsx';
import { usePaged } from './usePaged.ts';

/** Why an approval was refused: the answer's message and what is missing, field by field. */
function Refusal({ failure }: { failure: ApiFailure }) {
  const missing = Object.values(failure.errors).flat();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{failure.message}</p>
      {missing.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One photo: the image (moderators get every photo, flagged ones too), its marks and its actions. */
function Photo({ photo, write, done }: { photo: QueuePhoto; write: boolean; done: () => void }) {
  const t = useT('admin');
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    const res = await approvePhoto(photo.id);
    setBusy(false);
    if (!res.data) return showError();
    showSuccess();
    done();
  };
  return (
    <li className="w-36 space-y-1" data-photo-id={photo.id}>
      <img
        src={photo.url}
        width={photo.width}
        height={photo.height}
        alt={t('moderation.queue.photoAlt', { id: photo.id })}
        className={`h-36 w-36 rounded object-cover ${photo.flagged ? 'ring-2 ring-red-700' : ''}`}
        loading="lazy"
      />
      <p className="text-xs">
        {photo.isNew && <span className="font-semibold">{t('moderation.queue.new')} </span>}
        {photo.flagged && <span className="text-red-800">{t('moderation.queue.flagged')}</span>}
      </p>
      {write && photo.flagged && (
        <button type="button" className={`${secondaryButton} w-full`} disabled={busy} aria-busy={busy} onClick={() => void approve()}>
          {t('moderation.action.approvePhoto')}
        </button>
      )}
      {write && <StatementForm action={t('moderation.action.removePhoto')} send={(body) => removePhoto(photo.id, body)} done={done} />}
    </li>
  );
}

function Item({ item, write, done }: { item: QueueItem; write: boolean; done: () => void }) {
  const t = useT('admin');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ApiFailure>();
  // A reload (after a photo was approved or removed) makes an earlier refusal stale.
  useEffect(() => setRefused(undefined), [item]);
  const visible = item.photos.filter((p) => !p.flagged).length;
  const approve = async () => {
    setBusy(true);
    setRefused(undefined);
    const res = await approveProfile(item.id);
    setBusy(false);
    if (res.status === 422 && res.errors) return setRefused(res);
    if (!res.data) return showError();
    showSuccess();
    done();
  };
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-profile-id={item.id}>
      <ProfileSummary profile={item} />
      {item.quarantined && (
        <p className="text-sm">
          {t('moderation.queue.visiblePhotos', { visible, waiting: item.photos.length - visible, min: PHOTO_MIN_TO_PUBLISH })}
        </p>
      )}
      {item.photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t('moderation.queue.photos', { name: item.displayName })}>
          {item.photos.map((p) => (
            <Photo key={p.id} photo={p} write={write} done={done} />
          ))}
        </ul>
      )}
      {refused && <Refusal failure={refused} />}
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
