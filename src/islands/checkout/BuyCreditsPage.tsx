/**
 * /users/products/buy-credits/ (and the old /upgrade/buy-credits_OLD/): the credit packages with
 * their prices; choosing one opens the checkout. Shows the current balance above them.
 */
import { getWallet } from '../../lib/api/client/billing.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../ui/useT.ts';
import PackageList from './PackageList.tsx';
import { useResource } from './useResource.ts';
import { useTag } from './useTag.ts';

/** The current credit balance in one line (nothing while it loads or when it cannot). */
export function BalanceLine() {
  const t = useT('checkout');
  const tag = useTag();
  const wallet = useResource(getWallet, (r) => r.results);
  if (!wallet.data) return null;
  return (
    <p className="text-sm" data-testid="wallet-balance">
      {t('wallet.balance', { credits: formatNumber(wallet.data.credits, tag) })}
    </p>
  );
}

/** The page. */
export default function BuyCreditsPage() {
  const t = useT('checkout');
  return (
    <section aria-labelledby="packages-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="packages-heading" className="text-xl font-bold">
          {t('checkout.package.heading')}
        </h2>
        <p className="text-ink-muted">{t('checkout.package.intro')}</p>
        <BalanceLine />
      </div>
      <PackageList />
    </section>
  );
}
