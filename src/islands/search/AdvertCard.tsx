/** A partner advert between the results: marked as an advert, opened in a new tab. */
import type { Translate } from '../../components/cards/format.ts';
import type { PartnerAdvert } from '../../lib/api/search.ts';
import { checkedAdvert } from './partner.ts';

/** The advert; nothing for one whose link or image is not an address it may use (partner.ts). */
export default function AdvertCard({ advert, t }: { advert: PartnerAdvert; t: Translate }) {
  if (!checkedAdvert(advert)) return null;
  return (
    <li>
      <a
        href={advert.url}
        target="_blank"
        rel="sponsored noopener"
        className="relative flex h-full flex-col overflow-hidden rounded-xl border border-dashed border-violet-300 bg-violet-50 text-ink no-underline"
        data-advert={advert.partner}
        onClick={() =>
          (globalThis.lmTrack ??= []).push({ c: 'partner_click', a: 'open', l: advert.title, atr: { partner: advert.partner } })
        }
      >
        <span className="relative block aspect-[3/4] bg-violet-100">
          <img
            src={advert.image.url}
            width={advert.image.width}
            height={advert.image.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
          <span className="absolute left-2 top-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-violet-900">
            {t('search.advert')}
          </span>
          {advert.isLive && (
            <span className="absolute right-2 top-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('search.live')}
            </span>
          )}
        </span>
        <span className="block p-3">
          <span className="block font-semibold">{advert.title}</span>
          {advert.subtitle && <span className="block text-sm text-ink-muted">{advert.subtitle}</span>}
        </span>
      </a>
    </li>
  );
}
