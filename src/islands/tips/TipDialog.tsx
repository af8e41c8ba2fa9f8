/**
 * The tip dialog: an amount (a fixed choice or any whole amount up to TIP_MAX), an optional
 * message and the confirmation. A punter sees the balance and gives credits (one Idempotency-Key
 * per dialog, so a double click or a retry charges once); a guest orders with money through the
 * guest checkout and goes to the payment page. Short of credits, the dialog says so and links to
 * buying credits, which brings the punter back here with the amount.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { getWallet, startGuestTip, tipInCredits } from '../../lib/api/client/tips.ts';
import type { BankTransfer } from '../../lib/api/billing.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../lib/api/billing-codes.ts';
import { TIP_AMOUNTS, TIP_MAX, TIP_MESSAGE_MAX } from '../../lib/api/tip-codes.ts';
import { unavailableKey } from '../../lib/api/unavailable.ts';
import { rememberPaymentReturn } from '../../lib/payment-return.ts';
import { useApp } from '../app/context.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextareaField, TextField } from '../ui/fields.tsx';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useT } from '../ui/useT.ts';
import { resumeTipPath, tipAmountOf } from './query-keys.ts';

interface Props {
  escortId: number;
  name: string;
  profilePath: string;
  guest: boolean;
  initialAmount?: number;
  onClose: () => void;
  onTipped: (amount: number) => void;
}

/** A fresh idempotency key (one per opened dialog). */
const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_.:-]/g, '');

