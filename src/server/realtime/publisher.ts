/**
 * The one way the server publishes realtime events: `publish(channels, event, data, excludeSocketId)`.
 * The built-in implementation delivers to the local server; with PUSHER_* settings the official
 * `pusher` SDK sends the events to Pusher Channels or any Pusher-compatible server. Both encrypt
 * events on `private-encrypted-` channels and refuse data over 10 KB, so callers see one behaviour.
 */
import Pusher from 'pusher';
import { channelKind } from './channels.ts';
import { encryptEvent } from './encrypt.ts';
import type { Hub } from './hub.ts';
import { dataBytes, MAX_EVENT_DATA_BYTES } from './protocol.ts';
import type { ExternalPusher } from './settings.ts';

/** Publishes events to channels. */
export interface Publisher {
  /** Send `event` with `data` to every subscriber of `channels` except the socket `excludeSocketId`. */
  publish(channels: string[], event: string, data: unknown, excludeSocketId?: string): Promise<void>;
}

/** Channels one HTTP API call may name (Pusher's limit). */
const CHANNELS_PER_CALL = 100;

/** The publisher's error for data over 10 KB. */
export class EventTooLargeError extends RangeError {
  constructor(bytes: number) {
    super(`The event data has ${bytes} bytes; at most ${MAX_EVENT_DATA_BYTES} are sent.`);
  }
}

function checkSize(data: unknown): void {
  const bytes = dataBytes(data);
  if (bytes > MAX_EVENT_DATA_BYTES) throw new EventTooLargeError(bytes);
}

/** Deliver to the built-in server's subscribers. */
export function localPublisher(hub: Hub, masterKey?: Buffer): Publisher {
  return {
    // An executor that throws rejects: callers see errors as rejections, as with the SDK.
    publish: (channels, event, data, excludeSocketId) =>
      new Promise<void>((resolve) => {
        checkSize(data);
        const plain = channels.filter((c) => channelKind(c) !== 'encrypted');
        // Strings go as they are, anything else as JSON (what the SDK sends, so clients see the same).
        if (plain.length) hub.publish(plain, event, typeof data === 'string' ? data : JSON.stringify(data), excludeSocketId);
        for (const channel of channels.filter((c) => channelKind(c) === 'encrypted')) {
          if (!masterKey) throw new Error('Encrypted channels need an encryption master key.');
          hub.publish([channel], event, encryptEvent(channel, masterKey, data), excludeSocketId);
        }
        resolve();
      }),
  };
}

/** Publish through the official SDK to Pusher Channels or a Pusher-compatible server. */
export function pusherPublisher(cfg: ExternalPusher): Publisher {
  const client = new Pusher({
    appId: cfg.appId,
    key: cfg.key,
    secret: cfg.secret,
    useTLS: cfg.useTLS,
    ...(cfg.host ? { host: cfg.host, ...(cfg.port ? { port: String(cfg.port) } : {}) } : { cluster: cfg.cluster ?? 'mt1' }),
    ...(cfg.encryptionMasterKeyBase64 ? { encryptionMasterKeyBase64: cfg.encryptionMasterKeyBase64 } : {}),
  });
  return {
    async publish(channels, event, data, excludeSocketId) {
      checkSize(data);
      const params = excludeSocketId ? { socket_id: excludeSocketId } : undefined;
      const plain = channels.filter((c) => channelKind(c) !== 'encrypted');
      const calls: Promise<unknown>[] = [];
      for (let i = 0; i < plain.length; i += CHANNELS_PER_CALL) {
        calls.push(client.trigger(plain.slice(i, i + CHANNELS_PER_CALL), event, data, params));
      }
      // The SDK encrypts one channel per call (each has its own key).
      for (const channel of channels.filter((c) => channelKind(c) === 'encrypted'))
        calls.push(client.trigger(channel, event, data, params));
      await Promise.all(calls);
    },
  };
}
