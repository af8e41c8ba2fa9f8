/**
 * The browser's realtime connection (SPEC §7 Realtime, §4 connection states, §8, §9 timings): one
 * pusher-js client per page, created on first use from `GET /realtime/config` (key, cluster or host
 * and port, no forced TLS locally), authorising private, presence and encrypted channels at
 * `/broadcasting/auth` with the session cookie. `$realtimeState` holds the six connection states for
 * the UI ("reconnecting…"). pusher-js loads only with the first call: import this module lazily
 * from islands that are not signed-in-only.
 *
 * Encrypted channels (`private-encrypted-…`) need pusher-js's encryption build, which is about half
 * as large again: it loads only on a page that listens to such a channel. When the page already
 * runs the plain build, an encryption client is opened beside it and, once connected, takes over
 * every listener (each hears `onSubscribed` again and fetches what it may have missed); then the
 * plain one closes. A subscription whose authorisation carries no shared secret fails (SPEC §8).
 */
import { atom } from 'nanostores';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { authorizeChannel, getRealtimeConfig } from './api/client/realtime.ts';
import type { RealtimeConfig } from './api/realtime.ts';

/** The states of a Pusher-protocol connection, as pusher-js reports them. */
export const REALTIME_STATES = ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

/** The prefix of encrypted channels (their events are end-to-end encrypted between server and page). */
export const ENCRYPTED_CHANNEL_PREFIX = 'private-encrypted-';

/** Whether `channelName` is an encrypted channel (it needs the encryption build). */
export function isEncryptedChannel(channelName: string): boolean {
  return channelName.startsWith(ENCRYPTED_CHANNEL_PREFIX);
}

/** The connection's state; `initialized` until a client exists. */
export const $realtimeState = atom<RealtimeState>('initialized');

type PusherClass = new (key: string, options: ConstructorParameters<typeof Pusher>[1]) => Pusher;

/** The client of the page, or the one on its way: its promise and whether it is the encryption build. */
let client: { ready: Promise<Pusher | null>; encrypted: boolean } | undefined;
/** The client listeners are attached to, and whether it decrypts. */
let current: Pusher | undefined;
let currentEncrypted = false;
/** Bumped by disconnectRealtime: a client opened for an older generation is closed at once. */
let generation = 0;
/** Encryption clients waiting to take over (closed by disconnectRealtime too). */
const opening = new Set<Pusher>();
/** The status of the last refused authorisation per channel (pusher-js passes only a message on). */
const refusals = new Map<string, number>();

function isState(s: string): s is RealtimeState {
  return (REALTIME_STATES as readonly string[]).includes(s);
}

/**
 * The pusher-js build: the plain one, or the one that reads encrypted channels (its own chunk).
 * `pusher-js/with-encryption` is a CommonJS file requiring the UMD build: bundled, its default
 * export can be the wrapped module (`{ default: Pusher }`) rather than the class itself.
 */
async function pusherBuild(encrypted: boolean): Promise<PusherClass> {
  let build: unknown = (encrypted ? await import('pusher-js/with-encryption') : await import('pusher-js')).default;
  for (let depth = 0; typeof build !== 'function' && depth < 3; depth++) build = (build as { default?: unknown } | undefined)?.default;
  if (typeof build !== 'function') throw new TypeError(`pusher-js${encrypted ? '/with-encryption' : ''} exports no client class`);
  return build as PusherClass;
}

/** A client for the configuration (not connected to the state store yet). */
function construct(PusherJs: PusherClass, c: RealtimeConfig): Pusher {
  return new PusherJs(c.key, {
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
          if (auth.data) {
            // A refusal of an earlier attempt says nothing about this one.
            refusals.delete(channelName);
            return callback(null, auth.data);
          }
          refusals.set(channelName, auth.status);
          callback(new Error(`channel authorisation answered ${auth.status}`), null);
        });
      },
    },
  });
}

/** The state store follows `pusher` from now on; returns the function that stops that. */
function follow(pusher: Pusher): () => void {
  const onChange = ({ current: state }: { current: string }) => {
    if (isState(state)) $realtimeState.set(state);
  };
  $realtimeState.set(isState(pusher.connection.state) ? pusher.connection.state : 'connecting');
  pusher.connection.bind('state_change', onChange);
  return () => pusher.connection.unbind('state_change', onChange);
}
let unfollow = () => {};

/** Resolves once `pusher` is connected (true), or false when it gives up first. */
function connected(pusher: Pusher): Promise<boolean> {
  return new Promise((resolve) => {
    if (pusher.connection.state === 'connected') return resolve(true);
    const onChange = ({ current: state }: { current: string }) => {
      if (state !== 'connected' && state !== 'failed' && state !== 'disconnected') return;
      pusher.connection.unbind('state_change', onChange);
      resolve(state === 'connected');
    };
    pusher.connection.bind('state_change', onChange);
  });
}

/** Make `pusher` the page's client: every listener moves to it and `previous` (if any) closes. */
function takeOver(pusher: Pusher, encrypted: boolean, previous: Pusher | undefined): void {
  // The previous client closes at once: its channels are not left one by one (pusher-js sends
  // frames a moment later, by then on a closing socket).
  for (const l of listeners) detach(l, true);
  unfollow();
  previous?.disconnect();
  current = pusher;
  currentEncrypted = encrypted;
  unfollow = follow(pusher);
  for (const l of listeners) if (!isEncryptedChannel(l.channelName) || encrypted) attach(l, pusher);
}

