import { expect, test } from 'vitest';
import { HOSTILE_REDIRECTS } from './redirect.payloads.ts';
import { safeRedirect, sameSitePath } from './redirect.ts';

const FALLBACK = '/users/account/';

test('it keeps same-site paths with their query and fragment', () => {
  expect(sameSitePath('/users/12/')).toBe('/users/12/');
  expect(sameSitePath('/at/sex/wien/?page=2#list')).toBe('/at/sex/wien/?page=2#list');
  expect(sameSitePath('/')).toBe('/');
});

test('it normalises dot segments without leaving the site', () => {
  expect(sameSitePath('/users/../sex/')).toBe('/sex/');
  expect(sameSitePath('/%2e%2e/%2e%2e/x')).toBe('/x');
});

test('it refuses other hosts, protocol-relative and backslash paths', () => {
  for (const hostile of [
    'https://evil.test/',
    'http://evil.test',
    '//evil.test/',
    '//evil.test/users/',
    '/\\evil.test',
    '\\\\evil.test',
    '/\\/evil.test',
    'HTTPS://evil.test',
    'evil.test/users/',
  ]) {
    expect(safeRedirect(hostile, FALLBACK), hostile).toBe(FALLBACK);
  }
});

test('it refuses script and data URLs in any spelling', () => {
  for (const hostile of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:x',
  ]) {
    expect(safeRedirect(hostile, FALLBACK), hostile).toBe(FALLBACK);
  }
});

test('it refuses control characters and whitespace browsers would strip', () => {
  for (const hostile of ['/\t/evil.test', '/\n/evil.test', '/ /evil.test', '\u0000/x', '/x\u2028']) {
    expect(sameSitePath(hostile), JSON.stringify(hostile)).toBeUndefined();
  }
});

test('it refuses non-strings, empty and overlong values', () => {
  expect(sameSitePath(undefined)).toBeUndefined();
  expect(sameSitePath(null)).toBeUndefined();
  expect(sameSitePath(42)).toBeUndefined();
  expect(sameSitePath('')).toBeUndefined();
  expect(sameSitePath(`/${'a'.repeat(600)}`)).toBeUndefined();
});

test.each(HOSTILE_REDIRECTS.map((payload) => [JSON.stringify(payload), payload]))('it refuses the hostile target %s', (_, payload) => {
  expect(sameSitePath(payload)).toBeUndefined();
  expect(safeRedirect(payload, FALLBACK)).toBe(FALLBACK);
});

test('the hostile table is large enough to mean something', () => {
  expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(30);
});

test.each([
  '/',
  '/users/12/',
  '/users/account/',
  '/sex/?page=2',
  '/at/sex/wien/?page=2&sort=new#list',
  '/uk/escorts/london/#top',
  '/de/m%C3%BCnchen/',
  '/users/12/?tab=reviews&x=a%2Fb',
  '/search/?q=a%20b#r',
])('it keeps the good path %s unchanged', (path) => {
  expect(sameSitePath(path)).toBe(path);
});

test('a surviving path is same-site whatever a browser does with it', () => {
  for (const value of ['/./sex/', '/a/../sex/', '/%2e/sex/', '/users/%2E%2E/sex/']) {
    const path = sameSitePath(value)!;
    expect(path, value).toBe('/sex/');
    expect(new URL(path, 'https://lustmap.test').origin).toBe('https://lustmap.test');
  }
});
