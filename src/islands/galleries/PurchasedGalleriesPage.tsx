/**
 * /users/account/galleries/ (route "purchasedGalleries"): the galleries the punter bought, newest
 * first, each linking to the profile where it opens.
 */
import { useEffect, useState } from 'react';
import { getPurchasedGalleries } from '../../lib/api/client/galleries.ts';
import type { PurchasedGallery } from '../../lib/api/galleries.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The page. */
export default function PurchasedGalleriesPage() {
  const { locale, region } = useApp();
  const t = useT('galleries');
  const tag = localeTag(locale, region.code);
  const [list, setList] = useState<PurchasedGallery[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void getPurchasedGalleries({ signal: controller.signal }).then((res) => {
      if (res.data) setList(res.data.results);
      else if (res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
  }, []);
  if (failed) return <p role="alert">{t('gallery.error')}</p>;
  if (!list) return <p role="status">{t('gallery.loading')}</p>;
  return (
    <section aria-labelledby="purchased-galleries-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="purchased-galleries-heading" className="text-xl font-bold">
        {t('gallery.purchased.heading')}
      </h2>
      {list.length === 0 ? (
        <p className="mt-3">{t('gallery.purchased.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100">
          {list.map((g) => (
            <li key={g.galleryId} className="py-3">
              <a href={`${g.profilePath}#profile-galleries`} className="font-semibold">
                {t('gallery.purchased.open', { title: g.title, name: g.profileName })}
              </a>
              <p className="text-sm text-ink-muted">
                {t('gallery.counts', { photos: g.photos, videos: g.videos })} ·{' '}
                {t('gallery.purchased.date', { date: formatDate(g.purchasedAt, tag), credits: g.credits })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
