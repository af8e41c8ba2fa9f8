/**
 * Bank transfer details: the demo beneficiary's account (an IBAN with valid check digits), the
 * order's reference as remittance text, and the EPC069-12 ("GiroCode") QR payload in euro regions.
 */
import type { BankTransfer } from '../../lib/api/billing.ts';
import type { Currency } from '../../lib/api/common.ts';

/** The demo beneficiary. */
export const DEMO_BENEFICIARY = 'Lustmap Demo GmbH';
/** The demo beneficiary's BIC. */
export const DEMO_BIC = 'LUSTDEM1XXX';

/** ISO 13616 check digits of an IBAN for `country` and `bban`. */
export function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return String(98 - rest).padStart(2, '0');
}

/** Whether an IBAN's check digits are right (mod 97 = 1). */
export function validIban(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const digits = `${s.slice(4)}${s.slice(0, 4)}`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** The demo beneficiary's IBAN (a German account: bank code 12345678, account 0000424242). */
export const DEMO_IBAN = `DE${ibanCheckDigits('DE', '123456780000424242')}123456780000424242`;

/** The EPC069-12 QR payload of a SEPA credit transfer (version 002, UTF-8). */
export function epcPayload(o: { bic: string; name: string; iban: string; amountMinor: number; reference: string }): string {
  const amount = `EUR${Math.floor(o.amountMinor / 100)}.${String(o.amountMinor % 100).padStart(2, '0')}`;
  // Service tag, version, character set (1 = UTF-8), identification, BIC, name, IBAN, amount,
  // purpose code (none), structured reference (none), unstructured remittance text.
  return ['BCD', '002', '1', 'SCT', o.bic, o.name.slice(0, 70), o.iban, amount, '', '', o.reference.slice(0, 140)].join('\n');
}

/** Transfer instructions for an order; the QR payload only for euro payments. */
export function transferDetails(o: { reference: string; amountMinor: number; currency: Currency }): BankTransfer {
  return {
    beneficiary: DEMO_BENEFICIARY,
    iban: DEMO_IBAN,
    bic: DEMO_BIC,
    reference: o.reference,
    amountMinor: o.amountMinor,
    currency: o.currency,
    epcPayload:
      o.currency === 'EUR'
        ? epcPayload({ bic: DEMO_BIC, name: DEMO_BENEFICIARY, iban: DEMO_IBAN, amountMinor: o.amountMinor, reference: o.reference })
        : null,
  };
}
