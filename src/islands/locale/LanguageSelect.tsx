/**
 * Footer language selector (docs/decisions.md "Languages"). On an app page it switches the whole
 * page: it stores the choice (cookie i18n_redirected) and reloads, so the server sends the shell
 * pre-rendered in that locale. On an SEO page, which always speaks the edition's language, it is the
 * language of the account and app pages, and says so.
 */
import Cookies from 'js-cookie';
import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../../regions/constants.ts';
import { chosenLocale, LOCALE_COOKIE, type PageLanguage } from '../../lib/locale.ts';
import { chooseLocale, isLocale } from '../../stores/locale.ts';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';

interface Props {
  /** The locales the edition offers, default first. */
  locales: Locale[];
  /** The locale the static page was rendered in. */
  current: Locale;
  language: PageLanguage;
  /** The label, in the page's language. */
  label: string;
  /** On SEO pages: why the page itself does not change. */
  hint?: string;
  /** Each locale's own name (Deutsch, English, Română, Italiano). */
  names: Record<Locale, string>;
}

/** The visitor's stored choice among the offered locales (read after hydration: the server HTML has none). */
function storedChoice(locales: Locale[]): Locale | undefined {
  return chosenLocale({ defaultLocale: locales[0]!, locales }, Cookies.get(LOCALE_COOKIE));
}

/** A labelled select of the edition's locales. */
function LanguageSelect({ locales, current, language, label, hint, names }: Props) {
  const id = useId();
  const [value, setValue] = useState(current);
  useEffect(() => {
    const stored = storedChoice(locales);
    if (stored) setValue(stored);
  }, [locales]);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-gray-200">
          {label}
        </label>
        <select
          id={id}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            const next = e.target.value;
            if (!isLocale(next)) return;
            chooseLocale(next);
            setValue(next);
            // An app page speaks the chosen locale entirely: load its shell instead of swapping the islands only.
            if (language === 'app') location.reload();
          }}
          className="rounded border border-white/30 bg-night-soft px-2 py-1 text-white"
        >
          {locales.map((l) => (
            <option key={l} value={l} lang={l}>
              {names[l]}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-300">
          {hint}
        </p>
      )}
    </div>
  );
}

export default withErrorBoundary(LanguageSelect);
