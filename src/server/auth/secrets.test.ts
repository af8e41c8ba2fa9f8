import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { readMeta, writeMeta } from '../db/queries/meta.ts';
import { accountSettingsFromEnv } from './settings.ts';
import { serverSecret } from './secrets.ts';

const root = mkdtempSync(join(tmpdir(), 'lustmap-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

test('without AUTH_SECRET the key is made once in its own owner-only file beside the database, not in it', async () => {
  const dbPath = join(root, 'fresh', 'data', 'app.db');
  const settings = accountSettingsFromEnv({}, dbPath);
  expect(settings.secretFile).toBe(join(root, 'fresh', 'data', 'auth-secret'));
  const d = await openDatabase(':memory:');
  const key = serverSecret(d.sqlite, undefined, settings.secretFile);
  expect(key.length).toBeGreaterThanOrEqual(64);
  expect(mode(settings.secretFile!)).toBe(0o600);
  expect(mode(join(root, 'fresh', 'data'))).toBe(0o700);
  expect(readFileSync(settings.secretFile!, 'utf8').trim()).toBe(key);
  expect(readMeta(d.sqlite, 'auth_secret')).toBeUndefined();
  // The next start reads the same key.
  expect(serverSecret(d.sqlite, undefined, settings.secretFile)).toBe(key);
  await d.close();
});

test('a key an earlier version kept in the database moves to the file once', async () => {
  const file = join(root, 'moved', 'auth-secret');
  const d = await openDatabase(':memory:');
  writeMeta(d.sqlite, 'auth_secret', 'the-key-of-an-earlier-version-kept-in-meta-0123456789');
  expect(serverSecret(d.sqlite, undefined, file)).toBe('the-key-of-an-earlier-version-kept-in-meta-0123456789');
  expect(readMeta(d.sqlite, 'auth_secret')).toBeUndefined();
  expect(readFileSync(file, 'utf8').trim()).toBe('the-key-of-an-earlier-version-kept-in-meta-0123456789');
  expect(mode(file)).toBe(0o600);
  await d.close();
});

test('a configured AUTH_SECRET is used as it is and writes no file', async () => {
  const d = await openDatabase(':memory:');
  const file = join(root, 'configured', 'auth-secret');
  expect(serverSecret(d.sqlite, 'x'.repeat(40), file)).toBe('x'.repeat(40));
  expect(() => statSync(file)).toThrow();
  await d.close();
});
