/**
 * Signatures of the Pusher protocol: channel authorisation (`key:hex(HMAC-SHA256(secret,
 * "socket_id:channel[:channel_data]"))`), the per-channel shared secret of encrypted channels, and
 * the signed query string of the HTTP API.
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The credentials of one Pusher app. */
export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

/** Hex HMAC-SHA256 of `text` with `secret`. */
export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compare two strings in constant time (different lengths are simply unequal). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The `auth` value that admits `socketId` to `channel` (with the presence `channelData` string). */
export function channelAuth(app: Pick<AppCredentials, 'key' | 'secret'>, socketId: string, channel: string, channelData?: string): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, text)}`;
}

/** Whether an `auth` value a client sent is the right one. */
export function verifyChannelAuth(
  app: Pick<AppCredentials, 'key' | 'secret'>,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  return typeof auth === 'string' && sameText(auth, channelAuth(app, socketId, channel, channelData));
}

/** The key of one encrypted channel: SHA-256 of its name followed by the 32-byte master key (as Pusher derives it). */
export const channelSharedSecret = (channel: string, masterKey: Buffer): Buffer =>
  createHash('sha256')
    .update(Buffer.concat([Buffer.from(channel), masterKey]))
    .digest();

const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

/** Whether a string has the socket id shape `digits.digits`. */
export const isSocketId = (id: unknown): id is string => typeof id === 'string' && SOCKET_ID.test(id);

/** A new random socket id. */
export const newSocketId = () => `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;

/** MD5 hex of a request body (`body_md5`). */
export const md5Hex = (body: string) => createHash('md5').update(body).digest('hex');

/** The signature of an HTTP API call: HMAC of "METHOD\npath\nsorted query without auth_signature". */
export function requestSignature(secret: string, method: string, path: string, query: Record<string, string>): string {
  const text = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  return hmacHex(secret, [method.toUpperCase(), path, text].join('\n'));
}
