import { afterAll, beforeAll, expect, test } from 'vitest';
import { impersonationLogResponseSchema, securityEventsResponseSchema } from '../../lib/api/admin.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, signIn } from '../testing/punter.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ settings: { impersonationSeconds: 3600 } });
});
afterAll(() => t.close());

const demo = (name: string) => `${name}@demo.lustmap.test`;

/** The refused attempts of an admin as the impersonation log and the security events show them. */
async function refusals(reader: Client, adminId: number) {
  const log = impersonationLogResponseSchema.parse((await reader.call('GET', `${API}/admin/impersonation-log?adminId=${adminId}`)).body);
  const events = securityEventsResponseSchema.parse(
    (await reader.call('GET', `${API}/admin/security-events?type=impersonation.refused&userId=${adminId}`)).body,
  );
  return {
    log: log.results.filter((e) => e.action === 'refused').map((e) => [e.user.id, e.reason]),
    events: events.results.map((e) => [e.userId, e.details.reason]),
  };
}

test('refused impersonation attempts are in the impersonation log and among the security events', async () => {
  const admin = await signIn(t, 'godadmin');
  const adminId = idOf(t, 'godadmin');
  const reader = await signIn(t, 'support');

  // An admin as the target, and oneself.
  expect((await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('admin') })).status).toBe(422);
  expect((await admin.call('POST', `${API}/users/impersonation-tickets`, { userId: adminId })).status).toBe(422);
  // A made-up ticket.
  const punterId = idOf(t, 'punter');
  expect((await admin.call('POST', `${API}/users/impersonate`, { secret: 'x'.repeat(43), userId: punterId })).status).toBe(404);
  let seen = await refusals(reader, adminId);
  expect(seen.log).toEqual([
    [punterId, 'invalid-ticket'],
    [adminId, 'self'],
    [idOf(t, 'admin'), 'admin-target'],
  ]);
  expect(seen.events).toEqual(seen.log);

  // Another impersonation from inside one.
  const ticket = await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter') });
  const { secret } = (ticket.body as { results: { secret: string } }).results;
  expect((await admin.call('POST', `${API}/users/impersonate`, { secret, userId: punterId })).status).toBe(200);
  expect((await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter-basic') })).status).toBe(403);
  seen = await refusals(reader, adminId);
  expect(seen.log[0]).toEqual([punterId, 'nested']);
  expect(seen.events[0]).toEqual([punterId, 'nested']);
  // Starts are still logged as such.
  const log = impersonationLogResponseSchema.parse((await reader.call('GET', `${API}/admin/impersonation-log?adminId=${adminId}`)).body);
  expect(log.results.find((e) => e.action === 'start')).toMatchObject({ user: { id: punterId }, reason: null });
});
