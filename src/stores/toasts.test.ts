import { beforeEach, expect, test } from 'vitest';
import { $toasts, dismissToast, showError, showSuccess, showToast } from './toasts.ts';

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
