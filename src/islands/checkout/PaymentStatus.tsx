/**
 * An order after it was sent: waiting for the payment (the bank transfer details while a transfer
 * is open, or the hosted page's confirmation), then the result: paid (credits added and the new
 * balance, or VIP until …, the receipt, continue) or failed (why, the balance is unchanged, try
 * again). Polls the transaction until it is settled.
 */
import { useEffect } from 'react';
import type { Transaction } from '../../lib/api/billing.ts';
import { getWallet } from '../../lib/api/client/billing.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { takePaymentReturn } from '../../lib/payment-return.ts';
import { refreshSessionUser } from './refresh-session.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { failureKey, retryQuery } from './labels.ts';
import { priceTexts } from './money.ts';
import { PricingNote, pricingOfTransaction } from './PricingNote.tsx';
import { continueTarget, hostedPageUrl } from './targets.ts';
import { usePoll } from './usePoll.ts';
import { useResource } from './useResource.ts';
import { useTag } from './useTag.ts';

const box = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm';

/** The receipt's place on the payments page. */
export function receiptHref(payments: string, id: number): string {
  return `${payments}#receipt-${id}`;
}

/** "Continue": back where the buyer started, else the account. */
function ContinueButton({ txn }: { txn: Transaction }) {
  const { href } = useApp();
  const t = useT('checkout');
  return (
    <button
      type="button"
      className={`${primaryButton} sm:w-auto`}
      onClick={() => go(continueTarget(takePaymentReturn(), txn.returnPath, href('account')))}
    >
      {t('checkout.result.continue')}
    </button>
  );
}

/** Paid: what the buyer got, what it cost and whose region it was booked in, the new balance or VIP end, the receipt. */
function Paid({ txn }: { txn: Transaction }) {
  const { href } = useApp();
  const t = useT('checkout');
  const tag = useTag();
  const wallet = useResource(getWallet, (r) => r.results);
  // The session's VIP date changed with a VIP purchase: the account page and badges read it.
  useEffect(() => {
    if (txn.purpose === 'vip') void refreshSessionUser();
  }, [txn.purpose]);
  return (
    <section aria-labelledby="result-heading" className={box} data-testid="payment-paid">
      <h2 id="result-heading" className="text-xl font-bold text-green-800">
        {t('checkout.result.paid')}
      </h2>
      <p>{txn.credits ? t('checkout.result.creditsAdded', { credits: formatNumber(txn.credits, tag) }) : t('checkout.result.vipActive')}</p>
      <p className="font-semibold" data-testid="payment-amount">
        {priceTexts(txn.price, tag).gross}
      </p>
      <PricingNote pricing={pricingOfTransaction(txn)} booked />
      <p role="status" data-testid="wallet-balance">
        {wallet.data
          ? txn.purpose === 'vip' && wallet.data.vipValidTill
            ? t('checkout.result.vipUntil', { date: formatDate(wallet.data.vipValidTill, tag, { dateStyle: 'long' }) })
            : t('checkout.result.balance', { credits: formatNumber(wallet.data.credits, tag) })
          : wallet.failed
            ? ''
            : t('checkout.loading')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ContinueButton txn={txn} />
        <a href={receiptHref(href('payments'), txn.id)}>{t('checkout.result.receipt')}</a>
      </div>
    </section>
  );
}

/** Failed: why, the balance is unchanged, try again. */
function Failed({ txn }: { txn: Transaction }) {
  const { href } = useApp();
  const t = useT('checkout');
  return (
    <section aria-labelledby="result-heading" className={box} data-testid="payment-failed">
      <h2 id="result-heading" className="text-xl font-bold text-red-800">
        {t('checkout.result.failed')}
      </h2>
      <p>{t(failureKey(txn.failureReason))}</p>
      <p>{t('checkout.result.unchanged')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <a href={`${href('checkoutBuyCredits')}${retryQuery(txn)}`} className={`${primaryButton} no-underline sm:w-auto`}>
          {t('checkout.result.tryAgain')}
        </a>
        <a href={href('account')} className={`${secondaryButton} no-underline`}>
          {t('checkout.result.toAccount')}
        </a>
      </div>
    </section>
  );
}

/** The order `id` (with a copy when the page just created it) until it is settled. */
export default function PaymentStatus({ id, initial }: { id: number; initial?: Transaction }) {
  const t = useT('checkout');
  const poll = usePoll(id, initial);
  const txn = poll.transaction;
  if (poll.phase === 'paid' && txn) return <Paid txn={txn} />;
  if (poll.phase === 'failed' && txn) return <Failed txn={txn} />;
  if (!txn)
    return poll.phase === 'stalled' ? (
      <div className="space-y-3">
        <p role="alert">{t('checkout.error.load')}</p>
        <button type="button" className={secondaryButton} onClick={poll.restart}>
          {t('checkout.result.checkAgain')}
        </button>
      </div>
    ) : (
      <p role="status">{t('checkout.result.checking')}</p>
    );
  const provider = hostedPageUrl(txn.paymentUrl, window.location.href);
  return (
    <div className="space-y-4">
      {txn.bankTransfer && <BankTransferDetails transfer={txn.bankTransfer} />}
      <section aria-labelledby="waiting-heading" className={box} data-testid="payment-waiting">
        <h2 id="waiting-heading" className="text-lg font-bold">
          {t(txn.bankTransfer ? 'checkout.result.waitingTransfer' : 'checkout.result.waiting')}
        </h2>
        <p role="status">{poll.phase === 'stalled' ? t('checkout.result.stalled') : t('checkout.result.updates')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {poll.phase === 'stalled' && (
            <button type="button" className={secondaryButton} onClick={poll.restart}>
              {t('checkout.result.checkAgain')}
            </button>
          )}
          {provider && <a href={provider}>{t(txn.bankTransfer ? 'checkout.result.providerTransfer' : 'checkout.result.provider')}</a>}
        </div>
      </section>
    </div>
  );
}
