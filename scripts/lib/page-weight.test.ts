import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { BUDGETS, budgetProblems, hydrationGraph, KB, renderBlockingScripts, staticWeight } from './page-weight.ts';

const dist = mkdtempSync(join(tmpdir(), 'lustmap-weight-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  // An island entry importing a shared chunk statically and a page lazily; the renderer shares the chunk.
  'island.js': `import{a as b}from"./shared.js";const p=()=>import("./lazy.js");export default b;`,
  'client.js': `import"./shared.js";export const r=1;`,
  'shared.js': `export const a=${JSON.stringify('x'.repeat(500))};`,
  'lazy.js': `export const big=${JSON.stringify('y'.repeat(5000))};`,
  'hoisted.js': `console.log("hoisted")`,
  'page.css': `body{color:red}`.repeat(20),
};
mkdirSync(join(dist, '_astro'));
for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, '_astro', name), text);
const html =
  '<!doctype html><html><head><link rel="stylesheet" href="/_astro/page.css"><script type="module" src="/_astro/hoisted.js"></script>' +
  '<script src="/blocking.js"></script></head><body>' +
  '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island></body></html>';
const gz = (name: string) => gzipSync(files[name]!).length;

test('the initial JS is the islands’ entries and their static imports, not the lazy chunks', () => {
  const read = (path: string) => files[path.replace('/_astro/', '')]!;
  expect(hydrationGraph(html, read)).toEqual(['/_astro/client.js', '/_astro/hoisted.js', '/_astro/island.js', '/_astro/shared.js']);
  expect(renderBlockingScripts(html)).toEqual([' src="/blocking.js"']);
});

test('it weighs a page of a built site in gzip bytes', () => {
  expect(staticWeight(dist, html)).toEqual({
    htmlRaw: html.length,
    htmlGz: gzipSync(html).length,
    cssGz: gz('page.css'),
    initialJsGz: gz('island.js') + gz('client.js') + gz('shared.js') + gz('hoisted.js'),
    blocking: 1,
  });
});

test('a page over a budget is named with its measured size and the budget', () => {
  expect(budgetProblems('place page', '/sex/x/', { htmlGz: BUDGETS.htmlGz, initialJsGz: BUDGETS.initialJsGz })).toEqual([]);
  expect(budgetProblems('place page', '/sex/x/', { htmlGz: 31 * KB, initialJsGz: 2 * KB })).toEqual([
    'place page /sex/x/: HTML is 31.0 KB gzip, budget 30.0 KB',
  ]);
  expect(budgetProblems('profile shell (at)', '/at/users/_/', { htmlGz: 1 * KB, initialJsGz: 85 * KB })).toEqual([
    'profile shell (at) /at/users/_/: initial JS is 85.0 KB gzip, budget 80.0 KB',
  ]);
});
