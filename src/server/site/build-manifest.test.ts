import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildLatestSchema, buildMetaSchema } from '../../lib/api/builds.ts';
import { buildIdFor, writeBuildManifest } from './build-manifest.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('it writes latest.json naming the build and its meta file', () => {
  const meta = {
    buildId: '20250615T100000Z-abcdef',
    builtAt: '2025-06-15T10:01:00.000Z',
    startedAt: '2025-06-15T10:00:00.000Z',
    pages: 12,
    indexable: 9,
    regions: ['de', 'at'] as ('de' | 'at')[],
  };
  writeBuildManifest(dir, meta);
  const latest = buildLatestSchema.parse(JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8')));
  expect(latest).toEqual({ buildId: meta.buildId, builtAt: meta.builtAt });
  expect(buildMetaSchema.parse(JSON.parse(readFileSync(join(dir, 'builds', 'meta', `${meta.buildId}.json`), 'utf8')))).toEqual(meta);
});

test('it takes the id the server hands over, else makes one from the start time', () => {
  const at = new Date('2025-06-15T10:00:00Z');
  expect(buildIdFor(at, { BUILD_ID: '20250101T000000Z-123abc' })).toBe('20250101T000000Z-123abc');
  expect(buildIdFor(at, { BUILD_ID: '../evil' })).toMatch(/^20250615T100000Z-[0-9a-f]{6}$/);
  expect(buildIdFor(at, {})).toMatch(/^20250615T100000Z-[0-9a-f]{6}$/);
});
