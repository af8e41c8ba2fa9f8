import { expect, test } from 'vitest';
import { errorMessage, errorStatus, isChunkLoadError, RELOAD_WINDOW_MS, shouldReload, type ReloadGuard } from './chunk-reload.ts';

/** An in-memory sessionStorage. */
function memoryGuard(): ReloadGuard & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

test('it recognises failed dynamic imports in every browser, and nothing else', () => {
  for (const message of [
    'Failed to fetch dynamically imported module: https://x.test/_astro/ProfilePage.abc.js',
    'error loading dynamically imported module: https://x.test/_astro/a.js',
    'Importing a module script failed.',
    'Loading chunk 42 failed.',
  ])
    expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
  expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
  for (const err of [
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Importing a module script failed.',
    null,
    undefined,
    42,
  ])
    expect(isChunkLoadError(err), String(err)).toBe(false);
});

test('it reloads a route once and not again within the window', () => {
  const guard = memoryGuard();
  const t0 = 1_000_000;
  expect(shouldReload(guard, '/users/1/', t0)).toBe(true);
  expect(shouldReload(guard, '/users/1/', t0 + 1000)).toBe(false);
  expect(shouldReload(guard, '/users/1/', t0 + RELOAD_WINDOW_MS - 1)).toBe(false);
  // Another route has its own guard; a much later failure (a new deploy) may reload again.
  expect(shouldReload(guard, '/sex/', t0 + 1000)).toBe(true);
  expect(shouldReload(guard, '/users/1/', t0 + RELOAD_WINDOW_MS + 1)).toBe(true);
});

test('it never reloads without a working guard', () => {
  expect(shouldReload(undefined, '/')).toBe(false);
  const throwing: ReloadGuard = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(shouldReload(throwing, '/')).toBe(false);
  const forgetful: ReloadGuard = { getItem: () => null, setItem: () => undefined };
  expect(shouldReload(forgetful, '/')).toBe(false);
});

test('it reads the status and message of anything thrown', () => {
  expect(errorStatus(Object.assign(new Error('x'), { status: 503 }))).toBe(503);
  expect(errorStatus({ status: 404 })).toBe(404);
  expect(errorStatus({ status: 200 })).toBeUndefined();
  expect(errorStatus({ status: '500' })).toBeUndefined();
  expect(errorStatus(new Error('x'))).toBeUndefined();
  expect(errorMessage(new Error('boom'))).toBe('boom');
  expect(errorMessage('plain')).toBe('plain');
  expect(errorMessage({ message: 'shaped' })).toBe('shaped');
  expect(errorMessage(7)).toBe('7');
});
