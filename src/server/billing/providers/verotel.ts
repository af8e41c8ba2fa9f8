/**
 * Cards through Verotel FlexPay (the protocol: verotel-protocol.ts, version 4), the provider when
 * VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY are set (payments.ts):
 *
 * - A card order opens Verotel's hosted order page, card method only (`paymentMethod=CC`): a
 *   one-off sale (`type=purchase`) for credit packages, galleries and tips, a recurring
 *   subscription (`type=subscription`, `period=P30D`, the VIP plan's days) for the VIP plan;
 *   `referenceID` is the order's reference, `custom1` its purpose. Success and decline bring the
 *   buyer back through the shop's return route (routes/payments-verotel.ts) to the checkout's
 *   return page; the browser's return changes nothing, the postback does.
 * - The postback (GET `/api/v2/payments/webhooks/verotel`, answered "OK") becomes one inbox event:
 *   a sale (`type=purchase`) and `initial` → payment.paid (the initial sale's `saleID` becomes the
 *   subscription's handle), `rebill` → subscription.renewed, `cancel` / `uncancel` / `expiry` →
 *   subscription.cancelled / resumed / ended, `credit` and `chargeback` → payment.refunded;
 *   `extend`, `downgrade`, `upgrade` and postbacks without an order are recorded as notices.
 * - Renewals: Verotel rebills the subscription itself, so this provider has no `chargeStored`;
 *   each rebill postback becomes the next period's VIP transaction (provider-events.ts).
 * - Refunds: FlexPay has no refund call. An admin refund is booked and the answer tells the admin
 *   to refund the sale in the Control Center; its credit postback then finds it refunded.
 * - Ending a subscription: the buyer confirms at Verotel's cancel page (`subscriptionCancelUrl`);
 *   its cancel postback ends the subscription here.
 * - Bank transfers are not offered (409).
 *
 * Settings: VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY (Control Center → Setup websites → FlexPay
 * options), VEROTEL_BRAND (Verotel, CardBilling, BitsafePay, Bill, PaintFest, GayCharge,
 * YoursafeDirect: the host of the hosted pages; default Verotel), VEROTEL_BASE_URL (another
 * host: a stand-in in tests), and PUBLIC_SITE_URL (the origin Verotel sends buyers back to).
 */
import { createHash } from 'node:crypto';
import { HTTPException } from 'hono/http-exception';
import { VIP_PLAN } from '../catalog.ts';
import type { PaymentProvider, ProviderEvent, ProviderTransaction, WebhookCheck } from './types.ts';
import {
  brandNamed,
  cancelSubscriptionUrl,
  FLEXPAY_BRANDS,
  minorUnits,
  majorUnits,
  postbackParams,
  startOrderUrl,
  validPostback,
  type FlexPayBrand,
  type FlexPayShop,
} from './verotel-protocol.ts';

/** The provider's name (ledger account, webhook path, `transactions.provider`). */
export const VEROTEL_PROVIDER = 'verotel';

/** Where the buyer comes back to from Verotel: `/{success|decline|cancel}/{reference}` follows. */
export const VEROTEL_RETURN_PATH = '/api/v2/payments/verotel/return';

/** The results a return address carries. */
export const VEROTEL_RETURNS = ['success', 'decline', 'cancel'] as const;
export type VerotelReturn = (typeof VEROTEL_RETURNS)[number];

/** The answer to a bank transfer asked of Verotel. */
export const VEROTEL_NO_BANK_TRANSFER = 'Bank transfer is not offered: pay by card (Verotel).';

