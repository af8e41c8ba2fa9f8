/**
 * The messages of an open thread as the page holds them: the stored ones in `seq` order, then this
 * tab's own messages still on their way (pending) or refused (failed), which a later answer, a
 * realtime event or a catch-up replaces by `clientId` once stored. Every source may repeat a
 * message (another tab's event and a catch-up page overlap): each stored message is kept once.
 */
import type { Message } from '../../lib/api/messages.ts';

/** A message of the thread; `state` only while this tab's own message is not stored yet. */
export interface ThreadItem extends Message {
  state?: 'pending' | 'failed';
}

/** A message not stored yet (id and seq 0 until the server answers). */
export function pendingItem(o: {
  conversationId: number;
  senderId: number;
  body: string;
  clientId: string;
  createdAt: string;
}): ThreadItem {
  return { id: 0, seq: 0, attachment: null, ...o, state: 'pending' };
}

const unsent = (m: ThreadItem) => m.state !== undefined;

/** The thread with `incoming` stored messages merged in: deduplicated by id, replacing the unsent one with the same sender and clientId. */
export function mergeMessages(items: readonly ThreadItem[], incoming: readonly Message[]): ThreadItem[] {
  if (incoming.length === 0) return [...items];
  const stored = new Map<number, ThreadItem>();
  for (const m of items) if (!unsent(m)) stored.set(m.id, m);
  for (const m of incoming) stored.set(m.id, m);
  const arrived = new Set(incoming.filter((m) => m.clientId !== null).map((m) => `${m.senderId}:${m.clientId}`));
  const waiting = items.filter((m) => unsent(m) && !arrived.has(`${m.senderId}:${m.clientId}`));
  const ordered = [...stored.values()].sort((a, b) => a.seq - b.seq);
  return [...ordered, ...waiting];
}

/** Add this tab's message at the end, as pending. */
export function addPending(items: readonly ThreadItem[], item: ThreadItem): ThreadItem[] {
  return [...items, { ...item, state: 'pending' }];
}

/** Change an unsent message (its state, or the image uploaded for it). */
export function updateUnsent(items: readonly ThreadItem[], clientId: string, change: Partial<ThreadItem>): ThreadItem[] {
  return items.map((m) => (unsent(m) && m.clientId === clientId ? { ...m, ...change } : m));
}

/** The highest stored seq (0 for none): the `after_seq` of a catch-up. */
export function newestSeq(items: readonly ThreadItem[]): number {
  return items.reduce((max, m) => (unsent(m) ? max : Math.max(max, m.seq)), 0);
}

/** The lowest stored seq (undefined for none): the `before_seq` of the older page. */
export function oldestSeq(items: readonly ThreadItem[]): number | undefined {
  const seqs = items.filter((m) => !unsent(m)).map((m) => m.seq);
  return seqs.length === 0 ? undefined : Math.min(...seqs);
}

/** The highest seq of a stored message the other member sent (what reading the thread marks read). */
export function newestFromOther(items: readonly ThreadItem[], me: number): number {
  return items.reduce((max, m) => (unsent(m) || m.senderId === me ? max : Math.max(max, m.seq)), 0);
}
