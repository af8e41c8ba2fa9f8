/** Messaging calls without the schema library; types from ../messages.ts. */
import { callTarget, request, toResult, type ApiResult, type RequestOptions } from '../http.ts';
import { ATTACHMENT_FIELD } from '../messages-codes.ts';
import type {
  Attachment,
  Conversation,
  ConversationReportBody,
  Message,
  MessagesQuery,
  MessagesResponse,
  MessagingSettings,
  MessagingSettingsPatch,
  SendMessageBody,
} from '../messages.ts';

type Results<T> = { results: T };

/** The signed-in user's conversations, the most recently active first. */
export function getConversations(opts?: RequestOptions): Promise<ApiResult<Results<Conversation[]>>> {
  return request('GET', '/users/conversations', opts);
}

/** Start (or reopen) the conversation with an escort's or venue's profile (the contact button). */
export function startConversation(profileId: number, opts?: RequestOptions): Promise<ApiResult<Results<Conversation>>> {
  return request('POST', '/users/conversations', { body: { profileId }, ...opts });
}

/** A page of messages: the newest, those before `before_seq`, or everything after `after_seq` (what was missed). */
export function getMessages(id: number, query: MessagesQuery = {}, opts?: RequestOptions): Promise<ApiResult<MessagesResponse>> {
  return request('GET', `/users/conversations/${id}/messages`, { query, ...opts });
}

/**
 * Send a message; keep `clientId` for retries (the same id is the same message). `socketId` (the
 * realtime connection's) keeps this tab from receiving its own message again.
 */
export function sendMessage(
  id: number,
  body: SendMessageBody,
  o: RequestOptions & { socketId?: string } = {},
): Promise<ApiResult<Results<Message>>> {
  const { socketId, ...opts } = o;
  return request('POST', `/users/conversations/${id}/messages`, {
    body,
    ...opts,
    headers: { ...opts.headers, ...(socketId ? { 'x-socket-id': socketId } : {}) },
  });
}

/** Upload one image into a conversation; send its id with the next message. */
export async function uploadAttachment(
  id: number,
  file: Blob,
  opts: { signal?: AbortSignal } = {},
): Promise<ApiResult<Results<Attachment>>> {
  const form = new FormData();
  form.append(ATTACHMENT_FIELD, file, file instanceof File ? file.name : 'image');
  const { url, headers } = callTarget(`/users/conversations/${id}/messages/attachments`);
  try {
    const res = await fetch(url, { method: 'POST', body: form, headers, credentials: 'include', signal: opts.signal });
    return toResult(res.status, res.statusText, await res.json().catch(() => undefined));
  } catch {
    return { status: 0, errors: {}, message: 'network error' };
  }
}

/** Everything up to `seq` is read. */
export function markConversationRead(
  id: number,
  seq: number,
  opts?: RequestOptions,
): Promise<ApiResult<Results<{ conversationId: number; lastReadSeq: number }>>> {
  return request('POST', `/users/conversations/${id}/read`, { body: { seq }, ...opts });
}

/** Report a conversation to the admins. */
export function reportConversation(
  id: number,
  body: ConversationReportBody,
  opts?: RequestOptions,
): Promise<ApiResult<Results<{ id: number }>>> {
  return request('POST', `/users/conversations/${id}/report`, { body, ...opts });
}

/** Block a user: no messages either way. */
export function blockUser(userId: number, opts?: RequestOptions): Promise<ApiResult<Results<{ userId: number; blocked: boolean }>>> {
  return request('POST', `/users/blocks/${userId}`, { body: {}, ...opts });
}

/** Lift a block. */
export function unblockUser(userId: number, opts?: RequestOptions): Promise<ApiResult<Results<{ userId: number; blocked: boolean }>>> {
  return request('DELETE', `/users/blocks/${userId}`, { body: {}, ...opts });
}

/** Read receipts and typing indicator settings. */
export function getMessagingSettings(opts?: RequestOptions): Promise<ApiResult<Results<MessagingSettings>>> {
  return request('GET', '/users/messaging-settings', opts);
}

/** Change the read receipts or typing setting. */
export function changeMessagingSettings(
  body: MessagingSettingsPatch,
  opts?: RequestOptions,
): Promise<ApiResult<Results<MessagingSettings>>> {
  return request('PATCH', '/users/messaging-settings', { body, ...opts });
}
