import { afterAll, beforeAll, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { forgotPasswordBodySchema } from '../../lib/api/auth.ts';
import { accountsOf } from '../auth/accounts.ts';
import { findLiveSecret } from '../auth/secret-store.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { syncSql } from '../testing/sync-sql.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { RESET_REQUEST_JOB, requestReset } from './password-reset.ts';

const API = '/api/v2';
const ORIGIN = 'http://localhost:4321';
const demo = (name: string) => `${name}@demo.lustmap.test`;

let t: AuthTestApp;
let deps: AuthDeps;
beforeAll(async () => {
  t = await createAuthTestApp();
  deps = { db: t.deps.db, clock: t.clock, regions: t.deps.regions, accounts: accountsOf(t.app) };
});
afterAll(() => t.close());

const sql = (query: string, ...params: (string | number)[]) => syncSql(t.database).all(query, ...params);
const idOf = (username: string) => (sql('SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;
const requests = (...recipients: string[]) =>
  sql(
    `SELECT recipient, user_id FROM auth_secrets WHERE purpose LIKE 'reset_%' AND recipient IN (${recipients.map(() => '?').join(', ')}) ORDER BY id`,
    ...recipients,
  );
const waitingJobs = () =>
  sql('SELECT payload FROM jobs WHERE kind = ? AND done_at IS NULL', RESET_REQUEST_JOB).map((r) => String(r.payload));

let addresses = 0;
/** A caller from an address of its own, as the route builds it. */
const caller = (): Caller => ({
  user: null,
  ip: `198.51.100.${++addresses}`,
  userAgent: null,
  requestId: null,
  requestedLocale: 'en',
  origin: ORIGIN,
  cookies: { set: () => {}, clear: () => {}, sent: () => false },
});
type Contact = { email: string } | { phone: string };
/**
 * Ask for a reset, and check that the answer came before the work: no request stored for the
 * contact yet, its job waiting in the queue. (The captcha is solved before the request.)
 */
const ask = async (contact: Contact) => {
  const captcha = await t.captcha();
  const answer = await requestReset(deps, caller(), forgotPasswordBodySchema.parse({ ...contact, captcha }));
  const recipient = 'email' in contact ? contact.email : contact.phone;
  expect(requests(recipient)).toEqual([]);
  expect(t.outbox(recipient)).toEqual([]);
  expect(waitingJobs().filter((p) => p.includes(JSON.stringify(recipient)))).toHaveLength(1);
  return answer;
};

test('registered and unknown e-mails get the same answer before any work; the job then stores both requests and mails the link', async () => {
  const known = await ask({ email: demo('godadmin') });
  const unknown = await ask({ email: 'nobody-to-reset@example.test' });
  expect(known).toEqual({ value: { channel: 'email', hash: null } });
  expect(unknown).toEqual(known);

  await deps.accounts.jobs.idle();
  expect(waitingJobs()).toEqual([]);
  expect(requests(demo('godadmin'), 'nobody-to-reset@example.test')).toEqual([
    { recipient: demo('godadmin'), user_id: idOf('godadmin') },
    { recipient: 'nobody-to-reset@example.test', user_id: null },
  ]);
  expect(t.outbox('nobody-to-reset@example.test')).toEqual([]);
  const [mail] = t.outbox(demo('godadmin'));
  expect(mail?.purpose).toBe('resetEmail');
  expect(mail?.link).toMatch(new RegExp(`^${ORIGIN}/users/forgot-password/[\\w-]+/$`));
  // The link works.
  const token = new URL(mail!.link!).pathname.split('/').at(-2)!;
  const reset = await t.client().call('POST', `${API}/users/forgot-password/verify-email`, { token, password: 'a job-sent passphrase' });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
});

test('for a phone the answer carries the page handle at once; the job stores the request under it and texts the code', async () => {
  const phone = sql('SELECT phone FROM users WHERE username = ?', 'superadmin')[0]!.phone as string;
  const stranger = '+4915199887766';
  const known = await ask({ phone });
  const handle = (o: Awaited<ReturnType<typeof requestReset>>) => ('value' in o ? o.value.hash : undefined)!;
  // The queued work names the page by the hash of its handle only.
  expect(waitingJobs().join()).not.toContain(handle(known));
  expect(await findLiveSecret(deps.db, 'reset_sms', { handle: handle(known) }, t.clock.now())).toBeUndefined();
  const unknown = await ask({ phone: stranger });
  for (const o of [known, unknown]) expect(o).toEqual({ value: { channel: 'sms', hash: expect.stringMatching(/^[\w-]{40,}$/) as string } });

  await deps.accounts.jobs.idle();
  expect(await findLiveSecret(deps.db, 'reset_sms', { handle: handle(known) }, t.clock.now())).toMatchObject({
    user_id: idOf('superadmin'),
  });
  expect(await findLiveSecret(deps.db, 'reset_sms', { handle: handle(unknown) }, t.clock.now())).toMatchObject({ user_id: null });
  expect(t.outbox(stranger)).toEqual([]);
  const [sms] = t.outbox(phone);
  expect(sms?.purpose).toBe('resetSms');
  // A wrong code fails alike on both pages; the texted one resets.
  for (const o of [known, unknown]) {
    const wrong = await t.client().call('POST', `${API}/users/forgot-password/verify-sms`, {
      hash: handle(o),
      code: sms!.code === '000001' ? '000002' : '000001',
      password: 'new long passphrase',
    });
    expect((wrong.body as { errors: unknown }).errors).toEqual({ code: [AUTH_MESSAGES.codeInvalid] });
  }
  const right = await t
    .client()
    .call('POST', `${API}/users/forgot-password/verify-sms`, { hash: handle(known), code: sms!.code, password: 'new long passphrase' });
  expect(right.status, JSON.stringify(right.body)).toBe(200);
});

test('a new password is refused when it is a common one with digits or signs appended', async () => {
  await ask({ email: demo('supergodadmin') });
  await deps.accounts.jobs.idle();
  const token = new URL(t.outbox(demo('supergodadmin'))[0]!.link!).pathname.split('/').at(-2)!;
  for (const password of ['password1!', 'Sommer2024!', 'qwertz123$']) {
    const res = await t.client().call('POST', `${API}/users/forgot-password/verify-email`, { token, password });
    expect((res.body as { errors: unknown }).errors, password).toEqual({ password: [AUTH_MESSAGES.passwordCommon] });
  }
  expect((await t.client().call('POST', `${API}/users/forgot-password/verify-email`, { token, password: 'Vq7#rL2m!xT9wZ4e' })).status).toBe(
    200,
  );
});
