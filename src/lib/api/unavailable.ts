/**
 * The `503` answers of a feature whose provider is not configured (production mode without a real
 * payment or age-verification provider: src/server/demo-mode.ts), and the i18n key each is shown
 * as. Free of server code, so the islands can import it.
 */

/** The answer when payments are asked for in production without a real payment provider. */
export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now: no payment provider is configured. Please try again later.';

/** The answer when an age check is asked for in production without a real age-verification provider. */
export const AGE_CHECK_UNAVAILABLE =
  'Age verification is not available right now: no verification provider is configured. Please try again later.';

/** The `common` key of a failed call that says its feature is unavailable, else undefined. */
export function unavailableKey(failure: {
  status: number;
  message: string;
}): 'common.unavailable.payments' | 'common.unavailable.ageCheck' | undefined {
  if (failure.status !== 503) return undefined;
  if (failure.message === AGE_CHECK_UNAVAILABLE) return 'common.unavailable.ageCheck';
  if (failure.message === PAYMENTS_UNAVAILABLE) return 'common.unavailable.payments';
  return undefined;
}
