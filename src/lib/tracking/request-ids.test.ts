import { expect, test } from 'vitest';
import { REQUEST_IDS_KEY, takePendingIds } from './request-ids.ts';
import { MemoryStorage } from './testing.ts';

test('it takes the pending id once', () => {
  const storage = new MemoryStorage();
  storage.setItem(REQUEST_IDS_KEY, JSON.stringify({ searchRequestId: 's-1' }));
  expect(takePendingIds(storage)).toEqual({ searchRequestId: 's-1' });
  expect(takePendingIds(storage)).toEqual({});
});

test('it never hands over both ids, and treats a damaged entry or no storage as none', () => {
  const storage = new MemoryStorage();
  storage.setItem(REQUEST_IDS_KEY, JSON.stringify({ searchRequestId: 's', homepageResultsId: 'h' }));
  expect(Object.keys(takePendingIds(storage))).toHaveLength(1);
  storage.setItem(REQUEST_IDS_KEY, '{not json');
  expect(takePendingIds(storage)).toEqual({});
  expect(storage.getItem(REQUEST_IDS_KEY)).toBeNull();
  expect(takePendingIds(undefined)).toEqual({});
});
