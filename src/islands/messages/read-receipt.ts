/** Where "Read" shows in a thread. */
import type { ThreadItem } from './thread-items.ts';

/**
 * The id of the last own stored message the other member has read (`seq` up to their read
 * position), which carries the read receipt; undefined while receipts are off (null position) or
 * nothing own was read.
 */
export function readReceiptAt(items: readonly ThreadItem[], me: number, otherReadSeq: number | null): number | undefined {
  if (otherReadSeq === null) return undefined;
  let found: number | undefined;
  for (const m of items) if (m.state === undefined && m.senderId === me && m.seq <= otherReadSeq) found = m.id;
  return found;
}
