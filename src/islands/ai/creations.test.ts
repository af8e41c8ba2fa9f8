import { expect, test } from 'vitest';
import { createAiGirlfriendDataSchema, type AiCreation } from '../../lib/api/ai.ts';
import {
  chosenCreation,
  creationQuery,
  isRendering,
  preselectedEdition,
  regionName,
  regionOptions,
  retryData,
  withCreation,
} from './creations.ts';

const creation = (id: number, patch: Partial<AiCreation> = {}): AiCreation => ({
  id,
  name: `Mia ${id}`,
  model: 'realistic',
  attributes: { hair: 'black', age: 25 },
  wish: '',
  status: 'succeeded',
  progress: 100,
  error: null,
  images: [],
  published: null,
  conversationId: null,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  ...patch,
});

test('queued and processing creations are rendering; the others are done', () => {
  expect(isRendering('queued')).toBe(true);
  expect(isRendering('processing')).toBe(true);
  expect(isRendering('succeeded')).toBe(false);
  expect(isRendering('failed')).toBe(false);
  expect(isRendering('canceled')).toBe(false);
});

test('the query names a creation by a positive whole number only', () => {
  expect(creationQuery('?creation=12')).toBe(12);
  expect(creationQuery('?creation=0')).toBeUndefined();
  expect(creationQuery('?creation=1e3')).toBeUndefined();
  expect(creationQuery('?creation=-4')).toBeUndefined();
  expect(creationQuery('')).toBeUndefined();
});

test('the asked creation is shown, else the newest; one not in the list is reported', () => {
  const list = [creation(3), creation(2)];
  expect(chosenCreation(list, 2)).toEqual({ creation: list[1], missing: false });
  expect(chosenCreation(list, undefined)).toEqual({ creation: list[0], missing: false });
  expect(chosenCreation(list, 9)).toEqual({ creation: list[0], missing: true });
  expect(chosenCreation([], undefined)).toEqual({ creation: undefined, missing: false });
});

test('a newer copy replaces its creation in place; a new one goes first', () => {
  const list = [creation(3), creation(2)];
  const renamed = creation(2, { name: 'Lea' });
  expect(withCreation(list, renamed)).toEqual([list[0], renamed]);
  expect(withCreation(list, creation(4)).map((c) => c.id)).toEqual([4, 3, 2]);
});

test('try again keeps every choice and opens the final step; the result passes the storage schema', () => {
  const failed = creation(5, { status: 'failed', wish: 'am Strand', name: 'Nora' });
  const data = retryData(failed);
  expect(data).toMatchObject({ model: 'realistic', name: 'Nora', wish: 'am Strand', attributes: { hair: 'black', age: 25 } });
  expect(data.step).toBeGreaterThan(50);
  expect(createAiGirlfriendDataSchema.safeParse(data).success).toBe(true);
});

test('the editions with an AI companion search are offered, in SPEC order, named in the page language', () => {
  expect(regionOptions('de', ['de', 'at', 'uk', 'au', 'it']).map((o) => o.value)).toEqual(['de', 'at', 'uk', 'au', 'it']);
  expect(regionOptions('en', ['it', 'uk']).map((o) => o.value)).toEqual(['uk', 'it']);
  expect(regionOptions('en', [])).toEqual([]);
  expect(regionName('uk', 'de')).toBe('Vereinigtes Königreich');
  expect(regionName('at', 'en')).toBe('Austria');
});

test('an edition without an AI companion search is never offered, nor preselected', () => {
  expect(regionOptions('de', ['at', 'uk', 'au', 'it']).map((o) => o.value)).not.toContain('de');
  expect(preselectedEdition('de', ['at', 'uk'])).toBe('at');
  expect(preselectedEdition('uk', ['at', 'uk'])).toBe('uk');
  expect(preselectedEdition('de', [])).toBeUndefined();
});
