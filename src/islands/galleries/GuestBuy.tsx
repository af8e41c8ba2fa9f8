/**
 * Buying as a guest: which gallery (or all), card or bank transfer, the explicit request for
 * immediate delivery (which ends the right of withdrawal), and the order button; a card payment
 * continues on the provider's page, a bank transfer shows its details here.
 */
import { useId, useState, type FormEvent } from 'react';
import { startGuestGalleryCheckout } from '../../lib/api/client/galleries.ts';
import type { BankTransfer } from '../../lib/api/billing.ts';
import type { PaymentMethod } from '../../lib/api/billing-codes.ts';
import type { GallerySummary } from '../../lib/api/galleries.ts';
import { unavailableKey } from '../../lib/api/unavailable.ts';
import { formatMoney } from '../../lib/format.ts';
import { showError } from '../../stores/toasts.ts';
import { primaryButton } from '../ui/classes.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import { newIdempotencyKey } from './storage.ts';

type T = Translate<KeysOf<'galleries'>>;

interface Props {
  t: T;
  profileId: number;
  profilePath: string;
  galleries: GallerySummary[];
  numberTag: string;
}

/** The guest purchase form. */
export default function GuestBuy({ t, profileId, profilePath, galleries, numberTag }: Props) {
  const id = useId();
  const open = galleries.filter((g) => !g.unlocked);
  const [target, setTarget] = useState<string>(open.length > 1 ? 'all' : String(open[0]?.id ?? 'all'));
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [waiver, setWaiver] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [bank, setBank] = useState<BankTransfer>();
  // One key per attempt: a double click reuses it, a new attempt after an answer gets a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  if (open.length === 0) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!waiver) return setError(t('gallery.guest.waiverRequired'));
    setError(undefined);
    setBusy(true);
    const res = await startGuestGalleryCheckout(
      target === 'all' ? { profileId } : { galleryId: Number(target) },
      { method, returnPath: profilePath },
      key,
    );
    setBusy(false);
    setKey(newIdempotencyKey());
    if (!res.data) return void showError(unavailableKey(res));
    const txn = res.data.results;
    if (txn.paymentUrl) return location.assign(txn.paymentUrl);
    if (txn.bankTransfer) setBank(txn.bankTransfer);
  };

  if (bank)
    return (
      <p role="status" className="mt-3 rounded-xl bg-amber-50 p-4 text-sm">
        {t('gallery.guest.bankDetails', {
          amount: formatMoney({ amountMinor: bank.amountMinor, currency: bank.currency }, numberTag),
          beneficiary: bank.beneficiary,
          iban: bank.iban,
          bic: bank.bic,
          reference: bank.reference,
        })}
      </p>
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3 rounded-xl border border-gray-200 p-4">
      <h3 className="font-semibold">{t('gallery.guest.heading')}</h3>
      <p className="text-sm text-ink-muted">{t('gallery.guest.intro')}</p>
      <fieldset>
        <legend className="text-sm font-semibold">{t('gallery.guest.which')}</legend>
        <div className="mt-1 flex flex-col gap-1 text-sm">
          {open.length > 1 && (
            <label className="inline-flex items-center gap-2">
              <input type="radio" name={`${id}-target`} value="all" checked={target === 'all'} onChange={() => setTarget('all')} />
              {t('gallery.guest.all')} · {t('gallery.price', { credits: open.reduce((s, g) => s + g.priceCredits, 0) })}
            </label>
          )}
          {open.map((g) => (
            <label key={g.id} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-target`}
                value={g.id}
                checked={target === String(g.id)}
                onChange={() => setTarget(String(g.id))}
              />
              {g.title} · {t('gallery.price', { credits: g.priceCredits })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">{t('gallery.guest.method')}</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {(['card', 'bank_transfer'] as const).map((m) => (
            <label key={m} className="inline-flex items-center gap-2">
              <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
              {t(m === 'card' ? 'gallery.guest.card' : 'gallery.guest.bank')}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={waiver}
          onChange={(e) => setWaiver(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1"
        />
        <span>{t('gallery.guest.waiver')}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={busy}>
        {t('gallery.guest.order')}
      </button>
    </form>
  );
}
