/**
 * The Verotel provider without a server: its settings, the choice of provider, the order page of
 * each purpose, and how each postback Verotel documents reads as an event (the postback samples
 * follow those of the clients' and plugins' tests: initial, rebill, cancel, expiry, chargeback).
 */
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { DB } from '../../db/types.ts';
import { paymentProvider } from '../payments.ts';
import type { ProviderTransaction } from './types.ts';
import { orderPageUrl, verifyPostback, verotelEvent, verotelProvider, verotelSettingsFromEnv, type VerotelSettings } from './verotel.ts';
import { flexpaySignature, requestSignature } from './verotel-protocol.ts';

const ENV = {
  VEROTEL_SHOP_ID: '122965',
  VEROTEL_SIGNATURE_KEY: 'zpXwe2D77g4P7ysGJcr3rY87TBYs6J',
  PUBLIC_SITE_URL: 'https://lustmap.example/',
};
const settings: VerotelSettings = {
  shopId: '122965',
  signatureKey: ENV.VEROTEL_SIGNATURE_KEY,
  brand: 'Verotel',
  baseUrl: 'https://secure.verotel.com',
  siteUrl: 'https://lustmap.example',
};
const order = (o: Partial<ProviderTransaction> = {}): ProviderTransaction => ({
  id: 7,
  reference: 'LMABCDEFGH23',
  purpose: 'credits',
  amountMinor: 999,
  currency: 'EUR',
  description: 'credits-100',
  customerEmail: null,
  ...o,
});

