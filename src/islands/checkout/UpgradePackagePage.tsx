/**
 * /upgrade/package/: how to pay for VIP: the monthly plan with money (on to the checkout) or VIP
 * time with credits (on to the premium page).
 */
import { getProducts } from '../../lib/api/client/billing.ts';
import { formatNumber } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { PriceTag } from './PriceTag.tsx';
import { PricingNote } from './PricingNote.tsx';
import { useResource } from './useResource.ts';
import { useTag } from './useTag.ts';

const card = 'flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm';

/** The page. */
export default function UpgradePackagePage() {
  const { href } = useApp();
  const t = useT('checkout');
  const tag = useTag();
  const vip = useResource(
    (opts) => getProducts('vip', opts),
    (r) => ({ plan: r.results.find((p) => p.recurring && p.price) ?? null, pricing: r.pricing }),
  );
  const plan = vip.data?.plan;
  const cheapest = useResource(
    (opts) => getProducts('premium', opts),
    (r) => Math.min(...r.results.map((p) => p.priceCredits ?? Infinity)),
  );
  return (
    <div className="mx-auto grid max-w-3xl gap-4 md:grid-cols-2">
      <section aria-labelledby="plan-money" className={card}>
        <h2 id="plan-money" className="text-xl font-bold">
          {t('upgrade.package.monthly')}
        </h2>
        <p className="text-sm">{t('upgrade.package.monthly.text')}</p>
        {plan?.price && (
          <>
            <PriceTag price={plan.price} monthly />
            <PricingNote pricing={vip.data!.pricing} />
          </>
        )}
        {vip.failed && <p role="alert">{t('checkout.error.load')}</p>}
        {plan && (
          <a
            href={`${href('checkoutBuyCredits')}?product=${encodeURIComponent(plan.id)}`}
            className={`${primaryButton} mt-auto no-underline`}
          >
            {t('upgrade.package.monthly.cta')}
          </a>
        )}
      </section>
      <section aria-labelledby="plan-credits" className={card}>
        <h2 id="plan-credits" className="text-xl font-bold">
          {t('upgrade.package.credits')}
        </h2>
        <p className="text-sm">{t('upgrade.package.credits.text')}</p>
        {cheapest.data !== undefined && Number.isFinite(cheapest.data) && (
          <p className="text-xl font-bold">{t('upgrade.package.credits.from', { credits: formatNumber(cheapest.data, tag) })}</p>
        )}
        <a href={href('buyPremium')} className={`${secondaryButton} mt-auto no-underline`}>
          {t('upgrade.package.credits.cta')}
        </a>
      </section>
    </div>
  );
}
