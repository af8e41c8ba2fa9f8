import { beforeEach, expect, test } from 'vitest';
import { clearDraft, readDraft } from './drafts.ts';

const items = new Map<string, string>();
const storage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};
Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });

beforeEach(() => items.clear());

const SAVED = { display_name: 'Mia', slogan: '', lat: null as number | null, languages: ['de'] };

test('it shows the saved values when nothing was typed', () => {
  expect(readDraft('about', SAVED)).toEqual(SAVED);
});

test('it keeps what was typed over the saved values, coordinates of a chosen place included', () => {
  items.set('lustmap:onboarding-draft:about', JSON.stringify({ slogan: 'Hello', lat: 50.9 }));
  expect(readDraft('about', SAVED)).toEqual({ ...SAVED, slogan: 'Hello', lat: 50.9 });
});

test('it ignores kept entries that no longer fit the form', () => {
  items.set('lustmap:onboarding-draft:about', JSON.stringify({ display_name: 42, removed: 'x', languages: 'de' }));
  expect(readDraft('about', SAVED)).toEqual(SAVED);
});

test('it forgets a step after its save, and a broken entry is no draft', () => {
  items.set('lustmap:onboarding-draft:about', JSON.stringify({ slogan: 'Hello' }));
  clearDraft('about');
  expect(readDraft('about', SAVED)).toEqual(SAVED);
  items.set('lustmap:onboarding-draft:about', '{broken');
  expect(readDraft('about', SAVED)).toEqual(SAVED);
});
