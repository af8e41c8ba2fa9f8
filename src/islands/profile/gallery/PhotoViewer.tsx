/**
 * The full-screen photo viewer: a modal <dialog> (focus stays inside, Escape closes, the page
 * behind is inert and does not scroll), arrow keys and swipes move between photos.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { PublicProfile } from '../../../lib/api/profiles.ts';
import { useT } from '../../ui/useT.ts';
import { showModalLocked } from '../../ui/scroll-lock.ts';
import { indexForKey, indexForSwipe } from './navigation.ts';

interface Props {
  photos: PublicProfile['photos'];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The viewer, open while rendered. */
export default function PhotoViewer({ photos, name, index, onIndex, onClose }: Props) {
  const t = useT('profile');
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const start = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[index]!;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // SPEC §4: the body does not scroll while a modal is open.
    const release = showModalLocked(el);
    close.current?.focus();
    return () => {
      release();
      if (el.open) el.close();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = count > 1 ? indexForKey(e.key, index, count) : undefined;
    if (next === undefined) return;
    e.preventDefault();
    onIndex(next);
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    onIndex(indexForSwipe(dx, index, count));
  };
  const nav = 'rounded-full bg-white/90 px-4 py-2 text-2xl font-bold text-ink shadow hover:bg-white';
  return (
    <dialog
      ref={dialog}
      aria-label={t('profile.gallery.viewer', { name })}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
    >
      <div
        className="flex h-full touch-pan-y select-none flex-col items-center justify-center gap-4 p-4"
        onPointerDown={(e) => (start.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <img
          key={photo.id}
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={t('profile.gallery.photoAlt', { name, n: index + 1, count })}
          draggable={false}
          className="max-h-[80vh] w-auto max-w-full object-contain"
        />
        <div className="flex items-center gap-4">
          {count > 1 && (
            <button
              type="button"
              className={nav}
              aria-label={t('profile.gallery.previous')}
              onClick={() => onIndex((index - 1 + count) % count)}
            >
              ‹
            </button>
          )}
          <p aria-live="polite" className="min-w-16 text-center">
            {t('profile.gallery.position', { n: index + 1, count })}
          </p>
          {count > 1 && (
            <button type="button" className={nav} aria-label={t('profile.gallery.next')} onClick={() => onIndex((index + 1) % count)}>
              ›
            </button>
          )}
        </div>
      </div>
      <button
        ref={close}
        type="button"
        className="absolute right-4 top-4 rounded-full bg-white/90 px-4 py-2 font-semibold text-ink shadow hover:bg-white"
        onClick={() => dialog.current?.close()}
      >
        {t('profile.gallery.close')}
      </button>
    </dialog>
  );
}
