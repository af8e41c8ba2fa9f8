import { expect, test, vi } from 'vitest';
import { $dictionary, hasNamespaces, loadNamespaces, translate } from './dictionary.ts';
import { $locale } from './locale.ts';

test('it loads only the namespaces asked for, of the active locale, and all of them again on a locale switch', async () => {
  $locale.set('en');
  const stop = $dictionary.listen(() => {});
  const first = loadNamespaces(['common', 'auth']);
  expect(loadNamespaces(['auth', 'common'])).toBe(first);
  await first;
  const en = $dictionary.get();
  expect(en?.locale).toBe('en');
  expect(Object.keys(en?.namespaces ?? {}).sort()).toEqual(['auth', 'common']);
  expect(hasNamespaces(en, ['common', 'auth'])).toBe(true);
  expect(hasNamespaces(en, ['common', 'profile'])).toBe(false);
  expect(translate(en)('auth.login.submit')).toBe('Log in');
  expect(translate(en)('auth.resend.wait', { seconds: 5 })).toBe('Resend in 5 s');
  expect(translate(en)('profile.report.open')).toBe('profile.report.open');

  $locale.set('de');
  // The English strings stay until every wanted German namespace is in, then all switch at once.
  expect($dictionary.get()).toBe(en);
  await vi.waitFor(() => expect($dictionary.get()?.locale).toBe('de'));
  const de = $dictionary.get();
  expect(Object.keys(de?.namespaces ?? {}).sort()).toEqual(['auth', 'common']);
  expect(translate(de)('auth.login.submit')).not.toBe('Log in');

  await loadNamespaces(['profile']);
  expect(Object.keys($dictionary.get()?.namespaces ?? {}).sort()).toEqual(['auth', 'common', 'profile']);
  stop();
});
