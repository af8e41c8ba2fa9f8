/**
 * Where a request comes from. The socket's peer is the only address nobody can forge; behind
 * trusted proxies (TRUST_PROXY) the client is the address the outermost trusted proxy saw, read
 * from the right-hand end of X-Forwarded-For, never its client-written left-hand end.
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of a request made in-process (`app.request`, no socket): the server itself. */
export const IN_PROCESS = 'local';

/** Headers a proxy adds; a loopback socket carrying one is a proxied request, not a local one. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

interface SocketBindings {
  incoming?: { socket?: { localAddress?: string; localPort?: number } };
}

/** The socket peer's address (`IN_PROCESS` without a socket). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket behind the request: it was made in-process.
    return IN_PROCESS;
  }
}

/** Whether an address is this machine's loopback (or the in-process caller). */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === IN_PROCESS || a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

/**
 * The client address in an X-Forwarded-For value when `hops` trusted proxies stand in front of
 * the server, each appending the address it saw: the entry `hops` places from the right (the
 * left-most entry when the chain is shorter, since every entry then came from a trusted proxy).
 * Undefined when the header is empty or that entry is not an IP address.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length || hops < 1) return undefined;
  const entry = entries[Math.max(0, entries.length - hops)]!;
  return isIP(entry) ? entry : undefined;
}

/** The client's address: from X-Forwarded-For behind `trustedHops` proxies, else the socket's. */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustedHops);
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}

/**
 * Whether the request comes from this machine itself: a loopback socket (never a forwarded
 * header decides it) that no proxy relayed.
 */
export function isLocalRequest(c: Context): boolean {
  return isLoopback(socketAddress(c)) && PROXY_HEADERS.every((h) => c.req.header(h) === undefined);
}

/**
 * This server's own origin for links in messages when no PUBLIC_SITE_URL is set: the address and
 * port the connection arrived on (`localhost` for loopback), never the client-written Host header.
 */
export function localOrigin(c: Context): string {
  const env = c.env as (SocketBindings & { server?: SocketBindings }) | undefined;
  const socket = (env?.server ?? env)?.incoming?.socket;
  const port = socket?.localPort ? `:${socket.localPort}` : '';
  const address = socket?.localAddress?.replace(/^::ffff:/, '');
  if (!address || isLoopback(address)) return `http://localhost${port}`;
  return `http://${isIP(address) === 6 ? `[${address}]` : address}${port}`;
}
