/**
 * The photos and videos of an unlocked gallery: responsive images (ThumbHash painted first) and
 * native video players; a note counts explicit items left out until the viewer may see them.
 */
import { useEffect, useState } from 'react';
import { getGalleryMedia } from '../../lib/api/client/galleries.ts';
import type { GalleryMedia } from '../../lib/api/galleries.ts';
import { placeholderUrl } from '../photos/placeholder.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

type T = Translate<KeysOf<'galleries'>>;

/** The viewer of one gallery. */
export default function GalleryViewer({ galleryId, title, t, version }: { galleryId: number; title: string; t: T; version: number }) {
  const [items, setItems] = useState<GalleryMedia[]>();
  const [hidden, setHidden] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([getGalleryMedia(galleryId, 'photos'), getGalleryMedia(galleryId, 'videos')]).then(([photos, videos]) => {
      if (!live) return;
      if (!photos.data || !videos.data) return setFailed(true);
      setItems([...photos.data.results, ...videos.data.results]);
      setHidden(photos.data.hiddenExplicit + videos.data.hiddenExplicit);
    });
    return () => {
      live = false;
    };
  }, [galleryId, version]);

  if (failed) return <p role="alert">{t('gallery.error')}</p>;
  if (!items) return <p role="status">{t('gallery.loading')}</p>;
  let photo = 0;
  let video = 0;
  return (
    <div className="mt-3 space-y-3" data-gallery-viewer={galleryId}>
      {hidden > 0 && <p className="text-sm text-ink-muted">{t('gallery.explicitHidden', { count: hidden })}</p>}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {items.map((item) => {
          if (item.kind === 'video') {
            video++;
            return (
              <li key={item.id} className="col-span-2 sm:col-span-3">
                <video
                  controls
                  preload="metadata"
                  className="w-full rounded-lg bg-night"
                  aria-label={t('gallery.videoLabel', { n: video, title })}
                >
                  {item.url && <source src={item.url} type={item.mime ?? undefined} />}
                </video>
              </li>
            );
          }
          photo++;
          const largest = item.sources[item.sources.length - 1];
          const bg = placeholderUrl(item.placeholder);
          return (
            <li key={item.id}>
              <img
                src={largest?.url}
                srcSet={item.sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
                sizes="(min-width: 640px) 33vw, 50vw"
                width={item.width ?? undefined}
                height={item.height ?? undefined}
                loading="lazy"
                alt={t('gallery.photoAlt', { n: photo, title })}
                className="aspect-[3/4] w-full rounded-lg bg-gray-200 bg-cover object-cover"
                style={bg ? { backgroundImage: `url(${bg})` } : undefined}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
