/**
 * The built-in Pusher-protocol (version 7) WebSocket server. It shares the HTTP server of the site
 * and API: upgrade requests on `/app/{key}` become connections; everything else is left alone.
 * Idle sockets are pinged after the activity timeout and closed (4201) when the pong timeout passes
 * without an answer; closing the server tells every client to reconnect (4200).
 *
 * Floods are refused before a socket is made: an upgrade over the connections one client address
 * (an IPv6 client by its /64) or one session may hold, or over the server's cap (by default half
 * the process's open-file limit, so HTTP keeps its descriptors), is answered `429`/`503` and the
 * TCP connection closed at once (an upgrade another worker of a cluster relayed counts by the client
 * address that worker saw: ./relay.ts). A connection subscribes to at most `maxChannelsPerConnection`
 * channels, and only to the public channels named in `publicChannels` (the product uses none); it
 * sends frames of at most 32 KB and, after a burst, FRAMES_PER_SECOND of them, or is closed (4100).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { addressKey } from '../auth/rate-limit.ts';
import { forwardedClient } from '../http/client-address.ts';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../context.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import { relayedAddress } from './relay.ts';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  CLIENT_EVENTS_PER_SECOND,
  CODES,
  errorFrame,
  frame,
  FRAME_BURST,
  FRAMES_PER_SECOND,
  MAX_FRAME_BYTES,
  PONG_TIMEOUT_SECONDS,
  PROTOCOL_VERSION,
} from './protocol.ts';
import { newSocketId, type AppCredentials } from './signing.ts';

export interface RealtimeServerOptions {
  app: AppCredentials;
  /** Seconds of silence before the server pings (default 120). */
  activityTimeoutSeconds?: number;
  /** Seconds to wait for an answer to that ping (default 30). */
  pongTimeoutSeconds?: number;
  /** How often idle sockets are looked for (default every second). */
  sweepMs?: number;
  /** Connections served at most; more are refused (default: half the open-file limit, at most 20,000). */
  maxConnections?: number;
  /** Connections one client address (an IPv6 client per /64) may hold (default 30). */
  maxConnectionsPerAddress?: number;
  /** Connections one session (its `jwt` cookie) may hold (default 15). */
  maxConnectionsPerSession?: number;
  /** Channels one connection may subscribe to (default 100). */
  maxChannelsPerConnection?: number;
  /** Public channel names clients may subscribe to (default none: every product channel is private or presence). */
  publicChannels?: readonly string[];
  /** Proxies in front that append to X-Forwarded-For (0: the socket's address is the client's). */
  trustedHops?: number;
  /**
   * The token of a cluster's relaying workers (./relay.ts): an upgrade carrying it is counted by the
   * client address the relay saw instead of the relay's loopback address.
   */
  relayToken?: string;
  /** Told of refused upgrades (once a minute per address and reason, 100 a minute at most): the security log. */
  onRefused?: (refusal: UpgradeRefusal) => void;
  clientEventsPerSecond?: number;
  /** Frames of any kind one connection may send per second after its burst (defaults in protocol.ts). */
  framesPerSecond?: number;
  frameBurst?: number;
  log?: Logger;
}

/** Why an upgrade was refused, and from where. */
export interface UpgradeRefusal {
  reason: 'address' | 'session' | 'capacity';
  address: string;
  open: number;
}

/** Defaults of the flood limits. */
export const REALTIME_LIMITS = {
  connectionsPerAddress: 30,
  connectionsPerSession: 15,
  channelsPerConnection: 100,
  maxConnections: 20_000,
} as const;

/** The soft open-file limit of this process (Linux /proc), or undefined where it cannot be read. */
export function openFileLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(limits, 'utf8'))?.[1];
    return line === undefined || line === 'unlimited' ? undefined : Number(line);
  } catch {
    return undefined;
  }
}

/** The default connection cap: half the open-file limit (the rest stays for HTTP, files, the database), at most 20,000. */
export function defaultMaxConnections(fileLimit = openFileLimit()): number {
  return fileLimit === undefined
    ? REALTIME_LIMITS.maxConnections
    : Math.max(1, Math.min(REALTIME_LIMITS.maxConnections, Math.floor(fileLimit / 2)));
}

/** The session cookie of an upgrade request, if any. */
function sessionCookie(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)jwt=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
}

