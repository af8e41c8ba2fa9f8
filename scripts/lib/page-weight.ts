/**
 * Page weight of a built page (DESIGN §8), measured on the files of a build: the HTML, its
 * stylesheets and the JS its islands load to hydrate (their static import graph), all gzip. Shared
 * by the benchmark (`npm run bench:pages`) and the budget check of `npm run test:site`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** The budgets a page must meet (gzip bytes): HTML <= 30 KB, initial JS <= 80 KB. */
export const BUDGETS = { htmlGz: 30 * KB, initialJsGz: 80 * KB } as const;

/** The place page measured unless another is named (PLACE_PATH): a large city with listings. */
export const DEFAULT_PLACE_PATH = '/sex/muenchen/';

/** gzip size at the level servers use by default (6). */
export const gz = (data: Buffer | string): number => gzipSync(data).length;

/** The JS a page's islands load to hydrate: their entries and the static imports of those, transitively. */
export function hydrationGraph(html: string, read: (path: string) => string): string[] {
  const entries = [...html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const stack = [...entries, ...scripts];
  while (stack.length) {
    const path = stack.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    // Static imports only ("from"./x.js"" and bare "import"./x.js""); import("...") loads later.
    for (const m of read(path).matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) stack.push(`/_astro/${m[1]!.slice(2)}`);
  }
  return [...seen].sort();
}

/** Scripts in <head> that block rendering (external, neither async, defer nor module). */
export function renderBlockingScripts(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => /\bsrc=/.test(attrs) && !/\b(async|defer)\b/.test(attrs) && !/type="module"/.test(attrs));
}

/** The stylesheets a page links (paths under /_astro/). */
export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]!);
}

/** What a page weighs before any lazy chunk loads (bytes). */
export interface StaticWeight {
  htmlRaw: number;
  htmlGz: number;
  cssGz: number;
  initialJsGz: number;
  /** Render-blocking scripts in <head>. */
  blocking: number;
}

/** Weigh a page's HTML against the assets of the built site in `dist`. */
export function staticWeight(dist: string, html: string): StaticWeight {
  const asset = (path: string) => readFileSync(join(dist, path));
  return {
    htmlRaw: Buffer.byteLength(html),
    htmlGz: gz(html),
    cssGz: stylesheets(html).reduce((n, p) => n + gz(asset(p)), 0),
    initialJsGz: hydrationGraph(html, (p) => asset(p).toString('utf8')).reduce((n, p) => n + gz(asset(p)), 0),
    blocking: renderBlockingScripts(html).length,
  };
}

/** Bytes as "12.3 KB". */
export const kb = (n: number): string => `${(n / KB).toFixed(1)} KB`;

/** One line per budget a page misses, naming the page, the measured size and the budget. */
export function budgetProblems(label: string, path: string, weight: Pick<StaticWeight, 'htmlGz' | 'initialJsGz'>): string[] {
  const problems: string[] = [];
  if (weight.htmlGz > BUDGETS.htmlGz) problems.push(`${label} ${path}: HTML is ${kb(weight.htmlGz)} gzip, budget ${kb(BUDGETS.htmlGz)}`);
  if (weight.initialJsGz > BUDGETS.initialJsGz)
    problems.push(`${label} ${path}: initial JS is ${kb(weight.initialJsGz)} gzip, budget ${kb(BUDGETS.initialJsGz)}`);
  return problems;
}
