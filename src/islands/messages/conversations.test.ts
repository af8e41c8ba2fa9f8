import { expect, test } from 'vitest';
import type { Conversation, Message } from '../../lib/api/messages.ts';
import { mergeLoaded, ofKind, withMessage, withRead } from './conversations.ts';

const ME = 1;
const conv = (id: number, o: Partial<Conversation> = {}, ai = false): Conversation => ({
  id,
  other: { id: 10 + id, name: `n${id}`, avatarUrl: null, role: 'escort', profileId: 10 + id, ai },
  lastMessage: null,
  lastSeq: 3,
  unread: 1,
  lastReadSeq: 2,
  otherReadSeq: 1,
  blocked: false,
  canSend: true,
  updatedAt: `2025-06-1${id}T10:00:00.000Z`,
  ...o,
});
const msg = (conversationId: number, seq: number, senderId: number): Message => ({
  id: 1000 + seq,
  conversationId,
  seq,
  senderId,
  body: 'hello',
  attachment: null,
  clientId: `c-${seq}`,
  createdAt: '2025-06-20T10:00:00.000Z',
});

test('it lists AI companions and people apart', () => {
  const list = [conv(1), conv(2, {}, true), conv(3)];
  expect(ofKind(list, true).map((c) => c.id)).toEqual([2]);
  expect(ofKind(list, false).map((c) => c.id)).toEqual([1, 3]);
});

test('a new message of the other moves its conversation to the top with one more unread', () => {
  const list = [conv(3), conv(2), conv(1)];
  const next = withMessage(list, { conversationId: 1, message: msg(1, 4, 11) }, ME)!;
  expect(next.map((c) => c.id)).toEqual([1, 3, 2]);
  expect(next[0]).toMatchObject({ lastSeq: 4, unread: 2, lastMessage: { seq: 4 }, updatedAt: '2025-06-20T10:00:00.000Z' });
});

test('an own message counts nothing unread and means the thread was read up to it', () => {
  const next = withMessage([conv(1)], { conversationId: 1, message: msg(1, 4, ME) }, ME)!;
  expect(next[0]).toMatchObject({ unread: 1, lastReadSeq: 4 });
});

test('a message told twice is counted once', () => {
  const once = withMessage([conv(1)], { conversationId: 1, message: msg(1, 4, 11) }, ME)!;
  expect(withMessage(once, { conversationId: 1, message: msg(1, 4, 11) }, ME)![0]!.unread).toBe(2);
});

test('a message of a conversation not listed asks for the list again', () => {
  expect(withMessage([conv(1)], { conversationId: 9, message: msg(9, 1, 11) }, ME)).toBeUndefined();
});

test('reading to the newest clears the unread count; reading part of it lowers it', () => {
  const list = [conv(1, { lastSeq: 10, unread: 5, lastReadSeq: 5 })];
  expect(withRead(list, { conversationId: 1, userId: ME, seq: 10 }, ME)[0]).toMatchObject({ unread: 0, lastReadSeq: 10 });
  expect(withRead(list, { conversationId: 1, userId: ME, seq: 8 }, ME)[0]).toMatchObject({ unread: 2, lastReadSeq: 8 });
  expect(withRead(list, { conversationId: 1, userId: ME, seq: 4 }, ME)[0]).toMatchObject({ unread: 5, lastReadSeq: 5 });
});

test('the other’s read position moves the read receipt forward only', () => {
  const list = [conv(1, { otherReadSeq: 3 })];
  expect(withRead(list, { conversationId: 1, userId: 11, seq: 5 }, ME)[0]!.otherReadSeq).toBe(5);
  expect(withRead(list, { conversationId: 1, userId: 11, seq: 2 }, ME)[0]!.otherReadSeq).toBe(3);
});

test('a load that was asked before a message arrived does not take the message back', () => {
  const shown = withMessage([conv(2), conv(1)], { conversationId: 1, message: msg(1, 4, 11) }, ME)!;
  // The server's answer was written before message 4 was stored.
  const merged = mergeLoaded([conv(2), conv(1)], shown);
  expect(merged.map((c) => c.id)).toEqual([1, 2]);
  expect(merged[0]).toMatchObject({ lastSeq: 4, unread: 2, lastMessage: { seq: 4 } });
});

test('a load brings what the shown list did not know, and read positions only move forward', () => {
  const shown = [conv(1, { lastReadSeq: 3, unread: 0 })];
  const fresh = [conv(1, { lastSeq: 5, unread: 2, lastReadSeq: 2, otherReadSeq: 4 }), conv(2)];
  const merged = mergeLoaded(fresh, shown);
  expect(merged.find((c) => c.id === 1)).toMatchObject({ lastSeq: 5, lastReadSeq: 3, otherReadSeq: 4, unread: 2 });
  expect(merged.find((c) => c.id === 2)).toBeDefined();
  // Read to the newest elsewhere: nothing unread.
  const read = mergeLoaded([conv(1, { lastSeq: 3, lastReadSeq: 3, unread: 0 })], [conv(1, { lastSeq: 3, unread: 1 })]);
  expect(read[0]).toMatchObject({ unread: 0, lastReadSeq: 3 });
  // Without a shown list the load is taken as it is.
  expect(mergeLoaded(fresh, undefined)).toEqual(fresh);
});
