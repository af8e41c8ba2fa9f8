/**
 * The demo outbox (served only in demo mode, to the server's own machine or with the key printed
 * at start, passed as `key`).
 */
import { request, type ApiResult } from '../http.ts';

/** A message as the demo outbox lists it. */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string | null;
  text: string;
  purpose: string;
  path: string | null;
  code: string | null;
  createdAt: string;
}

/** The newest messages (optionally only those to `to`). */
export function getOutbox(query: { to?: string; limit?: number; key?: string } = {}): Promise<ApiResult<{ results: OutboxMessage[] }>> {
  return request('GET', '/demo/outbox', { query });
}

/** Answer a WhatsApp verification as the phone's owner would (demo only). */
export function replyOnWhatsapp(from: string, text: string, key?: string): Promise<ApiResult<{ results: { matched: boolean } }>> {
  return request('POST', '/demo/outbox/whatsapp-reply', { body: { from, text }, query: { key } });
}