const PATH = /^\/app\/([^/?]+)\/?$/;

/** Refused upgrades logged a minute at most, over all addresses and reasons. */
const REPORTS_PER_MINUTE = 100;

export class RealtimeServer {
  readonly hub = new Hub();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  private readonly connections = new Map<string, Connection>();
  /** Open connections per client address key and per session cookie (entries leave at zero). */
  private readonly perAddress = new Map<string, number>();
  private readonly perSession = new Map<string, number>();
  /** Refusals reported in the current minute (by reason and address; `capacity` once for all addresses). */
  private readonly reported = new Set<string>();
  private reportedSince = 0;
  private readonly maxConnections: number;
  private readonly attached = new Set<Server>();
  private sweeper: NodeJS.Timeout | undefined;
  private closing = false;

  private readonly opts: RealtimeServerOptions;

  constructor(opts: RealtimeServerOptions) {
    this.opts = opts;
    this.maxConnections = opts.maxConnections ?? defaultMaxConnections();
  }

  /** Channels with at least one subscriber, and the per-address and per-session counters held (they drop to 0 when everyone left). */
  get held(): { channels: number; addresses: number; sessions: number } {
    return { channels: this.hub.channelCount, addresses: this.perAddress.size, sessions: this.perSession.size };
  }

  /** Connections open right now. */
  get size(): number {
    return this.connections.size;
  }

