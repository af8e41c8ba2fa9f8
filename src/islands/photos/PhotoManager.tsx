/**
 * The escort's photo manager (onboarding media step and the editor): pick or drop files, upload
 * each with its own progress bar, see what metadata was removed, and keep the grid in order: drag
 * a tile or use its move buttons (announced to screen readers), choose the main photo, delete with
 * confirmation. Every write goes to the server and its answer replaces the list.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { deletePhotos, reorderPhotos, setMainPhoto } from '../../lib/api/client/photos.ts';
import type { ApiFailure, ApiResult } from '../../lib/api/http.ts';
import type { OwnPhoto, OwnPhotosResponse } from '../../lib/api/photos.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, PHOTO_MIN_SIDE, PHOTO_TYPES } from '../../lib/api/limits.ts';
import { showError } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/classes.ts';
import { mapFailure } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import { checkFiles, moveItem, renumber, sortPhotos, type CheckedFile } from './logic.ts';
import PhotoTile from './PhotoTile.tsx';
import RemovedNotice from './RemovedNotice.tsx';
import UploadList from './UploadList.tsx';
import { useUploads } from './useUploads.ts';

/** Props of the photo manager. */
export interface PhotoManagerProps {
  photos: OwnPhoto[];
  onChange: (photos: OwnPhoto[]) => void;
}

const MAX_MB = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/** The photo manager. */
export default function PhotoManager({ photos, onChange }: PhotoManagerProps) {
  const t = useT('editor');
  const inputId = useId();
  const hintId = useId();
  const ordered = sortPhotos(photos);
  const [rejected, setRejected] = useState<CheckedFile<File>[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [writing, setWriting] = useState(false);
  const [dragId, setDragId] = useState<number | undefined>();
  const [overId, setOverId] = useState<number | undefined>();
  const [dropActive, setDropActive] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const failureText = (failure: ApiFailure) => {
    const mapped = mapFailure(t, failure);
    return Object.values(mapped.errors)[0] ?? t('photos.uploadFailed');
  };
  const uploads = useUploads(onChange, failureText);

  const pick = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const checked = checkFiles([...list], photos.length + uploads.items.filter((i) => i.state !== 'done' && i.state !== 'failed').length);
    setRejected(checked.filter((c) => c.rejected));
    const accepted = checked.filter((c) => !c.rejected).map((c) => c.file);
    if (accepted.length > 0) uploads.add(accepted);
  };

  /** Run a write; its answer replaces the list, a failure restores `before` and raises the error toast. */
  const write = async (call: Promise<ApiResult<OwnPhotosResponse>>, before: OwnPhoto[], said?: string) => {
    setWriting(true);
    const res = await call;
    setWriting(false);
    if (res.data) {
      onChange(res.data.results);
      if (said) setAnnouncement(said);
      return true;
    }
    onChange(before);
    showError();
    return false;
  };

  const move = (from: number, to: number, focus?: { id: number; via: 'earlier' | 'later' }) => {
    if (to < 0 || to >= ordered.length || from === to) return;
    const next = renumber(moveItem(ordered, from, to));
    onChange(next);
    const said = t('photos.moved', { position: to + 1, count: next.length });
    setAnnouncement(said);
    void write(reorderPhotos(next.map((p) => p.id)), ordered, said).then(() => {
      if (!focus) return;
      // Keep focus with the moved photo; at an end its button is disabled, so take the other one.
      const at = next.findIndex((p) => p.id === focus.id);
      const via =
        (focus.via === 'earlier' && at === 0) || (focus.via === 'later' && at === next.length - 1)
          ? focus.via === 'earlier'
            ? 'later'
            : 'earlier'
          : focus.via;
      buttons.current.get(`${focus.id}:${via}`)?.focus();
    });
  };

  const dropFiles = (e: DragEvent) => {
    e.preventDefault();
    setDropActive(false);
    if (dragId === undefined) pick(e.dataTransfer.files);
  };

  const full = photos.length >= PHOTO_MAX_COUNT;
  const busy = writing;

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${inputId}-heading`} className="text-lg font-bold">
          {t('photos.heading')}
        </h2>
        <p className="text-sm text-ink-muted" data-testid="photo-count">
          {t('photos.count', { count: photos.length, max: PHOTO_MAX_COUNT })}
        </p>
      </div>

      <div
        onDragOver={(e) => {
          if (dragId !== undefined) return;
          e.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={dropFiles}
        className={`rounded-2xl border-2 border-dashed p-5 text-center ${dropActive ? 'border-brand-600 bg-brand-50' : 'border-gray-400 bg-white'}`}
      >
        <p className="font-semibold">{t('photos.drop')}</p>
        <label htmlFor={inputId} className={`${secondaryButton} mt-3 cursor-pointer ${full ? 'pointer-events-none opacity-60' : ''}`}>
          {t('photos.pick')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          disabled={full}
          aria-describedby={hintId}
          className="sr-only"
          data-testid="photo-input"
          onChange={(e) => {
            pick(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {t('photos.hint', { max: MAX_MB, min: PHOTO_MIN_SIDE, count: PHOTO_MAX_COUNT })}
        </p>
      </div>

      {rejected.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {rejected.map(({ file, rejected: why }, i) => (
            <li key={`${file.name}-${i}`}>
              {t(`photos.rejected.${why ?? 'type'}`, { name: file.name, max: why === 'count' ? PHOTO_MAX_COUNT : MAX_MB })}
            </li>
          ))}
        </ul>
      )}

      <UploadList items={uploads.items} t={t} />
      <RemovedNotice removed={uploads.removed} t={t} />

      {ordered.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('photos.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('photos.list')} data-testid="photo-grid">
          {ordered.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={ordered.length}
              busy={busy}
              t={t}
              earlierRef={(el) =>
                void (el ? buttons.current.set(`${photo.id}:earlier`, el) : buttons.current.delete(`${photo.id}:earlier`))
              }
              laterRef={(el) => void (el ? buttons.current.set(`${photo.id}:later`, el) : buttons.current.delete(`${photo.id}:later`))}
              dragging={dragId === photo.id}
              dropTarget={overId === photo.id && dragId !== photo.id}
              onMove={(to, via) => move(index, to, { id: photo.id, via })}
              onMain={() => void write(setMainPhoto(photo.id), ordered, t('photos.mainChosen', { n: index + 1 }))}
              onDelete={() => void write(deletePhotos([photo.id]), ordered, t('photos.deleted'))}
              onDragStart={() => setDragId(photo.id)}
              onDragEnter={() => setOverId(photo.id)}
              onDragEnd={() => {
                setDragId(undefined);
                setOverId(undefined);
              }}
              onDrop={() => {
                const from = ordered.findIndex((p) => p.id === dragId);
                setDragId(undefined);
                setOverId(undefined);
                if (from >= 0) move(from, index);
              }}
            />
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only" data-testid="photo-announcer">
        {announcement}
      </p>
    </section>
  );
}
