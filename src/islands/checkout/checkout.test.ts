import { describe, expect, test } from 'vitest';
import type { Price, Transaction } from '../../lib/api/billing.ts';
import { actionKeys, isRetryable, newIdempotencyKey } from './idempotency.ts';
import { perCreditPrice, priceTexts, vatLine } from './money.ts';
import { POLL_START, pollStep, type PollState } from './poll.ts';
import { qrMatrix, qrPath } from './qr.ts';
import { checkoutQuery, continueTarget, hostedPageUrl } from './targets.ts';
import { checkoutWording } from './wording.ts';

const price = (amountMinor: number, vatRate: number, currency: Price['currency'] = 'EUR'): Price => {
  const netMinor = Math.round((amountMinor * 100) / (100 + vatRate));
  return { amountMinor, currency, vatRate, vatMinor: amountMinor - netMinor, netMinor };
};
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('prices and VAT', () => {
  test('German: gross, VAT line with the rate and amount, net', () => {
    const p = price(999, 19);
    expect(p.vatMinor).toBe(160);
    const texts = priceTexts(p, 'de-DE');
    expect(nbsp(texts.gross)).toBe('9,99 €');
    expect(nbsp(texts.net)).toBe('8,39 €');
    const line = vatLine(p, 'de-DE');
    expect(line.key).toBe('checkout.price.vatIncluded');
    expect(nbsp(line.vars.rate)).toBe('19 %');
    expect(nbsp(line.vars.amount)).toBe('1,60 €');
  });

  test('UK and Italy carry their own rate and currency', () => {
    const uk = vatLine(price(1200, 20, 'GBP'), 'en-GB');
    expect(uk).toEqual({ key: 'checkout.price.vatIncluded', vars: { rate: '20%', amount: '£2' } });
    expect(vatLine(price(1220, 22), 'it-IT').vars.rate).toBe('22%');
  });

  test('Australia: no VAT line but GST 0 %', () => {
    const line = vatLine(price(2000, 0, 'AUD'), 'en-AU');
    expect(line.key).toBe('checkout.price.noVat');
    expect(line.vars.rate).toBe('0%');
  });

  test('the price of one credit has two to three decimals', () => {
    expect(nbsp(perCreditPrice(price(999, 19), 100, 'de-DE'))).toBe('0,10 €');
    expect(nbsp(perCreditPrice(price(4999, 19), 550, 'de-DE'))).toBe('0,091 €');
    expect(perCreditPrice(price(1000, 20, 'GBP'), 100, 'en-GB')).toBe('£0.10');
  });
});

describe('order button and waiver by region', () => {
  test.each(['de', 'at', 'it', 'uk'] as const)('%s: the payment-obligation button and the withdrawal waiver', (region) => {
    expect(checkoutWording(region)).toEqual({ button: 'checkout.order.submit', waiver: 'checkout.waiver.withdrawal' });
  });

  test('au: a plain pay button and consent to immediate delivery', () => {
    expect(checkoutWording('au')).toEqual({ button: 'checkout.order.pay', waiver: 'checkout.waiver.immediate' });
  });

  test("an account's region and the edition: the stricter wording when either has a right of withdrawal", () => {
    expect(checkoutWording('au', 'de')).toEqual({ button: 'checkout.order.submit', waiver: 'checkout.waiver.withdrawal' });
    expect(checkoutWording('uk', 'au')).toEqual({ button: 'checkout.order.submit', waiver: 'checkout.waiver.withdrawal' });
    expect(checkoutWording('au', 'au')).toEqual({ button: 'checkout.order.pay', waiver: 'checkout.waiver.immediate' });
  });
});

