/**
 * Messaging between a punter and an escort, venue or AI companion (SPEC §2 messages routes, issue "Messaging"):
 * conversations with unread counts, messages numbered per conversation (`seq`) so a client that
 * missed a realtime event fetches exactly what it missed (`after_seq`), image attachments through
 * the photo pipeline, read state, blocks, reports and the per-user settings for read receipts and
 * the typing indicator. Realtime events (on `private-encrypted-user.{id}`): `message.created`
 * ({@link MessageCreatedEvent}), `conversation.read` ({@link ConversationReadEvent}).
 */
import { z } from 'zod';
import { idSchema, numeric } from './common.ts';
import { CONVERSATION_REPORT_REASONS, MESSAGE_BODY_MAX, MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from './messages-codes.ts';

export * from './messages-codes.ts';

/** `…/conversations/{id}` path parameter. */
export const conversationParamSchema = z.object({ id: idSchema });
/** `/users/blocks/{userId}` path parameter. */
export const blockParamSchema = z.object({ userId: idSchema });

/** `POST /users/conversations`: start (or reopen) the conversation with an escort's, venue's or AI companion's profile. */
export const startConversationBodySchema = z.object({ profileId: idSchema }).strict();
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

/** `GET …/messages`: the newest page, the page before `before_seq`, or everything after `after_seq`. */
export const messagesQuerySchema = z
  .object({
    after_seq: numeric().int().min(0).optional(),
    before_seq: numeric().int().min(1).optional(),
    limit: numeric().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_DEFAULT),
  })
  .refine((q) => q.after_seq === undefined || q.before_seq === undefined, 'send after_seq or before_seq, not both');
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** `POST …/messages`: text, an uploaded attachment, or both; `clientId` makes a retry the same message. */
export const sendMessageBodySchema = z
  .object({
    body: z.string().max(MESSAGE_BODY_MAX, `at most ${MESSAGE_BODY_MAX} characters`).default(''),
    clientId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
    attachmentId: idSchema.optional(),
  })
  .strict()
  .refine((b) => b.body.trim() !== '' || b.attachmentId !== undefined, { message: 'write a message or attach an image', path: ['body'] });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** `POST …/read`: everything up to `seq` is read. */
export const readBodySchema = z.object({ seq: numeric().int().min(0) }).strict();
export type ReadBody = z.input<typeof readBodySchema>;

/** `POST …/report`. */
export const conversationReportBodySchema = z
  .object({ reason: z.enum(CONVERSATION_REPORT_REASONS), note: z.string().trim().max(1000).optional() })
  .strict();
export type ConversationReportBody = z.input<typeof conversationReportBodySchema>;

/** Read receipts and typing indicator: off means the user sends none and sees none from others. */
export const messagingSettingsSchema = z.object({ readReceipts: z.boolean(), typing: z.boolean() });
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;
/** `PATCH /users/messaging-settings`. */
export const messagingSettingsPatchSchema = messagingSettingsSchema
  .partial()
  .strict()
  .refine((b) => b.readReceipts !== undefined || b.typing !== undefined, 'send readReceipts or typing');
export type MessagingSettingsPatch = z.input<typeof messagingSettingsPatchSchema>;
export const messagingSettingsResponseSchema = z.object({ results: messagingSettingsSchema });

/** An image sent in a conversation (served to the two members only). */
export const attachmentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbhash: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentResponseSchema = z.object({ results: attachmentSchema });

/** One stored message. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  seq: z.number().int(),
  senderId: z.number().int().nullable(),
  /** Plain text, exactly as typed: render it as text, never as HTML. */
  body: z.string(),
  attachment: attachmentSchema.nullable(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageResponseSchema = z.object({ results: messageSchema });

/** The other member of a conversation. */
export const conversationPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['punter', 'escort', 'venue']),
  /** The public profile path of an escort or venue. */
  profileId: z.number().int().nullable(),
  /** An AI companion's profile (an `escort` with `profile_type` escort_ai): listed under the AI chats. */
  ai: z.boolean(),
});

/** A conversation as its member sees it. */
export const conversationSchema = z.object({
  id: z.number().int(),
  other: conversationPartySchema,
  lastMessage: messageSchema.nullable(),
  lastSeq: z.number().int(),
  unread: z.number().int().nonnegative(),
  /** The caller's own read position. */
  lastReadSeq: z.number().int(),
  /** The other member's read position, only while both have read receipts on. */
  otherReadSeq: z.number().int().nullable(),
  /** The caller blocked the other member. */
  blocked: z.boolean(),
  /** Neither blocked the other. */
  canSend: z.boolean(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationResponseSchema = z.object({ results: conversationSchema });
export const conversationsResponseSchema = z.object({ results: z.array(conversationSchema) });

/** `GET …/messages`: oldest first; `hasMore` says another page exists in the direction asked. */
export const messagesResponseSchema = z.object({
  results: z.array(messageSchema),
  lastSeq: z.number().int(),
  hasMore: z.boolean(),
  otherReadSeq: z.number().int().nullable(),
  /**
   * With an AI companion: the notice that it is an AI, not a person (EU AI Act Art. 50), in the
   * request's locale, to show with the conversation; null otherwise. Absent from older servers.
   */
  aiDisclosure: z.string().nullable().optional(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `POST …/read` answer. */
export const readResponseSchema = z.object({ results: z.object({ conversationId: z.number().int(), lastReadSeq: z.number().int() }) });

/** `POST|DELETE /users/blocks/{userId}` answer. */
export const blockResponseSchema = z.object({ results: z.object({ userId: z.number().int(), blocked: z.boolean() }) });

/** `POST …/report` answer. */
export const conversationReportResponseSchema = z.object({ results: z.object({ id: z.number().int() }) });

/** `message.created` event data. */
export interface MessageCreatedEvent {
  conversationId: number;
  message: Message;
}
/** `conversation.read` event data: `userId` read everything up to `seq`. */
export interface ConversationReadEvent {
  conversationId: number;
  userId: number;
  seq: number;
}

/** Admin list of conversation reports (GET /admin/conversation-reports?status=open|resolved&page=). */
export const conversationReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  page: numeric().int().min(1).max(10_000).default(1),
});
export type ConversationReportsQuery = z.input<typeof conversationReportsQuerySchema>;
export const adminConversationReportSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  reason: z.enum(CONVERSATION_REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  reporter: z.object({ id: z.number().int().nullable(), username: z.string().nullable() }),
  reported: z.object({ id: z.number().int().nullable(), username: z.string().nullable() }),
  /** The last messages before the report, oldest first (what the admin judges). */
  messages: z.array(messageSchema),
});
export type AdminConversationReport = z.infer<typeof adminConversationReportSchema>;
export const conversationReportsResponseSchema = z.object({
  results: z.array(adminConversationReportSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export const resolveConversationReportBodySchema = z.object({ note: z.string().trim().min(3).max(1000) }).strict();
