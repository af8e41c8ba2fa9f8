/**
 * /users/products/buy-premium/ ("upgrade and buy gold"): VIP time paid with credits. Shows the
 * balance; a product the balance does not cover says so and links to the credit packages, which
 * return here after the payment. Below, a teaser of the credit packages.
 */
import { useMemo, useRef, useState } from 'react';
import type { Product, Wallet } from '../../lib/api/billing.ts';
import { buyPremium, getProducts, getWallet } from '../../lib/api/client/billing.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { rememberPaymentReturn } from '../../lib/payment-return.ts';
import { refreshSessionUser } from './refresh-session.ts';
import { useApp } from '../app/context.ts';
import { primaryButton } from '../ui/classes.ts';
import { FormAlert } from '../ui/fields.tsx';
import { failureErrors } from '../ui/failure.ts';
import { useT } from '../ui/useT.ts';
import { actionKeys, isRetryable } from './idempotency.ts';
import PackageList from './PackageList.tsx';
import { useResource } from './useResource.ts';
import { useTag } from './useTag.ts';
import { VipPerks } from './PunterVipPage.tsx';

/** Whether the balance covers a product's price in credits. */
export function covers(wallet: Pick<Wallet, 'credits'>, product: Pick<Product, 'priceCredits'>): boolean {
  return product.priceCredits !== null && wallet.credits >= product.priceCredits;
}

/** A link to the credit packages that brings the punter back to this page once paid. */
function BuyCreditsLink() {
  const { href } = useApp();
  const t = useT('checkout');
  return (
    <a className="font-semibold underline" href={href('buyCredits')} onClick={() => rememberPaymentReturn(window.location.pathname)}>
      {t('upgrade.premium.buyCredits')}
    </a>
  );
}

/** One premium product with its buy button. */
function PremiumOffer({ product, wallet, onBought }: { product: Product; wallet: Wallet; onBought: (w: Wallet) => void }) {
  const t = useT('checkout');
  const tag = useTag();
  const keys = useMemo(() => actionKeys(), []);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [short, setShort] = useState(false);
  const credits = formatNumber(product.priceCredits ?? 0, tag);
  const enough = covers(wallet, product);

  const buy = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setAlert(undefined);
    const res = await buyPremium({ productId: product.id }, { idempotencyKey: keys.keyFor(product.id) });
    running.current = false;
    setBusy(false);
    if (res.data) {
      keys.settle();
      void refreshSessionUser();
      return onBought(res.data.results);
    }
    if (!isRetryable(res.status)) keys.settle();
    // The server refuses a purchase the balance does not cover (the balance changed meanwhile).
    if (res.status === 402 || res.status === 409) return setShort(true);
    setAlert(isRetryable(res.status) && res.status !== 429 ? t('checkout.error.retry') : failureErrors(t, res)._);
  };

  return (
    <li className="space-y-2 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold">{t('upgrade.premium.days', { days: formatNumber(product.durationDays ?? 0, tag) })}</h3>
      <p className="text-xl font-bold">{t('upgrade.premium.price', { credits })}</p>
      {enough && !short ? (
        <button type="button" className={`${primaryButton} sm:w-auto`} disabled={busy} aria-busy={busy} onClick={() => void buy()}>
          {t('upgrade.premium.buy', { credits })}
        </button>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role={short ? 'alert' : undefined}>
          {t('upgrade.premium.short', { credits, balance: formatNumber(wallet.credits, tag) })} <BuyCreditsLink />
        </p>
      )}
      <FormAlert message={alert} />
    </li>
  );
}

/** The page. */
export default function BuyPremiumPage() {
  const t = useT('checkout');
  const tag = useTag();
  const products = useResource(
    (opts) => getProducts('premium', opts),
    (r) => r.results.filter((p) => p.priceCredits !== null),
  );
  const wallet = useResource(getWallet, (r) => r.results);
  const [bought, setBought] = useState<string>();
  const offers = products.data;
  const balance = wallet.data;
  const loaded = offers !== undefined && balance !== undefined;
  return (
    <div className="space-y-6">
      <section aria-labelledby="premium-heading" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="premium-heading" className="text-xl font-bold">
          {t('upgrade.premium.heading')}
        </h2>
        <p>{t('upgrade.premium.intro')}</p>
        <VipPerks />
        {wallet.data && (
          <p className="font-semibold" data-testid="wallet-balance">
            {t('wallet.balance', { credits: formatNumber(wallet.data.credits, tag) })}
          </p>
        )}
        <p role="status">{bought}</p>
        {(products.failed || wallet.failed) && <p role="alert">{t('checkout.error.load')}</p>}
        {!loaded && !products.failed && !wallet.failed && <p role="status">{t('checkout.loading')}</p>}
        {loaded && offers.length === 0 && <p>{t('vip.unavailable')}</p>}
        {loaded && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {offers.map((product) => (
              <PremiumOffer
                key={product.id}
                product={product}
                wallet={balance}
                onBought={(next) => {
                  wallet.set(next);
                  if (next.vipValidTill)
                    setBought(t('upgrade.premium.done', { date: formatDate(next.vipValidTill, tag, { dateStyle: 'long' }) }));
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="teaser-heading" className="space-y-4">
        <h2 id="teaser-heading" className="text-xl font-bold">
          {t('upgrade.teaser.heading')}
        </h2>
        <PackageList limit={3} />
      </section>
    </div>
  );
}
