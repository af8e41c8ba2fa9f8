/** Moving between the account pages (full page loads: every page is its own static document). */
import type { PhoneVerificationResult } from '../../lib/api/auth.ts';
import type { AppHref } from '../../lib/routing/app-routes.ts';

/** Go to a site path. */
export function go(url: string): void {
  window.location.assign(url);
}

/** A query parameter of the current URL. */
export function queryParam(name: string): string | undefined {
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

/** The phone verification page for a login or registration result. */
export function phoneVerificationPath(href: AppHref, r: Pick<PhoneVerificationResult, 'verifyNumber' | 'channel'>): string {
  return r.channel === 'whatsapp'
    ? `${href('verifyPhoneWhatsapp')}?hash=${encodeURIComponent(r.verifyNumber)}`
    : href('verifyPhone', { hashRegistration: r.verifyNumber });
}
