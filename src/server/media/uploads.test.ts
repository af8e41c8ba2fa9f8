import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createUploadGate, megabytes, sweepStaleUploads, uploadSettingsFromEnv } from './uploads.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-upload-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('settings come from the environment, with defaults; a bad value names its variable', () => {
  expect(uploadSettingsFromEnv({})).toEqual({ quotaBytes: 2048 * 1024 * 1024, perAccount: 2, tmpDir: resolve('data/uploads') });
  expect(uploadSettingsFromEnv({ MEDIA_QUOTA_MB: '500', MEDIA_UPLOADS_PER_ACCOUNT: '4', MEDIA_TMP_DIR: '/var/tmp/up' })).toEqual({
    quotaBytes: 500 * 1024 * 1024,
    perAccount: 4,
    tmpDir: '/var/tmp/up',
  });
  expect(uploadSettingsFromEnv({ DATA_DIR: '/srv/node' }).tmpDir).toBe('/srv/node/uploads');
  for (const [name, value] of [
    ['MEDIA_QUOTA_MB', '0'],
    ['MEDIA_QUOTA_MB', '1.5'],
    ['MEDIA_QUOTA_MB', 'lots'],
    ['MEDIA_UPLOADS_PER_ACCOUNT', '0'],
    ['MEDIA_UPLOADS_PER_ACCOUNT', '101'],
  ] as const)
    expect(() => uploadSettingsFromEnv({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`^${name} must be a whole number`));
});

test('sizes in messages are megabytes, rounded up for a size and down for the room left', () => {
  const MB = 1024 * 1024;
  expect(megabytes(2048 * MB)).toBe('2048');
  expect(megabytes(400_000)).toBe('0.4');
  expect(megabytes(348_576, 'down')).toBe('0.3');
  expect(megabytes(12.2 * MB)).toBe('13');
  expect(megabytes(0, 'down')).toBe('0');
});

test('a slot is freed once, and each account has its own', () => {
  const gate = createUploadGate({ quotaBytes: 1, perAccount: 2, tmpDir: dir });
  const a = gate.enter(1)!;
  const b = gate.enter(1)!;
  expect(gate.enter(1)).toBeUndefined();
  expect(gate.enter(2)).toBeDefined();
  a();
  a();
  const c = gate.enter(1);
  expect(c).toBeDefined();
  expect(gate.enter(1)).toBeUndefined();
  b();
});

test('quota-checked writes of one account run one at a time, also after one failed', async () => {
  const gate = createUploadGate({ quotaBytes: 1, perAccount: 2, tmpDir: dir });
  const order: string[] = [];
  const step =
    (name: string, fail = false) =>
    async () => {
      order.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 5));
      order.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };
  const runs = [gate.exclusive(1, step('a', true)), gate.exclusive(1, step('b')), gate.exclusive(2, step('other'))];
  const results = await Promise.allSettled(runs);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  expect(order.indexOf('b start')).toBeGreaterThan(order.indexOf('a end'));
  expect(order.indexOf('other start')).toBeLessThan(order.indexOf('a end'));
});

test('temporary files a crash left are swept after a few hours; others are kept', async () => {
  const folder = join(dir, 'sweep');
  rmSync(folder, { recursive: true, force: true });
  expect(await sweepStaleUploads(folder)).toBe(0);
  mkdirSync(folder);
  const old = join(folder, 'upload-00000000-0000-4000-8000-000000000001.part');
  const fresh = join(folder, 'upload-00000000-0000-4000-8000-000000000002.part');
  const other = join(folder, 'keep.txt');
  for (const f of [old, fresh, other]) writeFileSync(f, 'x');
  const past = new Date(Date.now() - 7 * 60 * 60 * 1000);
  utimesSync(old, past, past);
  utimesSync(other, past, past);
  expect(await sweepStaleUploads(folder)).toBe(1);
  expect(readdirSync(folder).sort()).toEqual(['keep.txt', 'upload-00000000-0000-4000-8000-000000000002.part']);
});
