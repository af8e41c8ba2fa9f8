import { expect, test } from 'vitest';
import type { Message } from '../../lib/api/messages.ts';
import {
  addPending,
  mergeMessages,
  newestFromOther,
  newestSeq,
  oldestSeq,
  pendingItem,
  updateUnsent,
  type ThreadItem,
} from './thread-items.ts';

const ME = 1;
const OTHER = 2;
const msg = (seq: number, senderId = OTHER, clientId: string | null = `c-${seq}`): Message => ({
  id: 100 + seq,
  conversationId: 7,
  seq,
  senderId,
  body: `text ${seq}`,
  attachment: null,
  clientId,
  createdAt: `2025-06-15T10:00:${String(seq).padStart(2, '0')}.000Z`,
});
const pending = (clientId: string): ThreadItem =>
  pendingItem({ conversationId: 7, senderId: ME, body: 'hi', clientId, createdAt: '2025-06-15T10:01:00.000Z' });

test('it orders stored messages by seq and keeps each once', () => {
  const merged = mergeMessages([msg(2), msg(3)], [msg(3), msg(1), msg(2)]);
  expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
});

test('it keeps this tab’s unsent messages after the stored ones', () => {
  const items = addPending([msg(1)], pending('local-a'));
  const merged = mergeMessages(items, [msg(2)]);
  expect(merged.map((m) => [m.seq, m.state])).toEqual([
    [1, undefined],
    [2, undefined],
    [0, 'pending'],
  ]);
});

test('it replaces a pending message by the stored one with the same sender and clientId', () => {
  const items = addPending([msg(1)], pending('local-a'));
  const merged = mergeMessages(items, [msg(2, ME, 'local-a')]);
  expect(merged).toEqual([msg(1), msg(2, ME, 'local-a')]);
});

test('it does not take the other member’s message with the same clientId for this tab’s', () => {
  const merged = mergeMessages([pending('same-id')], [msg(1, OTHER, 'same-id')]);
  expect(merged.map((m) => m.state)).toEqual([undefined, 'pending']);
});

test('it marks an unsent message failed and pending again for a retry, by clientId', () => {
  const failed = updateUnsent([msg(1, ME, 'x'), pending('x')], 'x', { state: 'failed' });
  expect(failed.map((m) => m.state)).toEqual([undefined, 'failed']);
  expect(updateUnsent(failed, 'x', { state: 'pending' })[1]!.state).toBe('pending');
});

test('it gives the seqs of catch-up, older page and reading, ignoring unsent messages', () => {
  const items = addPending([msg(4), msg(5, ME), msg(6, ME)], pending('p'));
  expect(newestSeq(items)).toBe(6);
  expect(oldestSeq(items)).toBe(4);
  expect(newestFromOther(items, ME)).toBe(4);
  expect(newestSeq([pending('p')])).toBe(0);
  expect(oldestSeq([pending('p')])).toBeUndefined();
});
