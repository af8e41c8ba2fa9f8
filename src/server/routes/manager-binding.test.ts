/**
 * A manager cannot hold another person's account: an e-mail address a manager gives is bound only
 * when its owner confirms it, and a password reset by the owner of an address that was never
 * confirmed releases the account from the manager, with a notice to both.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { managedEscortResponseSchema, managerUsersResponseSchema, type ManagedEscort } from '../../lib/api/manager.ts';
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
  const made = managedEscortResponseSchema.parse(res.body).results;
  expect(made.emailPending).toBe(email);
  return made.id;
}

/** The row of an escort in the manager's list, or undefined when the manager no longer has it. */
async function listed(id: number): Promise<ManagedEscort | undefined> {
  const res = await (await h.as('manager')).call('GET', `${API}/manager/users?page=1`);
  expect(res.status).toBe(200);
  const all = managerUsersResponseSchema.parse(res.body);
  for (let page = 2; all.results.length < all.total; page++)
    all.results.push(
      ...managerUsersResponseSchema.parse((await (await h.as('manager')).call('GET', `${API}/manager/users?page=${page}`)).body).results,
    );
  return all.results.find((r) => r.id === id);
}

test('the address a manager gives is not bound until its owner opens the link; then it is', async () => {
  const id = await createEscort('pending-lena', 'lena.owner@example.test');
  expect(row(id)).toMatchObject({ email: null, manager_id: h.idOf('manager') });
  const [mail] = t.outbox('lena.owner@example.test');
  expect(mail).toMatchObject({ purpose: 'confirmManagedEmail', channel: 'email' });
  // Meanwhile the address is free: no account has it, and the manager sees it as waiting.
  expect(syncSql(t.database).all('SELECT id FROM users WHERE email = ?', 'lena.owner@example.test')).toEqual([]);
  expect((await listed(id))?.emailPending).toBe('lena.owner@example.test');

  const opened = await t.client().call('GET', `${API}/users/verify/${tokenOf(mail!.link)}`);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  expect(row(id)).toMatchObject({ email: 'lena.owner@example.test', email_verified_at: expect.any(String) as string });
  expect(row(id).manager_id).toBe(h.idOf('manager'));
  expect((await listed(id))?.emailPending).toBeNull();
  // The link binds once.
  expect((await t.client().call('GET', `${API}/users/verify/${tokenOf(mail!.link)}`)).status).toBe(422);
});

test('the owner of a waiting address registers with it herself; the manager’s link then binds nothing', async () => {
  const id = await createEscort('pending-sara', 'sara.owner@example.test');
  const [mail] = t.outbox('sara.owner@example.test');
  const own = await t.client().call('POST', `${API}/users/registration`, {
    email: 'sara.owner@example.test',
    password: 'my own long passphrase 9',
    terms: true,
    adult: true,
    captcha: await t.captcha(),
  });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  expect((await listed(id))?.emailPending).toBeNull();
  const opened = await t.client().call('GET', `${API}/users/verify/${tokenOf(mail!.link)}`);
  expect(opened.status).toBe(422);
  expect(row(id)).toMatchObject({ email: null, manager_id: h.idOf('manager') });
  const owners = syncSql(t.database).all('SELECT manager_id FROM users WHERE email = ?', 'sara.owner@example.test');
  expect(owners).toEqual([{ manager_id: null }]);
});

test('a reset by the owner of an address bound without her consent releases the account and tells both', async () => {
  const id = await createEscort('held-anna', 'anna.owner@example.test');
  // An account from before confirmation existed: the stranger's address was bound at once. She reads Italian.
  syncSql(t.database).run(`UPDATE users SET email = ?, locale = 'it' WHERE id = ?`, 'anna.owner@example.test', id);
  const manager = await h.as('manager');
  const acting = { 'x-act-for': String(id) };
  expect((await manager.call('GET', `${API}/users/profile`, undefined, acting)).status).toBe(200);
  expect(await listed(id)).toBeDefined();

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
  // The manager can no longer act for the account, edit, publish or assign it, nor list it.
  expect((await manager.call('GET', `${API}/users/profile`, undefined, acting)).status).toBe(403);
  expect((await manager.call('PATCH', `${API}/onboarding/user-features`, { display_name: 'Kept' }, acting)).status).toBe(403);
  expect((await manager.call('PUT', `${API}/manager/publish/${id}/`, { profile_published: true })).status).toBe(404);
  expect((await manager.call('POST', `${API}/manager/escorts/venue/`, { escortId: id, venueId: null })).status).toBe(404);
  expect(await listed(id)).toBeUndefined();
  // The owner keeps the account, signed in by the reset.
  expect((await owner.call('GET', `${API}/users/me`)).body).toMatchObject({ results: { id } });

  // Both are told, each in their own language.
  const toOwner = t.outbox('anna.owner@example.test')[0];
  expect(toOwner).toMatchObject({ purpose: 'managerReleased', channel: 'email' });
  expect(toOwner!.body).toContain('Il manager non può più agire');
  const managerRow = syncSql(t.database).get('SELECT email FROM users WHERE id = ?', h.idOf('manager')) as {
    email: string;
  };
  const toManager = t.outbox(managerRow.email)[0];
  expect(toManager).toMatchObject({ purpose: 'managedReleased', channel: 'email' });
  const it = syncSql(t.database).get(
    `SELECT subject FROM outbox WHERE recipient = ? AND purpose = 'managerReleased'`,
    'anna.owner@example.test',
  );
  expect(it).toEqual({ subject: expect.stringContaining('tuo account') as string });
  const de = syncSql(t.database).get(`SELECT subject FROM outbox WHERE recipient = ? AND purpose = 'managedReleased'`, managerRow.email);
  expect(de).toEqual({ subject: expect.stringContaining('Escort-Konto') as string });
  const audit = syncSql(t.database).all(
    `SELECT actor_id AS actorId, details FROM security_events WHERE type = 'manager.write' AND user_id = ?`,
    id,
  ) as { actorId: number; details: string }[];
  expect(audit.filter((a) => (JSON.parse(a.details) as { released?: boolean }).released)).toEqual([
    { actorId: h.idOf('manager'), details: expect.any(String) as string },
  ]);
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
