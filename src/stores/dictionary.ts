/**
 * The islands' dictionary: the active locale's strings, loaded per namespace on demand (each
 * `i18n/<locale>/<namespace>.json` is its own chunk, so a page downloads only the namespaces its
 * islands show) and reloaded together when the locale changes. Until the new locale's files are in,
 * the islands keep showing the previous locale, so a switch never flashes keys.
 */
import { atom, onMount } from 'nanostores';
import type { Locale } from '../../regions/constants.ts';
import type { Namespace } from '../../i18n/namespaces.ts';
import { fill, type Vars } from '../../i18n/template.ts';
import { LoadCache } from '../lib/load-cache.ts';
import { $locale } from './locale.ts';

/** One namespace's entries: key → template. */
export type Entries = Readonly<Record<string, string>>;

/** The loaded namespaces of one locale. */
export interface Dictionary {
  locale: Locale;
  namespaces: Partial<Record<Namespace, Entries>>;
}

const files = import.meta.glob<Entries>('../../i18n/*/*.json', { import: 'default' });

/** The loaded dictionary; undefined until the first namespace is in. */
export const $dictionary = atom<Dictionary | undefined>(undefined);

/** Every namespace an island asked for: a locale switch loads all of them. */
const wanted = new Set<Namespace>();
const fetches = new Map<string, Promise<Entries>>();

/** One namespace file of a locale, fetched once (a failed fetch may be retried). */
function fetchEntries(locale: Locale, ns: Namespace): Promise<Entries> {
  const id = `${locale}/${ns}`;
  let pending = fetches.get(id);
  if (!pending) {
    const load = files[`../../i18n/${id}.json`];
    if (!load) return Promise.reject(new Error(`no dictionary i18n/${id}.json`));
    pending = load().catch((err: unknown) => {
      fetches.delete(id);
      throw err;
    });
    fetches.set(id, pending);
  }
  return pending;
}

/** Load every wanted namespace of the active locale into $dictionary (a newer locale wins). */
async function sync(): Promise<void> {
  const locale = $locale.get();
  const names = [...wanted];
  const loaded = await Promise.all(names.map((ns) => fetchEntries(locale, ns)));
  if ($locale.get() !== locale) return;
  const current = $dictionary.get();
  const namespaces = current?.locale === locale ? { ...current.namespaces } : {};
  names.forEach((ns, i) => (namespaces[ns] = loaded[i]));
  $dictionary.set({ locale, namespaces });
}

/** Are these namespaces in the dictionary (of whichever locale it holds)? */
export function hasNamespaces(dict: Dictionary | undefined, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((ns) => dict?.namespaces[ns] !== undefined);
}

// Done loads are dropped (the strings are in $dictionary); a failed one waits out its backoff.
const loads = new LoadCache({ dropDone: true });

/**
 * Load namespaces of the active locale; resolves once they are in $dictionary. The same request
 * while one is under way gets the same promise (React's `use` needs a stable one), and so does one
 * that failed a moment ago: `use` throws its error instead of fetching again on every render.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const id = [...namespaces].sort().join();
  return loads.get(id, () => {
    for (const ns of namespaces) wanted.add(ns);
    return sync();
  });
}

onMount($dictionary, () => $locale.listen(() => void sync()));

/** A translate function over the loaded namespaces; a missing key shows the key (tests catch those). */
export function translate(dict: Dictionary | undefined) {
  const all = Object.assign({}, ...Object.values(dict?.namespaces ?? {})) as Record<string, string>;
  return (key: string, vars?: Vars): string => fill(all[key] ?? key, vars);
}
