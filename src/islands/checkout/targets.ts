/**
 * Where the checkout sends the buyer: the provider's hosted payment page (only an http(s) address,
 * never `javascript:` or `data:`), the checkout's own links, and back where the buyer started.
 */
import { sameSitePath } from '../../lib/redirect.ts';

/** The hosted payment page's address when it is http(s), else undefined. */
export function hostedPageUrl(url: string | null | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where "continue" goes after a payment: the remembered page, the order's return path, else the fallback. */
export function continueTarget(remembered: string | undefined, returnPath: string | null | undefined, fallback: string): string {
  return sameSitePath(remembered) ?? sameSitePath(returnPath) ?? fallback;
}

/** What the checkout page was opened for (its query string). */
export type CheckoutQuery =
  { kind: 'package'; id: string } | { kind: 'product'; id: string } | { kind: 'transaction'; id: number } | { kind: 'none' };

/** Read the checkout's query: `?transaction=<id>` (back from the provider), `?package=<id>` or `?product=<id>`. */
export function checkoutQuery(search: string): CheckoutQuery {
  const q = new URLSearchParams(search);
  const txn = q.get('transaction');
  if (txn !== null && /^[1-9]\d{0,15}$/.test(txn)) return { kind: 'transaction', id: Number(txn) };
  const ident = (v: string | null) => (v !== null && /^[\w.-]{1,64}$/.test(v) ? v : undefined);
  const pkg = ident(q.get('package'));
  if (pkg) return { kind: 'package', id: pkg };
  const product = ident(q.get('product'));
  if (product) return { kind: 'product', id: product };
  return { kind: 'none' };
}
