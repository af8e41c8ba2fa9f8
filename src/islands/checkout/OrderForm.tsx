/**
 * The order: summary (product, gross, VAT, net), payment method (card or bank transfer), the
 * waiver of the withdrawal right for immediate delivery (required) and the order button in the
 * wording the consumer law of the account's region or of the edition asks for (the stricter). Sending creates the transaction and pays it: a card
 * goes to the provider's hosted page, a bank transfer shows its details. One idempotency key per
 * order, kept for a retry, and the button is off while a request runs: nothing is charged twice.
 */
import { useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { Price, Pricing, Transaction } from '../../lib/api/billing.ts';
import type { PaymentMethod } from '../../lib/api/billing-codes.ts';
import { createTransaction, payByBankTransfer, payByCard } from '../../lib/api/client/billing.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import { unavailableKey } from '../../lib/api/unavailable.ts';
import { peekPaymentReturn } from '../../lib/payment-return.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { CheckboxField, FormAlert, SubmitButton } from '../ui/fields.tsx';
import { failureErrors } from '../ui/failure.ts';
import { useT } from '../ui/useT.ts';
import { actionKeys, isRetryable } from './idempotency.ts';
import { PriceBreakdown } from './PriceTag.tsx';
import { PricingNote } from './PricingNote.tsx';
import { hostedPageUrl } from './targets.ts';
import { checkoutWording } from './wording.ts';

interface Props {
  productId: string;
  /** The product's name line ("500 Credits", "VIP membership"). */
  title: string;
  /** A line under it (the bonus, "renews monthly, cancel any time"). */
  detail?: ReactNode;
  price: Price;
  /** Whose region the price is in, stated under the breakdown; its consumer law words the order too. */
  pricing: Pricing;
  /** A bank transfer was ordered: the page shows its details and waits. */
  onBankTransfer: (txn: Transaction) => void;
}

const METHODS: readonly PaymentMethod[] = ['card', 'bank_transfer'];

/** The order form. */
export function OrderForm({ productId, title, detail, price, pricing, onBankTransfer }: Props) {
  const { region } = useApp();
  const t = useT('checkout');
  const wording = checkoutWording(pricing.region, region.code);
  const keys = useMemo(() => actionKeys(), []);
  const running = useRef(false);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [waived, setWaived] = useState(false);
  const [busy, setBusy] = useState(false);
  const [waiverError, setWaiverError] = useState<string>();
  const [alert, setAlert] = useState<string>();

  const failed = (res: ApiFailure) => {
    running.current = false;
    setBusy(false);
    if (!isRetryable(res.status)) keys.settle();
    if (res.status === 422 && res.errors.waiveWithdrawal) return setWaiverError(t('checkout.waiver.required'));
    const unavailable = unavailableKey(res);
    if (unavailable) return setAlert(t(unavailable));
    if (isRetryable(res.status) && res.status !== 429) return setAlert(t('checkout.error.retry'));
    setAlert(failureErrors(t, res)._);
  };

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (running.current) return;
    if (!waived) return setWaiverError(t('checkout.waiver.required'));
    running.current = true;
    setBusy(true);
    setAlert(undefined);
    const key = keys.keyFor(`${productId}|${method}`);
    const returnPath = peekPaymentReturn();
    const created = await createTransaction(
      { productId, waiveWithdrawal: true, ...(returnPath ? { returnPath } : {}) },
      { idempotencyKey: `${key}:order` },
    );
    if (created.errors) return failed(created);
    const pay = method === 'card' ? payByCard : payByBankTransfer;
    const paid = await pay(created.data.results.id, { idempotencyKey: `${key}:${method}` });
    if (paid.errors) return failed(paid);
    keys.settle();
    const txn = paid.data.results;
    if (method === 'bank_transfer') {
      running.current = false;
      setBusy(false);
      return onBankTransfer(txn);
    }
    const url = hostedPageUrl(txn.paymentUrl, window.location.href);
    if (!url) {
      running.current = false;
      setBusy(false);
      return setAlert(t('checkout.error.provider'));
    }
    // The button stays off: the browser is leaving for the provider's page.
    go(url);
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="order-heading"
    >
      <h2 id="order-heading" className="text-xl font-bold">
        {t('checkout.summary.heading')}
      </h2>
      <div className="space-y-1">
        <p className="text-lg font-semibold" data-testid="order-product">
          {title}
        </p>
        {detail && <div className="text-sm text-ink-muted">{detail}</div>}
      </div>
      <PriceBreakdown price={price} />
      <PricingNote pricing={pricing} />

      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('checkout.method.legend')}</legend>
        {METHODS.map((m) => (
          <label
            key={m}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-brand-700"
          >
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block font-semibold">{t(`checkout.method.${m}`)}</span>
              <span className="block text-sm text-ink-muted">{t(`checkout.method.${m}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <CheckboxField
        label={t(wording.waiver)}
        checked={waived}
        error={waiverError}
        onChange={(on) => {
          setWaived(on);
          if (on) setWaiverError(undefined);
        }}
      />
      <FormAlert message={alert} />
      <SubmitButton busy={busy}>{t(wording.button)}</SubmitButton>
      <p className="text-xs text-ink-muted">{t('checkout.order.note')}</p>
    </form>
  );
}
