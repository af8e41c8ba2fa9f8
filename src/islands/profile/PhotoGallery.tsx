/**
 * The profile's photos: one large photo with previous/next buttons, thumbnails, the arrow keys
 * (Home/End for the first and last) while the gallery has focus, and swiping on touch screens.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  photos: PublicProfile['photos'];
  name: string;
  /** Explicit photos the profile keeps private (only their number is public). */
  locked: number;
}

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE = 40;

/** The gallery. */
export default function PhotoGallery({ photos, name, locked }: Props) {
  const t = useT('profile', 'search');
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = photos.length;
  if (count === 0)
    return <p className="flex aspect-[3/4] items-center justify-center rounded-2xl bg-gray-100 text-ink-muted">{t('card.noPhoto')}</p>;
  const go = (i: number) => setIndex((i + count) % count);
  const photo = photos[index]!;
  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    go(next);
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE) go(dx < 0 ? index + 1 : index - 1);
  };
  const button = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 text-xl font-bold text-ink shadow hover:bg-white';
  return (
    <section
      aria-roledescription={t('profile.gallery.carousel')}
      aria-label={t('profile.gallery.label', { name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl focus-visible:outline-4"
      data-gallery=""
    >
      <div
        className="relative touch-pan-y select-none overflow-hidden rounded-2xl bg-gray-100"
        onPointerDown={onPointerDown}
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
          className="aspect-[3/4] h-auto w-full object-cover"
        />
        {count > 1 && (
          <>
            <button type="button" className={`${button} left-2`} aria-label={t('profile.gallery.previous')} onClick={() => go(index - 1)}>
              ‹
            </button>
            <button type="button" className={`${button} right-2`} aria-label={t('profile.gallery.next')} onClick={() => go(index + 1)}>
              ›
            </button>
          </>
        )}
        <p aria-live="polite" className="absolute bottom-2 right-2 rounded-full bg-black/70 px-2 py-0.5 text-xs text-white">
          {t('profile.gallery.position', { n: index + 1, count })}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {photos.map((p, i) => (
            <li key={p.id} className="shrink-0">
              <button
                type="button"
                aria-label={t('profile.gallery.show', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-700' : 'border-transparent'}`}
              >
                <img
                  src={p.url}
                  width={p.width}
                  height={p.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-12 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {locked > 0 && <p className="mt-2 text-sm text-ink-muted">{t('profile.gallery.locked', { count: locked })}</p>}
    </section>
  );
}
