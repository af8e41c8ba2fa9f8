import { afterEach, expect, test, vi } from 'vitest';
import { callFeedbackDue } from '../shell/call-feedback.ts';
import { CALL_FEEDBACK_KEY, CONTACT_COUNTER_KEY, countContactClick } from './contact.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('a reveal counts, and an escort’s reveal leaves the call feedback flag the shell asks about later', () => {
  const storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.useFakeTimers({ now: Date.parse('2025-05-01T12:00:00Z') });
  expect(countContactClick()).toBe(1);
  expect(storage.data.has(CALL_FEEDBACK_KEY)).toBe(false);
  expect(countContactClick({ escortId: 42, name: 'Lena' })).toBe(2);
  expect(storage.data.get(CONTACT_COUNTER_KEY)).toBe('2');
  const raw = storage.data.get(CALL_FEEDBACK_KEY)!;
  expect(JSON.parse(raw)).toEqual({ escortId: 42, name: 'Lena', at: Date.parse('2025-05-01T12:00:00Z') });
  expect(callFeedbackDue(raw, 7, Date.now())).toBe('wait');
  expect(callFeedbackDue(raw, 7, Date.now() + 15 * 60_000)).toBe('ask');
});

test('without storage nothing is counted and nothing fails', () => {
  vi.stubGlobal('localStorage', {
    getItem: () => {
      throw new Error('denied');
    },
  });
  expect(countContactClick({ escortId: 42, name: 'Lena' })).toBe(0);
});
