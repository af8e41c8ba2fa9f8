/**
 * The active locale of the islands (DESIGN §5): cookie `i18n_redirected`, 365 days, path /,
 * SameSite=Lax; set to the region's default on the first visit when absent; switching updates the
 * cookie and every island at once.
 */
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import { LOCALES, type Locale } from '../../regions/constants.ts';

/** Name of the locale cookie (SPEC §9). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** The locale islands render in. */
export const $locale = atom<Locale>('de');

/** Is this one of our locales? */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const cookieOptions = { expires: 365, path: '/', sameSite: 'lax' } as const;

/** Switch the islands' locale and remember it. */
export function setLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, cookieOptions);
  $locale.set(locale);
}

/**
 * Read the cookie, or on the first visit write the region's default. SPEC §4: when the configured
 * default is English and the active locale differs, switch to English.
 */
export function initLocale(regionDefault: Locale): Locale {
  const stored = Cookies.get(LOCALE_COOKIE);
  let locale: Locale = isLocale(stored) ? stored : regionDefault;
  if (regionDefault === 'en' && locale !== 'en' && !isLocale(stored)) locale = 'en';
  if (stored !== locale) Cookies.set(LOCALE_COOKIE, locale, cookieOptions);
  $locale.set(locale);
  return locale;
}
