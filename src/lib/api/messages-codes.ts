/** Messaging constants and channel names (no schema library: islands and the realtime client import these). */

/** Longest message text (characters); far below the realtime protocol's 10 KB per event. */
export const MESSAGE_BODY_MAX = 2000;
/** Most messages one page of history holds (and the default). */
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_PAGE_DEFAULT = 50;
/** Largest image attachment accepted (bytes) and the multipart field that carries it. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FIELD = 'file';
/** Reasons of a conversation report. */
export const CONVERSATION_REPORT_REASONS = ['spam', 'harassment', 'scam', 'illegal', 'other'] as const;
/** Names of the realtime events (on the user's encrypted channel). */
export const MESSAGE_EVENTS = { created: 'message.created', read: 'conversation.read' } as const;

/**
 * The per-user channel events arrive on: an encrypted channel, so message texts, names and previews
 * are readable only by the server and the user's pages, never by the realtime service between them.
 */
export const userChannel = (userId: number) => `private-encrypted-user.${userId}`;
/** The presence channel of one conversation (typing indicator and read receipts as client events). */
export const conversationChannel = (conversationId: number) => `presence-conversation.${conversationId}`;
