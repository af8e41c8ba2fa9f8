import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { regionOfContentFile, watchContent, type ContentWatch } from './content-watch.ts';

let dir: string | undefined;
let watch: ContentWatch | undefined;
afterEach(() => {
  watch?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the region of a changed path', () => {
  expect(regionOfContentFile('at/guide/sicher.md')).toBe('at');
  expect(regionOfContentFile('uk/press')).toBe('uk');
  expect(regionOfContentFile('uk/press/notes.txt')).toBeUndefined();
  expect(regionOfContentFile('README.md')).toBeUndefined();
  expect(regionOfContentFile('xx/guide/a.md')).toBeUndefined();
});

test('saving articles reports each region once per burst', async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-watch-'));
  mkdirSync(join(dir, 'at', 'guide'), { recursive: true });
  mkdirSync(join(dir, 'it', 'wiki'), { recursive: true });
  const seen: string[] = [];
  watch = watchContent(dir, (region) => seen.push(region), 50);
  expect(watch).toBeDefined();
  writeFileSync(join(dir, 'at', 'guide', 'a.md'), 'one');
  writeFileSync(join(dir, 'at', 'guide', 'a.md'), 'two');
  writeFileSync(join(dir, 'at', 'guide', 'b.md'), 'three');
  writeFileSync(join(dir, 'it', 'wiki', 'c.md'), 'four');
  writeFileSync(join(dir, 'README.md'), 'not an article');
  await vi.waitFor(() => expect([...seen].sort()).toEqual(['at', 'it']), { timeout: 3000, interval: 50 });
  // Nothing more arrives for the same burst.
  await new Promise((r) => setTimeout(r, 200));
  expect(seen).toHaveLength(2);
});

test('a missing folder is not watched', () => {
  expect(watchContent(join(tmpdir(), 'no-such-content-folder'), () => undefined)).toBeUndefined();
});
