/**
 * /users/account/payments/: the wallet (credits, earnings for escorts and venues, VIP state), the
 * contracts with the one clearly labelled cancel button ("Verträge hier kündigen", always shown:
 * § 312k BGB) and a confirmation dialog, and every transaction as a receipt.
 */
import { useStore } from '../ui/useStore.ts';
import { useState } from 'react';
import type { Subscription, Wallet } from '../../lib/api/billing.ts';
import { cancelSubscription, getTransactions, getWallet } from '../../lib/api/client/billing.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { PriceTag } from './PriceTag.tsx';
import { Receipt } from './Receipt.tsx';
import { hostedPageUrl } from './targets.ts';
import { useResource } from './useResource.ts';
import { useTag } from './useTag.ts';
import { VipState } from './VipState.tsx';

const box = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm';

/** Credits, earnings and VIP. */
function WalletSection({ wallet }: { wallet: Wallet }) {
  const { href } = useApp();
  const t = useT('checkout');
  const tag = useTag();
  const user = useStore($user);
  const earns = !!user && (hasRole(user.roles, ROLES.escort) || hasRole(user.roles, ROLES.venue));
  const punter = !!user && hasRole(user.roles, ROLES.punter);
  return (
    <section aria-labelledby="wallet-heading" className={box}>
      <h2 id="wallet-heading" className="text-xl font-bold">
        {t('wallet.heading')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">{t('wallet.credits')}</dt>
        <dd data-testid="wallet-balance">{formatNumber(wallet.credits, tag)}</dd>
        {earns && (
          <>
            <dt className="font-semibold">{t('wallet.earnings')}</dt>
            <dd data-testid="wallet-earnings">{formatNumber(wallet.earnings, tag)}</dd>
          </>
        )}
      </dl>
      <VipState wallet={wallet} />
      {punter && (
        <p className="flex flex-wrap gap-4">
          <a href={href('buyCredits')}>{t('wallet.buyCredits')}</a>
          <a href={href('punterVip')}>{t('wallet.vipLink')}</a>
        </p>
      )}
    </section>
  );
}

/** The contracts: the VIP subscription and the cancel button with its confirmation. */
function ContractsSection({ wallet, onCancelled }: { wallet: Wallet; onCancelled: (sub: Subscription) => void }) {
  const t = useT('checkout');
  const tag = useTag();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();
  const sub = wallet.subscription;
  const cancellable = sub?.status === 'active';
  const date = (iso: string) => formatDate(iso, tag, { dateStyle: 'long' });

  const confirm = async () => {
    if (!sub || busy) return;
    setBusy(true);
    setAlert(undefined);
    const res = await cancelSubscription(sub.id);
    setBusy(false);
    setOpen(false);
    if (res.errors) return setAlert(failureErrors(t, res)._);
    // The provider ends it on its own page (Verotel's cancel page); its notification changes it here.
    const atProvider = hostedPageUrl(res.data.cancelUrl, window.location.href);
    if (atProvider) return location.assign(atProvider);
    onCancelled(res.data.results);
    setDone(t('wallet.cancel.done'));
  };

  return (
    <section aria-labelledby="contracts-heading" className={box}>
      <h2 id="contracts-heading" className="text-xl font-bold">
        {t('wallet.contracts.heading')}
      </h2>
      {sub ? (
        <div className="space-y-2 rounded-xl border border-gray-200 p-4" data-testid="subscription">
          <p className="font-semibold">{t('vip.product')}</p>
          <PriceTag price={sub.price} monthly />
          <p className="text-sm">
            {sub.status === 'active'
              ? t('wallet.contract.renews', { date: date(sub.currentPeriodEnd) })
              : t('wallet.contract.cancelledUntil', { date: date(sub.currentPeriodEnd) })}
          </p>
        </div>
      ) : (
        <p>{t('wallet.contracts.none')}</p>
      )}
      <p role="status" className="font-semibold text-green-800">
        {done}
      </p>
      <FormAlert message={alert} />
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t('wallet.contracts.cancelButton')}
      </button>
      {open && (
        <ConfirmDialog
          title={t(cancellable ? 'wallet.cancel.title' : 'wallet.cancel.noneTitle')}
          confirmLabel={cancellable ? t('wallet.cancel.confirm') : undefined}
          cancelLabel={t(cancellable ? 'wallet.cancel.keep' : 'wallet.cancel.close')}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          <p>{cancellable && sub ? t('wallet.cancel.text', { date: date(sub.currentPeriodEnd) }) : t('wallet.cancel.noneText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Every transaction as a receipt, newest first. */
function TransactionsSection() {
  const t = useT('checkout');
  const list = useResource(getTransactions, (r) => r.results);
  return (
    <section aria-labelledby="receipts-heading" className={box}>
      <h2 id="receipts-heading" className="text-xl font-bold">
        {t('wallet.receipts.heading')}
      </h2>
      {list.failed && <p role="alert">{t('checkout.error.load')}</p>}
      {!list.failed && !list.data && <p role="status">{t('checkout.loading')}</p>}
      {list.data?.length === 0 && <p>{t('wallet.receipts.none')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="space-y-3">
          {list.data.map((txn) => (
            <Receipt key={txn.id} txn={txn} onChange={(next) => list.set(list.data!.map((x) => (x.id === next.id ? next : x)))} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The page. */
export default function PaymentsPage() {
  const t = useT('checkout');
  const wallet = useResource(getWallet, (r) => r.results);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <div className="space-y-6">
        {wallet.failed && <p role="alert">{t('checkout.error.load')}</p>}
        {!wallet.failed && !wallet.data && <p role="status">{t('checkout.loading')}</p>}
        {wallet.data && (
          <>
            <WalletSection wallet={wallet.data} />
            <ContractsSection wallet={wallet.data} onCancelled={(subscription) => wallet.set({ ...wallet.data!, subscription })} />
          </>
        )}
      </div>
      <TransactionsSection />
    </div>
  );
}
