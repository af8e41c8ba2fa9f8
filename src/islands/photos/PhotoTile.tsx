/**
 * One photo of the manager: painted from its ThumbHash first, then its WebP renditions; the main
 * badge, "make main", move earlier/later buttons (the keyboard way to reorder), delete with an
 * inline confirmation, and the review note of a flagged photo. Dragging the tile reorders too.
 */
import { useState, type DragEvent, type Ref } from 'react';
import type { OwnPhoto } from '../../lib/api/photos.ts';
import { secondaryButton } from '../ui/classes.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import { srcSet } from './logic.ts';
import { placeholderUrl } from './placeholder.ts';

interface Props {
  photo: OwnPhoto;
  index: number;
  count: number;
  busy: boolean;
  t: Translate<KeysOf<'editor'>>;
  /** The "move earlier" button, so focus can return to it after a move. */
  earlierRef?: Ref<HTMLButtonElement>;
  laterRef?: Ref<HTMLButtonElement>;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (to: number, via: 'earlier' | 'later') => void;
  onMain: () => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

const smallButton = `${secondaryButton} px-3 py-1.5 text-xs`;

/** A photo tile. */
export default function PhotoTile({ photo, index, count, busy, t, earlierRef, laterRef, dragging, dropTarget, ...on }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [placeholder] = useState(() => placeholderUrl(photo.placeholder));
  const first = photo.sources[0];
  const n = index + 1;

  const allowDrop = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };

  return (
    <li
      data-testid="photo-tile"
      data-photo-id={photo.id}
      draggable={!busy}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(photo.id));
        on.onDragStart();
      }}
      onDragEnter={on.onDragEnter}
      onDragOver={allowDrop}
      onDrop={(e) => {
        e.preventDefault();
        on.onDrop();
      }}
      onDragEnd={on.onDragEnd}
      className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${
        dropTarget ? 'border-brand-600 ring-2 ring-brand-600/40' : 'border-gray-200'
      } ${dragging ? 'opacity-50' : ''}`}
    >
      <div className="relative aspect-[4/5] cursor-grab bg-gray-100 active:cursor-grabbing">
        {first && (
          <img
            src={first.url}
            srcSet={srcSet(photo)}
            sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
            width={photo.width}
            height={photo.height}
            alt={t('photos.alt', { n, count })}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="h-full w-full bg-cover bg-center object-cover"
            style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
          />
        )}
        {photo.isMain && (
          <span className="absolute left-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('photos.main')}
          </span>
        )}
        <span className="absolute right-2 top-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white" aria-hidden="true">
          {n}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        {photo.status === 'flagged' && <p className="rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-900">{t('photos.flagged')}</p>}
        <div className="flex flex-wrap gap-1">
          <button
            ref={earlierRef}
            type="button"
            className={smallButton}
            disabled={busy || index === 0}
            aria-label={t('photos.moveEarlier.label', { n })}
            onClick={() => on.onMove(index - 1, 'earlier')}
          >
            <span aria-hidden="true">←</span> {t('photos.moveEarlier')}
          </button>
          <button
            ref={laterRef}
            type="button"
            className={smallButton}
            disabled={busy || index === count - 1}
            aria-label={t('photos.moveLater.label', { n })}
            onClick={() => on.onMove(index + 1, 'later')}
          >
            {t('photos.moveLater')} <span aria-hidden="true">→</span>
          </button>
        </div>
        {!photo.isMain && (
          <button type="button" className={smallButton} disabled={busy} aria-label={t('photos.makeMain.label', { n })} onClick={on.onMain}>
            {t('photos.makeMain')}
          </button>
        )}
        {confirming ? (
          <div role="group" aria-label={t('photos.deleteConfirm', { n })} className="flex flex-wrap items-center gap-1 text-xs">
            <span className="font-semibold">{t('photos.deleteConfirm', { n })}</span>
            <button
              type="button"
              className="rounded-full bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                on.onDelete();
              }}
            >
              {t('photos.deleteYes')}
            </button>
            <button type="button" className={smallButton} onClick={() => setConfirming(false)}>
              {t('photos.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={`${smallButton} border-red-700 text-red-800 hover:bg-red-50`}
            disabled={busy}
            aria-label={t('photos.delete.label', { n })}
            onClick={() => setConfirming(true)}
          >
            {t('photos.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
