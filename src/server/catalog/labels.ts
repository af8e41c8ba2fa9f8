/**
 * Labels of feature options in a locale. Options with dictionary keys (`option.<feature>.<value>`)
 * come from i18n; countries and languages from `Intl.DisplayNames`; the few lists without
 * dictionary keys carry their labels here.
 */
import { t } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/schema.ts';
import { FEATURE_VALUES, type FeatureName } from '../../domain/profile-features.ts';
import type { Option } from '../../lib/api/features.ts';

/** Features whose labels live in the i18n dictionaries under `option.<feature>.<value>`. */
const I18N_FEATURES: Partial<Record<FeatureName, string>> = {
  gender: 'gender',
  ethnicity: 'ethnicity',
  nationality_group: 'nationality',
  skin_color: 'skin_color',
  body_type: 'body_type',
  breast_size: 'breast_size',
  hair_color: 'hair_color',
};

const LOCAL_LABELS: Partial<Record<FeatureName, Record<string, Record<Locale, string>>>> = {
  hair_length: {
    short: { de: 'Kurz', en: 'Short', it: 'Corti', ro: 'Scurt' },
    medium: { de: 'Mittellang', en: 'Medium', it: 'Media lunghezza', ro: 'Mediu' },
    long: { de: 'Lang', en: 'Long', it: 'Lunghi', ro: 'Lung' },
  },
  eye_color: {
    blue: { de: 'Blau', en: 'Blue', it: 'Azzurri', ro: 'Albaștri' },
    green: { de: 'Grün', en: 'Green', it: 'Verdi', ro: 'Verzi' },
    brown: { de: 'Braun', en: 'Brown', it: 'Marroni', ro: 'Căprui' },
    grey: { de: 'Grau', en: 'Grey', it: 'Grigi', ro: 'Gri' },
    hazel: { de: 'Haselnussbraun', en: 'Hazel', it: 'Nocciola', ro: 'Alune' },
  },
};

const displayNames = new Map<string, Intl.DisplayNames>();
function intlName(locale: Locale, type: 'region' | 'language', code: string): string {
  const key = `${locale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names.of(code) ?? code;
}

/** Label of one option value of `feature` in `locale`. */
export function optionLabel(locale: Locale, feature: FeatureName, value: string): string {
  const i18nFeature = I18N_FEATURES[feature];
  if (i18nFeature) return t(locale, `option.${i18nFeature}.${value}`);
  const local = LOCAL_LABELS[feature]?.[value]?.[locale];
  if (local) return local;
  if (feature === 'nationality') return intlName(locale, 'region', value);
  if (feature === 'languages') return intlName(locale, 'language', value);
  return value;
}

/** Name of a country (ISO 3166-1 alpha-2) in `locale`. */
export function countryName(locale: Locale, code: string): string {
  return intlName(locale, 'region', code);
}

/** Every option of `feature` with labels in `locale`; countries and languages sorted by label. */
export function featureOptions(locale: Locale, feature: FeatureName): Option[] {
  const options = FEATURE_VALUES[feature].map((value) => ({ value, label: optionLabel(locale, feature, value) }));
  if (feature === 'nationality' || feature === 'languages') {
    const collator = new Intl.Collator(locale);
    options.sort((a, b) => collator.compare(a.label, b.label));
  }
  return options;
}
