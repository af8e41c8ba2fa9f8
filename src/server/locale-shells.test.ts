import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { regions } from '../../regions/index.ts';
import type { Locale } from '../../regions/constants.ts';
import { chooseShell, type LocaleShellFiles } from './locale-shells.ts';
import { createTestApp, type TestApp } from './testing/app.ts';
import { syncSql } from './testing/sync-sql.ts';

const copies = {
  en: '_locale/en/users/login/index.html',
  ro: '_locale/ro/users/login/index.html',
  it: '_locale/it/users/login/index.html',
};
const shells: LocaleShellFiles = new Map<string, Partial<Record<Locale, string>>>([
  ['users/login/index.html', copies],
  ['users/_/index.html', { en: '_locale/en/users/_/index.html' }],
]);

describe('the shell the server picks (edition × cookie)', () => {
  test('an app page of an edition with a selector follows the cookie among its locales', () => {
    expect(chooseShell(shells, regions, '/users/login/', 'i18n_redirected=en', 'users/login/index.html')).toEqual({
      file: copies.en,
      varies: true,
      locale: 'en',
    });
    expect(chooseShell(shells, regions, '/users/login/', 'x=1', 'users/login/index.html').file).toBe('users/login/index.html');
    expect(chooseShell(shells, regions, '/users/login/', 'i18n_redirected=fr', 'users/login/index.html').file).toBe(
      'users/login/index.html',
    );
  });

  test('the default-locale answer also varies with the cookie; other pages do not', () => {
    expect(chooseShell(shells, regions, '/users/login/', 'i18n_redirected=de', 'users/login/index.html').varies).toBe(true);
    expect(chooseShell(shells, regions, '/sex/', 'i18n_redirected=en', 'sex/index.html')).toEqual({
      file: 'sex/index.html',
      varies: false,
    });
  });

  test("an English-only edition never takes another edition's cookie", () => {
    const uk = new Map([['uk/users/login/index.html', { de: '_locale/de/uk/users/login/index.html' }]]);
    expect(chooseShell(uk, regions, '/uk/users/login/', 'i18n_redirected=de', 'uk/users/login/index.html').file).toBe(
      'uk/users/login/index.html',
    );
  });
});

let t: TestApp;
let base: string;
const FILES: Record<string, string> = {
  'index.html': '<h1>home de</h1>',
  '404.html': '<h1>404</h1>',
  'users/login/index.html': '<h1>Anmelden</h1>',
  '_locale/en/users/login/index.html': '<h1>Log in</h1>',
  'users/_/index.html': '<h1>Profil</h1>',
  '_locale/en/users/_/index.html': '<h1>Profile</h1>',
  '_shells.json': JSON.stringify([{ pattern: '/users/:userId/', file: 'users/_/index.html' }]),
  '_locales.json': JSON.stringify({
    cookie: 'i18n_redirected',
    editions: { '': { default: 'de', locales: ['de', 'en', 'ro', 'it'] } },
    files: {
      'users/login/index.html': { en: '_locale/en/users/login/index.html' },
      'users/_/index.html': { en: '_locale/en/users/_/index.html' },
    },
  }),
};

describe('serving app shells per locale', () => {
  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'lustmap-locale-'));
    const dist = join(base, 'dist');
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), content);
    }
    t = await createTestApp({ profiles: 10, distDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(base, { recursive: true, force: true });
  });

  test('it answers an app page in the cookie locale, privately and varying with the cookie', async () => {
    const en = await t.app.request('/users/login/', { headers: { cookie: 'i18n_redirected=en' } });
    expect(await en.text()).toBe('<h1>Log in</h1>');
    expect(en.headers.get('vary')).toBe('Cookie');
    expect(en.headers.get('cache-control')).toBe('private, no-cache');
    const de = await t.app.request('/users/login/');
    expect(await de.text()).toBe('<h1>Anmelden</h1>');
    expect(de.headers.get('vary')).toBe('Cookie');
    // The profile shell is served only for a published profile (static.ts).
    const published = syncSql(t.database).get('SELECT user_id AS id FROM profiles WHERE published = 1 LIMIT 1') as { id: number };
    const profile = await t.app.request(`/users/${published.id}/`, { headers: { cookie: 'i18n_redirected=en' } });
    expect(await profile.text()).toBe('<h1>Profile</h1>');
  });

  test('SEO pages ignore the cookie', async () => {
    const home = await t.app.request('/', { headers: { cookie: 'i18n_redirected=en' } });
    expect(await home.text()).toBe('<h1>home de</h1>');
    expect(home.headers.get('vary')).toBeNull();
  });
});
