/** /upgrade/: free membership and VIP side by side, then on to choosing how to pay for VIP. */
import { useApp } from '../app/context.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

/** The comparison rows: what the free membership and VIP each give. */
const ROWS = ['browse', 'favourites', 'reviews', 'galleries', 'badge', 'savedSearches'] as const;

/** The page. */
export default function UpgradePage() {
  const { href } = useApp();
  const t = useT('checkout');
  return (
    <section aria-labelledby="compare-heading" className="mx-auto max-w-3xl space-y-5 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="compare-heading" className="text-xl font-bold">
        {t('upgrade.compare.heading')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('upgrade.compare.caption')}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-3">
                {t('upgrade.compare.feature')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('upgrade.compare.free')}
              </th>
              <th scope="col" className="py-2 font-bold text-brand-800">
                {t('upgrade.compare.vip')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {t(`upgrade.compare.${row}`)}
                </th>
                <td className="py-2 pr-3">{t(`upgrade.compare.${row}.free`)}</td>
                <td className="py-2">{t(`upgrade.compare.${row}.vip`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a href={href('upgradePackage')} className={`${primaryButton} no-underline sm:w-auto`}>
        {t('upgrade.compare.cta')}
      </a>
    </section>
  );
}
