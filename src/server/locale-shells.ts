/**
 * App shells per locale (docs/decisions.md "Languages"): an app page is pre-rendered once per
 * locale its edition offers, and the server answers its normal path with the file of the locale
 * the `i18n_redirected` cookie chooses, validated against the edition (`dist/_locales.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Region, RegionCode } from '../../regions/schema.ts';
import { cookieValue, LOCALE_COOKIE, offeredLocales, resolveLocale } from '../lib/locale.ts';
import { splitRegionPath } from './http/paths.ts';

/** Edition-language shell file (relative to dist) → the file of each other locale. */
export type LocaleShellFiles = ReadonlyMap<string, Partial<Record<Locale, string>>>;

/** Read `_locales.json` from the built site (none: every page has one file). */
export function loadLocaleShells(root: string): LocaleShellFiles {
  const file = join(root, '_locales.json');
  if (!existsSync(file)) return new Map();
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { files?: unknown };
  if (typeof raw.files !== 'object' || raw.files === null)
    throw new Error(`${file}: expected { files: { "users/login/index.html": { "en": … } } }`);
  return new Map(Object.entries(raw.files as Record<string, Partial<Record<Locale, string>>>));
}

/** The file to serve for an app shell, and whether the answer depends on the cookie. */
export interface ShellChoice {
  file: string;
  /** True for every app shell with locale copies: the answer varies with the cookie. */
  varies: boolean;
  locale?: Locale;
}

/**
 * Pick the locale copy of `file` (relative to dist) for a request to `urlPath` with this Cookie
 * header: the cookie's locale if the path's edition offers it, else the edition-language file.
 */
export function chooseShell(
  shells: LocaleShellFiles,
  regions: Record<RegionCode, Region>,
  urlPath: string,
  cookieHeader: string | null | undefined,
  file: string,
): ShellChoice {
  const copies = shells.get(file);
  if (!copies) return { file, varies: false };
  const region = regions[splitRegionPath(regions, urlPath).region];
  const edition = { defaultLocale: region.defaultLocale, locales: offeredLocales(region) };
  const locale = resolveLocale(edition, cookieValue(cookieHeader, LOCALE_COOKIE), 'app');
  return { file: copies[locale] ?? file, varies: true, locale };
}

/** Headers of an answer that depends on the locale cookie: shared caches must not mix the locales. */
export function markVaries(res: Response): Response {
  res.headers.set('vary', 'Cookie');
  res.headers.set('cache-control', 'private, no-cache');
  return res;
}
