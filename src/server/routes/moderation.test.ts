import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  actionResultSchema,
  appealsResponseSchema,
  auditResponseSchema,
  queueResponseSchema,
  reportsResponseSchema,
  restrictionsResponseSchema,
  reviewsResponseSchema,
  usersResponseSchema,
} from '../../lib/api/moderation.ts';
import { ROLE_IDS, ROLES, can, type Permission } from '../../lib/permissions.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { verifyAuditChain } from '../services/audit.ts';
import { SAME_ADMIN_APPEAL } from '../services/moderation.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { signIn } from '../testing/punter.ts';
import { syncSql } from '../testing/sync-sql.ts';

const API = '/api/v2';
/** The demo account of each role id. */
const ACCOUNT_OF: Record<number, string> = {
  1: 'punter',
  2: 'escort',
  3: 'superadmin',
  4: 'admin',
  5: 'support',
  6: 'manager',
  7: 'venue',
  8: 'coreadmin',
  9: 'godadmin',
  10: 'supergodadmin',
};
const STATEMENT = { reasonCode: 'fake_profile', reasonText: 'The photos belong to someone else.' };

let t: AuthTestApp;
const clients = new Map<string, Client>();
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const sql = (query: string, ...params: (string | number)[]) => syncSql(t.database).all(query, ...params);
const idOf = (username: string) => (sql('SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;

/** A signed-in client of a demo account (admins confirm with the demo authenticator), kept for the file. */
async function as(username: string): Promise<Client> {
  const known = clients.get(username);
  if (known) return known;
  const c = await signIn(t, username);
  clients.set(username, c);
  return c;
}

/** A listed escort profile no test has touched yet. */
function publishedEscort(skip: number): number {
  const row = sql(
    `SELECT p.user_id AS id FROM profiles p JOIN profile_search s ON s.profile_id = p.user_id
     WHERE p.profile_type = 'escort' AND p.published = 1 ORDER BY p.user_id LIMIT 1 OFFSET ?`,
    skip,
  )[0] as { id: number };
  return row.id;
}
const listed = (id: number) => sql('SELECT 1 FROM profile_search WHERE profile_id = ?', id).length === 1;

describe('who may call what (every role id, and anonymous)', () => {
  const MISSING = 999_999;
  const cases: { method: string; path: string; body?: unknown; permission: Permission | 'login'; allowed: number }[] = [
    { method: 'GET', path: '/admin/queue', permission: 'canModerate', allowed: 200 },
    { method: 'GET', path: '/admin/reports', permission: 'canModerate', allowed: 200 },
    { method: 'GET', path: '/admin/reviews', permission: 'canModerate', allowed: 200 },
    { method: 'GET', path: '/admin/users?q=demo', permission: 'canModerate', allowed: 200 },
    { method: 'GET', path: '/admin/appeals', permission: 'canModerate', allowed: 200 },
    { method: 'GET', path: '/admin/audit', permission: 'canViewAuditLog', allowed: 200 },
    { method: 'POST', path: `/admin/profiles/${MISSING}/approve`, body: {}, permission: 'canModerateWrite', allowed: 404 },
    { method: 'POST', path: `/admin/profiles/${MISSING}/quarantine`, body: STATEMENT, permission: 'canModerateWrite', allowed: 404 },
    { method: 'POST', path: `/admin/profiles/${MISSING}/unpublish`, body: STATEMENT, permission: 'canModerateWrite', allowed: 404 },
    { method: 'POST', path: `/admin/photos/${MISSING}/approve`, body: {}, permission: 'canModerateWrite', allowed: 404 },
    { method: 'DELETE', path: `/admin/photos/${MISSING}`, body: STATEMENT, permission: 'canModerateWrite', allowed: 404 },
    { method: 'POST', path: `/admin/reports/${MISSING}/resolve`, body: { note: 'done' }, permission: 'canModerateWrite', allowed: 404 },
    {
      method: 'POST',
      path: `/admin/appeals/${MISSING}/decide`,
      body: { outcome: 'upheld', note: 'fine' },
      permission: 'canModerateWrite',
      allowed: 404,
    },
    { method: 'DELETE', path: `/users/reviews/${MISSING}/`, body: STATEMENT, permission: 'canDeleteReviewsAll', allowed: 404 },
    { method: 'PUT', path: `/admin/users/${MISSING}/quarantine`, body: { quarantined: false }, permission: 'canManageUsers', allowed: 404 },
    { method: 'PUT', path: `/admin/users/${MISSING}/roles`, body: { roles: [1] }, permission: 'canManageUsers', allowed: 404 },
    { method: 'GET', path: '/users/restrictions', permission: 'login', allowed: 200 },
    {
      method: 'POST',
      path: `/users/restrictions/${MISSING}/appeal`,
      body: { text: 'Please look again at it.' },
      permission: 'login',
      allowed: 404,
    },
  ];

  test.each(cases)('$method $path', async ({ method, path, body, permission, allowed }) => {
    expect((await t.client().call(method, `${API}${path}`, body)).status).toBe(401);
    for (const role of ROLE_IDS) {
      const res = await (await as(ACCOUNT_OF[role]!)).call(method, `${API}${path}`, body);
      const may = permission === 'login' || can([role], permission);
      expect(res.status, `role ${role}: ${JSON.stringify(res.body)}`).toBe(may ? allowed : 403);
    }
  });
});

describe('moderating profiles', () => {
  test('quarantine from the queue takes a profile out of search; the owner sees the reasons and appeals once; another admin decides', async () => {
    const id = publishedEscort(0);
    const admin = await as('admin');
    const queue = queueResponseSchema.parse((await admin.call('GET', `${API}/admin/queue`)).body);
    expect(queue.results.length).toBeGreaterThan(0);

    const support = await as('support');
    expect((await support.call('POST', `${API}/admin/profiles/${id}/quarantine`, STATEMENT)).status).toBe(403);
    expect((await admin.call('POST', `${API}/admin/profiles/${id}/quarantine`, { reasonCode: 'nope', reasonText: 'x' })).status).toBe(422);

    const done = actionResultSchema.parse(
      await admin.call('POST', `${API}/admin/profiles/${id}/quarantine`, STATEMENT).then((r) => r.body),
    );
    expect(sql('SELECT published, quarantined FROM profiles WHERE user_id = ?', id)[0]).toEqual({ published: 0, quarantined: 1 });
    expect(listed(id)).toBe(false);
    const restrictionId = done.results.restrictionId!;
    expect(restrictionId).toBeGreaterThan(0);

    // The owner (given the demo password) signs in and sees the statement of reasons.
    const escort = t.client();
    const email = (sql('SELECT email FROM users WHERE id = ?', id)[0] as { email: string | null }).email;
    expect(email).not.toBeNull();
    sql('UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = ?) WHERE id = ?', 'escort', id);
    expect((await escort.call('POST', `${API}/users/login`, { email, password: DEMO_PASSWORD })).status).toBe(200);
    const mine = restrictionsResponseSchema.parse((await escort.call('GET', `${API}/users/restrictions`)).body).results;
    expect(mine[0]).toMatchObject({
      id: restrictionId,
      kind: 'quarantine',
      reasonCode: 'fake_profile',
      reasonText: STATEMENT.reasonText,
      appeal: null,
    });

    // Someone else's decision cannot be appealed; one's own once.
    expect(
      (await (await as('punter')).call('POST', `${API}/users/restrictions/${restrictionId}/appeal`, { text: 'Not mine but let me try.' }))
        .status,
    ).toBe(404);
    const appeal = { text: 'These are my own photos, taken last month.' };
    expect((await escort.call('POST', `${API}/users/restrictions/${restrictionId}/appeal`, appeal)).status).toBe(200);
    expect((await escort.call('POST', `${API}/users/restrictions/${restrictionId}/appeal`, appeal)).status).toBe(422);

    const open = appealsResponseSchema.parse((await support.call('GET', `${API}/admin/appeals`)).body).results;
    expect(open.map((a) => a.id)).toContain(restrictionId);

    // The admin who decided may not decide the appeal; support may not either.
    const decision = { outcome: 'reversed', note: 'The owner proved the photos are theirs.' };
    expect(await admin.call('POST', `${API}/admin/appeals/${restrictionId}/decide`, decision)).toMatchObject({
      status: 403,
      body: { message: SAME_ADMIN_APPEAL },
    });
    expect((await support.call('POST', `${API}/admin/appeals/${restrictionId}/decide`, decision)).status).toBe(403);
    expect((await (await as('godadmin')).call('POST', `${API}/admin/appeals/${restrictionId}/decide`, decision)).status).toBe(200);
    expect((await (await as('coreadmin')).call('POST', `${API}/admin/appeals/${restrictionId}/decide`, decision)).status).toBe(422);

    // The outcome reaches the user, and the reversal lists the profile again.
    const after = restrictionsResponseSchema.parse((await escort.call('GET', `${API}/users/restrictions`)).body).results[0]!;
    expect(after.appeal).toMatchObject({ outcome: 'reversed', note: decision.note });
    expect(listed(id)).toBe(true);
    expect(sql('SELECT action FROM audit_log WHERE target_id IN (?, ?) ORDER BY id', id, restrictionId).map((r) => r.action)).toEqual(
      expect.arrayContaining(['profile.quarantine', 'appeal.reverse']),
    );
  });

  test('approve publishes a profile held for review; unpublish takes one off with a reason', async () => {
    const id = publishedEscort(1);
    sql('UPDATE profiles SET published = 0, quarantined = 1 WHERE user_id = ?', id);
    const admin = await as('superadmin');
    expect((await admin.call('POST', `${API}/admin/profiles/${id}/approve`, {})).status).toBe(200);
    expect(sql('SELECT published, quarantined FROM profiles WHERE user_id = ?', id)[0]).toEqual({ published: 1, quarantined: 0 });
    expect(listed(id)).toBe(true);
    const queue = queueResponseSchema.parse((await admin.call('GET', `${API}/admin/queue`)).body);
    expect(queue.results.map((r) => r.id)).not.toContain(id);

    expect((await admin.call('POST', `${API}/admin/profiles/${id}/unpublish`, STATEMENT)).status).toBe(200);
    expect(sql('SELECT published, quarantined FROM profiles WHERE user_id = ?', id)[0]).toEqual({ published: 0, quarantined: 0 });
    expect(listed(id)).toBe(false);
    expect(sql("SELECT kind FROM restrictions WHERE user_id = ? AND kind = 'unpublish'", id)).toHaveLength(1);
  });

  test('a photo is removed with a statement of reasons to its owner', async () => {
    const id = publishedEscort(2);
    const photo = sql('SELECT id FROM photos WHERE profile_id = ? ORDER BY position LIMIT 1', id)[0] as { id: number };
    const admin = await as('admin');
    expect((await (await as('support')).call('DELETE', `${API}/admin/photos/${photo.id}`, STATEMENT)).status).toBe(403);
    expect((await admin.call('DELETE', `${API}/admin/photos/${photo.id}`, STATEMENT)).status).toBe(200);
    expect(sql('SELECT id FROM photos WHERE id = ?', photo.id)).toHaveLength(0);
    expect(sql("SELECT target_id FROM restrictions WHERE user_id = ? AND kind = 'photo_removal'", id)).toEqual([{ target_id: photo.id }]);
  });
});

describe('reports, reviews and users', () => {
  test('a report shows in the open reports with its profile and leaves them when resolved', async () => {
    const id = publishedEscort(3);
    const res = await t.client().call('POST', `${API}/users/profile/report`, { profileId: id, reason: 'fake', message: 'Stolen photos' });
    expect(res.status).toBe(201);
    const support = await as('support');
    const open = reportsResponseSchema.parse((await support.call('GET', `${API}/admin/reports`)).body).results;
    const report = open.find((r) => r.profile.id === id)!;
    expect(report).toMatchObject({ reason: 'fake', message: 'Stolen photos', profile: { published: true } });
    expect((await support.call('POST', `${API}/admin/reports/${report.id}/resolve`, { note: 'Checked' })).status).toBe(403);
    const admin = await as('admin');
    expect((await admin.call('POST', `${API}/admin/reports/${report.id}/resolve`, { note: 'Checked: photos are fine' })).status).toBe(200);
    expect((await admin.call('POST', `${API}/admin/reports/${report.id}/resolve`, { note: 'Again' })).status).toBe(422);
    const after = reportsResponseSchema.parse((await support.call('GET', `${API}/admin/reports`)).body).results;
    expect(after.map((r) => r.id)).not.toContain(report.id);
    const resolved = reportsResponseSchema.parse((await support.call('GET', `${API}/admin/reports?status=resolved`)).body).results;
    expect(resolved.find((r) => r.id === report.id)?.resolutionNote).toBe('Checked: photos are fine');
  });

  test('support cannot delete a review; an admin removes it softly and its author sees why', async () => {
    const review = sql('SELECT id, author_id FROM reviews WHERE deleted_at IS NULL AND author_id IS NOT NULL ORDER BY id LIMIT 1')[0] as {
      id: number;
      author_id: number;
    };
    const support = await as('support');
    expect(reviewsResponseSchema.parse((await support.call('GET', `${API}/admin/reviews`)).body).results.length).toBeGreaterThan(0);
    expect((await support.call('DELETE', `${API}/users/reviews/${review.id}/`, STATEMENT)).status).toBe(403);
    const admin = await as('admin');
    expect((await admin.call('DELETE', `${API}/users/reviews/${review.id}/`, { reasonCode: 'harassment' })).status).toBe(422);
    expect((await admin.call('DELETE', `${API}/users/reviews/${review.id}/`, { ...STATEMENT, reasonCode: 'harassment' })).status).toBe(200);
    expect((sql('SELECT deleted_at FROM reviews WHERE id = ?', review.id)[0] as { deleted_at: string | null }).deleted_at).not.toBeNull();
    expect((await admin.call('DELETE', `${API}/users/reviews/${review.id}/`, STATEMENT)).status).toBe(404);
    expect(sql("SELECT reason_code FROM restrictions WHERE user_id = ? AND kind = 'review_removal'", review.author_id)).toEqual([
      { reason_code: 'harassment' },
    ]);
  });

  test('users are found by e-mail, phone or id; quarantine goes on with reasons and off; admin roles need a god admin', async () => {
    const admin = await as('admin');
    const punterId = idOf('punter-basic');
    for (const q of ['punter-basic@demo', String(punterId)]) {
      const found = usersResponseSchema.parse((await admin.call('GET', `${API}/admin/users?q=${encodeURIComponent(q)}`)).body).results;
      expect(
        found.map((u) => u.id),
        q,
      ).toContain(punterId);
    }
    const phone = sql('SELECT id, phone FROM users WHERE phone IS NOT NULL LIMIT 1')[0] as { id: number; phone: string } | undefined;
    if (phone) {
      const found = usersResponseSchema.parse(
        (await admin.call('GET', `${API}/admin/users?q=${encodeURIComponent(phone.phone)}`)).body,
      ).results;
      expect(found.map((u) => u.id)).toContain(phone.id);
    }

    expect((await admin.call('PUT', `${API}/admin/users/${punterId}/quarantine`, { quarantined: true })).status).toBe(422);
    expect((await admin.call('PUT', `${API}/admin/users/${punterId}/quarantine`, { quarantined: true, ...STATEMENT })).status).toBe(200);
    expect(sql('SELECT is_quarantined FROM users WHERE id = ?', punterId)[0]).toEqual({ is_quarantined: 1 });
    expect((await admin.call('PUT', `${API}/admin/users/${punterId}/quarantine`, { quarantined: false })).status).toBe(200);
    expect(sql('SELECT is_quarantined FROM users WHERE id = ?', punterId)[0]).toEqual({ is_quarantined: 0 });

    expect((await admin.call('PUT', `${API}/admin/users/${punterId}/roles`, { roles: [ROLES.punter, ROLES.escort] })).status).toBe(200);
    expect((await admin.call('PUT', `${API}/admin/users/${punterId}/roles`, { roles: [ROLES.punter, ROLES.support] })).status).toBe(403);
    expect((await admin.call('PUT', `${API}/admin/users/${idOf('admin')}/roles`, { roles: [ROLES.godAdmin] })).status).toBe(403);
    const god = await as('supergodadmin');
    expect((await god.call('PUT', `${API}/admin/users/${punterId}/roles`, { roles: [ROLES.punter, ROLES.support] })).status).toBe(200);
    expect(sql('SELECT role_id FROM user_roles WHERE user_id = ? ORDER BY role_id', punterId)).toEqual([{ role_id: 1 }, { role_id: 5 }]);
    expect(
      sql("SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = ? ORDER BY id", punterId).map((r) => r.action),
    ).toEqual(['user.quarantine', 'user.release', 'user.roles', 'user.roles']);
  });
});

describe('the audit log', () => {
  test('it pages the entries for the senior levels and its chain holds', async () => {
    const page = auditResponseSchema.parse((await (await as('coreadmin')).call('GET', `${API}/admin/audit`)).body);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results[0]!.id).toBeGreaterThan(page.results.at(-1)!.id);
    const check = await verifyAuditChain(t.deps.db);
    expect(check).toMatchObject({ ok: true });
    expect(check.entries).toBe(sql('SELECT id FROM audit_log').length);
  });

  test('the database refuses to change or delete an entry', () => {
    expect(() => sql("UPDATE audit_log SET reason = 'changed' WHERE id = 1")).toThrow(/append-only/);
    expect(() => sql('DELETE FROM audit_log WHERE id = 1')).toThrow(/append-only/);
  });
});
