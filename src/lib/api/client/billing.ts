/**
 * Payments and credits calls (SPEC §7 "Products and prices", "Transactions"; §4 VIP) without the
 * schema library; types from ../billing.ts. Purchase calls send the caller's idempotency key: the
 * same key for a retry of the same action, so a double click or a repeated request charges once.
 */
import type { RegionCode } from '../../../../regions/constants.ts';
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import { IDEMPOTENCY_HEADER, type ProductType } from '../billing-codes.ts';
import type {
  BuyPremiumBody,
  CreateTransactionBody,
  CreditPackage,
  Pricing,
  Product,
  Subscription,
  Transaction,
  Wallet,
} from '../billing.ts';

/** `GET /checkout/credit-packages/` answer. */
export interface CreditPackagesResponse {
  results: CreditPackage[];
  region: RegionCode;
  /** Whose region the prices are (the account's, else the page's edition), its currency and VAT rate. */
  pricing: Pricing;
}

/** `GET /products/{type}` answer. */
export interface ProductsResponse {
  results: Product[];
  region: RegionCode;
  /** Whose region the prices are (the account's, else the page's edition), its currency and VAT rate. */
  pricing: Pricing;
}

/** One transaction. */
export interface TransactionResponse {
  results: Transaction;
}

/** The caller's wallet. */
export interface WalletResponse {
  results: Wallet;
}

/** Options of a purchase call: its idempotency key on top of the usual ones. */
export interface PurchaseOptions extends RequestOptions {
  idempotencyKey: string;
}

const keyed = ({ idempotencyKey, headers, ...opts }: PurchaseOptions): RequestOptions => ({
  ...opts,
  headers: { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey },
});

/** The credit packages with the caller's region's prices. */
export function getCreditPackages(opts?: RequestOptions): Promise<ApiResult<CreditPackagesResponse>> {
  return request('GET', '/checkout/credit-packages/', opts);
}

/** The products of a type (credit packages, the VIP plan, premium paid in credits). */
export function getProducts(type: ProductType, opts?: RequestOptions): Promise<ApiResult<ProductsResponse>> {
  return request('GET', `/products/${type}`, opts);
}

/** Order a product (the buyer waives the withdrawal right for immediate delivery). */
export function createTransaction(body: CreateTransactionBody, opts: PurchaseOptions): Promise<ApiResult<TransactionResponse>> {
  return request('POST', '/transactions/', { body, ...keyed(opts) });
}

/** Pay an order by card: the answer carries the provider's hosted payment page. */
export function payByCard(transactionId: number, opts: PurchaseOptions): Promise<ApiResult<TransactionResponse>> {
  return request('POST', '/transactions/card/', { body: { transactionId }, ...keyed(opts) });
}

/** Pay an order by bank transfer: the answer carries the account, amount and reference. */
export function payByBankTransfer(transactionId: number, opts: PurchaseOptions): Promise<ApiResult<TransactionResponse>> {
  return request('POST', '/transactions/bank-transfer/', { body: { transactionId }, ...keyed(opts) });
}

/** The caller's transactions, newest first. */
export function getTransactions(opts?: RequestOptions): Promise<ApiResult<{ results: Transaction[] }>> {
  return request('GET', '/transactions/', opts);
}

/** One of the caller's transactions (polled while it is pending). */
export function getTransaction(id: number, opts?: RequestOptions): Promise<ApiResult<TransactionResponse>> {
  return request('GET', `/transactions/${id}`, opts);
}

/** Cancel one of the caller's unpaid orders. */
export function cancelTransaction(id: number, opts?: RequestOptions): Promise<ApiResult<TransactionResponse>> {
  return request('PUT', `/transactions/${id}`, { body: { action: 'cancel' }, ...opts });
}

/** The caller's credits, earnings, VIP state and subscription. */
export function getWallet(opts?: RequestOptions): Promise<ApiResult<WalletResponse>> {
  return request('GET', '/users/wallet', opts);
}

/** Buy a premium product (VIP time) with credits. */
export function buyPremium(body: BuyPremiumBody, opts: PurchaseOptions): Promise<ApiResult<WalletResponse>> {
  return request('POST', '/users/products/premium', { body, ...keyed(opts) });
}

/**
 * Cancel the VIP subscription: it does not renew, VIP runs until the paid period ends. With
 * `cancelUrl` the provider ends it on its own page (Verotel): the buyer goes there to confirm.
 */
export function cancelSubscription(id: number, opts?: RequestOptions): Promise<ApiResult<{ results: Subscription; cancelUrl?: string }>> {
  return request('POST', `/users/subscriptions/${id}/cancel`, { body: {}, ...opts });
}
