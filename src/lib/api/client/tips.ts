/** Tip, wallet and earnings calls (SPEC §7 "Tips") without the schema library; types from ../tips.ts. */
import type { Transaction, Wallet } from '../billing.ts';
import { IDEMPOTENCY_HEADER } from '../billing-codes.ts';
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { Earnings, GuestTipBody, TipBody, TipResponse } from '../tips.ts';

/** Tip an escort in credits; the same key answers with the same tip (a retry charges once). */
export function tipInCredits(escortId: number, body: TipBody, key: string, opts?: RequestOptions): Promise<ApiResult<TipResponse>> {
  return request('POST', `/tips/tips/users/${escortId}`, { body, ...opts, headers: { ...opts?.headers, [IDEMPOTENCY_HEADER]: key } });
}

/** A guest tips with money: the transaction whose `paymentUrl` is the hosted payment page. */
export function startGuestTip(
  escortId: number,
  body: GuestTipBody,
  key: string,
  opts?: RequestOptions,
): Promise<ApiResult<{ results: Transaction }>> {
  return request('POST', `/guests/tips/users/${escortId}`, {
    body,
    version: 'v1',
    ...opts,
    headers: { ...opts?.headers, [IDEMPOTENCY_HEADER]: key },
  });
}

/** The signed-in user's credits, earnings and VIP state. */
export function getWallet(opts?: RequestOptions): Promise<ApiResult<{ results: Wallet }>> {
  return request('GET', '/users/wallet', opts);
}

/** The escort's tips and gallery sales. */
export function getEarnings(opts?: RequestOptions): Promise<ApiResult<{ results: Earnings }>> {
  return request('GET', '/users/earnings', opts);
}
