import { expect, test } from 'vitest';
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
