/**
 * Age and cookie consent (DESIGN §9): cookie `consent`, set when a visitor confirms being 18 or
 * older; its value records the cookie choice ("all" or "necessary").
 */
import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'consent';
export type ConsentChoice = 'all' | 'necessary';

/** The stored choice, or undefined when the visitor has not confirmed yet. */
export function readConsent(): ConsentChoice | undefined {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === 'all' || value === 'necessary' ? value : undefined;
}

/** Record the visitor's confirmation for a year. */
export function giveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, { expires: 365, path: '/', sameSite: 'lax', secure: location.protocol === 'https:' });
}
