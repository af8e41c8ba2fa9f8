/**
 * What the buyer needs to pay by bank transfer: beneficiary, IBAN, BIC, the exact amount and the
 * order's unique reference (each with a copy button), and the EPC/GiroCode for banking apps in
 * euro regions.
 */
import type { BankTransfer } from '../../lib/api/billing.ts';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../ui/useT.ts';
import { CopyButton } from './CopyButton.tsx';
import { EpcQr } from './EpcQr.tsx';
import { useTag } from './useTag.ts';

/** The transfer details. */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const t = useT('checkout');
  const tag = useTag();
  const amount = formatMoney(transfer, tag);
  const rows = [
    { key: 'checkout.bank.beneficiary', value: transfer.beneficiary, copy: transfer.beneficiary },
    { key: 'checkout.bank.iban', value: transfer.iban, copy: transfer.iban.replace(/\s/g, '') },
    { key: 'checkout.bank.bic', value: transfer.bic, copy: transfer.bic },
    { key: 'checkout.bank.amount', value: amount, copy: (transfer.amountMinor / 100).toFixed(2) },
    { key: 'checkout.bank.reference', value: transfer.reference, copy: transfer.reference },
  ] as const;
  return (
    <section aria-labelledby="bank-heading" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm" data-testid="bank-transfer">
      <h2 id="bank-heading" className="text-xl font-bold">
        {t('checkout.bank.heading')}
      </h2>
      <p>{t('checkout.bank.intro')}</p>
      <div className="flex flex-col gap-6 md:flex-row">
        <dl className="grid flex-1 grid-cols-1 gap-y-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="font-semibold">{t(row.key)}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className={row.key === 'checkout.bank.reference' ? 'font-mono text-base font-bold' : 'font-mono'}>{row.value}</span>
                <CopyButton value={row.copy} label={t(row.key)} />
              </dd>
            </div>
          ))}
        </dl>
        {transfer.epcPayload && (
          <figure className="flex flex-col items-center gap-2">
            <EpcQr payload={transfer.epcPayload} label={t('checkout.bank.qrLabel', { reference: transfer.reference })} />
            <figcaption className="max-w-48 text-center text-xs text-ink-muted">{t('checkout.bank.qrHint')}</figcaption>
          </figure>
        )}
      </div>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('checkout.bank.referenceHint')}</p>
    </section>
  );
}
