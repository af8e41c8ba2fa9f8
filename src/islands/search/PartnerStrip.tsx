/**
 * The live-cam strip below the results (`susi-live`): up to four partner adverts, headed and each
 * marked as an advert, opened in a new tab as sponsored links. It loads on its own after the
 * results; when the call fails or brings nothing, there is no strip.
 */
import { useEffect, useId, useState } from 'react';
import type { RegionCode } from '../../../regions/constants.ts';
import type { Translate } from '../../components/cards/format.ts';
import type { PartnerAdvert } from '../../lib/api/search.ts';
import AdvertCard from './AdvertCard.tsx';
import { loadStripAdverts } from './partner.ts';

/** The strip's adverts under their heading (nothing without adverts). */
export function PartnerStripView({ adverts, t, headingId }: { adverts: readonly PartnerAdvert[]; t: Translate; headingId: string }) {
  if (!adverts.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-violet-200 bg-white p-4" data-partner-strip="">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('search.partners.heading')}
        </h3>
        <span className="text-xs font-semibold uppercase tracking-wide text-violet-900">{t('search.partners.label')}</span>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {adverts.map((ad) => (
          <AdvertCard key={ad.id} advert={ad} t={t} />
        ))}
      </ul>
    </section>
  );
}

/** The strip of a page: loads the adverts once per region and place. */
export default function PartnerStrip({ region, place, t }: { region: RegionCode; place?: string; t: Translate }) {
  const [adverts, setAdverts] = useState<PartnerAdvert[]>([]);
  const headingId = useId();
  useEffect(() => {
    const controller = new AbortController();
    void loadStripAdverts(region, place, controller.signal).then((ads) => {
      if (!controller.signal.aborted) setAdverts(ads);
    });
    return () => controller.abort();
  }, [region, place]);
  return <PartnerStripView adverts={adverts} t={t} headingId={headingId} />;
}
