import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { JSON_REQUIRED } from './content-type.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ settings: { whatsappWebhookSecret: 'webhook-secret' } });
});
afterAll(() => t.close());

const WRITES: [string, string][] = [
  ['POST', '/api/v2/users/login'],
  ['POST', '/api/v2/users/logout'],
  ['POST', '/api/v2/users/profile/report'],
  ['POST', '/api/v2/users/favorite-profiles/1'],
  ['PATCH', '/api/v2/users/me'],
  ['PUT', '/api/v2/users/password/'],
  ['POST', '/api/v2/search/escorts/batch'],
];

test('every state-changing API call without a JSON content type gets 415 with a clear message', async () => {
  for (const [method, path] of WRITES) {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', '']) {
      const res = await t.client().call(method, path, '{}', { 'content-type': type });
      expect(res.status, `${method} ${path} ${type}`).toBe(415);
      expect(res.body).toEqual({ message: JSON_REQUIRED, errors: { body: ['must be JSON'] } });
    }
  }
});

test('JSON content types pass (with a charset, or a +json type)', async () => {
  for (const type of ['application/json', 'application/json; charset=utf-8', 'application/problem+json']) {
    const res = await t
      .client()
      .call('POST', '/api/v2/users/login', { email: 'nobody@example.test', password: 'x' }, { 'content-type': type });
    expect(res.status, type).toBe(422);
  }
});

test('a path or method no route serves still answers 404', async () => {
  for (const [method, path] of [
    ['DELETE', '/api/v2/users/me'],
    ['POST', '/api/v2/nothing'],
  ]) {
    expect((await t.client().call(method!, path!, 'x', { 'content-type': 'text/plain' })).status).toBe(404);
  }
});

test('reads and the signed webhook are not held to it', async () => {
  expect((await t.client().call('GET', '/api/v2/search/escorts/count?region=de', undefined, { 'content-type': 'text/plain' })).status).toBe(
    200,
  );
  // The webhook checks its signature over the raw body instead.
  const res = await t.client().call('POST', '/api/v2/webhooks/whatsapp', 'from=x', { 'content-type': 'application/x-www-form-urlencoded' });
  expect(res.status).toBe(401);
});
