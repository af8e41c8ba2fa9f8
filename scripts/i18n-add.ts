/**
 * Add or update i18n keys in all four locales at once, each key in its namespace's file
 * (i18n/<locale>/<namespace>.json, by the prefixes of i18n/namespaces.ts), keeping them sorted:
 *   node scripts/i18n-add.ts '{"auth.login.title": {"de": "Anmelden", "en": "Log in", "ro": "Autentificare", "it": "Accedi"}}'
 * or with a JSON file of the same shape: node scripts/i18n-add.ts --file keys.json
 * Every key needs all four locales and a known prefix; each file is read and written in one step.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { namespaceOf, type Namespace } from '../i18n/namespaces.ts';
import { LOCALES } from '../regions/constants.ts';

type Entries = Record<string, Partial<Record<(typeof LOCALES)[number], string>>>;

/** Merge entries into a dictionary, returning it sorted by key. */
export function mergeEntries(dict: Record<string, string>, entries: Entries, locale: (typeof LOCALES)[number]): Record<string, string> {
  const next = { ...dict };
  for (const [key, values] of Object.entries(entries)) {
    const value = values[locale];
    if (typeof value !== 'string' || value.length === 0) throw new Error(`${key}: missing the ${locale} text`);
    next[key] = value;
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Entries grouped by the namespace their key belongs to; throws for a key of no namespace. */
export function byNamespace(entries: Entries): Map<Namespace, Entries> {
  const groups = new Map<Namespace, Entries>();
  for (const [key, values] of Object.entries(entries)) {
    const ns = namespaceOf(key);
    if (!ns) throw new Error(`${key}: its prefix belongs to no namespace (add it to i18n/namespaces.ts)`);
    groups.set(ns, { ...groups.get(ns), [key]: values });
  }
  return groups;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const raw = args[0] === '--file' ? readFileSync(args[1]!, 'utf8') : args[0];
  if (!raw) throw new Error('usage: node scripts/i18n-add.ts \'{"key": {"de": "…", "en": "…", "ro": "…", "it": "…"}}\'');
  const entries = JSON.parse(raw) as Entries;
  const groups = byNamespace(entries);
  for (const locale of LOCALES) mergeEntries({}, entries, locale); // validate before writing anything
  for (const locale of LOCALES)
    for (const [ns, group] of groups) {
      const file = join(import.meta.dirname, '..', 'i18n', locale, `${ns}.json`);
      const merged = mergeEntries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, group, locale);
      writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
    }
  console.log(`i18n: ${Object.keys(entries).length} keys written to ${groups.size} namespace(s) in ${LOCALES.length} locales`);
}