describe('polling a transaction', () => {
  const limits = { maxAttempts: 3, maxErrors: 2 };
  const txn = (status: Transaction['status']) => ({ status }) as Transaction;
  const run = (events: Parameters<typeof pollStep>[1][], from: PollState = POLL_START) =>
    events.reduce((s, e) => pollStep(s, e, limits), from);

  test('keeps waiting while the transaction is open, then shows it paid', () => {
    const waiting = run([
      { type: 'answer', transaction: txn('created') },
      { type: 'answer', transaction: txn('pending') },
    ]);
    expect(waiting).toMatchObject({ phase: 'waiting', attempts: 2 });
    expect(pollStep(waiting, { type: 'answer', transaction: txn('paid') }, limits).phase).toBe('paid');
  });

  test('failed and refunded end the wait as not paid', () => {
    expect(run([{ type: 'answer', transaction: txn('failed') }]).phase).toBe('failed');
    expect(run([{ type: 'answer', transaction: txn('refunded') }]).phase).toBe('failed');
  });

  test('a final state stays final', () => {
    const paid = run([{ type: 'answer', transaction: txn('paid') }]);
    expect(run([{ type: 'error' }, { type: 'restart' }, { type: 'answer', transaction: txn('failed') }], paid)).toBe(paid);
  });

  test('stalls after too many open answers, and a restart waits again', () => {
    const open = { type: 'answer', transaction: txn('pending') } as const;
    const stalled = run([open, open, open]);
    expect(stalled.phase).toBe('stalled');
    expect(pollStep(stalled, open, limits)).toBe(stalled);
    expect(pollStep(stalled, { type: 'restart' }, limits)).toMatchObject({ phase: 'waiting', attempts: 0, errors: 0 });
  });

  test('failed calls in a row stall it; an answer in between resets the count', () => {
    expect(run([{ type: 'error' }, { type: 'error' }]).phase).toBe('stalled');
    expect(run([{ type: 'error' }, { type: 'answer', transaction: txn('pending') }, { type: 'error' }])).toMatchObject({
      phase: 'waiting',
      errors: 1,
    });
  });
});

describe('the QR code as an SVG path', () => {
  test('one rectangle per run of dark modules', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  test('an EPC payload becomes a square matrix with a quiet zone, drawn without gaps', () => {
    const matrix = qrMatrix('BCD\n002\n1\nSCT\nDEMOBIC\nLustmap\nDE00123456780000000000\nEUR9.99\n\n\nLM-ABC123');
    expect(matrix.length).toBeGreaterThan(20);
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true);
    expect(matrix[0]!.some(Boolean)).toBe(false);
    const dark = matrix.flat().filter(Boolean).length;
    const area = [...qrPath(matrix).matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(area).toBe(dark);
  });
});

describe('idempotency keys', () => {
  test('the same order keeps its key until settled; another order gets a new one', () => {
    let n = 0;
    const keys = actionKeys(() => `k${++n}`);
    expect(keys.keyFor('vip|card')).toBe('k1');
    expect(keys.keyFor('vip|card')).toBe('k1');
    expect(keys.keyFor('vip|bank_transfer')).toBe('k2');
    keys.settle();
    expect(keys.keyFor('vip|bank_transfer')).toBe('k3');
  });

  test('a new key is 128 random bits', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  test('network failures and server trouble are retried with the key, refusals are not', () => {
    expect([0, 408, 429, 500, 503].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryable)).toBe(false);
  });
});

describe('where the checkout sends the buyer', () => {
  const base = 'https://lustmap.test/checkout/buy-credits/';

  test('only an http(s) hosted page', () => {
    expect(hostedPageUrl('/demo-pay/abc', base)).toBe('https://lustmap.test/demo-pay/abc');
    expect(hostedPageUrl('https://pay.example/x', base)).toBe('https://pay.example/x');
    expect(hostedPageUrl('javascript:alert(1)', base)).toBeUndefined();
    expect(hostedPageUrl('data:text/html,x', base)).toBeUndefined();
    expect(hostedPageUrl(null, base)).toBeUndefined();
  });

  test('continue: the remembered page, else the order’s return path, else the account; never off-site', () => {
    expect(continueTarget('/de/users/42/', '/de/upgrade/', '/users/account/')).toBe('/de/users/42/');
    expect(continueTarget(undefined, '/de/upgrade/', '/users/account/')).toBe('/de/upgrade/');
    expect(continueTarget('//evil.example/', 'https://evil.example/', '/users/account/')).toBe('/users/account/');
  });

  test('the query: a transaction, a package or a product; nothing else', () => {
    expect(checkoutQuery('?transaction=12')).toEqual({ kind: 'transaction', id: 12 });
    expect(checkoutQuery('?package=credits-500')).toEqual({ kind: 'package', id: 'credits-500' });
    expect(checkoutQuery('?product=vip-monthly')).toEqual({ kind: 'product', id: 'vip-monthly' });
    expect(checkoutQuery('?transaction=0')).toEqual({ kind: 'none' });
    expect(checkoutQuery('?package=%3Cscript%3E')).toEqual({ kind: 'none' });
  });
});
