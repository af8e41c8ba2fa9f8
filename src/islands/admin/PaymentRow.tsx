/**
 * One transaction of /admin/payments/: reference, status, buyer, product, method, gross with its VAT
 * line, dates and the failure reason; with `mayRefund` a paid account purchase gets a "Refund"
 * button that asks first and hands the outcome (the server's reason when it refuses) to the list.
 */
import { useState } from 'react';
import type { AdminTransaction } from '../../lib/api/admin-payments.ts';
import { refundTransaction } from '../../lib/api/client/admin-payments.ts';
import { formatMoney, formatNumber, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { useWhen } from './useWhen.ts';

const STATUS_STYLE: Record<AdminTransaction['status'], string> = {
  created: 'bg-amber-50 text-amber-900',
  pending: 'bg-amber-50 text-amber-900',
  paid: 'bg-green-50 text-green-900',
  failed: 'bg-red-50 text-red-900',
  refunded: 'bg-gray-100 text-ink',
};

/** What a refund attempt said. */
export interface RefundOutcome {
  tone: 'info' | 'error';
  message: string;
}

interface Props {
  txn: AdminTransaction;
  mayRefund: boolean;
  /** Called after a refund attempt with its outcome (the list shows it and reloads). */
  done: (outcome: RefundOutcome) => void;
}

export default function PaymentRow({ txn, mayRefund, done }: Props) {
  const t = useT('admin');
  const when = useWhen();
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: txn.price.currency }, tag);
  const rate = formatNumber(txn.price.vatRate / 100, tag, { style: 'percent', maximumFractionDigits: 1 });
  const buyer = txn.buyer === 'guest' ? t('admin.payments.guest') : txn.buyer.username;
  const headingId = `payment-${txn.id}-heading`;

  const refund = async () => {
    setBusy(true);
    const res = await refundTransaction(txn.id);
    setBusy(false);
    setAsking(false);
    const where = res.data?.refundAt;
    done(
      res.data
        ? {
            tone: 'info',
            message: where
              ? t('admin.payments.refundedAt', { reference: txn.reference, where })
              : t('admin.payments.refunded', { reference: txn.reference }),
          }
        : { tone: 'error', message: messageText(t, res.message) },
    );
  };

  const product = [
    t(`admin.payments.purpose.${txn.purpose}`),
    txn.productId,
    ...(txn.credits === null ? [] : [t('admin.payments.credits', { credits: formatNumber(txn.credits, tag) })]),
  ].join(' · ');
  const rows: Array<[string, string]> = [
    [t('admin.payments.buyer'), txn.buyer === 'guest' ? buyer : `${buyer} #${txn.buyer.id}`],
    [t('admin.payments.product'), product],
    [t('admin.payments.method'), t(txn.method ? `admin.payments.method.${txn.method}` : 'admin.payments.method.none')],
    [t('admin.payments.region'), txn.region.toUpperCase()],
    [t('admin.payments.created'), when(txn.createdAt)],
    ...(txn.paidAt ? [[t('admin.payments.paid'), when(txn.paidAt)] as [string, string]] : []),
    ...(txn.failureReason ? [[t('admin.payments.failure'), txn.failureReason] as [string, string]] : []),
  ];
  return (
    <li data-transaction-id={txn.id}>
      <article aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {txn.reference}
          </h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[txn.status]}`}>
            {t(`admin.payments.status.${txn.status}`)}
          </span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-ink-muted">{t('admin.payments.gross')}</dt>
            <dd>
              <span className="font-semibold">{money(txn.price.amountMinor)}</span>{' '}
              <span className="text-ink-muted">
                {txn.price.vatRate > 0
                  ? t('admin.payments.vat', { rate, vat: money(txn.price.vatMinor), net: money(txn.price.netMinor) })
                  : t('admin.payments.noVat')}
              </span>
            </dd>
          </div>
        </dl>
        {mayRefund && txn.refundable && (
          <button
            type="button"
            className={secondaryButton}
            aria-label={t('admin.payments.refundLabel', { reference: txn.reference })}
            onClick={() => setAsking(true)}
          >
            {t('admin.payments.refund')}
          </button>
        )}
        {asking && (
          <ConfirmDialog
            title={t('admin.payments.confirm.title', { reference: txn.reference })}
            confirmLabel={t('admin.payments.confirm.submit')}
            cancelLabel={t('admin.payments.confirm.cancel')}
            busy={busy}
            onConfirm={() => void refund()}
            onClose={() => setAsking(false)}
          >
            <p>{t('admin.payments.confirm.body', { buyer, amount: money(txn.price.amountMinor) })}</p>
          </ConfirmDialog>
        )}
      </article>
    </li>
  );
}