/** Open a client of the given build; with the plain one running, take over from it once connected. */
async function open(encrypted: boolean, running: Promise<Pusher | null> | undefined): Promise<Pusher | null> {
  const mine = generation;
  // A build that does not load (a failed chunk download) counts as no configuration.
  const [PusherJs, res] = await Promise.all([pusherBuild(encrypted).catch(() => undefined), getRealtimeConfig()]);
  const previous = (await running) ?? undefined;
  if (mine !== generation) return null;
  if (!PusherJs || !res.data) {
    // Offline, or the API refused: a running client stays; else a later call tries again.
    if (!previous) $realtimeState.set('failed');
    return previous ?? null;
  }
  const pusher = construct(PusherJs, res.data.results);
  if (previous) {
    // The running client keeps serving its listeners until the new one is connected.
    opening.add(pusher);
    const ok = await connected(pusher);
    opening.delete(pusher);
    if (mine !== generation || !ok) {
      pusher.disconnect();
      return mine === generation ? previous : null;
    }
  }
  takeOver(pusher, encrypted, previous);
  return pusher;
}

/** The page's client, of the encryption build when `encrypted` (upgrading a plain one). */
function connect(encrypted: boolean): Promise<Pusher | null> {
  if (client && (client.encrypted || !encrypted)) return client.ready;
  const running = client?.ready;
  const entry = { encrypted, ready: Promise.resolve<Pusher | null>(null) };
  entry.ready = open(encrypted, running).then((pusher) => {
    // Nothing came of it: the next call starts again (a running plain client stays the page's).
    if (client === entry && !(pusher && pusher === current && currentEncrypted === encrypted))
      client = current ? { encrypted: currentEncrypted, ready: Promise.resolve(current) } : undefined;
    return pusher;
  });
  client = entry;
  return entry.ready;
}

/** The page's client, connecting on first use; null when the configuration could not be loaded. */
export function connectRealtime(): Promise<Pusher | null> {
  return connect(false);
}

/** Whether the page's client is pusher-js's encryption build (false while there is none). */
export function realtimeDecrypts(): boolean {
  return !!current && currentEncrypted;
}

/** The connection's socket id (sent as `x-socket-id` so the sender's own tab is not told twice). */
export function realtimeSocketId(): string | undefined {
  return current?.connection.socket_id ?? undefined;
}

/** Close the connection (after logout); the next use opens a new one, and the listeners so far hear nothing more. */
export function disconnectRealtime(): void {
  generation++;
  for (const l of listeners) detach(l, true);
  listeners.clear();
  unfollow();
  unfollow = () => {};
  for (const pusher of opening) pusher.disconnect();
  opening.clear();
  current?.disconnect();
  current = undefined;
  currentEncrypted = false;
  client = undefined;
  $realtimeState.set('disconnected');
}

type Handler = (data: never) => void;

/** One `listen` call: its channel, events and hooks, and how to undo its bindings on the client it is attached to. */
interface Listener {
  channelName: string;
  events: Record<string, Handler>;
  hooks: { onSubscribed?: (channel: Channel) => void; onError?: (status: number) => void };
  /** Undo the bindings; `closing`: the client is about to close, so its channels need not be left. */
  detach?: (closing?: boolean) => void;
}

const listeners = new Set<Listener>();
/** Listeners per channel on the current client: the channel is left when its last listener goes. */
const users = new Map<string, number>();

function attach(l: Listener, pusher: Pusher): void {
  const { channelName, hooks } = l;
  users.set(channelName, (users.get(channelName) ?? 0) + 1);
  const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
  const bound = Object.entries(l.events) as [string, (data: unknown) => void][];
  for (const [event, fn] of bound) channel.bind(event, fn);
  const subscribed = () => hooks.onSubscribed?.(channel);
  const failed = (err: { status?: number }) => hooks.onError?.(err?.status ?? refusals.get(channelName) ?? 0);
  channel.bind('pusher:subscription_succeeded', subscribed);
  channel.bind('pusher:subscription_error', failed);
  if (channel.subscribed) subscribed();
  l.detach = (closing = false) => {
    l.detach = undefined;
    for (const [event, fn] of bound) channel.unbind(event, fn);
    channel.unbind('pusher:subscription_succeeded', subscribed);
    channel.unbind('pusher:subscription_error', failed);
    const left = (users.get(channelName) ?? 1) - 1;
    if (left > 0) users.set(channelName, left);
    else {
      users.delete(channelName);
      if (!closing) pusher.unsubscribe(channelName);
    }
  };
}

function detach(l: Listener, closing = false): void {
  l.detach?.(closing);
}

/**
 * Listen to events of a channel; several islands may listen to the same channel. Returns the
 * function that stops listening (the channel is left when its last listener goes).
 * `onSubscribed` runs after every (re)subscription, the moment to fetch what was missed;
 * `onError` gets the status of a refused authorisation (SPEC §8), 0 when no answer refused it (the
 * network, no client could be opened, or an encrypted channel's authorisation without its shared
 * secret). An encrypted channel's events arrive decrypted.
 */
export function listen(
  channelName: string,
  events: Record<string, Handler>,
  hooks: { onSubscribed?: (channel: Channel) => void; onError?: (status: number) => void } = {},
): () => void {
  const l: Listener = { channelName, events, hooks };
  const encrypted = isEncryptedChannel(channelName);
  listeners.add(l);
  void connect(encrypted).then(() => {
    // Attached already (a take-over), or stopped meanwhile.
    if (!listeners.has(l) || l.detach) return;
    // No client, or no encryption client, came of it: the channel is not heard (a later listen tries again).
    if (!current || (encrypted && !currentEncrypted)) return hooks.onError?.(0);
    attach(l, current);
  });
  return () => {
    listeners.delete(l);
    detach(l);
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
