import { expect, test } from 'vitest';
import { CREATE_AI_GIRLFRIEND_DATA, type CreateAiGirlfriendData } from '../../lib/api/ai.ts';
import { clearCreateData, readCreateData, writeCreateData, type KeyValueStore } from './storage.ts';

/** A storage over a map. */
function memory(initial?: string): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(CREATE_AI_GIRLFRIEND_DATA, initial);
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const DATA: CreateAiGirlfriendData = {
  model: 'realistic',
  step: 2,
  name: 'Mia',
  wish: 'a red dress',
  attributes: { hair: 'black', age: 30, traits: ['shy'] },
};

test('it reads back what it wrote', () => {
  const store = memory();
  writeCreateData(DATA, store);
  expect(JSON.parse(store.map.get('createAiGirlfriendData')!)).toEqual(DATA);
  expect(readCreateData(store)).toEqual(DATA);
});

test('nothing stored reads as undefined', () => {
  expect(readCreateData(memory())).toBeUndefined();
  expect(readCreateData(undefined)).toBeUndefined();
});

test('a value that is not JSON is dropped', () => {
  const store = memory('{not json');
  expect(readCreateData(store)).toBeUndefined();
  expect(store.map.has(CREATE_AI_GIRLFRIEND_DATA)).toBe(false);
});

test('a value that breaks the schema is dropped', () => {
  for (const broken of [
    { ...DATA, step: -1 },
    { ...DATA, model: 'Not A Model!' },
    { ...DATA, attributes: { age: 20.5 } },
    { ...DATA, name: 'x'.repeat(41) },
    { ...DATA, wish: undefined },
    [DATA],
  ]) {
    const store = memory(JSON.stringify(broken));
    expect(readCreateData(store)).toBeUndefined();
    expect(store.map.size).toBe(0);
  }
});

test('clearing removes the choices', () => {
  const store = memory(JSON.stringify(DATA));
  clearCreateData(store);
  expect(readCreateData(store)).toBeUndefined();
});

test('a storage that refuses is survived', () => {
  const refusing: KeyValueStore = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(readCreateData(refusing)).toBeUndefined();
  expect(() => writeCreateData(DATA, refusing)).not.toThrow();
  expect(() => clearCreateData(refusing)).not.toThrow();
});
