/**
 * The islands' dictionary: the active locale's messages, loaded on demand (each locale is its own
 * chunk, so a page downloads one dictionary, not four) and reloaded when the locale changes.
 */
import { atom, onMount } from 'nanostores';
import type { Locale } from '../../regions/constants.ts';
import { $locale } from './locale.ts';

type Dictionary = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  de: () => import('../../i18n/de.json'),
  en: () => import('../../i18n/en.json'),
  ro: () => import('../../i18n/ro.json'),
  it: () => import('../../i18n/it.json'),
};

/** The loaded dictionary and its locale; undefined until the first load finishes. */
export const $messages = atom<{ locale: Locale; dict: Dictionary } | undefined>(undefined);

let pending: Locale | undefined;

/** Load a locale's dictionary into $messages (the latest request wins). */
export async function loadMessages(locale: Locale): Promise<void> {
  pending = locale;
  const { default: dict } = await loaders[locale]();
  if (pending === locale) $messages.set({ locale, dict });
}

onMount($messages, () => {
  void loadMessages($locale.get());
  return $locale.listen((locale) => void loadMessages(locale));
});

/** Replace `{name}` placeholders. */
function format(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
}

/** A translate function over a dictionary; a missing key shows the key (tests catch those). */
export function translate(dict: Dictionary | undefined) {
  return (key: string, vars?: Record<string, string | number>): string => format(dict?.[key] ?? key, vars);
}
