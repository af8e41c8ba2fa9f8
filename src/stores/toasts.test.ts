import { beforeEach, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import { $toasts, dismissToast, showError, showSuccess, showToast, takeFlashToast, TOAST_COOKIE } from './toasts.ts';

beforeEach(() => $toasts.set([]));

test('it shows the SPEC §8 common texts by default', () => {
  showError();
  showSuccess();
  expect($toasts.get().map((t) => [t.kind, t.key])).toEqual([
    ['error', 'common.error'],
    ['success', 'common.success'],
  ]);
});

test('it removes a dismissed toast only', () => {
  const a = showToast('success', { text: 'one' });
  showToast('error', { text: 'two' });
  dismissToast(a);
  expect($toasts.get().map((t) => t.text)).toEqual(['two']);
});

test('it keeps at most four toasts, dropping the oldest', () => {
  for (let i = 0; i < 6; i++) showToast('success', { text: String(i) });
  expect($toasts.get().map((t) => t.text)).toEqual(['2', '3', '4', '5']);
});

test('a kept toast brings its next step along, and waits for the page it was kept for', () => {
  const jar = new Map<string, string>();
  const get = vi.spyOn(Cookies, 'get').mockImplementation(((name: string) => jar.get(name)) as typeof Cookies.get);
  const remove = vi.spyOn(Cookies, 'remove').mockImplementation((name: string) => void jar.delete(name));
  jar.set(
    TOAST_COOKIE,
    JSON.stringify({ kind: 'error', key: 'toast.wrongRole.escort', action: { key: 'toast.wrongRole.next', href: '/users/account/' } }),
  );
  expect(takeFlashToast()?.action).toEqual({ key: 'toast.wrongRole.next', href: '/users/account/' });
  // A label key outside the toast keys is dropped with its link (the link itself is checked where it is shown).
  jar.set(TOAST_COOKIE, JSON.stringify({ kind: 'error', key: 'toast.wrongRole.escort', action: { key: 'evil', href: '/x/' } }));
  expect(takeFlashToast()?.action).toBeUndefined();
  // A toast meant for another page stays for it.
  vi.stubGlobal('location', { pathname: '/onboarding/' });
  jar.set(TOAST_COOKIE, JSON.stringify({ kind: 'error', key: 'toast.wrongRole.escort', at: '/' }));
  expect(takeFlashToast()).toBeUndefined();
  expect(jar.has(TOAST_COOKIE)).toBe(true);
  vi.stubGlobal('location', { pathname: '/' });
  expect(takeFlashToast()?.key).toBe('toast.wrongRole.escort');
  expect(jar.has(TOAST_COOKIE)).toBe(false);
  vi.unstubAllGlobals();
  get.mockRestore();
  remove.mockRestore();
});
