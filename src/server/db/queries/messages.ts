/** Conversations, messages, attachments, read positions, settings, blocks and conversation reports. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ConversationReportsTable, ConversationsTable, DB, MessageAttachmentsTable, MessagesTable } from '../types.ts';

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type AttachmentRow = Selectable<MessageAttachmentsTable>;

/** The conversation of a punter and an escort or venue. */
export function conversationOfPair(db: Kysely<DB>, punterId: number, partnerId: number) {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('punter_id', '=', punterId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

/** Store the pair's conversation unless it exists; the row either way. */
export async function ensureConversation(db: Kysely<DB>, punterId: number, partnerId: number, at: string): Promise<ConversationRow> {
  await db
    .insertInto('conversations')
    .values({ punter_id: punterId, partner_id: partnerId, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['punter_id', 'partner_id']).doNothing())
    .execute();
  return (await conversationOfPair(db, punterId, partnerId))!;
}

/** A conversation by id. */
export function conversationById(db: Kysely<DB>, id: number) {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The conversations of a user, the most recently active first. */
export function conversationsOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where((eb) => eb.or([eb('punter_id', '=', userId), eb('partner_id', '=', userId)]))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** Names, profile facts and the main photo of users (the other parties of conversations). */
export function partyFacts(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.username', 'p.display_name', 'p.profile_type', 'p.published'])
    .select((eb) =>
      eb
        .selectFrom('photos as ph')
        .select(sql<string>`ph.id || ':' || coalesce(ph.widths, '')`.as('photo'))
        .whereRef('ph.profile_id', '=', 'u.id')
        .where('ph.is_explicit', '=', 0)
        .orderBy('ph.is_main', 'desc')
        .orderBy('ph.position')
        .limit(1)
        .as('photo'),
    )
    .where('u.id', 'in', [...ids])
    .execute();
}

/** A published escort, venue or AI companion profile (the contact button's target) and its type. */
export function contactableProfile(db: Kysely<DB>, profileId: number) {
  return db
    .selectFrom('profiles')
    .select(['user_id', 'profile_type'])
    .where('user_id', '=', profileId)
    .where('published', '=', 1)
    .where('profile_type', 'in', ['escort', 'venue', 'escort_ai'])
    .executeTakeFirst();
}

/** The newest message of each conversation. */
export function lastMessages(db: Kysely<DB>, conversationIds: readonly number[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', (j) => j.onRef('c.id', '=', 'm.conversation_id').onRef('c.last_seq', '=', 'm.seq'))
    .selectAll('m')
    .where('m.conversation_id', 'in', [...conversationIds])
    .execute();
}

/** Read positions of the members of conversations. */
export function readPositions(db: Kysely<DB>, conversationIds: readonly number[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_reads')
    .selectAll()
    .where('conversation_id', 'in', [...conversationIds])
    .execute();
}

/** Messages of a conversation the user did not send with a seq above `afterSeq`, per conversation. */
export async function unreadCounts(db: Kysely<DB>, userId: number, conversationIds: readonly number[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('conversation_reads as r', (j) => j.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.user_id', '=', userId))
    .select(['m.conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.conversation_id', 'in', [...conversationIds])
    .where((eb) => eb.or([eb('m.sender_id', 'is', null), eb('m.sender_id', '!=', userId)]))
    .where(sql<boolean>`m.seq > coalesce(r.last_read_seq, 0)`)
    .groupBy('m.conversation_id')
    .execute();
  return new Map(rows.map((r) => [r.conversation_id, Number(r.n)]));
}

/** A page of messages: after `afterSeq` (oldest first), before `beforeSeq` or the newest (newest first). */
export function messagePage(db: Kysely<DB>, conversationId: number, o: { afterSeq?: number; beforeSeq?: number; limit: number }) {
  let q = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (o.afterSeq !== undefined) return q.where('seq', '>', o.afterSeq).orderBy('seq', 'asc').limit(o.limit).execute();
  if (o.beforeSeq !== undefined) q = q.where('seq', '<', o.beforeSeq);
  return q.orderBy('seq', 'desc').limit(o.limit).execute();
}

/** The message a sender stored with `clientId`. */
export function messageByClientId(db: Kysely<DB>, conversationId: number, senderId: number, clientId: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Take the conversation's next seq (call inside the transaction that stores the message). */
export async function nextSeq(db: Kysely<DB>, conversationId: number, at: string): Promise<number> {
  const row = await db
    .updateTable('conversations')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1), updated_at: at }))
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

/** Store a message. */
export function insertMessage(db: Kysely<DB>, row: Insertable<MessagesTable>): Promise<MessageRow> {
  return db.insertInto('messages').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Attachments by id. */
export function attachmentsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('message_attachments')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** An attachment of a conversation by its media key. */
export function attachmentByKey(db: Kysely<DB>, conversationId: number, key: string) {
  return db
    .selectFrom('message_attachments')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('media_key', '=', key)
    .executeTakeFirst();
}

/** An attachment the user uploaded into the conversation and no message carries yet. */
export function unsentAttachment(db: Kysely<DB>, conversationId: number, uploaderId: number, id: number) {
  return db
    .selectFrom('message_attachments as a')
    .selectAll('a')
    .where('a.id', '=', id)
    .where('a.conversation_id', '=', conversationId)
    .where('a.uploader_id', '=', uploaderId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.attachment_id', '=', 'a.id'))))
    .executeTakeFirst();
}

/** Store an attachment. */
export function insertAttachment(db: Kysely<DB>, row: Insertable<MessageAttachmentsTable>): Promise<AttachmentRow> {
  return db.insertInto('message_attachments').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Set a member's read position (it never moves back). */
export async function markRead(db: Kysely<DB>, conversationId: number, userId: number, seq: number): Promise<number> {
  await db
    .insertInto('conversation_reads')
    .values({ conversation_id: conversationId, user_id: userId, last_read_seq: seq })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'user_id']).doUpdateSet({
        // Two-argument max is SQLite's; CASE says the same on every database.
        last_read_seq: sql`CASE WHEN excluded.last_read_seq > conversation_reads.last_read_seq THEN excluded.last_read_seq ELSE conversation_reads.last_read_seq END`,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('conversation_reads')
    .select('last_read_seq')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.last_read_seq;
}

/** Read receipts and typing settings of users (absent = both on). */
export function settingsOf(db: Kysely<DB>, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('messaging_settings')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** Change a user's settings. */
export async function saveSettings(db: Kysely<DB>, userId: number, s: { read_receipts?: 0 | 1; typing?: 0 | 1 }, at: string) {
  await db
    .insertInto('messaging_settings')
    .values({ user_id: userId, ...s, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...s, updated_at: at }))
    .execute();
}

/** Whether either of two users blocked the other, and whether `a` blocked `b`. */
export async function blockState(db: Kysely<DB>, a: number, b: number): Promise<{ any: boolean; byA: boolean }> {
  const rows = await db
    .selectFrom('user_blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]),
    )
    .execute();
  return { any: rows.length > 0, byA: rows.some((r) => r.blocker_id === a) };
}

/** Blocks between `userId` and any user: whom the user blocked and who blocked the user. */
export function blocksAround(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}

/** Block (idempotent). */
export async function insertBlock(db: Kysely<DB>, blocker: number, blocked: number, at: string) {
  await db
    .insertInto('user_blocks')
    .values({ blocker_id: blocker, blocked_id: blocked, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Unblock (idempotent). */
export async function deleteBlock(db: Kysely<DB>, blocker: number, blocked: number) {
  await db.deleteFrom('user_blocks').where('blocker_id', '=', blocker).where('blocked_id', '=', blocked).execute();
}

/** Whether a user exists. */
export async function userExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
}

/** The reporter's open report of a conversation. */
export function openReportBy(db: Kysely<DB>, conversationId: number, reporterId: number) {
  return db
    .selectFrom('conversation_reports')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('reporter_id', '=', reporterId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
}

/** Store a conversation report. */
export async function insertConversationReport(db: Kysely<DB>, row: Insertable<ConversationReportsTable>): Promise<number> {
  const r = await db.insertInto('conversation_reports').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** A page of conversation reports (open: oldest first; resolved: newest first) with the usernames. */
export function conversationReportRows(db: Kysely<DB>, open: boolean, offset: number, limit: number) {
  return db
    .selectFrom('conversation_reports as r')
    .leftJoin('users as a', 'a.id', 'r.reporter_id')
    .leftJoin('users as b', 'b.id', 'r.reported_id')
    .selectAll('r')
    .select(['a.username as reporter_name', 'b.username as reported_name'])
    .where('r.resolved_at', open ? 'is' : 'is not', null)
    .orderBy('r.id', open ? 'asc' : 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The last `limit` messages of a conversation stored up to `until`, newest first. */
export function messagesUntil(db: Kysely<DB>, conversationId: number, until: string, limit: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('created_at', '<=', until)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Resolve an open conversation report; false when it is not open. */
export async function resolveConversationReportRow(db: Kysely<DB>, id: number, by: number, note: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('conversation_reports')
    .set({ resolved_at: at, resolved_by: by, resolution_note: note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Delete messages stored before `before`; their attachments' media keys (the caller removes the files). */
export async function deleteMessagesBefore(db: Kysely<DB>, before: string): Promise<{ messages: number; mediaKeys: string[] }> {
  return db.transaction().execute(async (trx) => {
    const attachments = await trx
      .selectFrom('message_attachments as a')
      .select(['a.id', 'a.media_key'])
      .where('a.created_at', '<', before)
      // An image uploaded long before it was sent stays with its message.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('messages as m').select('m.id').whereRef('m.attachment_id', '=', 'a.id').where('m.created_at', '>=', before),
          ),
        ),
      )
      .execute();
    const r = await trx.deleteFrom('messages').where('created_at', '<', before).executeTakeFirst();
    if (attachments.length) {
      await trx
        .deleteFrom('message_attachments')
        .where(
          'id',
          'in',
          attachments.map((a) => a.id),
        )
        .execute();
    }
    return { messages: Number(r.numDeletedRows), mediaKeys: attachments.map((a) => a.media_key) };
  });
}
