import { expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { ibanCheckDigits, validIban } from './bank-transfer.ts';
import { CREDIT_PACKAGES, creditsPrice, priceIn, vatOf } from './catalog.ts';

test('it takes the VAT out of a gross price, rounded half up', () => {
  expect(vatOf(4999, 19)).toBe(798);
  expect(vatOf(4999, 0)).toBe(0);
  expect(priceIn(regions.it, 999)).toEqual({ amountMinor: 999, currency: 'EUR', vatRate: 22, vatMinor: 180, netMinor: 819 });
});

test('it sells more bonus the bigger the package, at charm prices', () => {
  const bonus = CREDIT_PACKAGES.map((p) => p.bonusCredits / p.credits);
  expect(bonus).toEqual([...bonus].sort((a, b) => a - b));
  for (const p of CREDIT_PACKAGES) for (const gross of Object.values(p.gross)) expect(gross % 100).toBe(99);
});

test('it prices guest credits at the credit rate of the currency', () => {
  expect(creditsPrice(regions.de, 50).amountMinor).toBe(500);
  expect(creditsPrice(regions.uk, 50).amountMinor).toBe(450);
  expect(creditsPrice(regions.au, 50).amountMinor).toBe(800);
});

test('it computes IBAN check digits that validate', () => {
  expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  expect(validIban('DE89 3704 0044 0532 0130 00')).toBe(true);
  expect(validIban('DE88 3704 0044 0532 0130 00')).toBe(false);
});
