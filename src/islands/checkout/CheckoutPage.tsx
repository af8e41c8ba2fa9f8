/**
 * /checkout/buy-credits/: the order of a credit package (`?package=<id>`) or the VIP plan
 * (`?product=<id>`), and the page the provider sends the buyer back to (`?transaction=<id>`),
 * which waits for the payment and shows the result. Without a query it lists the packages.
 */
import { useState } from 'react';
import type { Price, Pricing, Transaction } from '../../lib/api/billing.ts';
import { getCreditPackages, getProducts } from '../../lib/api/client/billing.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../ui/useT.ts';
import { OrderForm } from './OrderForm.tsx';
import PackageList from './PackageList.tsx';
import PaymentStatus from './PaymentStatus.tsx';
import { checkoutQuery } from './targets.ts';
import { useResource, type Resource } from './useResource.ts';
import { useTag } from './useTag.ts';

/** What is being ordered, as the order form shows it. */
interface Orderable {
  productId: string;
  title: string;
  detail?: string;
  price: Price;
  /** Whose region the price is in (the account's), its currency and VAT rate. */
  pricing: Pricing;
}

/** The package of `?package=<id>` as the order form shows it (null: no such package). */
function usePackage(id: string): Resource<Orderable | null> {
  const t = useT('checkout');
  const tag = useTag();
  return useResource(getCreditPackages, ({ results, pricing }): Orderable | null => {
    const pkg = results.find((p) => p.id === id);
    if (!pkg) return null;
    const bonus = pkg.bonusCredits > 0 ? t('checkout.package.bonus', { bonus: formatNumber(pkg.bonusCredits, tag) }) : undefined;
    return {
      productId: pkg.id,
      title: t('checkout.package.credits', { credits: formatNumber(pkg.credits, tag) }),
      detail: bonus,
      price: pkg.price,
      pricing,
    };
  });
}

/** The VIP product of `?product=<id>` (null: no such product, or not one paid with money). */
function useVipProduct(id: string): Resource<Orderable | null> {
  const t = useT('checkout');
  return useResource(
    (opts) => getProducts('vip', opts),
    ({ results, pricing }): Orderable | null => {
      const product = results.find((p) => p.id === id);
      return product?.price
        ? { productId: product.id, title: t('vip.product'), detail: t('vip.renews'), price: product.price, pricing }
        : null;
    },
  );
}

/** The order form of what was loaded, then the payment of a bank transfer. */
function Order({ orderable }: { orderable: Resource<Orderable | null> }) {
  const t = useT('checkout');
  const [transfer, setTransfer] = useState<Transaction>();
  if (transfer) return <PaymentStatus id={transfer.id} initial={transfer} />;
  if (orderable.failed) return <p role="alert">{t('checkout.error.load')}</p>;
  if (orderable.data === undefined) return <p role="status">{t('checkout.loading')}</p>;
  if (orderable.data === null)
    return (
      <div className="space-y-4">
        <p role="alert">{t('checkout.error.unknownProduct')}</p>
        <PackageList />
      </div>
    );
  return (
    <div className="mx-auto max-w-xl">
      <OrderForm
        {...orderable.data}
        onBankTransfer={(txn) => {
          // A reload (or the way back from the bank) lands on the waiting page of this order.
          window.history.replaceState(null, '', `?transaction=${txn.id}`);
          setTransfer(txn);
        }}
      />
    </div>
  );
}

function PackageOrder({ id }: { id: string }) {
  return <Order orderable={usePackage(id)} />;
}

function VipOrder({ id }: { id: string }) {
  return <Order orderable={useVipProduct(id)} />;
}

/** The page. */
export default function CheckoutPage() {
  const t = useT('checkout');
  const [query] = useState(() => checkoutQuery(window.location.search));
  if (query.kind === 'transaction')
    return (
      <div className="mx-auto max-w-2xl">
        <PaymentStatus id={query.id} />
      </div>
    );
  if (query.kind === 'none')
    return (
      <section aria-labelledby="packages-heading" className="space-y-4">
        <h2 id="packages-heading" className="text-xl font-bold">
          {t('checkout.package.heading')}
        </h2>
        <PackageList />
      </section>
    );
  return query.kind === 'package' ? <PackageOrder id={query.id} /> : <VipOrder id={query.id} />;
}
