/**
 * The tip query keys of a profile URL (SPEC §2): `successfullyTippedAmount` shows the thank-you
 * banner once, `confirmTipPurchase` opens the tip dialog with an amount (a tip started before
 * login resumes after it). Both are read once and removed from the address bar.
 */
import { CONFIRM_TIP_QUERY_KEY, TIP_MAX, TIPPED_QUERY_KEY } from '../../lib/api/tip-codes.ts';

/** A whole amount from 1 to TIP_MAX written as digits, else undefined. */
export function tipAmountOf(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= TIP_MAX ? n : undefined;
}

/** What the query string asks for, and the URL without the keys. */
export function readTipKeys(href: string): { tipped?: number; confirm?: number; cleaned: string } {
  const url = new URL(href);
  const tipped = tipAmountOf(url.searchParams.get(TIPPED_QUERY_KEY));
  const confirm = tipAmountOf(url.searchParams.get(CONFIRM_TIP_QUERY_KEY));
  url.searchParams.delete(TIPPED_QUERY_KEY);
  url.searchParams.delete(CONFIRM_TIP_QUERY_KEY);
  // The payment's own return marker goes too: the banner has said what it means.
  if (tipped !== undefined) url.searchParams.delete('transaction');
  return { tipped, confirm, cleaned: `${url.pathname}${url.search}${url.hash}` };
}

/** The profile path with the confirm key: where a tip resumes after login or buying credits. */
export function resumeTipPath(profilePath: string, amount: number): string {
  return `${profilePath}?${CONFIRM_TIP_QUERY_KEY}=${amount}`;
}
