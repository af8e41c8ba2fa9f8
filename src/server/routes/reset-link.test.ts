import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAuthTestApp, type AuthTestApp, type TestSocket } from '../testing/auth-app.ts';

const API = '/api/v2';
const email = 'punter@demo.lustmap.test';
/** The socket of a request to a server listening on 127.0.0.1:4321. */
const onPort4321: TestSocket = { remoteAddress: '127.0.0.1', localAddress: '127.0.0.1', localPort: 4321 };

async function resetLink(app: AuthTestApp, socket?: TestSocket): Promise<string> {
  const c = app.client({ host: 'evil.example' }, { socket });
  const res = await c.call('POST', `http://evil.example${API}/users/forgot-password`, { email, captcha: await app.captcha() });
  expect(res.status).toBe(200);
  return app.outbox(email)[0]!.link!;
}

let local: AuthTestApp;
let configured: AuthTestApp;
beforeAll(async () => {
  local = await createAuthTestApp();
  configured = await createAuthTestApp({ settings: { siteUrl: 'https://lustmap.example' } });
});
afterAll(async () => {
  await local.close();
  await configured.close();
});

test('without PUBLIC_SITE_URL a reset link points at this server, not at the Host header', async () => {
  const link = await resetLink(local, onPort4321);
  expect(new URL(link).origin).toBe('http://localhost:4321');
  expect(link).not.toContain('evil.example');
});

test('with PUBLIC_SITE_URL a reset link points there', async () => {
  const link = await resetLink(configured, onPort4321);
  expect(new URL(link).origin).toBe('https://lustmap.example');
});

test('without a socket (in-process) a link still never takes the Host header', async () => {
  const link = await resetLink(local);
  expect(new URL(link).origin).toBe('http://localhost');
});