/** What the Verotel provider needs. */
export interface VerotelSettings extends FlexPayShop {
  brand: FlexPayBrand;
  /** The host of the hosted pages (the brand's, or VEROTEL_BASE_URL). */
  baseUrl: string;
  /** The shop's public origin, which success and decline addresses start with. */
  siteUrl: string;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** An https origin (http only on this machine) without trailing slashes, or an error naming the setting. */
function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an address such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname)))
    throw new Error(`${name} must start with https:// (http:// only on this machine), got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** The Verotel settings of an environment; undefined when no VEROTEL_* setting is given. */
export function verotelSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): VerotelSettings | undefined {
  const shopId = env.VEROTEL_SHOP_ID?.trim() ?? '';
  const signatureKey = env.VEROTEL_SIGNATURE_KEY?.trim() ?? '';
  const brandName = env.VEROTEL_BRAND?.trim() ?? '';
  const base = env.VEROTEL_BASE_URL?.trim() ?? '';
  if (!shopId && !signatureKey && !brandName && !base) return undefined;
  if (!shopId || !signatureKey)
    throw new Error('Verotel needs VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY (Control Center → Setup websites → FlexPay options)');
  if (!/^\d{1,12}$/.test(shopId)) throw new Error(`VEROTEL_SHOP_ID must be the shop's number, got "${shopId}"`);
  const brand = brandNamed(brandName || 'Verotel');
  if (!brand) throw new Error(`VEROTEL_BRAND must be one of ${Object.keys(FLEXPAY_BRANDS).join(', ')}, got "${brandName}"`);
  const site = env.PUBLIC_SITE_URL?.trim();
  if (!site) throw new Error('Verotel needs PUBLIC_SITE_URL: the address buyers come back to from the payment page');
  return {
    shopId,
    signatureKey,
    brand,
    baseUrl: base ? origin('VEROTEL_BASE_URL', base) : FLEXPAY_BRANDS[brand],
    siteUrl: origin('PUBLIC_SITE_URL', site),
  };
}

/** The return address of an order for a result. */
export const verotelReturnUrl = (s: Pick<VerotelSettings, 'siteUrl'>, result: VerotelReturn, reference: string) =>
  `${s.siteUrl}${VEROTEL_RETURN_PATH}/${result}/${encodeURIComponent(reference)}`;

/** The hosted-page session of an order (unique, like every session). */
const sessionOf = (reference: string) => `verotel:${reference}`;

/** The text the order page shows (at most 100 characters). */
const described = (txn: ProviderTransaction) => `${txn.description} (${txn.reference})`.slice(0, 100);

/** The hosted order page of an order: a recurring subscription for the VIP plan, else a one-off sale. */
export function orderPageUrl(s: VerotelSettings, txn: ProviderTransaction): string {
  const common = {
    priceAmount: majorUnits(txn.amountMinor),
    priceCurrency: txn.currency,
    paymentMethod: 'CC',
    referenceID: txn.reference,
    custom1: txn.purpose,
    successURL: verotelReturnUrl(s, 'success', txn.reference),
    declineURL: verotelReturnUrl(s, 'decline', txn.reference),
  };
  if (txn.purpose === 'vip')
    return startOrderUrl(s, s.baseUrl, 'subscription', {
      ...common,
      name: described(txn),
      subscriptionType: 'recurring',
      period: `P${VIP_PLAN.days}D`,
    });
  return startOrderUrl(s, s.baseUrl, 'purchase', { ...common, description: described(txn) });
}

/** What an admin is told after booking a refund FlexPay cannot make (the brand's Control Center). */
export const verotelRefundInstruction = (s: Pick<VerotelSettings, 'brand'>, txn: ProviderTransaction) =>
  `Booked as refunded here. Verotel FlexPay has no refund call: refund the payment of order ${txn.reference}` +
  `${txn.providerRef ? ` (Verotel transaction ${txn.providerRef})` : ''} in the ${s.brand} Control Center as well.`;

