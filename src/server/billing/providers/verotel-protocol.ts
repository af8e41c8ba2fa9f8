/**
 * Verotel FlexPay, protocol version 4, as Verotel's published clients implement it: the PHP
 * client (github.com/verotel/flexpay-php-client, `Client.php`, `Brand/*.php`, protocol version
 * "4"), the Kotlin/Java client flexpay4j 2.2.0 (github.com/verotel/flexpay4j, `FlexPayClient.kt`,
 * `FlexPayRequestParameters.kt`, `Brand.kt`) and, for the postbacks, Verotel's WooCommerce plugin
 * 1.9 (`PaymentController.php`). Written from the protocol they share, not from their code; their
 * tests' vectors are in verotel-protocol.test.ts.
 *
 * - Start URL: `<brand host>/startorder?…` with `type=purchase` (a one-off sale: `priceAmount` in
 *   major units with two decimals, `priceCurrency`, `description`) or `type=subscription`
 *   (`subscriptionType=recurring`, `period` as an ISO 8601 duration, `name` in place of
 *   `description`), plus `referenceID`, `custom1..3`, `successURL`, `declineURL`,
 *   `paymentMethod`; `version=4` and `shopID` are added, empty values left out, the parameters
 *   sorted by name and form-encoded (space as `+`), `signature` last.
 * - Signature: SHA-256, lower-case hex, of the signature key and the `name=value` pairs sorted by
 *   name, all joined with `:` (`key:name1=value1:name2=value2`), values as they are (not
 *   encoded); `shopID` is added when missing. A request signs only the protocol's own parameters
 *   (SIGNED_PARAMS: `email`, `oneClickToken` and unknown names travel unsigned); a postback signs
 *   every parameter it carries but `signature`. The clients also accept a postback signed with
 *   SHA-1 (older protocol versions); so does this one.
 * - Cancel URL: `<brand host>/cancel-subscription?saleID=…` (plus `shopID`, `version`, signed):
 *   the page where the buyer ends a subscription.
 * - Postback: a GET to the postback URL set in the Control Center, answered with the plain text
 *   `OK`. A one-off sale carries `type=purchase` and no `event`; a subscription carries `event`:
 *   initial, rebill, cancel, uncancel, expiry, extend, downgrade, upgrade, credit, chargeback.
 *
 * A signature over a secret-prefixed hash could be extended by someone who knows a valid one (the
 * padding bytes would become part of the last value); the postback reader accepts only values of
 * the expected shape, so such a value never reads as an event.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The FlexPay protocol version spoken. */
export const FLEXPAY_VERSION = '4';

/** Verotel's brands and the host of each one's hosted pages. */
export const FLEXPAY_BRANDS = {
  Verotel: 'https://secure.verotel.com',
  CardBilling: 'https://secure.billing.creditcard',
  BitsafePay: 'https://secure.bitsafepay.com',
  Bill: 'https://secure.bill.creditcard',
  PaintFest: 'https://secure.paintfestpayments.com',
  GayCharge: 'https://secure.gaycharge.com',
  YoursafeDirect: 'https://secure.yoursafedirect.com',
} as const;
export type FlexPayBrand = keyof typeof FLEXPAY_BRANDS;

/** The brand called `name` (any letter case), or undefined. */
export function brandNamed(name: string): FlexPayBrand | undefined {
  const wanted = name.trim().toLowerCase();
  return (Object.keys(FLEXPAY_BRANDS) as FlexPayBrand[]).find((b) => b.toLowerCase() === wanted);
}

/** The parameters a request signs; any other one travels unsigned. */
export const SIGNED_PARAMS: ReadonlySet<string> = new Set([
  'version',
  'shopID',
  'priceAmount',
  'priceCurrency',
  'paymentMethod',
  'description',
  'referenceID',
  'saleID',
  'custom1',
  'custom2',
  'custom3',
  'subscriptionType',
  'period',
  'name',
  'trialAmount',
  'trialPeriod',
  'cancelDiscountPercentage',
  'type',
  'successURL',
  'declineURL',
  'precedingSaleID',
  'upgradeOption',
  'mcc',
  'subCreditorName',
  'subCreditorId',
  'subCreditorCountry',
]);

/** A shop: its id in the Control Center and its FlexPay signature key. */
export interface FlexPayShop {
  shopId: string;
  signatureKey: string;
}

type Params = Readonly<Record<string, string>>;

const byName = (a: readonly [string, string], b: readonly [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The signature of `params` as given (`shopID` added when missing), SHA-256 unless told otherwise. */
export function flexpaySignature(shop: FlexPayShop, params: Params, algorithm: 'sha256' | 'sha1' = 'sha256'): string {
  const all: Record<string, string> = { shopID: shop.shopId, ...params };
  const pairs = Object.entries(all)
    .sort(byName)
    .map(([name, value]) => `${name}=${value}`);
  return createHash(algorithm)
    .update([shop.signatureKey, ...pairs].join(':'), 'utf8')
    .digest('hex');
}

/** The signature of a request: over its signed parameters only. */
export function requestSignature(shop: FlexPayShop, params: Params): string {
  return flexpaySignature(shop, Object.fromEntries(Object.entries(params).filter(([name]) => SIGNED_PARAMS.has(name))));
}

/** A value form-encoded as the protocol's URLs are (RFC 1738: space as `+`; letters, digits and `-_.` as they are). */
export function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * A signed FlexPay URL: `base` and `path`, the parameters with `type` (when given), `version` and
 * `shopID` (unless given) added, empty ones left out, sorted by name, `signature` last.
 */
export function flexpayUrl(
  shop: FlexPayShop,
  base: string,
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  type?: string,
): string {
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...params, ...(type ? { type } : {}), version: FLEXPAY_VERSION }))
    if (value !== undefined && value !== '') all[name] = value;
  if (!all.shopID) all.shopID = shop.shopId;
  const pairs: [string, string][] = [...Object.entries(all).sort(byName), ['signature', requestSignature(shop, all)]];
  return `${base}${path}?${pairs.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join('&')}`;
}

/** The hosted order page of a one-off sale (`purchase`) or a subscription. */
export function startOrderUrl(
  shop: FlexPayShop,
  base: string,
  type: 'purchase' | 'subscription',
  params: Readonly<Record<string, string | undefined>>,
): string {
  return flexpayUrl(shop, base, '/startorder', params, type);
}

/** The page where the buyer cancels the subscription of sale `saleId`. */
export function cancelSubscriptionUrl(shop: FlexPayShop, base: string, saleId: string): string {
  return flexpayUrl(shop, base, '/cancel-subscription', { saleID: saleId });
}

/** A postback's parameters from its query string; undefined when a name repeats (which one was signed?). */
export function postbackParams(query: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    if (Object.hasOwn(out, name)) return undefined;
    out[name] = value;
  }
  return out;
}

/** Whether a postback carries the shop's signature over all its other parameters (SHA-256, or SHA-1 of older versions). */
export function validPostback(shop: FlexPayShop, params: Params): boolean {
  const given = (params.signature ?? '').toLowerCase();
  if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(given)) return false;
  const signed = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'signature'));
  const expected = flexpaySignature(shop, signed, given.length === 64 ? 'sha256' : 'sha1');
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** An amount in minor units as the protocol writes it: major units with two decimals ("49.99"). */
export function majorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`an amount must be a whole number of minor units >= 0, not ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Minor units of an amount the protocol wrote ("49.99", "49.9", "49"); undefined when it is not one. */
export function minorUnits(text: string | undefined): number | undefined {
  const m = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
