/**
 * Locale of a request (`x-locale`, else the region's default, else English) and cache headers.
 */
import type { Context } from 'hono';
import { LOCALES, type Locale, type Region } from '../../../regions/schema.ts';

/** The locale the client asked for with `x-locale`, if it is one we speak. */
export function headerLocale(c: Context): Locale | undefined {
  const header = c.req.header('x-locale')?.trim().toLowerCase();
  return header && (LOCALES as readonly string[]).includes(header) ? (header as Locale) : undefined;
}

/** The locale labels are rendered in. */
export function requestLocale(c: Context, region?: Region): Locale {
  return headerLocale(c) ?? region?.defaultLocale ?? 'en';
}

/** Mark an answer as a public read cacheable for `seconds` (answers are `no-store` otherwise). */
export function publicCache(c: Context, seconds: number, varyLocale = false): void {
  c.header('Cache-Control', `public, max-age=${seconds}`);
  if (varyLocale) c.header('Vary', 'x-locale');
}
