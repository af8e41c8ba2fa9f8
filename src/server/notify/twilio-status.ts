/**
 * Twilio's delivery receipts: the status callback Twilio posts (form fields MessageSid,
 * MessageStatus, ErrorCode …) signed with X-Twilio-Signature, an HMAC-SHA1 of the callback's URL
 * and the sorted form fields under the account's auth token (checked with the SDK's
 * `validateRequest`). The URL checked is the one the message asked for: the configured public
 * origin (PUBLIC_SITE_URL), not the address a proxy forwarded to.
 *
 * Statuses only move forward (queued → sending → sent → delivered/undelivered/failed → read): a
 * receipt that arrives again, or after a later one, changes nothing.
 */
import type { Kysely } from 'kysely';
import twilio from 'twilio';
import { z } from 'zod';
import { advanceGatewayMessage, gatewayMessageById, gatewayMessageBySid, type GatewayMessageRow } from '../db/queries/gateway-messages.ts';
import type { DB, GatewayMessageStatus } from '../db/types.ts';
import type { TwilioSettings } from './twilio-settings.ts';

/** How far along each status is; a message moves only to a status ranked higher. */
const RANK: Record<GatewayMessageStatus, number> = {
  pending: 0,
  accepted: 1,
  scheduled: 1,
  queued: 2,
  sending: 3,
  sent: 4,
  delivery_unknown: 5,
  delivered: 6,
  undelivered: 6,
  failed: 6,
  canceled: 6,
  read: 7,
};

const STATUSES = Object.keys(RANK) as GatewayMessageStatus[];

/** Whether `value` is a status a message may hold. */
export function isGatewayStatus(value: string): value is GatewayMessageStatus {
  return Object.hasOwn(RANK, value) && value !== 'pending';
}

/**
 * Move message `id` to Twilio's `status` when that is further along than where it stands (an
 * unknown status changes nothing); true when it changed.
 */
export function advanceTo(db: Kysely<DB>, id: number, sid: string, status: string, errorCode: number | null, now: Date): Promise<boolean> {
  if (!isGatewayStatus(status)) return Promise.resolve(false);
  const from = STATUSES.filter((s) => RANK[s] < RANK[status]);
  return advanceGatewayMessage(db, id, { sid, status, from, errorCode }, now);
}

/** The URL Twilio signed for a callback that arrived at `requestUrl`: the configured callback URL with the request's query. */
export function signedUrlOf(settings: TwilioSettings, requestUrl: string): string {
  const url = new URL(requestUrl);
  return settings.statusCallback ? `${settings.statusCallback}${url.search}` : url.href;
}

/** Whether `signature` is Twilio's for `url` and the form `params` (a missing or malformed one is not). */
export function validTwilioSignature(
  settings: TwilioSettings,
  signature: string | undefined,
  url: string,
  params: Record<string, string | string[]>,
): boolean {
  if (!signature) return false;
  try {
    return twilio.validateRequest(settings.authToken, signature, url, params);
  } catch {
    return false;
  }
}

/** The form fields of a urlencoded body (a field sent twice keeps every value, as Twilio signs them). */
export function formParams(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

/** The fields of a status callback this records. */
export const statusCallbackSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, 'a message SID'),
  MessageStatus: z.string().regex(/^[a-z_]{1,40}$/, 'a message status'),
  ErrorCode: z
    .string()
    .regex(/^\d{1,10}$/, 'a number')
    .optional(),
});

export type StatusCallback = z.output<typeof statusCallbackSchema>;

/**
 * Record a receipt: on message `id` (from the callback URL's `m`), else on the message with the
 * MessageSid. False when no message matches or nothing changed (a replay, a late or unknown status).
 */
export async function recordTwilioStatus(db: Kysely<DB>, receipt: StatusCallback, id: number | undefined, now: Date): Promise<boolean> {
  let row: GatewayMessageRow | undefined;
  if (id !== undefined) row = await gatewayMessageById(db, id);
  row ??= await gatewayMessageBySid(db, receipt.MessageSid);
  if (!row || (row.provider_sid !== null && row.provider_sid !== receipt.MessageSid)) return false;
  const errorCode = receipt.ErrorCode === undefined ? null : Number(receipt.ErrorCode);
  return advanceTo(db, row.id, receipt.MessageSid, receipt.MessageStatus, errorCode, now);
}