describe('settings', () => {
  test('none given: no Verotel; shop and key: the brand host and the site address', () => {
    expect(verotelSettingsFromEnv({})).toBeUndefined();
    expect(verotelSettingsFromEnv(ENV)).toEqual(settings);
    expect(verotelSettingsFromEnv({ ...ENV, VEROTEL_BRAND: 'cardbilling' })).toMatchObject({
      brand: 'CardBilling',
      baseUrl: 'https://secure.billing.creditcard',
    });
    expect(verotelSettingsFromEnv({ ...ENV, VEROTEL_BASE_URL: 'http://127.0.0.1:8123/' })?.baseUrl).toBe('http://127.0.0.1:8123');
  });

  test.each([
    [{ VEROTEL_SHOP_ID: '122965' }, /needs VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY/],
    [{ VEROTEL_BRAND: 'Verotel' }, /needs VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY/],
    [{ ...ENV, VEROTEL_SHOP_ID: 'shop-1' }, /VEROTEL_SHOP_ID must be the shop's number, got "shop-1"/],
    [
      { ...ENV, VEROTEL_BRAND: 'Paypal' },
      /VEROTEL_BRAND must be one of Verotel, CardBilling, BitsafePay, Bill, PaintFest, GayCharge, YoursafeDirect/,
    ],
    [{ ...ENV, PUBLIC_SITE_URL: '' }, /needs PUBLIC_SITE_URL/],
    [{ ...ENV, PUBLIC_SITE_URL: 'lustmap.example' }, /PUBLIC_SITE_URL must be an address/],
    [
      { ...ENV, PUBLIC_SITE_URL: 'http://lustmap.example' },
      /PUBLIC_SITE_URL must start with https:\/\/ \(http:\/\/ only on this machine\)/,
    ],
    [
      { ...ENV, VEROTEL_BASE_URL: 'http://verotel.example' },
      /VEROTEL_BASE_URL must start with https:\/\/ \(http:\/\/ only on this machine\)/,
    ],
  ])('%o is refused with a clear message', (env, message) => {
    expect(() => verotelSettingsFromEnv(env)).toThrow(message);
  });

  test('the provider follows the settings; PAYMENT_PROVIDER may name it', () => {
    const db = () => ({}) as Kysely<DB>;
    expect(paymentProvider({ db: db() }, {}).name).toBe('demo');
    expect(paymentProvider({ db: db() }, ENV)).toMatchObject({ name: 'verotel', live: true });
    expect(paymentProvider({ db: db() }, { ...ENV, PAYMENT_PROVIDER: 'demo' })).toMatchObject({ name: 'demo', live: false });
    expect(() => paymentProvider({ db: db() }, { PAYMENT_PROVIDER: 'verotel' })).toThrow(/needs VEROTEL_SHOP_ID/);
    expect(() => paymentProvider({ db: db() }, { PAYMENT_PROVIDER: 'stripe' })).toThrow(/"stripe" is not available/);
  });
});

describe('the order page', () => {
  const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

  test('a credit package, a gallery and a tip are one-off sales, card only, signed', () => {
    for (const purpose of ['credits', 'guest_gallery', 'guest_tip'] as const) {
      const p = params(orderPageUrl(settings, order({ purpose })));
      const { signature, ...rest } = p;
      expect(rest).toEqual({
        type: 'purchase',
        version: '4',
        shopID: '122965',
        priceAmount: '9.99',
        priceCurrency: 'EUR',
        paymentMethod: 'CC',
        referenceID: 'LMABCDEFGH23',
        custom1: purpose,
        description: 'credits-100 (LMABCDEFGH23)',
        successURL: 'https://lustmap.example/api/v2/payments/verotel/return/success/LMABCDEFGH23',
        declineURL: 'https://lustmap.example/api/v2/payments/verotel/return/decline/LMABCDEFGH23',
      });
      expect(signature).toBe(requestSignature(settings, rest));
    }
  });

  test('the VIP plan is a recurring subscription of 30 days', () => {
    const url = orderPageUrl(settings, order({ purpose: 'vip', amountMinor: 2499, currency: 'GBP', description: 'vip-monthly' }));
    expect(url.startsWith('https://secure.verotel.com/startorder?')).toBe(true);
    expect(params(url)).toMatchObject({
      type: 'subscription',
      subscriptionType: 'recurring',
      period: 'P30D',
      name: 'vip-monthly (LMABCDEFGH23)',
      priceAmount: '24.99',
      priceCurrency: 'GBP',
    });
    expect(params(url).description).toBeUndefined();
  });

  test('the session, no bank transfer, no refund call, the cancel page', async () => {
    const provider = verotelProvider(settings);
    expect((await provider.createSession(order())).sessionId).toBe('verotel:LMABCDEFGH23');
    expect(() => provider.bankTransfer(order())).toThrow(HTTPException);
    const outcome = await provider.refund(order({ providerRef: '7000001' }));
    expect(outcome).toEqual({
      done: false,
      where: 'Verotel',
      instruction:
        'Booked as refunded here. Verotel FlexPay has no refund call: refund the payment of order LMABCDEFGH23 ' +
        '(Verotel transaction 7000001) in the Verotel Control Center as well.',
    });
    expect('chargeStored' in provider).toBe(false);
    const cancel = new URL(provider.subscriptionCancelUrl!('456789'));
    expect(`${cancel.origin}${cancel.pathname}`).toBe('https://secure.verotel.com/cancel-subscription');
    expect(cancel.searchParams.get('saleID')).toBe('456789');
  });
});

describe('postbacks', () => {
  const sale = { saleID: '456789', referenceID: 'LMABCDEFGH23', shopID: '122965', custom1: 'vip' };

  test('a one-off sale pays its order', () => {
    expect(
      verotelEvent({
        ...sale,
        type: 'purchase',
        transactionID: '99999991',
        priceAmount: '9.99',
        priceCurrency: 'EUR',
        paymentMethod: 'CC',
      }),
    ).toEqual({
      id: 'purchase:99999991',
      type: 'payment.paid',
      reference: 'LMABCDEFGH23',
      amountMinor: 999,
      currency: 'EUR',
      providerRef: '99999991',
    });
    // Without `type` as well: a postback without an event is a sale.
    expect(verotelEvent({ ...sale, transactionID: '99999995', priceAmount: '9.99', priceCurrency: 'EUR' })).toMatchObject({
      id: 'purchase:99999995',
      type: 'payment.paid',
    });
  });

  test('initial pays the order and keeps the sale as the subscription handle', () => {
    const initial = {
      ...sale,
      CCBrand: 'VISA',
      event: 'initial',
      nextChargeOn: '2022-01-18',
      paymentMethod: 'CC',
      period: 'P1M',
      priceAmount: '12.31',
      priceCurrency: 'EUR',
      subscriptionType: 'recurring',
      transactionID: '99999991',
      truncatedPAN: 'XXXXXXXXXXXX1234',
      type: 'subscription',
    };
    expect(verotelEvent(initial)).toEqual({
      id: 'initial:456789',
      type: 'payment.paid',
      reference: 'LMABCDEFGH23',
      amountMinor: 1231,
      currency: 'EUR',
      providerRef: '99999991',
      paymentToken: '456789',
    });
  });

  test('rebill renews, cancel / uncancel / expiry change the subscription, chargeback and credit refund', () => {
    const rebill = verotelEvent({
      ...sale,
      event: 'rebill',
      transactionID: '99999992',
      amount: '12.31',
      currency: 'EUR',
      nextChargeOn: '2022-02-18',
    });
    expect(rebill).toEqual({
      id: 'rebill:99999992',
      type: 'subscription.renewed',
      reference: 'LMABCDEFGH23',
      amountMinor: 1231,
      currency: 'EUR',
      providerRef: '99999992',
      subscriptionRef: '456789',
    });
    const cancel = verotelEvent({
      ...sale,
      event: 'cancel',
      cancelledBy: 'user',
      subscriptionPhase: 'normal',
      subscriptionType: 'recurring',
    });
    expect(cancel).toMatchObject({ type: 'subscription.cancelled', subscriptionRef: '456789', reason: 'cancel by user' });
    expect(cancel.id).toMatch(/^cancel:456789:[0-9a-f]{24}$/);
    expect(verotelEvent({ ...sale, event: 'uncancel' })).toMatchObject({ type: 'subscription.resumed' });
    expect(verotelEvent({ ...sale, event: 'expiry', subscriptionType: 'recurring' })).toMatchObject({ type: 'subscription.ended' });
    expect(
      verotelEvent({
        ...sale,
        event: 'chargeback',
        transactionID: '99999993',
        parentID: '10000',
        priceAmount: '12.31',
        priceCurrency: 'EUR',
      }),
    ).toEqual({
      id: 'chargeback:99999993',
      type: 'payment.refunded',
      reference: 'LMABCDEFGH23',
      amountMinor: 1231,
      currency: 'EUR',
      reason: 'chargeback',
      providerRef: '99999993',
      parentRef: '10000',
      subscriptionRef: '456789',
    });
    expect(
      verotelEvent({ ...sale, event: 'credit', transactionID: '99999994', parentID: '10000', priceAmount: '12.31', priceCurrency: 'EUR' }),
    ).toMatchObject({ type: 'payment.refunded', reason: 'refunded at Verotel' });
  });

  test('what cannot be applied is a notice: another event, no order, no ids; values of another shape read as nothing', () => {
    expect(verotelEvent({ ...sale, event: 'upgrade' })).toMatchObject({ type: 'notice', reason: 'upgrade (sale 456789)' });
    expect(verotelEvent({ ...sale, referenceID: '', event: 'rebill' })).toMatchObject({ type: 'notice' });
    expect(verotelEvent({ ...sale, saleID: '45x', event: 'rebill', transactionID: '1' })).toMatchObject({
      type: 'notice',
      reason: 'rebill without a sale or transaction id',
    });
    expect(verotelEvent({ ...sale, type: 'purchase', transactionID: '1', priceAmount: '9.99\u0080', priceCurrency: 'eur' })).toMatchObject({
      type: 'payment.paid',
      amountMinor: undefined,
      currency: undefined,
    });
  });

  test('only the shop signature of this shop is accepted', () => {
    const params = { ...sale, type: 'purchase', transactionID: '1', priceAmount: '9.99', priceCurrency: 'EUR' };
    const query = (p: Record<string, string>) => new URLSearchParams({ ...p, signature: flexpaySignature(settings, p) }).toString();
    expect(verifyPostback(settings, query(params))).toMatchObject({ ok: true, event: { type: 'payment.paid' } });
    expect(verifyPostback(settings, query({ ...params, shopID: '1' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPostback(settings, `${query(params)}&saleID=2`)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyPostback(settings, query(params).replace('9.99', '1.99'))).toEqual({ ok: false, reason: 'signature' });
  });
});
