/**
 * The browser's realtime connection (SPEC §7 Realtime, §4 connection states, §9 timings): one
 * pusher-js client per page, created on first use from `GET /realtime/config` (key, cluster or host
 * and port, no forced TLS locally), authorising private and presence channels at
 * `/broadcasting/auth` with the session cookie. `$realtimeState` holds the six connection states for
 * the UI ("reconnecting…"). pusher-js loads only with the first call: import this module lazily
 * from islands that are not signed-in-only.
 */
import { atom } from 'nanostores';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { authorizeChannel, getRealtimeConfig } from './api/client/realtime.ts';

/** The states of a Pusher-protocol connection, as pusher-js reports them. */
export const REALTIME_STATES = ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

/** The connection's state; `initialized` until a client exists. */
export const $realtimeState = atom<RealtimeState>('initialized');

let client: Promise<Pusher | null> | undefined;
/** The status of the last refused authorisation per channel (pusher-js passes only a message on). */
const refusals = new Map<string, number>();
let current: Pusher | undefined;

function isState(s: string): s is RealtimeState {
  return (REALTIME_STATES as readonly string[]).includes(s);
}

async function create(): Promise<Pusher | null> {
  const [{ default: PusherJs }, res] = await Promise.all([import('pusher-js'), getRealtimeConfig()]);
  if (!res.data) {
    // No configuration (offline, or the API refused): a later call tries again.
    client = undefined;
    $realtimeState.set('failed');
    return null;
  }
  const c = res.data.results;
  const pusher = new PusherJs(c.key, {
    cluster: c.cluster ?? '',
    ...(c.wsHost ? { wsHost: c.wsHost, wsPort: c.wsPort, wssPort: c.wsPort, httpHost: c.wsHost } : {}),
    forceTLS: c.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: c.activityTimeout,
    pongTimeout: c.pongTimeout,
    unavailableTimeout: c.unavailableTimeout,
    channelAuthorization: {
      endpoint: c.authEndpoint,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        void authorizeChannel(c.authEndpoint, socketId, channelName).then((auth) => {
          if (auth.data) return callback(null, auth.data);
          refusals.set(channelName, auth.status);
          callback(new Error(`channel authorisation answered ${auth.status}`), null);
        });
      },
    },
  });
  $realtimeState.set(isState(pusher.connection.state) ? pusher.connection.state : 'connecting');
  pusher.connection.bind('state_change', ({ current: state }: { current: string }) => {
    if (isState(state)) $realtimeState.set(state);
  });
  current = pusher;
  return pusher;
}

/** The page's client, connecting on first use; null when the configuration could not be loaded. */
export function connectRealtime(): Promise<Pusher | null> {
  client ??= create();
  return client;
}

/** The connection's socket id (sent as `x-socket-id` so the sender's own tab is not told twice). */
export function realtimeSocketId(): string | undefined {
  return current?.connection.socket_id ?? undefined;
}

/** Close the connection (after logout); the next use opens a new one. */
export function disconnectRealtime(): void {
  current?.disconnect();
  current = undefined;
  client = undefined;
  $realtimeState.set('disconnected');
}

type Handler = (data: never) => void;
const users = new Map<string, number>();

/**
 * Listen to events of a channel; several islands may listen to the same channel. Returns the
 * function that stops listening (the channel is left when its last listener goes).
 * `onSubscribed` runs after every (re)subscription, the moment to fetch what was missed;
 * `onError` gets the status of a refused authorisation (SPEC §8).
 */
export function listen(
  channelName: string,
  events: Record<string, Handler>,
  hooks: { onSubscribed?: (channel: Channel) => void; onError?: (status: number) => void } = {},
): () => void {
  let stopped = false;
  let undo = () => {};
  void connectRealtime().then((pusher) => {
    if (!pusher || stopped) return;
    users.set(channelName, (users.get(channelName) ?? 0) + 1);
    const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
    const bound: Array<[string, (data: unknown) => void]> = [];
    for (const [event, fn] of Object.entries(events)) bound.push([event, fn as (data: unknown) => void]);
    for (const [event, fn] of bound) channel.bind(event, fn);
    const subscribed = () => hooks.onSubscribed?.(channel);
    const failed = (err: { status?: number }) => hooks.onError?.(err?.status ?? refusals.get(channelName) ?? 0);
    channel.bind('pusher:subscription_succeeded', subscribed);
    channel.bind('pusher:subscription_error', failed);
    if (channel.subscribed) subscribed();
    undo = () => {
      for (const [event, fn] of bound) channel.unbind(event, fn);
      channel.unbind('pusher:subscription_succeeded', subscribed);
      channel.unbind('pusher:subscription_error', failed);
      const left = (users.get(channelName) ?? 1) - 1;
      if (left > 0) users.set(channelName, left);
      else {
        users.delete(channelName);
        pusher.unsubscribe(channelName);
      }
    };
  });
  return () => {
    stopped = true;
    undo();
  };
}

/**
 * Send a client event (`client-…`) on a subscribed private or presence channel: the others on it
 * receive it, the sender does not (typing indicator). False while the channel is not subscribed.
 */
export function whisper(channelName: string, event: `client-${string}`, data: unknown): boolean {
  const channel = current?.channel(channelName);
  return channel?.subscribed ? channel.trigger(event, data) : false;
}
