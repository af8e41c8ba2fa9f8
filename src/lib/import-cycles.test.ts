/**
 * No module of src/ imports itself back through its own static imports of relative paths (dynamic
 * `import()` loads later and cannot loop at load time). Value imports loop nowhere; in the code the
 * browser shares (lib, stores, islands) not even type-only imports loop, so a contract never leans
 * on its own client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const REPO = resolve(ROOT, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The relative modules a file imports or re-exports (by value only, unless `types`). */
function staticImports(code: string, types = false): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([\w*{}\s,$]*?)\s*(?:from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) {
    const [, , typeOnly, clause = '', spec] = m;
    if (typeOnly && !types) continue;
    // `import { type A, type B } from` is erased as well.
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!types && braces && braces[1]!.split(',').every((s) => !s.trim() || /^type\s/.test(s.trim()))) continue;
    if (m[1] === 'export' && clause === '') continue;
    out.push(spec!);
  }
  return out;
}

function graph(types: boolean, dirs = ['.']): Map<string, string[]> {
  const files = dirs.flatMap((d) => sources(resolve(ROOT, d)));
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      staticImports(readFileSync(file, 'utf8'), types)
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => known.has(target)),
    ]),
  );
}

/** Every elementary cycle found by a depth-first walk, each reported once from its smallest member. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const loop = stack.slice(stack.indexOf(next));
        const start = loop.indexOf([...loop].sort()[0]!);
        const canonical = [...loop.slice(start), ...loop.slice(0, start)];
        found.set(canonical.join('>'), canonical);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

test('it reads value imports and skips type-only ones', () => {
  const code = [
    "import { a } from './a.ts';",
    "import type { B } from './b.ts';",
    "import { type C, type D } from './c.ts';",
    "import { type E, f } from './e.ts';",
    "export { g } from '../g.ts';",
    "export type { H } from './h.ts';",
    "import './side.ts';",
    "const lazy = () => import('./lazy.ts');",
    "import { z } from 'zod';",
  ].join('\n');
  expect(staticImports(code)).toEqual(['./a.ts', './e.ts', '../g.ts', './side.ts']);
  expect(staticImports(code, true)).toEqual(['./a.ts', './b.ts', './c.ts', './e.ts', '../g.ts', './h.ts', './side.ts']);
});

test('it finds a loop', () => {
  const edges = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  expect(cycles(edges)).toEqual([['a', 'b', 'c']]);
});

const show = (loops: string[][]) => loops.map((loop) => [...loop, loop[0]!].map((f) => relative(REPO, f)).join(' → '));

test('no value import cycles in src/', () => {
  expect(show(cycles(graph(false)))).toEqual([]);
});

test('no import cycles at all, type-only imports included, in src/lib, src/stores and src/islands', () => {
  expect(show(cycles(graph(true, ['lib', 'stores', 'islands'])))).toEqual([]);
});
