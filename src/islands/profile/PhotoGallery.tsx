/**
 * The profile's photos: one large photo with previous/next buttons and thumbnails. The arrow keys
 * move it while it is in view (or focused: then Home/End too), swiping works on touch screens, and
 * the large photo opens a full-screen viewer (arrow keys, swipe, Escape closes). It takes the
 * translate function, so the pre-rendered profile page renders the same markup (inert until the
 * page's island takes over).
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { formatCount } from '../../lib/format.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import { indexForKey, indexForSwipe, keyIsFree, SWIPE_PX } from './gallery/navigation.ts';
import PhotoViewer from './gallery/PhotoViewer.tsx';

interface Props {
  photos: PublicProfile['photos'];
  name: string;
  /** Explicit photos the profile keeps private (only their number is public). */
  locked: number;
  /** BCP 47 tag for counts. */
  tag: string;
  t: Translate<KeysOf<'profile' | 'search'>>;
  /** Rendered into the HTML before the page's island takes over: the controls are disabled until then. */
  pending?: boolean;
}

type Photo = PublicProfile['photos'][number];

/** The `srcset` of a photo's renditions (undefined with a single one). */
export function photoSrcSet(photo: Photo): string | undefined {
  const sources = photo.sources ?? [];
  return sources.length > 1 ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
}

/** The large photo fills the column beside the details (26rem) from md up, the screen below. */
const MAIN_SIZES = '(min-width: 768px) 26rem, 100vw';

/** Share of the gallery that must be on screen for the page-wide arrow keys to move it. */
const IN_VIEW = 0.5;

/** The gallery. */
export default function PhotoGallery({ photos, name, locked, tag, t, pending = false }: Props) {
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const section = useRef<HTMLElement>(null);
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = photos.length;

  // Arrow keys anywhere on the page move the gallery while it is in view; Home/End only with focus in it.
  useEffect(() => {
    const el = section.current;
    if (!el || count < 2 || viewer) return;
    // Measured at once (the observer reports a frame later), then kept up to date by the observer.
    const box = el.getBoundingClientRect();
    const visible = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    let inView = box.height > 0 && visible / box.height >= IN_VIEW;
    const observer = new IntersectionObserver(([entry]) => (inView = (entry?.intersectionRatio ?? 0) >= IN_VIEW), {
      threshold: [0, IN_VIEW, 1],
    });
    observer.observe(el);
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !keyIsFree(e.target, e)) return;
      const focused = el.contains(document.activeElement);
      if (!focused && !(inView && (e.key === 'ArrowLeft' || e.key === 'ArrowRight'))) return;
      setIndex((i) => {
        const next = indexForKey(e.key, i, count);
        if (next === undefined) return i;
        e.preventDefault();
        return next;
      });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [count, viewer]);

  if (count === 0)
    return <p className="flex aspect-[3/4] items-center justify-center rounded-2xl bg-gray-100 text-ink-muted">{t('card.noPhoto')}</p>;
  const go = (i: number) => setIndex((i + count) % count);
  const photo = photos[index]!;
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    swiped.current = Math.abs(dx) >= SWIPE_PX;
    setIndex((i) => indexForSwipe(dx, i, count));
  };
  const button = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 text-xl font-bold text-ink shadow hover:bg-white';
  return (
    <>
      <section
        ref={section}
        aria-roledescription={t('profile.gallery.carousel')}
        aria-label={t('profile.gallery.label', { name })}
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-4"
        data-gallery={pending ? undefined : ''}
        data-gallery-pending={pending ? '' : undefined}
      >
        <div
          className="relative touch-pan-y select-none overflow-hidden rounded-2xl bg-gray-100"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          <button
            type="button"
            disabled={pending}
            className="block w-full cursor-zoom-in"
            aria-label={t('profile.gallery.open', { n: index + 1, count })}
            onClick={() => {
              // A swipe ends in a click on the photo: it moves the gallery, it does not open the viewer.
              if (swiped.current) swiped.current = false;
              else setViewer(true);
            }}
          >
            <img
              key={photo.id}
              src={photo.url}
              srcSet={photoSrcSet(photo)}
              sizes={photoSrcSet(photo) ? MAIN_SIZES : undefined}
              width={photo.width}
              height={photo.height}
              alt={t('profile.gallery.photoAlt', { name, n: index + 1, count })}
              draggable={false}
              className="aspect-[3/4] h-auto w-full object-cover"
            />
          </button>
          {count > 1 && (
            <>
              <button
                type="button"
                disabled={pending}
                className={`${button} left-2`}
                aria-label={t('profile.gallery.previous')}
                onClick={() => go(index - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                disabled={pending}
                className={`${button} right-2`}
                aria-label={t('profile.gallery.next')}
                onClick={() => go(index + 1)}
              >
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
                  disabled={pending}
                  aria-label={t('profile.gallery.show', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-700' : 'border-transparent'}`}
                >
                  <img
                    src={p.url}
                    srcSet={photoSrcSet(p)}
                    sizes={photoSrcSet(p) ? '48px' : undefined}
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
        {locked > 0 && (
          <p className="mt-2 text-sm text-ink-muted">
            {formatCount(locked, tag, {
              one: t('profile.gallery.locked.one'),
              few: t('profile.gallery.locked.few'),
              other: t('profile.gallery.locked.other'),
            })}
          </p>
        )}
      </section>
      {viewer && <PhotoViewer photos={photos} name={name} index={index} onIndex={setIndex} onClose={() => setViewer(false)} />}
    </>
  );
}
