import { beforeEach, expect, test, vi } from 'vitest';
import { trackingAttributesSchema } from '../lib/api/tracking.ts';
import { REQUEST_IDS_KEY as TRACKER_KEY, takePendingIds } from '../lib/tracking/request-ids.ts';
import { MemoryStorage } from '../lib/tracking/testing.ts';
import {
  $requestIds,
  newRequestId,
  REQUEST_IDS_KEY,
  reloadRequestIds,
  setHomepageResultsId,
  setSearchRequestId,
  takeRequestIds,
} from './tracking.ts';

const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });

beforeEach(() => {
  storage.clear();
  reloadRequestIds();
});

test('it keeps a search request id until the next page view takes it', () => {
  setSearchRequestId('s-1');
  expect($requestIds.get()).toEqual({ searchRequestId: 's-1' });
  expect(takeRequestIds()).toEqual({ searchRequestId: 's-1' });
  expect(takeRequestIds()).toEqual({});
});

test('it clears the home page id when a search id is set, and the other way round', () => {
  setHomepageResultsId('h-1');
  setSearchRequestId('s-2');
  expect($requestIds.get()).toEqual({ searchRequestId: 's-2' });
  setHomepageResultsId('h-2');
  expect($requestIds.get()).toEqual({ homepageResultsId: 'h-2' });
});

test('it keeps the ids across a page load in sessionStorage', () => {
  setHomepageResultsId('h-3');
  expect(JSON.parse(storage.getItem(REQUEST_IDS_KEY)!)).toEqual({ homepageResultsId: 'h-3' });
  $requestIds.set({});
  reloadRequestIds();
  expect(takeRequestIds()).toEqual({ homepageResultsId: 'h-3' });
  expect(storage.getItem(REQUEST_IDS_KEY)).toBeNull();
});

test('it never reads both ids from a stored entry', () => {
  storage.setItem(REQUEST_IDS_KEY, JSON.stringify({ searchRequestId: 's', homepageResultsId: 'h' }));
  reloadRequestIds();
  expect(Object.keys($requestIds.get())).toHaveLength(1);
});

test('it treats a damaged entry as no ids', () => {
  storage.setItem(REQUEST_IDS_KEY, '{not json');
  reloadRequestIds();
  expect($requestIds.get()).toEqual({});
});

test('the browser tracker takes the ids this store keeps, under the same key', () => {
  expect(TRACKER_KEY).toBe(REQUEST_IDS_KEY);
  setSearchRequestId('s-9');
  expect(takePendingIds(storage)).toEqual({ searchRequestId: 's-9' });
  reloadRequestIds();
  expect(takeRequestIds()).toEqual({});
  setHomepageResultsId('h-9');
  expect(takePendingIds(storage)).toEqual({ homepageResultsId: 'h-9' });
});

test('it makes a fresh UUID per request id, with getRandomValues where randomUUID is missing (plain http)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const native = [newRequestId(), newRequestId()];
  // Without randomUUID, as on a page served over plain http.
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  const random = vi.spyOn(crypto, 'getRandomValues');
  try {
    const fallback = [newRequestId(), newRequestId()];
    expect(random).toHaveBeenCalledTimes(2);
    for (const id of [...native, ...fallback]) {
      expect(id).toMatch(uuid);
      // The tracking endpoint takes it as a search request id.
      expect(trackingAttributesSchema.safeParse({ searchRequestId: id }).success).toBe(true);
    }
    expect(new Set([...native, ...fallback]).size).toBe(4);
  } finally {
    random.mockRestore();
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
  expect(typeof crypto.randomUUID).toBe('function');
});
