import { expect, test } from 'vitest';
import type { Message } from '../../lib/api/messages.ts';
import { readReceiptAt } from './read-receipt.ts';
import { pendingItem, type ThreadItem } from './thread-items.ts';

const ME = 1;
const msg = (seq: number, senderId: number): Message => ({
  id: 100 + seq,
  conversationId: 7,
  seq,
  senderId,
  body: '',
  attachment: null,
  clientId: null,
  createdAt: '2025-06-15T10:00:00.000Z',
});
const thread: ThreadItem[] = [msg(1, ME), msg(2, 2), msg(3, ME), msg(4, ME)];

test('it puts the receipt under the last own message the other has read', () => {
  expect(readReceiptAt(thread, ME, 3)).toBe(103);
  expect(readReceiptAt(thread, ME, 4)).toBe(104);
  expect(readReceiptAt(thread, ME, 2)).toBe(101);
});

test('it shows none while receipts are off or nothing own was read', () => {
  expect(readReceiptAt(thread, ME, null)).toBeUndefined();
  expect(readReceiptAt(thread, ME, 0)).toBeUndefined();
  expect(readReceiptAt([msg(1, 2)], ME, 1)).toBeUndefined();
});

test('it never puts it under a message not stored yet', () => {
  const items = [...thread, pendingItem({ conversationId: 7, senderId: ME, body: 'x', clientId: 'p', createdAt: '' })];
  expect(readReceiptAt(items, ME, 99)).toBe(104);
});
