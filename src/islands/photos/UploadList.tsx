/** The upload queue: each file with its progress bar, done mark or the reason it failed. */
import type { KeysOf, Translate } from '../ui/useT.ts';
import type { UploadItem } from './useUploads.ts';

/** The list (nothing while the queue is empty). */
export default function UploadList({ items, t }: { items: UploadItem[]; t: Translate<KeysOf<'editor'>> }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t('photos.uploads')} data-testid="upload-list">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg bg-white px-3 py-2 text-sm shadow-sm">
          <div className="flex justify-between gap-2">
            <span className="truncate font-medium">{item.name}</span>
            <span className={item.state === 'failed' ? 'text-red-700' : 'text-ink-muted'}>
              {item.state === 'done'
                ? t('photos.upload.done')
                : item.state === 'failed'
                  ? t('photos.upload.failed')
                  : item.state === 'waiting'
                    ? t('photos.upload.waiting')
                    : `${item.progress} %`}
            </span>
          </div>
          {item.state !== 'failed' && (
            <progress
              className="mt-1 h-2 w-full accent-brand-700"
              max={100}
              value={item.progress}
              aria-label={t('photos.upload.progress', { name: item.name })}
            />
          )}
          {item.error && <p className="mt-1 text-red-700">{item.error}</p>}
        </li>
      ))}
    </ul>
  );
}
