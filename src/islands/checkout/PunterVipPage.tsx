/**
 * /users/products/punter-vip/: the VIP plan: its three perks, the monthly price with VAT, that it
 * renews monthly and can be cancelled any time; the punter's VIP state; subscribe opens the
 * checkout with the VIP product (waiver and order button as for credits).
 */
import { getProducts, getWallet } from '../../lib/api/client/billing.ts';
import { useApp } from '../app/context.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { PriceTag } from './PriceTag.tsx';
import { PricingNote } from './PricingNote.tsx';
import { useResource } from './useResource.ts';
import { VipState } from './VipState.tsx';

/** The VIP perks: exactly these three. */
export const VIP_PERKS = ['vip.perk.galleryDiscount', 'vip.perk.badge', 'vip.perk.savedSearches'] as const;

/** The perk list. */
export function VipPerks() {
  const t = useT('checkout');
  return (
    <ul className="list-disc space-y-1 pl-5">
      {VIP_PERKS.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

/** The page. */
export default function PunterVipPage() {
  const { href } = useApp();
  const t = useT('checkout');
  const products = useResource(
    (opts) => getProducts('vip', opts),
    (r) => ({ plan: r.results.find((p) => p.recurring && p.price) ?? r.results.find((p) => p.price) ?? null, pricing: r.pricing }),
  );
  const wallet = useResource(getWallet, (r) => r.results);
  const plan = products.data?.plan;
  const subscribed = wallet.data?.subscription?.status === 'active';
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section aria-labelledby="vip-heading" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="vip-heading" className="text-xl font-bold">
          {t('vip.heading')}
        </h2>
        {wallet.data && <VipState wallet={wallet.data} />}
        <VipPerks />
        {products.failed && <p role="alert">{t('checkout.error.load')}</p>}
        {!products.failed && products.data === undefined && <p role="status">{t('checkout.loading')}</p>}
        {plan?.price && (
          <div className="space-y-3">
            <PriceTag price={plan.price} monthly />
            <PricingNote pricing={products.data!.pricing} />
            <p className="text-sm">{t('vip.renews')}</p>
            {subscribed ? (
              <a href={href('payments')}>{t('vip.manage')}</a>
            ) : (
              <a
                href={`${href('checkoutBuyCredits')}?product=${encodeURIComponent(plan.id)}`}
                className={`${primaryButton} no-underline sm:w-auto`}
              >
                {t('vip.subscribe')}
              </a>
            )}
          </div>
        )}
        {plan === null && <p>{t('vip.unavailable')}</p>}
      </section>
    </div>
  );
}
