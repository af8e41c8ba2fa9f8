/**
 * The FlexPay protocol against the vectors of Verotel's published clients: the PHP client's
 * `tests/FlexPayTest.php` and `tests/VerotelFlexPayClientTest.php` (github.com/verotel/flexpay-php-client)
 * and flexpay4j's `FlexPayClientTest.kt` (github.com/verotel/flexpay4j 2.2.0). Where a client's
 * test computes the expected signature with the client itself, the literal here was computed the
 * same way and is marked so.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  brandNamed,
  cancelSubscriptionUrl,
  FLEXPAY_BRANDS,
  flexpaySignature,
  flexpayUrl,
  formEncode,
  majorUnits,
  minorUnits,
  postbackParams,
  requestSignature,
  startOrderUrl,
  validPostback,
} from './verotel-protocol.ts';

const KEY = 'zpXwe2D77g4P7ysGJcr3rY87TBYs6J';
const DESCRIPTION = 'My Dščřčřřěřě&?=blah123';

/** The PHP clients' parameters (`blah` is not a protocol parameter). */
const PHP_PARAMS = {
  saleID: '433456',
  priceAmount: '0.00',
  referenceID: 'reference1234',
  priceCurrency: 'USD',
  custom1: 'My',
  description: DESCRIPTION,
  subscriptionType: 'RECURRING',
  period: 'P1M',
  name: 'My name',
  trialAmount: '0.01',
  trialPeriod: 'P3D',
  successURL: 'http://backURL.test',
  declineURL: 'http://declineURL.test',
  cancelDiscountPercentage: '30',
  blah: 'something',
};

/** The PHP clients' encoded query, sorted by name (`commonURLParams`). */
const PHP_QUERY = [
  'blah=something',
  'cancelDiscountPercentage=30',
  'custom1=My',
  'declineURL=http%3A%2F%2FdeclineURL.test',
  'description=My+D%C5%A1%C4%8D%C5%99%C4%8D%C5%99%C5%99%C4%9B%C5%99%C4%9B%26%3F%3Dblah123',
  'name=My+name',
  'period=P1M',
  'priceAmount=0.00',
  'priceCurrency=USD',
  'referenceID=reference1234',
  'saleID=433456',
  'shopID=68849',
  'subscriptionType=RECURRING',
  'successURL=http%3A%2F%2FbackURL.test',
  'trialAmount=0.01',
  'trialPeriod=P3D',
].join('&');

describe('signatures (PHP client)', () => {
  const shop = { shopId: '68849', signatureKey: KEY };

  test('a request signs the protocol parameters only ($signOfFiltered)', () => {
    expect(requestSignature(shop, { shopID: '68849', ...PHP_PARAMS })).toBe(
      'ff5cf9bcc0497c8cb40087065e5016dcfbe2efd23327f6c67614fa23537c24b2',
    );
  });

  test('a postback signs every parameter ($signOfAll), in any letter case', () => {
    const signature = 'e50b4e92fcd0a21114d3bf3a64f888edfbc784df170e70ee165c4350fe9ffc3c';
    expect(flexpaySignature(shop, { shopID: '68849', ...PHP_PARAMS })).toBe(signature);
    expect(validPostback(shop, { shopID: '68849', ...PHP_PARAMS, signature: signature.toUpperCase() })).toBe(true);
  });

  test('the SHA-1 signature of older versions is accepted, shopID added from the shop', () => {
    expect(validPostback(shop, { ...PHP_PARAMS, signature: 'fc63f38e2722d2e5bc4f2044ad3ffb2051e89643' })).toBe(true);
  });

  test('another parameter, another value or a malformed signature is refused', () => {
    const signature = 'e50b4e92fcd0a21114d3bf3a64f888edfbc784df170e70ee165c4350fe9ffc3c';
    expect(validPostback(shop, { ...PHP_PARAMS, custom2: 'Your', signature: 'foo' })).toBe(false);
    expect(validPostback(shop, { ...PHP_PARAMS, custom2: 'Your', signature })).toBe(false);
    expect(validPostback(shop, { ...PHP_PARAMS, priceAmount: '0.01', signature })).toBe(false);
    expect(validPostback({ ...shop, signatureKey: 'another key' }, { ...PHP_PARAMS, signature })).toBe(false);
    expect(validPostback(shop, { ...PHP_PARAMS })).toBe(false);
  });

  test('the signature source: the key and the sorted pairs joined with ":" (the client test\'s own check)', () => {
    const params = {
      cancelDiscountPercentage: '30',
      custom1: 'custom1',
      declineURL: 'http://declineURL.test',
      description: DESCRIPTION,
      name: 'My name',
      period: 'P1M',
      priceAmount: '7.00',
      priceCurrency: 'USD',
      referenceID: 'reference1234',
      shopID: '68849',
      subscriptionType: 'RECURRING',
      successURL: 'http://backURL.test',
      trialAmount: '0.01',
      trialPeriod: 'P3D',
    };
    // The test's own source: the key and the pairs (already sorted by name) joined with ":".
    const source = [KEY, ...Object.entries(params).map(([k, v]) => `${k}=${v}`)].join(':');
    const expected = createHash('sha256').update(source).digest('hex');
    expect(requestSignature(shop, { ...params, foo: 'bar' })).toBe(expected);
    expect(validPostback(shop, { ...params, signature: expected })).toBe(true);
  });

  test('successURL is signed', () => {
    const { successURL: _, ...without } = PHP_PARAMS;
    expect(requestSignature(shop, PHP_PARAMS)).not.toBe(requestSignature(shop, without));
  });
});

