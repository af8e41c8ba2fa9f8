/**
 * The built-in realtime server when the API runs as several workers (src/server/cluster.ts): one
 * worker, the lead, holds the server (the hub) and serves it a second time on a loopback port of
 * its own; every other worker relays to that port. A WebSocket upgrade landing on another worker
 * is passed on byte for byte: its request head as it came, plus the client's socket address in a
 * header that only this hop sets (with the cluster's token beside it, so nothing else can set it),
 * and then both directions piped. Events are published through the hub's Pusher HTTP API with the
 * official SDK, signed with the built-in app's own key and secret, as to an external service. So
 * the channels, the presence members and the flood limits per address and session live in one
 * process, as with one worker.
 */
import type { IncomingMessage, Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { pusherHttpApi } from './http-api.ts';
import { pusherPublisher, type Publisher } from './publisher.ts';
import type { RealtimeServer } from './server.ts';
import type { SigningKeys } from './settings.ts';
import { sameText, type AppCredentials } from './signing.ts';

/** The cluster's token, proving the relay set the address header. */
export const RELAY_TOKEN_HEADER = 'x-realtime-relay-token';
/** The client's socket address as the relaying worker saw it. */
export const RELAY_ADDRESS_HEADER = 'x-realtime-relay-address';

/** The WebSocket endpoint of the Pusher protocol (what is relayed; anything else is not found). */
const SOCKET_PATH = /^\/app\/[^/?]+\/?(?:\?|$)/;
/** The Pusher HTTP API of the built-in server. */
const HTTP_API_PATH = /^\/apps\//;

/** The client address a relayed upgrade carries, when it carries the cluster's `token`; undefined otherwise. */
export function relayedAddress(req: IncomingMessage, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const given = req.headers[RELAY_TOKEN_HEADER];
  const address = req.headers[RELAY_ADDRESS_HEADER];
  if (typeof given !== 'string' || typeof address !== 'string' || !address) return undefined;
  return sameText(given, token) ? address : undefined;
}

/** Whether a request is one of the Pusher HTTP API's (`/apps/{id}/…`), which the hub answers. */
export function isHubApiRequest(path: string): boolean {
  return HTTP_API_PATH.test(path);
}

/** The hub served on 127.0.0.1 for the other workers: its WebSocket endpoint and its Pusher HTTP API. */
export interface HubEndpoint {
  port: number;
  close(): Promise<void>;
}

/** Serve the lead's realtime server on a free loopback port (the other workers relay to it). */
export async function serveHub(server: RealtimeServer, app: AppCredentials): Promise<HubEndpoint> {
  const http = createAdaptorServer({ fetch: pusherHttpApi(app, server.hub).fetch }) as Server;
  // Exclusive: in a cluster worker the port is this process's own, not shared through the primary.
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve());
  });
  server.attach(http);
  return {
    port: (http.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}

/** The largest HTTP API body relayed (the hub's own limit). */
const MAX_API_BODY_BYTES = 256 * 1024;

/** The body of `request`, or null when it is longer than `max` bytes (read no further). */
async function readAtMost(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > max) return null;
      chunks.push(chunk);
    }
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Answer an upgrade that cannot be relayed, and close the connection. */
function refuse(socket: Duplex, status: string, retry = false): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n${retry ? 'Retry-After: 5\r\n' : ''}Content-Length: 0\r\n\r\n`);
}

/** A worker's link to the hub: relays upgrades and HTTP API calls there and publishes to it. */
export class RealtimeRelay {
  readonly #token: string;
  #port: number | undefined;
  #publisher: { port: number; publisher: Publisher } | undefined;
  /** Client sockets relayed now (closed when the worker stops). */
  readonly #open = new Set<Duplex>();
  readonly #attached = new Set<Server>();

  constructor(token: string, port?: number) {
    if (token.length < 16) throw new Error('the relay token must have at least 16 characters');
    this.#token = token;
    this.#port = port;
  }

  /** The hub's loopback port; undefined while the lead restarts (upgrades are answered 503 meanwhile). */
  get port(): number | undefined {
    return this.#port;
  }

  set port(port: number | undefined) {
    this.#port = port;
  }

  /** Connections relayed now. */
  get size(): number {
    return this.#open.size;
  }

  /** Publish through the hub's HTTP API with the built-in app's keys (the SDK encrypts encrypted channels). */
  publisher(keys: SigningKeys): Publisher {
    return {
      publish: (channels, event, data, excludeSocketId) => {
        const port = this.#port;
        if (port === undefined) return Promise.reject(new Error('the realtime hub is restarting: the event was not delivered'));
        if (this.#publisher?.port !== port) {
          const publisher = pusherPublisher({
            ...keys.app,
            host: '127.0.0.1',
            port,
            useTLS: false,
            ...(keys.masterKey ? { encryptionMasterKeyBase64: keys.masterKey.toString('base64') } : {}),
          });
          this.#publisher = { port, publisher };
        }
        return this.#publisher.publisher.publish(channels, event, data, excludeSocketId);
      },
    };
  }

  /** Relay the WebSocket upgrades of an HTTP server to the hub. */
  attach(server: Server): void {
    if (this.#attached.has(server)) return;
    this.#attached.add(server);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.handleUpgrade(req, socket, head));
  }

  /** Pass one upgrade request on to the hub, byte for byte, and pipe both ways. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!SOCKET_PATH.test(req.url ?? '')) return refuse(socket, '404 Not Found');
    const port = this.#port;
    if (port === undefined) return refuse(socket, '503 Service Unavailable', true);
    const lines = [`${req.method ?? 'GET'} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i]!;
      const lower = name.toLowerCase();
      // Only this hop says where the client is.
      if (lower === RELAY_TOKEN_HEADER || lower === RELAY_ADDRESS_HEADER) continue;
      lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
    }
    lines.push(`${RELAY_TOKEN_HEADER}: ${this.#token}`, `${RELAY_ADDRESS_HEADER}: ${req.socket.remoteAddress ?? 'unknown'}`);
    const upstream = connect(port, '127.0.0.1');
    let connected = false;
    this.#open.add(socket);
    const done = () => {
      this.#open.delete(socket);
      socket.destroy();
      upstream.destroy();
    };
    upstream.once('connect', () => {
      connected = true;
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      // The hub is gone (the lead restarts): before the handshake the client hears so; after it, the connection ends.
      if (!connected && !socket.destroyed) {
        this.#open.delete(socket);
        refuse(socket, '503 Service Unavailable', true);
        upstream.destroy();
      } else done();
    });
    upstream.on('close', () => {
      if (connected) done();
    });
    socket.on('error', done);
    socket.on('close', done);
  }

  /** Forward a Pusher HTTP API call (`POST /apps/{id}/events`) to the hub, answering 503 while it restarts. */
  async forward(request: Request): Promise<Response> {
    const port = this.#port;
    if (port === undefined) return new Response('The realtime server is restarting.', { status: 503, headers: { 'retry-after': '5' } });
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readAtMost(request, MAX_API_BODY_BYTES);
    if (body === null) return new Response('Request too large', { status: 413 });
    const headers = new Headers(request.headers);
    for (const name of ['host', 'content-length', 'connection', 'transfer-encoding']) headers.delete(name);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, { method: request.method, headers, body });
      return new Response(await answer.arrayBuffer(), {
        status: answer.status,
        headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain; charset=UTF-8' },
      });
    } catch {
      return new Response('The realtime server is restarting.', { status: 503, headers: { 'retry-after': '5' } });
    }
  }

  /** Close every relayed connection (the clients reconnect). */
  close(): void {
    for (const socket of this.#open) socket.destroy();
    this.#open.clear();
  }
}
