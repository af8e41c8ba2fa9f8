/**
 * The conversation list as realtime events change it: a new message moves its conversation to
 * the top with its preview and unread count, a read position lowers the unread count (the reader's
 * own) or moves the read receipt (the other member's). The people page and the AI chats page each
 * list their own kind.
 */
import type { Conversation, ConversationReadEvent, MessageCreatedEvent } from '../../lib/api/messages.ts';

/** The conversations one page lists: with AI companions, or with people. */
export function ofKind(list: readonly Conversation[], ai: boolean): Conversation[] {
  return list.filter((c) => c.other.ai === ai);
}

/** Newest activity first (as the API answers). */
function byActivity(list: Conversation[]): Conversation[] {
  return list.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id));
}

/**
 * The list after `message.created`; undefined when the conversation is not in the list (a punter
 * just wrote to this escort for the first time): the caller loads the list again.
 */
export function withMessage(list: readonly Conversation[], e: MessageCreatedEvent, me: number): Conversation[] | undefined {
  const c = list.find((x) => x.id === e.conversationId);
  if (!c) return undefined;
  const m = e.message;
  // Already counted (the list was loaded after it, or another source told first).
  if (m.seq <= c.lastSeq) return [...list];
  const fromOther = m.senderId !== me;
  const next: Conversation = {
    ...c,
    lastMessage: m,
    lastSeq: m.seq,
    updatedAt: m.createdAt,
    unread: fromOther && m.seq > c.lastReadSeq ? c.unread + 1 : c.unread,
    // One's own message means everything before it was read.
    lastReadSeq: fromOther ? c.lastReadSeq : Math.max(c.lastReadSeq, m.seq),
  };
  return byActivity(list.map((x) => (x.id === c.id ? next : x)));
}

/** The list after a read position moved (`conversation.read`, or this tab's own read call). */
export function withRead(list: readonly Conversation[], e: ConversationReadEvent, me: number): Conversation[] {
  return list.map((c) => {
    if (c.id !== e.conversationId) return c;
    // The server tells the other's position only while both have read receipts on.
    if (e.userId !== me) return { ...c, otherReadSeq: Math.max(c.otherReadSeq ?? 0, e.seq) };
    if (e.seq <= c.lastReadSeq) return c;
    // Unread messages are the other's above the read position: all of them once it reaches the newest.
    const unread = e.seq >= c.lastSeq ? 0 : Math.min(c.unread, c.lastSeq - e.seq);
    return { ...c, lastReadSeq: e.seq, unread };
  });
}

/**
 * A freshly loaded list merged with the one shown: a load answers what the server had when it was
 * asked, so a conversation the shown list already knows further (an event that arrived while the
 * load was under way) keeps its newer state, and read positions only move forward.
 */
export function mergeLoaded(fresh: readonly Conversation[], shown: readonly Conversation[] | undefined): Conversation[] {
  if (!shown) return [...fresh];
  const known = new Map(shown.map((c) => [c.id, c]));
  return byActivity(
    fresh.map((c) => {
      const s = known.get(c.id);
      if (!s) return c;
      const newer = s.lastSeq > c.lastSeq ? s : c;
      const lastReadSeq = Math.max(s.lastReadSeq, c.lastReadSeq);
      const otherReadSeq = c.otherReadSeq === null ? null : Math.max(c.otherReadSeq, s.otherReadSeq ?? 0);
      return { ...newer, lastReadSeq, otherReadSeq, unread: lastReadSeq >= newer.lastSeq ? 0 : newer.unread };
    }),
  );
}
