import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { clientAddress, forwardedClient, isLocalRequest, isLoopback, localOrigin } from './client-address.ts';

test('behind one trusted proxy it takes the right-most X-Forwarded-For entry, never the client-written left end', () => {
  // [header the proxy passed on, the address the proxy saw]
  const chains: [string, string][] = [
    ['198.51.100.7', '198.51.100.7'],
    ['1.1.1.1, 198.51.100.7', '198.51.100.7'],
    ['127.0.0.1, 10.0.0.1, 198.51.100.7', '198.51.100.7'],
    ['::1,198.51.100.7', '198.51.100.7'],
    ['  203.0.113.9 ,  2001:db8::5 ', '2001:db8::5'],
  ];
  for (const [header, seen] of chains) expect(forwardedClient(header, 1), header).toBe(seen);
});

test('with more trusted hops it skips the proxies of its own chain', () => {
  expect(forwardedClient('6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
  expect(forwardedClient('6.6.6.6, 7.7.7.7, 198.51.100.7, 10.0.0.2, 10.0.0.3', 3)).toBe('198.51.100.7');
  // A chain shorter than the hops: every entry came from a trusted proxy, the left-most is the client.
  expect(forwardedClient('198.51.100.7', 3)).toBe('198.51.100.7');
});

test('it ignores an empty header, a garbage entry and a zero hop count', () => {
  expect(forwardedClient(undefined, 1)).toBeUndefined();
  expect(forwardedClient(' , ', 1)).toBeUndefined();
  expect(forwardedClient('198.51.100.7, <script>', 1)).toBeUndefined();
  expect(forwardedClient('198.51.100.7', 0)).toBeUndefined();
});

test('it knows loopback addresses', () => {
  for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'local']) expect(isLoopback(a), a).toBe(true);
  for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1', 'unknown', '127.evil.example'])
    expect(isLoopback(a), a).toBe(false);
});

/** An app answering what it makes of each request, called through a given socket. */
function probe(hops: number) {
  const app = new Hono();
  app.get('/', (c) => c.json({ ip: clientAddress(c, hops), local: isLocalRequest(c), origin: localOrigin(c) }));
  return async (headers: Record<string, string>, socket?: { remoteAddress: string; localAddress?: string; localPort?: number }) =>
    (await app.request('/', { headers }, socket ? { incoming: { socket } } : undefined)).json() as Promise<{
      ip: string;
      local: boolean;
      origin: string;
    }>;
}

test('without trusted proxies the socket decides, whatever X-Forwarded-For says', async () => {
  const call = probe(0);
  expect(await call({ 'x-forwarded-for': '127.0.0.1' }, { remoteAddress: '203.0.113.5' })).toMatchObject({
    ip: '203.0.113.5',
    local: false,
  });
  expect(await call({}, { remoteAddress: '127.0.0.1' })).toMatchObject({ ip: '127.0.0.1', local: true });
  // A loopback socket relaying someone (a proxy on this machine) is not a local request.
  expect(await call({ 'x-forwarded-for': '203.0.113.5' }, { remoteAddress: '127.0.0.1' })).toMatchObject({ local: false });
  expect(await call({ forwarded: 'for=203.0.113.5' }, { remoteAddress: '::1' })).toMatchObject({ local: false });
  // In-process requests (no socket) are the server itself.
  expect(await call({})).toMatchObject({ ip: 'local', local: true });
});

test('behind a trusted proxy a spoofed chain gives the address the proxy saw, else the socket', async () => {
  const call = probe(1);
  expect((await call({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }, { remoteAddress: '10.0.0.1' })).ip).toBe('198.51.100.7');
  expect((await call({}, { remoteAddress: '10.0.0.1' })).ip).toBe('10.0.0.1');
});

test('links point at the address and port the request arrived on, never at the Host header', async () => {
  const call = probe(0);
  expect((await call({ host: 'evil.example' }, { remoteAddress: '127.0.0.1', localAddress: '127.0.0.1', localPort: 4321 })).origin).toBe(
    'http://localhost:4321',
  );
  expect((await call({ host: 'evil.example' }, { remoteAddress: '192.0.2.1', localAddress: '192.0.2.10', localPort: 8080 })).origin).toBe(
    'http://192.0.2.10:8080',
  );
  expect((await call({}, { remoteAddress: '2001:db8::1', localAddress: '2001:db8::2', localPort: 80 })).origin).toBe(
    'http://[2001:db8::2]:80',
  );
});
