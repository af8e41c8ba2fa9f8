/**
 * One transaction as a receipt: reference, date, product, method, status, gross, VAT rate and
 * amount, net, and whose region it was booked in; an open order links to its payment page and can be cancelled.
 */
import { useState } from 'react';
import type { Transaction } from '../../lib/api/billing.ts';
import { cancelTransaction } from '../../lib/api/client/billing.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { methodKey, productKey, statusKey } from './labels.ts';
import { priceTexts } from './money.ts';
import { PricingNote, pricingOfTransaction } from './PricingNote.tsx';
import { useTag } from './useTag.ts';

const STATUS_STYLE: Record<Transaction['status'], string> = {
  created: 'bg-amber-50 text-amber-900',
  pending: 'bg-amber-50 text-amber-900',
  paid: 'bg-green-50 text-green-900',
  failed: 'bg-red-50 text-red-900',
  refunded: 'bg-gray-100 text-ink',
};

/** The receipt; `onChange` gets the transaction after a cancel. */
export function Receipt({ txn, onChange }: { txn: Transaction; onChange: (next: Transaction) => void }) {
  const { href } = useApp();
  const t = useT('checkout');
  const tag = useTag();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const p = priceTexts(txn.price, tag);
  const open = txn.status === 'created' || txn.status === 'pending';
  const date = (iso: string) => formatDate(iso, tag, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `receipt-${txn.id}-heading`;

  const cancel = async () => {
    setBusy(true);
    setAlert(undefined);
    const res = await cancelTransaction(txn.id);
    setBusy(false);
    if (res.data) return onChange(res.data.results);
    setAlert(failureErrors(t, res)._);
  };

  const rows: Array<[string, string]> = [
    [t('wallet.receipt.reference'), txn.reference],
    [t('wallet.receipt.date'), date(txn.paidAt ?? txn.createdAt)],
    [t('wallet.receipt.product'), t(productKey(txn), { credits: txn.credits === null ? '' : formatNumber(txn.credits, tag) })],
    [t('wallet.receipt.method'), t(methodKey(txn))],
    [t('wallet.receipt.gross'), p.gross],
    [t(txn.price.vatRate > 0 ? 'checkout.summary.vat' : 'checkout.summary.noVat', { rate: p.rate }), p.vat],
    [t('wallet.receipt.net'), p.net],
  ];
  return (
    <li id={`receipt-${txn.id}`} className="scroll-mt-24">
      <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-gray-200 p-4 target:ring-2 target:ring-brand-700">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {t('wallet.receipt.heading', { reference: txn.reference })}
          </h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[txn.status]}`}>{t(statusKey(txn))}</span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <PricingNote pricing={pricingOfTransaction(txn)} booked={txn.status === 'paid' || txn.status === 'refunded'} />
        {open && (
          <div className="flex flex-wrap items-center gap-3">
            <a href={`${href('checkoutBuyCredits')}?transaction=${txn.id}`}>{t('wallet.receipt.open')}</a>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              aria-busy={busy}
              aria-label={t('wallet.receipt.cancelLabel', { reference: txn.reference })}
              onClick={() => void cancel()}
            >
              {t('wallet.receipt.cancel')}
            </button>
          </div>
        )}
        <FormAlert message={alert} />
      </article>
    </li>
  );
}
