/**
 * The active locale of the islands (DESIGN §5, docs/decisions.md "Languages"): on SEO pages the
 * edition's language, on app pages the visitor's choice (cookie `i18n_redirected`, 365 days, path /,
 * SameSite=Lax) among the locales the edition offers. Only the language selector writes the
 * cookie, so merely visiting one edition never changes the language of another.
 */
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import type { Locale } from '../../regions/constants.ts';
import { isLocale, LOCALE_COOKIE, resolveLocale, type EditionLocales, type PageLanguage } from '../lib/locale.ts';

export { isLocale, LOCALE_COOKIE };

/** The locale islands render in. */
export const $locale = atom<Locale>('de');

const cookieOptions = { expires: 365, path: '/', sameSite: 'lax' } as const;

/** Remember the visitor's choice (the app pages speak it from the next page load on). */
export function chooseLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, cookieOptions);
}

/** Set the islands' locale of this page from the edition and the cookie. */
export function initLocale(edition: EditionLocales, page: PageLanguage): Locale {
  const locale = resolveLocale(edition, Cookies.get(LOCALE_COOKIE), page);
  if ($locale.get() !== locale) $locale.set(locale);
  return locale;
}
