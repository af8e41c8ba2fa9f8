/**
 * A manager cannot hold another person's account: an e-mail address a manager gives is bound only
 * when its owner confirms it, and a password reset by the owner of an address that was never
 * confirmed releases the account from the manager, with a notice to both.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { managedEscortResponseSchema } from '../../lib/api/manager.ts';
import { API, paymentHarness } from '../billing/testing.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: AuthTestApp;
let h: ReturnType<typeof paymentHarness>;
beforeAll(async () => {
  t = await createAuthTestApp();
  h = paymentHarness(t);
});
afterAll(() => t.close());

const tokenOf = (link: string | null) => new URL(link!).pathname.split('/').filter(Boolean).at(-1)!;
const row = (id: number) =>
  syncSql(t.database).get('SELECT email, email_verified_at, manager_id FROM users WHERE id = ?', id) as {
    email: string | null;
    email_verified_at: string | null;
    manager_id: number | null;
  };

async function createEscort(username: string, email: string): Promise<number> {
  const manager = await h.as('manager');
  const res = await manager.call('POST', `${API}/manager/users`, { username, display_name: 'Lena', region: 'de', email });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return managedEscortResponseSchema.parse(res.body).results.id;
}

test('the address a manager gives is not bound until its owner opens the link; then it is', async () => {
  const id = await createEscort('pending-lena', 'lena.owner@example.test');
  expect(row(id)).toMatchObject({ email: null, manager_id: h.idOf('manager') });
  const [mail] = t.outbox('lena.owner@example.test');
  expect(mail).toMatchObject({ purpose: 'confirmManagedEmail', channel: 'email' });
  // Meanwhile the address is free: signing in with it finds no account, a reset request binds nothing.
  expect(syncSql(t.database).all('SELECT id FROM users WHERE email = ?', 'lena.owner@example.test')).toEqual([]);

  const opened = await t.client().call('GET', `${API}/users/verify/${tokenOf(mail!.link)}`);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  expect(row(id)).toMatchObject({ email: 'lena.owner@example.test', email_verified_at: expect.any(String) as string });
  expect(row(id).manager_id).toBe(h.idOf('manager'));
});

test('a reset by the owner of an address bound without her consent releases the account and tells both', async () => {
  const id = await createEscort('held-anna', 'anna.owner@example.test');
  // An account from before confirmation existed: the stranger's address was bound at once.
  syncSql(t.database).run('UPDATE users SET email = ? WHERE id = ?', 'anna.owner@example.test', id);
  const manager = await h.as('manager');
  const acting = { 'x-act-for': String(id) };
  expect((await manager.call('GET', `${API}/users/profile`, undefined, acting)).status).toBe(200);

  const owner = t.client();
  const asked = await owner.call('POST', `${API}/users/forgot-password`, { email: 'anna.owner@example.test', captcha: await t.captcha() });
  expect(asked.status).toBeLessThan(300);
  const reset = t.outbox('anna.owner@example.test').find((m) => m.purpose === 'resetEmail');
  const done = await owner.call('POST', `${API}/users/forgot-password/verify-email`, {
    token: tokenOf(reset!.link),
    password: 'a long fresh passphrase 42',
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);

  expect(row(id).manager_id).toBeNull();
  expect((await manager.call('GET', `${API}/users/profile`, undefined, acting)).status).toBe(403);
  expect((await manager.call('POST', `${API}/manager/escorts/publish`, { userId: id, publish: true })).status).toBeGreaterThanOrEqual(400);
  expect(t.outbox('anna.owner@example.test')[0]).toMatchObject({ purpose: 'managerReleased' });
  const managerEmail = (syncSql(t.database).get('SELECT email FROM users WHERE id = ?', h.idOf('manager')) as { email: string }).email;
  expect(t.outbox(managerEmail)[0]).toMatchObject({ purpose: 'managedReleased' });
});

test('a managed escort who confirmed her address stays managed when she resets her password', async () => {
  const id = await createEscort('happy-mia', 'mia.owner@example.test');
  const [mail] = t.outbox('mia.owner@example.test');
  expect((await t.client().call('GET', `${API}/users/verify/${tokenOf(mail!.link)}`)).status).toBe(200);
  const owner = t.client();
  await owner.call('POST', `${API}/users/forgot-password`, { email: 'mia.owner@example.test', captcha: await t.captcha() });
  const reset = t.outbox('mia.owner@example.test').find((m) => m.purpose === 'resetEmail');
  const done = await owner.call('POST', `${API}/users/forgot-password/verify-email`, {
    token: tokenOf(reset!.link),
    password: 'another long passphrase 7',
  });
  expect(done.status).toBe(200);
  expect(row(id).manager_id).toBe(h.idOf('manager'));
});
