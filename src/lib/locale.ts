/**
 * Which language a page speaks (docs/decisions.md, "Languages"): SEO pages always speak their
 * edition's language; app pages speak the visitor's chosen locale (cookie `i18n_redirected`), but
 * only among the locales the edition offers, so a choice made in one edition never leaks into
 * another. Framework-free: the islands, the static server and the build share it.
 */
import { LOCALES, type Locale } from '../../regions/constants.ts';

/** Name of the locale cookie (SPEC §4: 365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** The hidden path prefix of the app shells pre-rendered in a non-default locale ("/_locale/en/users/login/"). */
export const LOCALE_SHELL_PREFIX = '/_locale/';

/** What the rule needs to know of an edition. */
export interface EditionLocales {
  defaultLocale: Locale;
  /** The locales its selector offers (only the default where the selector is hidden). */
  locales: readonly Locale[];
}

/** Whether a page is an SEO page (edition language) or an app page (chosen locale). */
export type PageLanguage = 'seo' | 'app';

/** Is this one of our locales? */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locales an edition offers: all of them where the language selector is shown; only the
 * default where it is hidden (UK, AU: SPEC §4 "if the configured default is English and the active
 * locale differs, it switches to English").
 */
export function offeredLocales(region: { defaultLocale: Locale; hidden: { languageSelector: boolean } }): Locale[] {
  return region.hidden.languageSelector
    ? [region.defaultLocale]
    : [region.defaultLocale, ...LOCALES.filter((l) => l !== region.defaultLocale)];
}

/** The cookie's locale if the edition offers it, else undefined. */
export function chosenLocale(edition: EditionLocales, cookie: string | null | undefined): Locale | undefined {
  return isLocale(cookie) && edition.locales.includes(cookie) ? cookie : undefined;
}

/** The locale a page speaks: the edition's on SEO pages, the offered chosen one (or the default) on app pages. */
export function resolveLocale(edition: EditionLocales, cookie: string | null | undefined, page: PageLanguage): Locale {
  if (page === 'seo') return edition.defaultLocale;
  return chosenLocale(edition, cookie) ?? edition.defaultLocale;
}

/** The value of one cookie in a `Cookie` request header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
