/**
 * The credit packages of the caller's region under the note of whose region that is: credits,
 * bonus, price with VAT, price per credit, the popular one highlighted; each links to the checkout
 * with its id.
 */
import type { CreditPackage } from '../../lib/api/billing.ts';
import { getCreditPackages } from '../../lib/api/client/billing.ts';
import { formatNumber } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { perCreditPrice, priceTexts } from './money.ts';
import { PriceTag } from './PriceTag.tsx';
import { PricingNote } from './PricingNote.tsx';
import { useResource } from './useResource.ts';
import { useTag } from './useTag.ts';

/** The checkout link of a package. */
export function packageHref(checkout: string, id: string): string {
  return `${checkout}?package=${encodeURIComponent(id)}`;
}

/** One package as a card. */
function PackageCard({ pkg, checkout }: { pkg: CreditPackage; checkout: string }) {
  const t = useT('checkout');
  const tag = useTag();
  const credits = formatNumber(pkg.credits, tag);
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ${pkg.popular ? 'ring-2 ring-brand-700' : 'border border-gray-200'}`}
      data-testid={`package-${pkg.id}`}
    >
      {pkg.popular && (
        <p className="self-start rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">{t('checkout.package.popular')}</p>
      )}
      <h3 className="text-2xl font-bold">{t('checkout.package.credits', { credits })}</h3>
      {pkg.bonusCredits > 0 && (
        <p className="text-sm font-semibold text-green-800">
          {t('checkout.package.bonus', { bonus: formatNumber(pkg.bonusCredits, tag) })}
        </p>
      )}
      <PriceTag price={pkg.price} />
      <p className="text-sm text-ink-muted">{t('checkout.package.perCredit', { price: perCreditPrice(pkg.price, pkg.credits, tag) })}</p>
      <a
        href={packageHref(checkout, pkg.id)}
        className={`mt-auto no-underline ${pkg.popular ? primaryButton : secondaryButton}`}
        aria-label={t('checkout.package.chooseLabel', { credits, price: priceTexts(pkg.price, tag).gross })}
      >
        {t('checkout.package.choose')}
      </a>
    </li>
  );
}

/** The packages, or their loading and error states. `limit` shows only the first few (a teaser). */
export default function PackageList({ limit }: { limit?: number }) {
  const { href } = useApp();
  const t = useT('checkout');
  const packages = useResource(getCreditPackages, (r) => r);
  if (packages.failed) return <p role="alert">{t('checkout.error.load')}</p>;
  if (!packages.data) return <p role="status">{t('checkout.loading')}</p>;
  const all = packages.data.results;
  const shown = limit === undefined ? all : all.slice(0, limit);
  if (shown.length === 0) return <p>{t('checkout.package.none')}</p>;
  return (
    <div className="space-y-3">
      <PricingNote pricing={packages.data.pricing} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} checkout={href('checkoutBuyCredits')} />
        ))}
      </ul>
    </div>
  );
}
