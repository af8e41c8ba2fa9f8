/**
 * Conversations between a punter and an escort, venue or AI companion. Every message is stored first (with the
 * conversation's next `seq`, in one transaction) and only then published as `message.created` on
 * both members' private channels, so a client that missed an event fetches exactly what it missed
 * with `after_seq`. Only the two members see a conversation (anyone else gets the 404 of a missing
 * one); a block stops messages both ways; text is stored exactly as typed.
 */
import type { Kysely } from 'kysely';
import {
  MESSAGE_EVENTS,
  userChannel,
  type Conversation,
  type ConversationReadEvent,
  type Message,
  type MessageCreatedEvent,
  type MessagesResponse,
} from '../../lib/api/messages.ts';
import { hasRole, ROLES, type RoleId } from '../../lib/permissions.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import type { Logger } from '../context.ts';
import {
  attachmentsByIds,
  blockState,
  blocksAround,
  contactableProfile,
  conversationById,
  conversationsOf,
  ensureConversation,
  conversationOfPair,
  insertMessage,
  lastMessages,
  markRead,
  messageByClientId,
  messagePage,
  nextSeq,
  partyFacts,
  readPositions,
  settingsOf,
  unreadCounts,
  unsentAttachment,
  type AttachmentRow,
  type ConversationRow,
  type MessageRow,
} from '../db/queries/messages.ts';
import { markNotificationsRead } from '../db/queries/notifications.ts';
import type { DB } from '../db/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import { photoUrl } from '../media/urls.ts';
import { noBroadcast, publish, type Broadcast } from '../messaging/broadcast.ts';
import type { Clock } from '../time.ts';
import type { AiChatHooks } from '../ai/chat.ts';
import type { Locale } from '../../../regions/schema.ts';
import { REQUEST_LIMITS } from './limits.ts';
import { notifyQuietly } from './notifications.ts';
import { created, forbidden, invalid, limited, notFound, ok, type Outcome } from './outcome.ts';

/** What the messaging flows use. */
export interface MessagingDeps {
  db: Kysely<DB>;
  clock: Clock;
  log?: Logger;
  broadcast?: Broadcast;
  media: MediaStorage;
  limiter: RateLimiter;
  /** Conversations with an AI companion: the companion's limits and replies (src/server/ai/chat.ts). */
  ai?: AiChatHooks;
}

type Caller = { id: number; roles: readonly RoleId[] };

/** The message when a block stands between the two. */
export const BLOCKED_MESSAGE = 'Messages between you and this user are blocked.';

/** Characters of a message a notification repeats. */
const PREVIEW_CHARS = 100;

/** The URL the members load an attachment from. */
export const attachmentUrl = (conversationId: number, key: string) =>
  `/api/v2/users/conversations/${conversationId}/attachments/${key.slice(key.lastIndexOf('/') + 1)}`;

/** The API shape of a message. */
export function messageOfRow(m: MessageRow, attachment?: AttachmentRow): Message {
  return {
    id: m.id,
    conversationId: m.conversation_id,
    seq: m.seq,
    senderId: m.sender_id,
    body: m.body,
    attachment: attachment
      ? {
          id: attachment.id,
          url: attachmentUrl(m.conversation_id, attachment.media_key),
          width: attachment.width,
          height: attachment.height,
          thumbhash: attachment.thumbhash,
        }
      : null,
    clientId: m.client_id,
    createdAt: m.created_at,
  };
}

/** Messages with their attachments. */
async function messagesOf(db: Kysely<DB>, rows: readonly MessageRow[]): Promise<Message[]> {
  const ids = rows.map((m) => m.attachment_id).filter((id): id is number => id !== null);
  const byId = new Map((await attachmentsByIds(db, ids)).map((a) => [a.id, a]));
  return rows.map((m) => messageOfRow(m, m.attachment_id === null ? undefined : byId.get(m.attachment_id)));
}

/** The other member of a conversation. */
const otherOf = (c: ConversationRow, userId: number) => (c.punter_id === userId ? c.partner_id : c.punter_id);

/** A conversation the user is a member of (undefined for a missing one and for anyone else's). */
async function memberConversation(db: Kysely<DB>, userId: number, id: number): Promise<ConversationRow | undefined> {
  const c = await conversationById(db, id);
  return c && (c.punter_id === userId || c.partner_id === userId) ? c : undefined;
}