describe('URLs (PHP client)', () => {
  const shop = { shopId: '68849', signatureKey: KEY };

  test('the purchase URL of the BitsafePay brand (signature computed as the client computes it)', () => {
    expect(startOrderUrl(shop, FLEXPAY_BRANDS.BitsafePay, 'purchase', PHP_PARAMS)).toBe(
      `https://secure.bitsafepay.com/startorder?${PHP_QUERY}&type=purchase&version=4` +
        '&signature=7dc7b530585b5895bf56840297a8634ec2d689050e6e812e725e8d36a80cfef3',
    );
  });

  test('the subscription URL of the Verotel brand', () => {
    expect(startOrderUrl(shop, FLEXPAY_BRANDS.Verotel, 'subscription', PHP_PARAMS)).toBe(
      `https://secure.verotel.com/startorder?${PHP_QUERY}&type=subscription&version=4` +
        '&signature=6d92e2ad63e8adcf7aa12b254ef5817a8a4fc38d1b5ac84e15a88fa458e47866',
    );
  });

  test('empty parameters are left out, a zero kept', () => {
    const url = startOrderUrl(shop, FLEXPAY_BRANDS.BitsafePay, 'purchase', {
      ...PHP_PARAMS,
      custom2: '',
      custom3: undefined,
      zero: '0',
    });
    expect(url).toBe(
      `https://secure.bitsafepay.com/startorder?${PHP_QUERY}&type=purchase&version=4&zero=0` +
        '&signature=7dc7b530585b5895bf56840297a8634ec2d689050e6e812e725e8d36a80cfef3',
    );
  });

  test('the cancel-subscription URL', () => {
    expect(flexpayUrl(shop, FLEXPAY_BRANDS.Verotel, '/cancel-subscription', PHP_PARAMS)).toBe(
      `https://secure.verotel.com/cancel-subscription?${PHP_QUERY}&version=4` +
        '&signature=52da73f96d0e70ee1be13183ca3a6a7c0459165d53dab1b52ae20f442ccc4f55',
    );
    expect(cancelSubscriptionUrl(shop, FLEXPAY_BRANDS.Verotel, '433456')).toBe(
      'https://secure.verotel.com/cancel-subscription?saleID=433456&shopID=68849&version=4' +
        '&signature=c8b588ea5d9e66c85461bb342ee45df8d3f35251f0e26f18d4deee1e19587dd7',
    );
  });
});

