/**
 * How the server publishes realtime events: one injected function, so the services do not know
 * the transport (the built-in Pusher-protocol server, or Pusher Channels through its SDK).
 * Events are always published AFTER the row they describe is stored: the protocol keeps nothing,
 * and a client that missed an event fetches what it missed by seq.
 */
import type { Logger } from '../context.ts';

/** Publish `event` with `data` on `channels`; `excludeSocketId` is the sender's connection (no echo). */
export type Broadcast = (channels: string[], event: string, data: unknown, excludeSocketId?: string) => Promise<void>;

/** The publisher where no realtime transport is configured: events go nowhere. */
export const noBroadcast: Broadcast = () => Promise.resolve();

/** A Pusher socket id ("1234.5678"), as a client sends it in `x-socket-id`. */
export const SOCKET_ID = /^\d+\.\d+$/;

/**
 * Publish without failing the caller: the row is stored already, so a transport error only
 * delays delivery until the client fetches; it is logged.
 */
export async function publish(
  broadcast: Broadcast,
  log: Logger | undefined,
  channels: string[],
  event: string,
  data: unknown,
  excludeSocketId?: string,
): Promise<void> {
  try {
    await broadcast(channels, event, data, excludeSocketId);
  } catch (err) {
    log?.error('broadcast failed', { event, channels, error: err instanceof Error ? err.message : String(err) });
  }
}
