/**
 * Typed translations. Dictionaries are flat JSON files with dotted keys, one per locale; English is
 * the reference for the key type, and a unit test fails when any locale misses a key.
 */
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import type { Locale } from '../regions/schema.ts';

/** Every translation key. */
export type I18nKey = keyof typeof en;
type Dictionary = Record<I18nKey, string>;

/** The dictionaries, by locale. */
export const dictionaries: Record<Locale, Dictionary> = { de, en, ro, it };

/** Values substituted for `{name}` placeholders. */
export type Vars = Record<string, string | number>;

/** Replace `{name}` placeholders; unknown placeholders are left visible so tests catch them. */
export function format(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Translate `key` into `locale`, falling back to English, then to the key itself. */
export function t(locale: Locale, key: I18nKey | (string & {}), vars?: Vars): string {
  const dict = dictionaries[locale] as Record<string, string>;
  const text = dict[key] ?? (dictionaries.en as Record<string, string>)[key] ?? key;
  return format(text, vars);
}

/** A translator bound to one locale. */
export function translator(locale: Locale) {
  return (key: I18nKey | (string & {}), vars?: Vars) => t(locale, key, vars);
}