describe('flexpay4j', () => {
  const shop = { shopId: '60678', signatureKey: KEY };
  const params = {
    shopID: '68849',
    saleID: '433456',
    priceAmount: '0.00',
    referenceID: 'reference1234',
    priceCurrency: 'USD',
    custom1: 'My',
    description: DESCRIPTION,
    subscriptionType: 'RECURRING',
    period: 'P1M',
    name: 'My name',
    trialAmount: '0.01',
    trialPeriod: 'P3D',
    successURL: 'http://successURL.test',
    declineURL: 'http://declineURL.test',
    cancelDiscountPercentage: '30',
    blah: 'something',
  };

  test('getSignature returns the signature of the signed parameters', () => {
    expect(requestSignature(shop, params)).toBe('1a790e1ebf654b9a38884a5c9a867a7e57134f103a1c9c8d9854da794a839d03');
  });

  test('it validates a postback signature, and refuses a changed one', () => {
    const { saleID: _, blah: __, ...signed } = params;
    expect(validPostback(shop, { ...signed, signature: '0df722dd32b8a9f68e3ae4e3f226651eba1397d7928862635ba32674dc7bed6a' })).toBe(true);
    expect(
      validPostback(shop, { ...params, custom2: 'Your', signature: 'a8c18e900fad7af686c3b6dc9f00f197f9d6ea210566ef0d81fb07555f23504d' }),
    ).toBe(false);
  });

  test('the purchase URL: email travels unsigned, the signature is the published one', () => {
    expect(
      startOrderUrl(shop, FLEXPAY_BRANDS.Verotel, 'purchase', {
        priceAmount: '45.20',
        priceCurrency: 'EUR',
        description: DESCRIPTION,
        paymentMethod: 'CC',
        referenceID: 'ref1',
        custom1: 'custom1',
        custom2: 'custom2',
        custom3: 'custom3',
        successURL: 'http://example.com/approve',
        declineURL: 'http://example.com/decline',
        email: 'foo@example.com',
      }),
    ).toBe(
      'https://secure.verotel.com/startorder?' +
        [
          'custom1=custom1',
          'custom2=custom2',
          'custom3=custom3',
          'declineURL=http%3A%2F%2Fexample.com%2Fdecline',
          `description=${formEncode(DESCRIPTION)}`,
          'email=foo%40example.com',
          'paymentMethod=CC',
          'priceAmount=45.20',
          'priceCurrency=EUR',
          'referenceID=ref1',
          'shopID=60678',
          'successURL=http%3A%2F%2Fexample.com%2Fapprove',
          'type=purchase',
          'version=4',
          'signature=08a33095ae3f4cee4ba25bc50a4076d11c008b84e40423a1cd436c29d2a9225b',
        ].join('&'),
    );
  });

  test('the upgrade URL signs upgrade parameters with the published signature', () => {
    expect(
      flexpayUrl(
        shop,
        FLEXPAY_BRANDS.Verotel,
        '/startorder',
        {
          precedingSaleID: '433456',
          period: 'P1M',
          subscriptionType: 'recurring',
          priceAmount: '0.00',
          priceCurrency: 'USD',
          custom1: 'custom1 value',
          name: DESCRIPTION,
          trialAmount: '0.01',
          trialPeriod: 'P3D',
          successURL: 'http://successURL.test',
        },
        'upgradesubscription',
      ),
    ).toBe(
      'https://secure.verotel.com/startorder?custom1=custom1+value&' +
        'name=My+D%C5%A1%C4%8D%C5%99%C4%8D%C5%99%C5%99%C4%9B%C5%99%C4%9B%26%3F%3Dblah123&period=P1M&' +
        'precedingSaleID=433456&priceAmount=0.00&priceCurrency=USD&shopID=60678&' +
        'subscriptionType=recurring&successURL=http%3A%2F%2FsuccessURL.test&trialAmount=0.01&' +
        'trialPeriod=P3D&type=upgradesubscription&' +
        'version=4&signature=cc4da94d214a4eb64a3f7affa3c39d168a9163c020f9caacca9bfd7498e33abc',
    );
  });

  test('the status URL (signature computed as the client computes it)', () => {
    expect(flexpayUrl(shop, FLEXPAY_BRANDS.Verotel, '/salestatus', { saleID: '433456' })).toBe(
      'https://secure.verotel.com/salestatus?saleID=433456&shopID=60678&version=4' +
        '&signature=3a1302367c836c003d1674bf14aab48ef537fae7213f97e054b779940e925c2b',
    );
  });
});

describe('brands', () => {
  test('the brands and hosts of both clients, by name in any letter case', () => {
    expect(FLEXPAY_BRANDS).toEqual({
      Verotel: 'https://secure.verotel.com',
      CardBilling: 'https://secure.billing.creditcard',
      BitsafePay: 'https://secure.bitsafepay.com',
      Bill: 'https://secure.bill.creditcard',
      PaintFest: 'https://secure.paintfestpayments.com',
      GayCharge: 'https://secure.gaycharge.com',
      YoursafeDirect: 'https://secure.yoursafedirect.com',
    });
    expect(brandNamed('cardbilling')).toBe('CardBilling');
    expect(brandNamed(' Verotel ')).toBe('Verotel');
    expect(brandNamed('UnknownBrand')).toBeUndefined();
  });
});

describe('reading', () => {
  test('a postback query: values decoded, a repeated name refused', () => {
    expect(postbackParams('saleID=1&description=a+b%26c')).toEqual({ saleID: '1', description: 'a b&c' });
    expect(postbackParams('saleID=1&saleID=2')).toBeUndefined();
  });

  test('amounts: minor units and back', () => {
    expect(majorUnits(4999)).toBe('49.99');
    expect(majorUnits(5)).toBe('0.05');
    expect(majorUnits(100000)).toBe('1000.00');
    expect(() => majorUnits(1.5)).toThrow(RangeError);
    expect(() => majorUnits(-1)).toThrow(RangeError);
    expect(minorUnits('49.99')).toBe(4999);
    expect(minorUnits('49.9')).toBe(4990);
    expect(minorUnits('49')).toBe(4900);
    expect(minorUnits('0.00')).toBe(0);
    for (const bad of ['', '49.999', '-1.00', '1e3', '049.00', '49,99', ' 49.99', undefined]) expect(minorUnits(bad)).toBeUndefined();
  });
});
