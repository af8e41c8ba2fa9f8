import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginResponseSchema } from '../../lib/api/auth.ts';
import { HOSTILE_REDIRECTS } from '../../lib/redirect.payloads.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';

const LOGIN = '/api/v2/users/login';
const email = 'punter@demo.lustmap.test';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

// Each login hashes a password: allow the table its time on a busy machine.
test('login hands back no redirect for any hostile target, in either field', { timeout: 60_000 }, async () => {
  for (const [i, hostile] of HOSTILE_REDIRECTS.entries()) {
    for (const field of i % 4 === 0 ? ['redirectUrl', 'redirectProfilePath'] : ['redirectUrl']) {
      const res = await t.client().call('POST', LOGIN, { email, password: DEMO_PASSWORD, [field]: hostile });
      expect(res.status, `${field}=${JSON.stringify(hostile)}`).toBe(200);
      expect(loginResponseSchema.parse(res.body).results, `${field}=${JSON.stringify(hostile)}`).toMatchObject({ redirect: null });
    }
  }
});

test('login hands back a normalised same-site redirect unchanged', async () => {
  const res = await t.client().call('POST', LOGIN, { email, password: DEMO_PASSWORD, redirectUrl: '/at/sex/wien/?page=2#list' });
  expect(loginResponseSchema.parse(res.body).results).toMatchObject({ redirect: '/at/sex/wien/?page=2#list' });
});
