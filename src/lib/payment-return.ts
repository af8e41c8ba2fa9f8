/**
 * The `paymentRedirectLink` round trip (SPEC §3 browser storage): a page that sends the visitor
 * to buy credits or a plan remembers where they were, and the checkout's result page sends them
 * back there once the payment went through. Only same-site paths are kept or followed.
 */
import { PAYMENT_REDIRECT_KEY } from './api/billing-codes.ts';
import { sameSitePath } from './redirect.ts';

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off (private modes); the round trip then ends on the account.
    return undefined;
  }
}

/** Remember `path` (a same-site path) as the place to return to after the next payment. */
export function rememberPaymentReturn(path: string): void {
  const safe = sameSitePath(path);
  if (safe) store()?.setItem(PAYMENT_REDIRECT_KEY, safe);
}

/** The remembered return path, if any, without clearing it. */
export function peekPaymentReturn(): string | undefined {
  return sameSitePath(store()?.getItem(PAYMENT_REDIRECT_KEY) ?? undefined);
}

/** The remembered return path (cleared as it is read), or undefined. */
export function takePaymentReturn(): string | undefined {
  const path = peekPaymentReturn();
  store()?.removeItem(PAYMENT_REDIRECT_KEY);
  return path;
}