const DIGITS = /^\d{1,20}$/;
const REFERENCE = /^[A-Za-z0-9]{4,64}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** A short digest of a postback's parameters: the id of an event Verotel numbers with nothing else. */
function digestOf(params: Readonly<Record<string, string>>): string {
  const text = Object.entries(params)
    .filter(([name]) => name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/** The money of a postback: the first of the given field pairs that is present. */
function moneyOf(p: Readonly<Record<string, string>>, ...fields: [string, string][]): { amountMinor?: number; currency?: string } {
  for (const [amount, currency] of fields) {
    if (p[amount] === undefined && p[currency] === undefined) continue;
    const c = p[currency];
    return { amountMinor: minorUnits(p[amount]), currency: c !== undefined && CURRENCY.test(c) ? c : undefined };
  }
  return {};
}

/** The event of a verified postback's parameters. */
export function verotelEvent(p: Readonly<Record<string, string>>): ProviderEvent {
  // A one-off sale carries no event (`type=purchase`).
  const event = p.event ?? 'purchase';
  const reference = p.referenceID ?? '';
  const saleId = DIGITS.test(p.saleID ?? '') ? p.saleID : undefined;
  const transactionId = DIGITS.test(p.transactionID ?? '') ? p.transactionID : undefined;
  const notice = (reason: string): ProviderEvent => ({ id: `notice:${digestOf(p)}`, type: 'notice', reference, reason });
  if (!REFERENCE.test(reference)) return notice(`${event} without an order reference (sale ${saleId ?? 'unknown'})`);
  const price = (): [string, string] => ['priceAmount', 'priceCurrency'];
  const charged = (): [string, string] => ['amount', 'currency'];
  switch (event) {
    case 'purchase':
      if (!transactionId && !saleId) return notice('sale without a sale or transaction id');
      return {
        id: `purchase:${transactionId ?? saleId}`,
        type: 'payment.paid',
        reference,
        ...moneyOf(p, price(), charged()),
        providerRef: transactionId ?? saleId,
      };
    case 'initial':
      if (!saleId) return notice('initial sale without a sale id');
      return {
        id: `initial:${saleId}`,
        type: 'payment.paid',
        reference,
        ...moneyOf(p, price(), charged()),
        providerRef: transactionId ?? saleId,
        paymentToken: saleId,
      };
    case 'rebill':
      if (!saleId || !transactionId) return notice('rebill without a sale or transaction id');
      return {
        id: `rebill:${transactionId}`,
        type: 'subscription.renewed',
        reference,
        ...moneyOf(p, charged(), price()),
        providerRef: transactionId,
        subscriptionRef: saleId,
      };
    case 'cancel':
    case 'uncancel':
    case 'expiry': {
      if (!saleId) return notice(`${event} without a sale id`);
      const type = event === 'cancel' ? 'subscription.cancelled' : event === 'uncancel' ? 'subscription.resumed' : 'subscription.ended';
      const by = /^[A-Za-z_ ]{1,30}$/.test(p.cancelledBy ?? '') ? ` by ${p.cancelledBy}` : '';
      return { id: `${event}:${saleId}:${digestOf(p)}`, type, reference, subscriptionRef: saleId, reason: `${event}${by}` };
    }
    case 'credit':
    case 'chargeback': {
      const parentId = DIGITS.test(p.parentID ?? '') ? p.parentID : undefined;
      return {
        id: `${event}:${transactionId ?? `${saleId ?? ''}:${digestOf(p)}`}`,
        type: 'payment.refunded',
        reference,
        ...moneyOf(p, price(), charged()),
        reason: event === 'chargeback' ? 'chargeback' : 'refunded at Verotel',
        providerRef: transactionId,
        parentRef: parentId,
        subscriptionRef: saleId,
      };
    }
    default:
      return notice(`${event} (sale ${saleId ?? 'unknown'})`);
  }
}

/** Check a postback (its query string) and read its event. */
export function verifyPostback(s: FlexPayShop, raw: string): WebhookCheck {
  const params = postbackParams(raw);
  if (!params || !validPostback(s, params)) return { ok: false, reason: 'signature' };
  // Signed with this key for another shop: not this shop's.
  if (params.shopID !== undefined && params.shopID !== s.shopId) return { ok: false, reason: 'malformed' };
  return { ok: true, event: verotelEvent(params) };
}

/** A Verotel provider and its settings. */
export type VerotelProvider = PaymentProvider & { readonly settings: VerotelSettings };

/** The Verotel provider with these settings. */
export function verotelProvider(s: VerotelSettings): VerotelProvider {
  return {
    name: VEROTEL_PROVIDER,
    live: true,
    settings: s,
    createSession: (txn) => Promise.resolve({ sessionId: sessionOf(txn.reference), paymentUrl: orderPageUrl(s, txn) }),
    bankTransfer: () => {
      throw new HTTPException(409, { message: VEROTEL_NO_BANK_TRANSFER });
    },
    refund: (txn) => Promise.resolve({ done: false, where: s.brand, instruction: verotelRefundInstruction(s, txn) }),
    subscriptionCancelUrl: (saleId) => cancelSubscriptionUrl(s, s.baseUrl, saleId),
    verifyWebhook: (raw) => Promise.resolve(verifyPostback(s, raw)),
    parseEvent: (raw) => {
      const params = postbackParams(raw);
      return params ? verotelEvent(params) : undefined;
    },
  };
}
