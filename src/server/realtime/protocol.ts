/**
 * The Pusher Channels WebSocket protocol, version 7: the limits, close and error codes and the
 * frame shapes the built-in server speaks (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol).
 */

/** The only protocol version served (pusher-js 7 and later ask for it). */
export const PROTOCOL_VERSION = 7;

/** Seconds of silence after which a client pings (announced in `connection_established`, SPEC §9). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;

/** Seconds the server waits for any frame after its own ping before closing (SPEC §9 pong). */
export const PONG_TIMEOUT_SECONDS = 30;

/** Largest event `data` a client or a publisher may send, in bytes (Pusher's 10 KB). */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

/** Largest frame read at all; larger frames close the socket (1009) before they are parsed. */
export const MAX_FRAME_BYTES = 32 * 1024;

/** Client events a connection may send per second. */
export const CLIENT_EVENTS_PER_SECOND = 10;

/**
 * Frames of any kind (pings, subscriptions, client events) a connection may send: a burst of
 * FRAME_BURST (a page subscribing to all its channels at once), refilled at FRAMES_PER_SECOND.
 * A connection past it is closed with 4100, so the client backs off before it reconnects.
 */
export const FRAMES_PER_SECOND = 20;
export const FRAME_BURST = 200;

/** Members one presence channel holds at most (Pusher's limit). */
export const MAX_PRESENCE_MEMBERS = 100;

/** Longest event name (Pusher's limit). */
export const MAX_EVENT_NAME_LENGTH = 200;

/** Close and error codes of the protocol (4000-4099 no reconnect, 4100-4199 back off, 4200-4299 reconnect, 4300-4399 errors). */
export const CODES = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedVersion: 4007,
  noVersion: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

/** A frame as it travels: `data` is a JSON string from the server, an object or string from clients. */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A server frame as JSON text; `data` objects are encoded as a string, as the protocol wants. */
export function frame(event: string, data?: unknown, channel?: string): string {
  const out: Frame = { event };
  if (channel !== undefined) out.channel = channel;
  if (data !== undefined) out.data = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(out);
}

/** A `pusher:error` frame (its `data` stays an object: pusher-js reads `code` and `message` from it). */
export function errorFrame(code: number | null, message: string, channel?: string): string {
  return JSON.stringify({ event: 'pusher:error', ...(channel ? { channel } : {}), data: { code, message } });
}

/** A `pusher:subscription_error` frame for one channel (pusher-js raises it on the channel). */
export function subscriptionErrorFrame(channel: string, type: string, error: string, status: number): string {
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } });
}

/** Bytes of an event's data as a publisher sends it (strings as they are, anything else as JSON). */
export function dataBytes(data: unknown): number {
  return Buffer.byteLength(typeof data === 'string' ? data : (JSON.stringify(data) ?? ''));
}