/** The dialog. */
export default function TipDialog({ escortId, name, profilePath, guest, initialAmount, onClose, onTipped }: Props) {
  const t = useT('galleries');
  const { href, locale } = useApp();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog);
  const key = useRef(newKey());
  const preset = initialAmount !== undefined && (TIP_AMOUNTS as readonly number[]).includes(initialAmount);
  const [choice, setChoice] = useState<number | 'other'>(initialAmount === undefined ? TIP_AMOUNTS[1] : preset ? initialAmount : 'other');
  const [other, setOther] = useState(initialAmount !== undefined && !preset ? String(initialAmount) : '');
  const [message, setMessage] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [waived, setWaived] = useState(false);
  const [balance, setBalance] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [short, setShort] = useState<{ balance: number; needed: number }>();
  const [busy, setBusy] = useState(false);
  const [transfer, setTransfer] = useState<BankTransfer>();

  useEffect(() => {
    if (!guest) void getWallet({ locale }).then((res) => res.data && setBalance(res.data.results.credits));
  }, [guest, locale]);

  const amount = choice === 'other' ? tipAmountOf(other.trim()) : choice;

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const local: Record<string, string> = {};
    if (amount === undefined) local.amount = t('tip.amountInvalid', { max: TIP_MAX });
    if (guest && !waived) local.waiveWithdrawal = t('tip.waiverRequired');
    setErrors(local);
    setShort(undefined);
    if (amount === undefined || Object.keys(local).length) return;
    const text = message.trim() || undefined;
    setBusy(true);
    if (guest) {
      const res = await startGuestTip(
        escortId,
        { amount, message: text, method, returnPath: profilePath, waiveWithdrawal: true },
        key.current,
        { locale },
      );
      setBusy(false);
      if (res.data?.results.paymentUrl) return void location.assign(res.data.results.paymentUrl);
      if (res.data?.results.bankTransfer) return void setTransfer(res.data.results.bankTransfer);
      const unavailable = res.data ? undefined : unavailableKey(res);
      return void setErrors({ _: unavailable ? t(unavailable) : t('tip.error') });
    }
    const res = await tipInCredits(escortId, { amount, message: text }, key.current, { locale });
    setBusy(false);
    if (res.data) {
      setBalance(res.data.results.balance);
      return onTipped(amount);
    }
    if (res.status === 402) {
      // The wallet as it is now (another tab may have spent or bought credits meanwhile).
      const wallet = await getWallet({ locale });
      const now = wallet.data?.results.credits ?? balance ?? 0;
      setBalance(now);
      return void setShort({ balance: now, needed: amount });
    }
    // A refused key (another tip used it) needs a new one for the next try.
    key.current = newKey();
    setErrors({ _: res.errors.amount?.[0] ?? res.errors.message?.[0] ?? t('tip.error') });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className="m-auto w-full max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/70"
      onClose={onClose}
      data-testid="tip-dialog"
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t('tip.title', { name })}
        </h2>
        {transfer ? (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" role="status">
            <dt className="font-semibold">IBAN</dt>
            <dd>{transfer.iban}</dd>
            <dt className="font-semibold">BIC</dt>
            <dd>{transfer.bic}</dd>
            <dt className="font-semibold">{t('tip.method.bank_transfer')}</dt>
            <dd>{transfer.reference}</dd>
          </dl>
        ) : (
          <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            {guest && <p className="text-sm">{t('tip.guestIntro', { name })}</p>}
            <fieldset aria-describedby={errors.amount ? `${id}-amount-error` : undefined}>
              <legend className="mb-2 font-semibold">{t('tip.amount')}</legend>
              <div className="flex flex-wrap gap-2">
                {TIP_AMOUNTS.map((a) => (
                  <label key={a} className={`chip cursor-pointer ${choice === a ? 'border-brand-700 bg-brand-50' : ''}`}>
                    <input type="radio" name="amount" className="sr-only" checked={choice === a} onChange={() => setChoice(a)} />
                    {t('tip.credits', { count: a })}
                  </label>
                ))}
                <label className={`chip cursor-pointer ${choice === 'other' ? 'border-brand-700 bg-brand-50' : ''}`}>
                  <input type="radio" name="amount" className="sr-only" checked={choice === 'other'} onChange={() => setChoice('other')} />
                  {t('tip.amountOther', { max: TIP_MAX })}
                </label>
              </div>
              {choice === 'other' && (
                <TextField
                  className="mt-2"
                  label={t('tip.amountOther', { max: TIP_MAX })}
                  name="other"
                  inputMode="numeric"
                  value={other}
                  onChange={(e) => setOther(e.target.value)}
                />
              )}
              {errors.amount && (
                <p id={`${id}-amount-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.amount}
                </p>
              )}
            </fieldset>
            <TextareaField
              label={t('tip.message')}
              name="message"
              rows={2}
              maxLength={TIP_MESSAGE_MAX}
              hint={t('tip.messageHint', { max: TIP_MESSAGE_MAX, name })}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            {!guest && balance !== undefined && <p className="text-sm font-semibold">{t('tip.balance', { count: balance })}</p>}
            {guest && (
              <>
                <SelectField
                  label={t('tip.method')}
                  name="method"
                  value={method}
                  onChange={(e) => setMethod(e.target.value as PaymentMethod)}
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`tip.method.${m}`) }))}
                />
                <CheckboxField label={t('tip.guestWaiver')} checked={waived} onChange={setWaived} error={errors.waiveWithdrawal} />
              </>
            )}
            {short && (
              <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <p>{t('tip.insufficient', { balance: short.balance, needed: short.needed })}</p>
                <a
                  href={href('buyCredits')}
                  className="mt-2 inline-block font-semibold"
                  onClick={() => rememberPaymentReturn(resumeTipPath(profilePath, short.needed))}
                >
                  {t('tip.buyCredits')}
                </a>
              </div>
            )}
            <FormAlert message={errors._} />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={secondaryButton} onClick={() => dialog.current?.close()}>
                {t('tip.cancel')}
              </button>
              <SubmitButton busy={busy} className={`${primaryButton} sm:w-auto`}>
                {guest ? t('tip.guestConfirm') : t('tip.confirm', { count: amount ?? 0 })}
              </SubmitButton>
            </div>
            {guest && (
              <p className="text-sm">
                <button
                  type="button"
                  className="underline underline-offset-2"
                  onClick={() => {
                    dialog.current?.close();
                    openAuthModal({
                      mode: 'login',
                      loginVariant: 'as-punter',
                      redirectProfilePath: resumeTipPath(profilePath, amount ?? TIP_AMOUNTS[1]),
                    });
                  }}
                >
                  {t('tip.orLogin')}
                </button>
              </p>
            )}
          </form>
        )}
      </div>
    </dialog>
  );
}
