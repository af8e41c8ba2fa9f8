import { expect, test } from 'vitest';
import { byNamespace, mergeEntries } from './i18n-add.ts';

const all = (text: string) => ({ de: text, en: text, ro: text, it: text });

test('it files each key in the namespace of its longest prefix', () => {
  const groups = byNamespace({ 'auth.login.x': all('a'), 'auth.banner.x': all('b'), 'auth.error.x': all('c'), 'seo.x': all('d') });
  expect(Object.fromEntries([...groups].map(([ns, entries]) => [ns, Object.keys(entries)]))).toEqual({
    auth: ['auth.login.x'],
    shell: ['auth.banner.x'],
    common: ['auth.error.x'],
    pages: ['seo.x'],
  });
  expect(() => byNamespace({ 'unknown.key': all('x') })).toThrow(/no namespace/);
});

test('it merges sorted and refuses a key without every locale', () => {
  expect(Object.keys(mergeEntries({ 'b.x': 'B', 'd.x': 'D' }, { 'c.x': all('C'), 'a.x': all('A') }, 'en'))).toEqual([
    'a.x',
    'b.x',
    'c.x',
    'd.x',
  ]);
  expect(() => mergeEntries({}, { 'a.x': { de: 'A' } }, 'en')).toThrow(/missing the en text/);
});
