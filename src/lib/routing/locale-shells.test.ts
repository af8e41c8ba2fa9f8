import { expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { buildSite } from './inventory.ts';
import { localeShellManifest, shellManifest } from './site-files.ts';

const site = buildSite({ regions: { de: regions.de, uk: regions.uk }, places: {} });

test('every app page is pre-rendered once per offered locale, at a hidden noindex path', () => {
  const login = site.pages.filter((p) => p.kind === 'app' && p.routeId === 'login');
  expect(login.map((p) => p.path).sort()).toEqual([
    '/_locale/en/users/login/',
    '/_locale/it/users/login/',
    '/_locale/ro/users/login/',
    '/uk/users/login/',
    '/users/login/',
  ]);
  expect(login.every((p) => !p.indexable)).toBe(true);
});

test('the manifests list the locale copies by edition-language file, and the dynamic shells only once', () => {
  const m = localeShellManifest(site.pages, site.models);
  expect(m.cookie).toBe('i18n_redirected');
  expect(m.editions['/uk']).toEqual({ default: 'en', locales: ['en'] });
  expect(m.files['users/login/index.html']).toEqual({
    en: '_locale/en/users/login/index.html',
    ro: '_locale/ro/users/login/index.html',
    it: '_locale/it/users/login/index.html',
  });
  expect(m.files['uk/users/login/index.html']).toBeUndefined();
  expect(shellManifest(site.pages).filter((s) => s.pattern === '/users/:userId/')).toEqual([
    { pattern: '/users/:userId/', file: 'users/_/index.html' },
  ]);
});
