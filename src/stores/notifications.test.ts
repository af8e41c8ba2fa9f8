import { beforeEach, expect, test, vi } from 'vitest';
import type { Notification, NotificationsResponse } from '../lib/api/notifications.ts';

const api = vi.hoisted(() => ({ getNotifications: vi.fn(), readNotifications: vi.fn() }));
vi.mock('../lib/api/client/notifications.ts', () => api);

const {
  $notifications,
  loadNotifications,
  loadOlderNotifications,
  markAllNotificationsRead,
  NO_NOTIFICATIONS,
  normalise,
  receiveNotification,
  resetNotifications,
  withAllRead,
  withCreated,
  withPage,
} = await import('./notifications.ts');

const at = '2025-05-01T10:00:00.000Z';
const message = (id: number, conversationId: number, readAt: string | null = null): Notification => ({
  id,
  kind: 'message',
  payload: { conversationId, senderName: 'Lena', preview: `m${id}` },
  createdAt: at,
  readAt,
});
const review = (id: number, readAt: string | null = null): Notification => ({
  id,
  kind: 'review',
  payload: { rating: 5, authorName: 'Tom' },
  createdAt: at,
  readAt,
});
const page = (results: Notification[], unread: number, hasMore = false): NotificationsResponse => ({ results, unread, hasMore });
const ids = (items: readonly Notification[]) => items.map((n) => n.id);

beforeEach(() => {
  resetNotifications();
  api.getNotifications.mockReset();
  api.readNotifications.mockReset();
});

test('the list is newest first, each id once, with one unread notification per conversation', () => {
  const fresh = { ...review(5), payload: { rating: 4, authorName: 'Tom' } };
  const items = normalise([review(2), message(3, 7), fresh, message(6, 7), review(5), message(4, 8, at), message(1, 7, at)]);
  expect(ids(items)).toEqual([6, 5, 4, 2, 1]);
  // The first occurrence of an id wins (the newer copy is put first by the callers).
  expect(items[1]!.payload.rating).toBe(4);
});

test('a live notification goes on top with the count it brings, replacing the unread one of its conversation', () => {
  let s = withPage(NO_NOTIFICATIONS, page([message(4, 7), review(3), message(2, 9, at)], 2), false);
  s = withCreated(s, { notification: message(10, 7), unread: 2 });
  expect(ids(s.items)).toEqual([10, 3, 2]);
  expect(s.unread).toBe(2);
  // A read notification of the same conversation stays: the server replaces unread ones only.
  s = withCreated(s, { notification: message(11, 9), unread: 3 });
  expect(ids(s.items)).toEqual([11, 10, 3, 2]);
  expect(s.unread).toBe(3);
  // The same event twice (two listeners, a repeat) changes nothing.
  expect(withCreated(s, { notification: message(11, 9), unread: 3 })).toEqual(s);
});

test('the newest page replaces its range and keeps older pages; an older page is appended', () => {
  let s = withPage(NO_NOTIFICATIONS, page([review(9), review(8)], 2, true), false);
  expect(s).toMatchObject({ loaded: true, hasMore: true, unread: 2 });
  s = withPage(s, page([review(7), review(6)], 2, true), true);
  s = withPage(s, page([review(5)], 2, false), true);
  expect(ids(s.items)).toEqual([9, 8, 7, 6, 5]);
  expect(s.hasMore).toBe(false);
  // Reloaded after a reconnection: 8 was replaced on the server by 10, and the older pages stay.
  s = withPage(s, page([review(10), review(9), review(7)], 1, true), false);
  expect(ids(s.items)).toEqual([10, 9, 7, 6, 5]);
  expect(s).toMatchObject({ unread: 1, hasMore: false });
  // An empty newest page empties the list.
  expect(withPage(s, page([], 0), false)).toMatchObject({ items: [], hasMore: false, unread: 0 });
});

test('marking all read keeps read times already set and takes the server’s count', () => {
  const s = withAllRead(withPage(NO_NOTIFICATIONS, page([review(2), review(1, '2025-01-01T00:00:00.000Z')], 1), false), at, 0);
  expect(s.items.map((n) => n.readAt)).toEqual([at, '2025-01-01T00:00:00.000Z']);
  expect(s.unread).toBe(0);
});

test('the actions store what the API answers; calls under way are shared; a failure changes nothing', async () => {
  let answer!: (v: unknown) => void;
  api.getNotifications.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const first = loadNotifications();
  const second = loadNotifications();
  expect(api.getNotifications).toHaveBeenCalledTimes(1);
  answer({ status: 200, data: page([message(5, 1), review(4)], 2, true) });
  expect(await first).toBe(true);
  expect(await second).toBe(true);
  expect($notifications.get()).toMatchObject({ unread: 2, hasMore: true, loaded: true });

  api.getNotifications.mockResolvedValueOnce({ status: 200, data: page([review(3)], 2, false) });
  expect(await loadOlderNotifications()).toBe(true);
  expect(api.getNotifications).toHaveBeenLastCalledWith(4);
  expect(ids($notifications.get().items)).toEqual([5, 4, 3]);

  receiveNotification({ notification: message(6, 1), unread: 2 });
  expect(ids($notifications.get().items)).toEqual([6, 4, 3]);

  api.readNotifications.mockResolvedValueOnce({ status: 500, errors: {}, message: 'down' });
  expect(await markAllNotificationsRead()).toBe(false);
  expect($notifications.get().unread).toBe(2);
  api.readNotifications.mockResolvedValueOnce({ status: 200, data: { results: { unread: 0 } } });
  expect(await markAllNotificationsRead()).toBe(true);
  expect($notifications.get().unread).toBe(0);
  expect($notifications.get().items.every((n) => n.readAt !== null)).toBe(true);

  api.getNotifications.mockResolvedValueOnce({ status: 0, errors: {}, message: 'network error' });
  expect(await loadNotifications()).toBe(false);
  expect(ids($notifications.get().items)).toEqual([6, 4, 3]);
});
