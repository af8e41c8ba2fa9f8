import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { readMeta, writeMeta } from '../db/queries/meta.ts';
import { accountSettingsFromEnv } from './settings.ts';
import { moveLegacySecret, serverSecret } from './secrets.ts';

const root = mkdtempSync(join(tmpdir(), 'lustmap-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

test('without AUTH_SECRET the key is made once in its own owner-only file beside the database, not in it', async () => {
  const dbPath = join(root, 'fresh', 'data', 'app.db');
  const settings = accountSettingsFromEnv({}, dbPath);
  expect(settings.secretFile).toBe(join(root, 'fresh', 'data', 'auth-secret'));
  const d = await openDatabase(':memory:');
  await moveLegacySecret(d.db, undefined, settings.secretFile);
  const key = serverSecret(undefined, settings.secretFile);
  expect(key.length).toBeGreaterThanOrEqual(64);
  expect(mode(settings.secretFile!)).toBe(0o600);
  expect(mode(join(root, 'fresh', 'data'))).toBe(0o700);
  expect(readFileSync(settings.secretFile!, 'utf8').trim()).toBe(key);
  expect(await readMeta(d.db, 'auth_secret')).toBeUndefined();
  // The next start reads the same key.
  expect(serverSecret(undefined, settings.secretFile)).toBe(key);
  await d.close();
});

test('a key an earlier version kept in the database moves to the file once', async () => {
  const file = join(root, 'moved', 'auth-secret');
  const d = await openDatabase(':memory:');
  await writeMeta(d.db, 'auth_secret', 'the-key-of-an-earlier-version-kept-in-meta-0123456789');
  await moveLegacySecret(d.db, undefined, file);
  expect(serverSecret(undefined, file)).toBe('the-key-of-an-earlier-version-kept-in-meta-0123456789');
  expect(await readMeta(d.db, 'auth_secret')).toBeUndefined();
  expect(readFileSync(file, 'utf8').trim()).toBe('the-key-of-an-earlier-version-kept-in-meta-0123456789');
  expect(mode(file)).toBe(0o600);
  await d.close();
});

test('a configured AUTH_SECRET is used as it is and writes no file', async () => {
  const d = await openDatabase(':memory:');
  const file = join(root, 'configured', 'auth-secret');
  await writeMeta(d.db, 'auth_secret', 'the-key-of-an-earlier-version-kept-in-meta-0123456789');
  await moveLegacySecret(d.db, 'x'.repeat(40), file);
  expect(serverSecret('x'.repeat(40), file)).toBe('x'.repeat(40));
  expect(() => statSync(file)).toThrow();
  await d.close();
});

test('a key file that exists already wins over a key left in the database, which leaves it', async () => {
  const file = join(root, 'both', 'auth-secret');
  const current = serverSecret(undefined, file);
  const d = await openDatabase(':memory:');
  await writeMeta(d.db, 'auth_secret', 'the-key-of-an-earlier-version-kept-in-meta-0123456789');
  await moveLegacySecret(d.db, undefined, file);
  expect(serverSecret(undefined, file)).toBe(current);
  expect(await readMeta(d.db, 'auth_secret')).toBeUndefined();
  await d.close();
});