  /** Serve upgrade requests of an HTTP server (only `/app/…` paths; others are answered 404). */
  attach(server: Server): void {
    if (this.attached.has(server)) return;
    this.attached.add(server);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.handleUpgrade(req, socket, head));
  }

  /** Take over one upgrade request. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = PATH.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const address = this.addressOf(req);
    const session = sessionCookie(req);
    const refusal = this.overLimit(address, session);
    if (refusal) {
      this.report({ reason: refusal, address, open: this.connections.size });
      const status = refusal === 'capacity' ? '503 Service Unavailable' : '429 Too Many Requests';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nRetry-After: 30\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    // Counted before the handshake finishes, so a burst cannot slip past the limits meanwhile.
    this.count(address, session, +1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.count(address, session, -1);
    };
    socket.once('close', release);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      ws.once('close', release);
      this.open(ws, decodeURIComponent(match[1]!), url.searchParams.get('protocol'));
    });
  }

  /** The client address key of an upgrade (behind trusted proxies from X-Forwarded-For, relayed by a worker from its header; IPv6 per /64). */
  private addressOf(req: IncomingMessage): string {
    const hops = this.opts.trustedHops ?? 0;
    const header = req.headers['x-forwarded-for'];
    const forwarded = hops > 0 ? forwardedClient(Array.isArray(header) ? header.join(',') : header, hops) : undefined;
    return addressKey(forwarded ?? relayedAddress(req, this.opts.relayToken) ?? req.socket.remoteAddress ?? 'unknown');
  }

  /** Which limit a new connection would pass, if any. */
  private overLimit(address: string, session: string | undefined): UpgradeRefusal['reason'] | undefined {
    if (this.total >= this.maxConnections) return 'capacity';
    if ((this.perAddress.get(address) ?? 0) >= (this.opts.maxConnectionsPerAddress ?? REALTIME_LIMITS.connectionsPerAddress))
      return 'address';
    if (session && (this.perSession.get(session) ?? 0) >= (this.opts.maxConnectionsPerSession ?? REALTIME_LIMITS.connectionsPerSession))
      return 'session';
    return undefined;
  }

  /** Connections counted: open or in their handshake. */
  private total = 0;

  private count(address: string, session: string | undefined, by: 1 | -1): void {
    const bump = (map: Map<string, number>, key: string) => {
      const n = (map.get(key) ?? 0) + by;
      if (n > 0) map.set(key, n);
      else map.delete(key);
    };
    bump(this.perAddress, address);
    if (session) bump(this.perSession, session);
    this.total += by;
  }

  /**
   * Log a refusal (and tell `onRefused`): once a minute per address and reason, once a minute for a
   * full server whoever knocks, and at most REPORTS_PER_MINUTE in all, so a flood from many
   * addresses neither floods the log nor the database.
   */
  private report(r: UpgradeRefusal): void {
    const now = Date.now();
    if (now - this.reportedSince >= 60_000) {
      this.reported.clear();
      this.reportedSince = now;
    }
    const key = r.reason === 'capacity' ? 'capacity' : `${r.reason} ${r.address}`;
    if (this.reported.has(key) || this.reported.size >= REPORTS_PER_MINUTE) return;
    this.reported.add(key);
    this.opts.log?.error('realtime connection refused', { ...r });
    this.opts.onRefused?.(r);
  }

  private open(ws: WebSocket, key: string, protocol: string | null): void {
    const refuse = (code: number, message: string) => {
      ws.send(errorFrame(code, message));
      ws.close(code, message);
    };
    if (this.closing) return refuse(CODES.reconnect, 'The server is restarting; reconnect shortly.');
    if (key !== this.opts.app.key) return refuse(CODES.appDoesNotExist, `No app with key ${key}.`);
    if (protocol === null) return refuse(CODES.noVersion, 'No protocol version given.');
    if (!/^\d+$/.test(protocol)) return refuse(CODES.invalidVersion, 'The protocol version is not a number.');
    if (Number(protocol) !== PROTOCOL_VERSION)
      return refuse(CODES.unsupportedVersion, `Only protocol version ${PROTOCOL_VERSION} is served.`);
    if (this.connections.size >= this.maxConnections) return refuse(CODES.overCapacity, 'Over capacity; try again later.');

    // The idle sweep starts with the first connection: apps that never serve one keep no timer.
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), this.opts.sweepMs ?? 1000);
      this.sweeper.unref();
    }
    let id = newSocketId();
    while (this.connections.has(id)) id = newSocketId();
    const maxChannels = this.opts.maxChannelsPerConnection ?? REALTIME_LIMITS.channelsPerConnection;
    const conn = new Connection(id, ws, {
      hub: this.hub,
      app: this.opts.app,
      clientEventsPerSecond: this.opts.clientEventsPerSecond ?? CLIENT_EVENTS_PER_SECOND,
      maxChannels,
      publicChannels: new Set(this.opts.publicChannels ?? []),
      framesPerSecond: this.opts.framesPerSecond ?? FRAMES_PER_SECOND,
      // Room to subscribe to every allowed channel at once, twice (a reconnect right after a connect).
      frameBurst: this.opts.frameBurst ?? Math.max(FRAME_BURST, 2 * maxChannels),
      now: Date.now,
    });
    this.connections.set(id, conn);
    ws.on('message', (data, isBinary) => {
      if (!conn.admit()) return;
      if (isBinary) return conn.send(errorFrame(null, 'Binary frames are not served.'));
      conn.receive((data as Buffer).toString());
    });
    ws.on('close', () => {
      this.connections.delete(id);
      conn.leaveAll();
    });
    ws.on('error', (err) => this.opts.log?.error('realtime socket error', { socketId: id, error: err.message }));
    const activity = this.opts.activityTimeoutSeconds ?? ACTIVITY_TIMEOUT_SECONDS;
    conn.send(frame('pusher:connection_established', { socket_id: id, activity_timeout: Math.max(1, Math.round(activity)) }));
  }

  /** Ping sockets silent for the activity timeout; close those that did not answer within the pong timeout. */
  private sweep(): void {
    const now = Date.now();
    const activityMs = (this.opts.activityTimeoutSeconds ?? ACTIVITY_TIMEOUT_SECONDS) * 1000;
    const pongMs = (this.opts.pongTimeoutSeconds ?? PONG_TIMEOUT_SECONDS) * 1000;
    for (const conn of this.connections.values()) {
      if (conn.pingedAt !== null) {
        if (now - conn.pingedAt >= pongMs) conn.close(CODES.pongNotReceived, 'Pong reply not received.');
      } else if (now - conn.lastSeen >= activityMs) {
        conn.pingedAt = now;
        conn.send(frame('pusher:ping', {}));
      }
    }
  }

  /** Tell every client to reconnect (4200) and stop serving. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    for (const conn of this.connections.values()) conn.close(CODES.reconnect, 'The server is restarting; reconnect shortly.');
    // Sockets that do not finish the closing handshake soon are cut.
    await new Promise((resolve) => setTimeout(resolve, this.connections.size ? 200 : 0));
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