/** Read receipts on for every user of the list (a user without settings has them on). */
async function receiptsOn(db: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, boolean>> {
  const rows = await settingsOf(db, userIds);
  const off = new Set(rows.filter((r) => r.read_receipts === 0).map((r) => r.user_id));
  return new Map(userIds.map((id) => [id, !off.has(id)]));
}

/** Conversations as `userId` sees them. */
async function viewsFor(db: Kysely<DB>, userId: number, rows: readonly ConversationRow[]): Promise<Conversation[]> {
  const ids = rows.map((c) => c.id);
  const others = [...new Set(rows.map((c) => otherOf(c, userId)))];
  const [parties, last, unread, reads, receipts, blocks] = await Promise.all([
    partyFacts(db, others),
    lastMessages(db, ids),
    unreadCounts(db, userId, ids),
    readPositions(db, ids),
    receiptsOn(db, [userId, ...others]),
    blocksAround(db, userId),
  ]);
  const party = new Map(parties.map((p) => [p.id, p]));
  const lastBy = new Map((await messagesOf(db, last)).map((m) => [m.conversationId, m]));
  const readOf = (conversationId: number, uid: number) =>
    reads.find((r) => r.conversation_id === conversationId && r.user_id === uid)?.last_read_seq ?? 0;
  const iBlocked = new Set(blocks.filter((b) => b.blocker_id === userId).map((b) => b.blocked_id));
  const blockedMe = new Set(blocks.filter((b) => b.blocked_id === userId).map((b) => b.blocker_id));
  return rows.map((c) => {
    const otherId = otherOf(c, userId);
    const p = party.get(otherId);
    const [photoId, widths] = (p?.photo ?? '').split(':');
    const role = otherId === c.punter_id ? 'punter' : p?.profile_type === 'venue' ? 'venue' : 'escort';
    const shown = role !== 'punter' && p?.published === 1;
    return {
      id: c.id,
      other: {
        id: otherId,
        name: p?.display_name ?? p?.username ?? 'deleted',
        avatarUrl: shown && photoId ? photoUrl(Number(photoId), widths || null, 160) : null,
        role,
        profileId: shown ? otherId : null,
        ai: p?.profile_type === 'escort_ai',
      },
      lastMessage: lastBy.get(c.id) ?? null,
      lastSeq: c.last_seq,
      unread: unread.get(c.id) ?? 0,
      lastReadSeq: readOf(c.id, userId),
      otherReadSeq: receipts.get(userId) && receipts.get(otherId) ? readOf(c.id, otherId) : null,
      blocked: iBlocked.has(otherId),
      canSend: !iBlocked.has(otherId) && !blockedMe.has(otherId),
      updatedAt: c.updated_at,
    };
  });
}

/** `GET /users/conversations`: the user's conversations, the most recently active first. */
export async function listConversations(deps: Pick<MessagingDeps, 'db'>, userId: number): Promise<Conversation[]> {
  return viewsFor(deps.db, userId, await conversationsOf(deps.db, userId));
}

/**
 * `POST /users/conversations`: a punter starts (or reopens) the conversation with a published
 * escort, venue or AI companion; the owner of a published AI companion may too, whatever their
 * roles (the same conversation as the owner's chat from the creation).
 */
export async function startConversation(deps: MessagingDeps, caller: Caller, profileId: number): Promise<Outcome<Conversation>> {
  if (!hasRole(caller.roles, ROLES.punter) && !(await deps.ai?.owns(caller.id, profileId)))
    return forbidden('Only clients start conversations with escorts and venues.');
  if (profileId === caller.id) return invalid({ profileId: ['You cannot write to yourself.'] });
  const profile = await contactableProfile(deps.db, profileId);
  if (!profile) return notFound();
  if ((await blockState(deps.db, caller.id, profileId)).any) return forbidden(BLOCKED_MESSAGE);
  const existing = await conversationOfPair(deps.db, caller.id, profileId);
  const row = existing ?? (await ensureConversation(deps.db, caller.id, profileId, deps.clock.now().toISOString()));
  const [view] = await viewsFor(deps.db, caller.id, [row]);
  return existing ? ok(view!) : created(view!);
}

/** `GET /users/conversations/{id}/messages`: a page by seq, oldest first in the answer. */
export async function listMessages(
  deps: Pick<MessagingDeps, 'db' | 'ai'>,
  userId: number,
  id: number,
  q: { after_seq?: number; before_seq?: number; limit: number },
  locale: Locale = 'en',
): Promise<Outcome<MessagesResponse>> {
  const c = await memberConversation(deps.db, userId, id);
  if (!c) return notFound();
  const rows = await messagePage(deps.db, id, { afterSeq: q.after_seq, beforeSeq: q.before_seq, limit: q.limit + 1 });
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  if (q.after_seq === undefined) page.reverse();
  const [view] = await viewsFor(deps.db, userId, [c]);
  const aiDisclosure = view!.other.ai ? ((await deps.ai?.disclosure(otherOf(c, userId), locale)) ?? null) : null;
  return ok({ results: await messagesOf(deps.db, page), lastSeq: c.last_seq, hasMore, otherReadSeq: view!.otherReadSeq, aiDisclosure });
}

/**
 * `POST /users/conversations/{id}/messages`: store, then publish to both members' channels. The
 * same `clientId` again answers with the stored message (200) and publishes nothing new.
 */
export async function sendMessage(
  deps: MessagingDeps,
  caller: Caller,
  id: number,
  body: { body: string; clientId: string; attachmentId?: number },
  socketId?: string,
): Promise<Outcome<Message>> {
  const c = await memberConversation(deps.db, caller.id, id);
  if (!c) return notFound();
  const otherId = otherOf(c, caller.id);
  const again = await messageByClientId(deps.db, id, caller.id, body.clientId);
  if (again) return ok((await messagesOf(deps.db, [again]))[0]!);
  if ((await blockState(deps.db, caller.id, otherId)).any) return forbidden(BLOCKED_MESSAGE);
  const refused = limited(await deps.limiter.hit(REQUEST_LIMITS.messagePerUser, `u:${caller.id}`));
  if (refused) return { ...refused, message: 'You are sending messages too fast. Wait a moment.' };
  // Writing to an AI companion: it must be available to the sender, and its replies are limited.
  const aiRefused = c.punter_id === caller.id ? await deps.ai?.beforeSend(caller.id, otherId) : undefined;
  if (aiRefused) return aiRefused;
  let attachment: AttachmentRow | undefined;
  if (body.attachmentId !== undefined) {
    attachment = await unsentAttachment(deps.db, id, caller.id, body.attachmentId);
    if (!attachment) return invalid({ attachmentId: ['Upload the image to this conversation first (each image is sent once).'] });
  }
  const at = deps.clock.now().toISOString();
  let row: MessageRow;
  try {
    row = await deps.db.transaction().execute(async (trx) => {
      const seq = await nextSeq(trx, id, at);
      const stored = await insertMessage(trx, {
        conversation_id: id,
        seq,
        sender_id: caller.id,
        client_id: body.clientId,
        body: body.body,
        attachment_id: attachment?.id ?? null,
        created_at: at,
      });
      // The AI companion's reply is queued with the message: a crash after the commit still answers.
      if (c.punter_id === caller.id) await deps.ai?.stored(trx, stored, otherId);
      return stored;
    });
  } catch (err) {
    // Two requests with the same clientId at once: the second finds the first's message.
    const stored = await messageByClientId(deps.db, id, caller.id, body.clientId);
    if (!stored) throw err;
    return ok((await messagesOf(deps.db, [stored]))[0]!);
  }
  const message = messageOfRow(row, attachment);
  const event: MessageCreatedEvent = { conversationId: id, message };
  await publish(
    deps.broadcast ?? noBroadcast,
    deps.log,
    [userChannel(caller.id), userChannel(otherId)],
    MESSAGE_EVENTS.created,
    event,
    socketId,
  );
  const sender = (await partyFacts(deps.db, [caller.id]))[0];
  await notifyQuietly(
    deps,
    otherId,
    'message',
    {
      conversationId: id,
      seq: message.seq,
      senderId: caller.id,
      senderName: sender?.display_name ?? sender?.username ?? '',
      preview: message.body.slice(0, PREVIEW_CHARS),
      image: attachment !== undefined,
    },
    `conversation:${id}`,
  );
  return created(message);
}

/**
 * `POST /users/conversations/{id}/read`: everything up to `seq` is read (never moves back). The
 * reader's other tabs always learn it; the other member only while both have read receipts on.
 */
export async function readConversation(
  deps: Pick<MessagingDeps, 'db' | 'clock' | 'broadcast' | 'log'>,
  userId: number,
  id: number,
  seq: number,
): Promise<Outcome<{ conversationId: number; lastReadSeq: number }>> {
  const c = await memberConversation(deps.db, userId, id);
  if (!c) return notFound();
  const lastReadSeq = await markRead(deps.db, id, userId, Math.min(seq, c.last_seq));
  if (lastReadSeq >= c.last_seq)
    await markNotificationsRead(deps.db, userId, deps.clock.now().toISOString(), { groupKey: `conversation:${id}` });
  const otherId = otherOf(c, userId);
  const receipts = await receiptsOn(deps.db, [userId, otherId]);
  const channels = [userChannel(userId), ...(receipts.get(userId) && receipts.get(otherId) ? [userChannel(otherId)] : [])];
  const event: ConversationReadEvent = { conversationId: id, userId, seq: lastReadSeq };
  await publish(deps.broadcast ?? noBroadcast, deps.log, channels, MESSAGE_EVENTS.read, event);
  return ok({ conversationId: id, lastReadSeq });
}

/** Whether `userId` is a member of conversation `id` (for the attachment route and the channel rule). */
export async function isMember(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  return !!(await memberConversation(db, userId, id));
}

/** The conversation of a member (undefined for anyone else). */
export function conversationOfMember(db: Kysely<DB>, userId: number, id: number): Promise<ConversationRow | undefined> {
  return memberConversation(db, userId, id);
}
