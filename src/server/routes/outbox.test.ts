import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountSettingsFromEnv } from '../auth/settings.ts';
import { createAuthTestApp, type AuthTestApp, type TestSocket } from '../testing/auth-app.ts';

const API = '/api/v2';
const admin = 'admin@demo.lustmap.test';
const remote: TestSocket = { remoteAddress: '203.0.113.5' };
const loopback: TestSocket = { remoteAddress: '127.0.0.1' };

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
  // A reset link for an admin sits in the outbox: what an attacker would come for.
  const res = await t.client().call('POST', `${API}/users/forgot-password`, { email: admin, captcha: await t.captcha() });
  expect(res.status).toBe(200);
  expect(t.outbox(admin)[0]?.link).toBeTruthy();
});
afterAll(() => t.close());

async function read(app: AuthTestApp, socket: TestSocket | undefined, headers: Record<string, string> = {}, query = '') {
  return app.client(headers, { socket, direct: true }).call('GET', `${API}/demo/outbox?to=${encodeURIComponent(admin)}${query}`);
}

async function reply(app: AuthTestApp, socket: TestSocket | undefined, headers: Record<string, string> = {}) {
  return app
    .client(headers, { socket, direct: true })
    .call('POST', `${API}/demo/outbox/whatsapp-reply`, { from: '+4915112345678', text: 'LM-ABCDEF' });
}

const notFound = { status: 404, body: { message: 'Not Found' } };
const pick = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

describe('the demo outbox', () => {
  test('a remote client gets a plain 404 and nothing else, whatever it claims', async () => {
    expect(pick(await read(t, remote))).toEqual(notFound);
    expect(pick(await reply(t, remote))).toEqual(notFound);
    // A forged forwarded address does not make a remote client local.
    expect(pick(await read(t, remote, { 'x-forwarded-for': '127.0.0.1' }))).toEqual(notFound);
    expect(pick(await read(t, remote, { 'x-real-ip': '127.0.0.1', host: 'localhost:4321' }))).toEqual(notFound);
    // Nor does a wrong or empty key.
    expect(pick(await read(t, remote, {}, '&key=wrong'))).toEqual(notFound);
    expect(pick(await read(t, remote, { 'x-outbox-key': '' }))).toEqual(notFound);
  });

  test('a loopback client gets the messages and the reply button', async () => {
    const res = await read(t, loopback);
    expect(res.status).toBe(200);
    const messages = (res.body as { results: { to: string; purpose: string; path: string | null }[] }).results;
    expect(messages[0]).toMatchObject({ to: admin, path: expect.stringMatching(/^\/users\/forgot-password\/[\w-]+\/$/) as string });
    expect((await reply(t, loopback)).status).toBe(200);
    // In-process calls (the server itself) count as local too.
    expect((await read(t, undefined)).status).toBe(200);
  });

  test('a request relayed by a proxy on this machine is not local', async () => {
    expect(pick(await read(t, loopback, { 'x-forwarded-for': '203.0.113.5' }))).toEqual(notFound);
    expect(pick(await reply(t, loopback, { forwarded: 'for=203.0.113.5' }))).toEqual(notFound);
  });

  test('the key printed at start opens it from any address', async () => {
    expect((await read(t, remote, {}, `&key=${t.outboxKey}`)).status).toBe(200);
    expect((await read(t, remote, { 'x-outbox-key': t.outboxKey })).status).toBe(200);
    expect((await reply(t, remote, { 'x-outbox-key': t.outboxKey })).status).toBe(200);
  });
});

describe('a public site URL turns the outbox off', () => {
  test('nobody reaches it, not even this machine or the key', async () => {
    const pub = await createAuthTestApp({ settings: { siteUrl: 'https://lustmap.example' } });
    try {
      expect(pick(await read(pub, loopback))).toEqual(notFound);
      expect(pick(await read(pub, undefined))).toEqual(notFound);
      expect(pick(await read(pub, remote, { 'x-outbox-key': pub.outboxKey }))).toEqual(notFound);
      expect(pick(await reply(pub, loopback))).toEqual(notFound);
    } finally {
      await pub.close();
    }
  });

  test('a local site URL keeps it', async () => {
    const local = await createAuthTestApp({ settings: { siteUrl: 'http://localhost:4321' } });
    try {
      expect((await read(local, loopback)).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  test('the environment decides the same way', () => {
    const on = (env: NodeJS.ProcessEnv) => accountSettingsFromEnv(env).demoOutbox;
    expect(on({})).toBe(true);
    expect(on({ PUBLIC_SITE_URL: 'http://127.0.0.1:4321' })).toBe(true);
    expect(on({ PUBLIC_SITE_URL: 'https://lustmap.example' })).toBe(false);
    expect(on({ PUBLIC_SITE_URL: 'https://lustmap.example', DEMO_OUTBOX: '1' })).toBe(false);
    expect(on({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'http://localhost:4321', DEMO_OUTBOX: '1' })).toBe(false);
    expect(on({ DEMO_OUTBOX: '0' })).toBe(false);
    // Every start has a key of its own.
    expect(accountSettingsFromEnv({}).outboxKey).toMatch(/^[\w-]{24}$/);
    expect(accountSettingsFromEnv({}).outboxKey).not.toBe(accountSettingsFromEnv({}).outboxKey);
  });
});
