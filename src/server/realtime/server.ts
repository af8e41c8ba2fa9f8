/**
 * The built-in Pusher-protocol (version 7) WebSocket server. It shares the HTTP server of the site
 * and API: upgrade requests on `/app/{key}` become connections; everything else is left alone.
 * Idle sockets are pinged after the activity timeout and closed (4201) when the pong timeout passes
 * without an answer; closing the server tells every client to reconnect (4200).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../context.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  CLIENT_EVENTS_PER_SECOND,
  CODES,
  errorFrame,
  frame,
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
  /** Connections served at most; more are refused with 4100 (default 20,000). */
  maxConnections?: number;
  clientEventsPerSecond?: number;
  log?: Logger;
}

const PATH = /^\/app\/([^/?]+)\/?$/;

export class RealtimeServer {
  readonly hub = new Hub();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  private readonly connections = new Map<string, Connection>();
  private readonly attached = new Set<Server>();
  private sweeper: NodeJS.Timeout | undefined;
  private closing = false;

  private readonly opts: RealtimeServerOptions;

  constructor(opts: RealtimeServerOptions) {
    this.opts = opts;
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
    this.wss.handleUpgrade(req, socket, head, (ws) => this.open(ws, decodeURIComponent(match[1]!), url.searchParams.get('protocol')));
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
    if (this.connections.size >= (this.opts.maxConnections ?? 20_000)) return refuse(CODES.overCapacity, 'Over capacity; try again later.');

    // The idle sweep starts with the first connection: apps that never serve one keep no timer.
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), this.opts.sweepMs ?? 1000);
      this.sweeper.unref();
    }
    let id = newSocketId();
    while (this.connections.has(id)) id = newSocketId();
    const conn = new Connection(id, ws, {
      hub: this.hub,
      app: this.opts.app,
      clientEventsPerSecond: this.opts.clientEventsPerSecond ?? CLIENT_EVENTS_PER_SECOND,
      now: Date.now,
    });
    this.connections.set(id, conn);
    ws.on('message', (data, isBinary) => {
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
