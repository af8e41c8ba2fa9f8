/** Footer language selector: switches the islands' locale (cookie i18n_redirected). */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { LOCALES, type Locale } from '../../../regions/constants.ts';
import { $locale, initLocale, isLocale, setLocale } from '../../stores/locale.ts';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';

interface Props {
  /** The region's default locale (the static page's language). */
  regionDefault: Locale;
  /** The label "Language" in each locale, so it follows the choice without loading dictionaries. */
  labels: Record<Locale, string>;
  /** Each locale's own name (Deutsch, English, Română, Italiana). */
  names: Record<Locale, string>;
}

/** A labelled select of the four locales. */
function LanguageSelect({ regionDefault, labels, names }: Props) {
  const id = useId();
  const locale = useStore($locale, { ssr: () => regionDefault });
  useEffect(() => {
    initLocale(regionDefault);
  }, [regionDefault]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-gray-200">
        {labels[locale]}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) setLocale(e.target.value);
        }}
        className="rounded border border-white/30 bg-night-soft px-2 py-1 text-white"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default withErrorBoundary(LanguageSelect);
