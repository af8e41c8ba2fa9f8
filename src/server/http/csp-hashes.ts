/**
 * The CSP hashes of a built page's inline scripts and styles. Astro inlines its island runtime and
 * hydration directives as `<script>` and the `astro-island{display:contents}` rule as `<style>`;
 * a `script-src`/`style-src` hash lets exactly those run and nothing an attacker could inject.
 */
import { createHash } from 'node:crypto';

/** `'sha256-…'` sources of a page's inline scripts and styles. */
export interface PageHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/** A page without inline code. */
export const NO_PAGE_HASHES: PageHashes = { scripts: [], styles: [] };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SRC = /(?:^|\s)src\s*=/i;

/** The CSP source of `text`: sha256 of its UTF-8 bytes, base64. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Whether a script element runs (JSON data blocks such as JSON-LD do not, so CSP ignores them). */
function executes(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
  return !type || !type.includes('json');
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}

/** The hashes of every inline script that runs and every inline style of an HTML document. */
export function inlineHashes(html: string): PageHashes {
  const scripts = [...html.matchAll(SCRIPT)].filter((m) => executes(m[1] ?? '')).map((m) => sha256Source(m[2] ?? ''));
  const styles = [...html.matchAll(STYLE)].map((m) => sha256Source(m[1] ?? ''));
  if (!scripts.length && !styles.length) return NO_PAGE_HASHES;
  return { scripts: unique(scripts), styles: unique(styles) };
}
