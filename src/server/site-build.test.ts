import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildReason, newestInputMtime, writeBuildStamp } from './site-build.ts';

const ALL = ['de', 'at', 'uk', 'au', 'it'];

let root: string;
const t0 = new Date('2025-01-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function file(rel: string, mtime: Date) {
  const full = join(root, rel);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, mtime, mtime);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lustmap-build-'));
  file('src/pages/index.astro', at(0));
  file('regions/de/region.ts', at(1));
  file('astro.config.mjs', at(2));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('it asks for a build when dist or its stamp is missing', () => {
  expect(buildReason(root)).toBe('dist/ is missing');
  mkdirSync(join(root, 'dist'));
  expect(buildReason(root)).toBe('dist/ has no build stamp');
});

test('it finds the newest build input', () => {
  expect(newestInputMtime(root)).toBe(at(2).getTime());
  file('i18n/de.json', at(9));
  expect(newestInputMtime(root)).toBe(at(9).getTime());
});

test('it is current after a build and stale when an input changes later', () => {
  mkdirSync(join(root, 'dist'));
  writeBuildStamp(join(root, 'dist'), at(5), ALL);
  expect(buildReason(root)).toBeNull();
  file('public/favicon.svg', at(6));
  expect(buildReason(root)).toBe('sources changed since the last build');
});

test('it ignores the API server and tests when judging staleness', () => {
  mkdirSync(join(root, 'dist'));
  writeBuildStamp(join(root, 'dist'), at(5), ALL);
  file('src/server/app.ts', at(30));
  file('src/lib/routing/paths.test.ts', at(30));
  expect(buildReason(root)).toBeNull();
});

test('it asks for a full build when the last one covered fewer regions', () => {
  mkdirSync(join(root, 'dist'));
  writeBuildStamp(join(root, 'dist'), at(5), ['at']);
  expect(buildReason(root)).toBe('the last build left out de, uk, au, it');
  expect(buildReason(root, ['at'])).toBeNull();
});
