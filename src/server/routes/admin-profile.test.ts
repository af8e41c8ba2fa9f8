import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PROFILE_AUDIT_PAGE, adminProfileResponseSchema, recordAuditResponseSchema } from '../../lib/api/admin-profile.ts';
import { ROLE_IDS, can } from '../../lib/permissions.ts';
import { NO_SUCH_PROFILE } from '../services/admin-profile.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, rows, signIn } from '../testing/punter.ts';
import { syncSql } from '../testing/sync-sql.ts';

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

/** A signed-in client of a demo account, kept for the file. */
async function as(username: string): Promise<Client> {
  const known = clients.get(username);
  if (known) return known;
  const c = await signIn(t, username);
  clients.set(username, c);
  return c;
}

const record = async (c: Client, id: number) => {
  const res = await c.call('GET', `${API}/admin/profiles/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminProfileResponseSchema.parse(res.body).results;
};

describe('who may read a record (every role id, and anonymous)', () => {
  test('GET /admin/profiles/{id}: canModerate (admin levels and support), the audit entries only with canViewAuditLog', async () => {
    const id = idOf(t, 'escort');
    expect((await t.client().call('GET', `${API}/admin/profiles/${id}`)).status).toBe(401);
    for (const role of ROLE_IDS) {
      const res = await (await as(ACCOUNT_OF[role]!)).call('GET', `${API}/admin/profiles/${id}`);
      expect(res.status, `role ${role}: ${JSON.stringify(res.body)}`).toBe(can([role], 'canModerate') ? 200 : 403);
      if (res.status !== 200) continue;
      const { audit } = adminProfileResponseSchema.parse(res.body).results;
      expect(audit === null, `role ${role}`).toBe(!can([role], 'canViewAuditLog'));
    }
  });

  test('GET /admin/profiles/{id}/audit: canViewAuditLog only', async () => {
    const id = idOf(t, 'escort');
    expect((await t.client().call('GET', `${API}/admin/profiles/${id}/audit`)).status).toBe(401);
    for (const role of ROLE_IDS) {
      const res = await (await as(ACCOUNT_OF[role]!)).call('GET', `${API}/admin/profiles/${id}/audit`);
      expect(res.status, `role ${role}`).toBe(can([role], 'canViewAuditLog') ? 200 : 403);
    }
  });

  test('support reads the whole record but gets no audit entries (the permission table: canModerate, not canViewAuditLog)', async () => {
    const support = await as('support');
    const r = await record(support, idOf(t, 'escort'));
    expect(r.account.username).toBe('escort');
    expect(r.audit).toBeNull();
  });

  test('the guard answers before the id is looked at', async () => {
    expect((await t.client().call('GET', `${API}/admin/profiles/nope`)).status).toBe(401);
    expect((await (await as('punter')).call('GET', `${API}/admin/profiles/nope`)).status).toBe(403);
  });
});

describe('the record', () => {
  test('the demo escort: account, profile with every field and its place, photos with their state and URLs', async () => {
    const id = idOf(t, 'escort');
    const r = await record(await as('godadmin'), id);
    const user = rows(t, 'SELECT * FROM users WHERE id = ?', id)[0] as Record<string, unknown>;
    const profile = rows(
      t,
      'SELECT p.*, pl.name AS place_name FROM profiles p LEFT JOIN places pl ON pl.id = p.place_id WHERE user_id = ?',
      id,
    )[0] as Record<string, unknown>;
    expect(r.account).toMatchObject({
      id,
      username: 'escort',
      email: user.email,
      phone: user.phone,
      region: 'de',
      roles: [2],
      createdAt: user.created_at,
      quarantined: false,
      demo: true,
      manager: { id: idOf(t, 'manager'), username: 'manager' },
    });
    expect(r.account.verification.emailAt).toBe(user.email_verified_at);
    // Never the secrets.
    expect(JSON.stringify(r)).not.toContain(String(user.password_hash));

    expect(r.profile).toMatchObject({
      id,
      displayName: profile.display_name,
      type: 'escort',
      region: 'de',
      published: true,
      quarantined: false,
      path: `/users/${id}/`,
      publishedAt: profile.published_at,
      place: { id: profile.place_id, name: profile.place_name },
    });
    expect(r.profile!.place!.name).toBe('Köln');
    // Every other column by its camel-cased name, as stored.
    for (const column of ['city', 'about', 'slogan', 'gender', 'hair_color', 'phone_private', 'onboarding_step', 'lat', 'lon'])
      expect(r.profile!.fields[column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())], column).toBe(profile[column]);
    expect(r.profile!.fields).not.toHaveProperty('displayName');
    const services = rows(t, 'SELECT s.key FROM profile_services ps JOIN services s ON s.id = ps.service_id WHERE ps.profile_id = ?', id);
    expect(r.profile!.services.toSorted()).toEqual((services as { key: string }[]).map((s) => s.key).toSorted());
    expect(r.profile!.prices.length).toBe(rows(t, 'SELECT 1 FROM profile_prices WHERE profile_id = ?', id).length);

    const photos = rows(t, 'SELECT id, status FROM photos WHERE profile_id = ? ORDER BY position', id) as { id: number; status: string }[];
    expect(photos.length).toBeGreaterThan(0);
    expect(r.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
    for (const p of r.photos) {
      expect(['visible', 'pending']).toContain(p.state);
      // The same URLs the review queue links (the media routes serve them to moderators).
      expect(p.thumbUrl).toMatch(new RegExp(`^/api/v2/media/photos/${p.id}(-\\d+\\.webp|\\.svg)$`));
      expect(p.url).toMatch(new RegExp(`^/api/v2/media/photos/${p.id}(-\\d+\\.webp|\\.svg)$`));
    }
    expect(r.reports).toEqual({ total: 0, results: [] });
    expect(r.restrictions).toEqual({ total: 0, results: [] });
  });

  test('moderation shows in the record: a report, a removed photo, a hold for review, each in the audit entries newest first', async () => {
    const id = idOf(t, 'venue');
    const admin = await as('godadmin');
    const before = await record(admin, id);
    expect(before.audit!.results).toEqual([]);

    const reported = await t.client().call('POST', `${API}/users/profile/report`, {
      profileId: id,
      reason: 'fake',
      message: 'Stolen photos',
      email: 'reporter@example.test',
    });
    expect(reported.status).toBe(201);
    const reportId = (reported.body as { results: { id: number } }).results.id;
    expect((await admin.call('POST', `${API}/admin/reports/${reportId}/resolve`, { note: 'Checked the photos' })).status).toBe(200);
    const photoId = before.photos[0]!.id;
    expect((await admin.call('DELETE', `${API}/admin/photos/${photoId}`, STATEMENT)).status).toBe(200);
    expect((await admin.call('POST', `${API}/admin/profiles/${id}/quarantine`, STATEMENT)).status).toBe(200);

    const r = await record(admin, id);
    expect(r.profile).toMatchObject({ published: false, quarantined: true });
    expect(r.reports.total).toBe(1);
    expect(r.reports.results[0]).toMatchObject({
      id: reportId,
      reason: 'fake',
      message: 'Stolen photos',
      contactEmail: 'reporter@example.test',
      reporter: null,
      resolvedBy: { id: idOf(t, 'godadmin'), username: 'godadmin' },
      resolutionNote: 'Checked the photos',
    });
    const removed = r.photos.find((p) => p.id === photoId)!;
    expect(removed).toMatchObject({ state: 'removed', thumbUrl: null, url: null });
    expect(removed.removal).toMatchObject({ reasonCode: 'fake_profile', reasonText: STATEMENT.reasonText, by: { username: 'godadmin' } });
    expect(r.photos.filter((p) => p.state !== 'removed')).toHaveLength(before.photos.length - 1);
    expect(r.restrictions.results.map((x) => x.kind)).toEqual(['quarantine', 'photo_removal']);
    expect(r.restrictions.results[0]!.decidedBy).toEqual({ id: idOf(t, 'godadmin'), username: 'godadmin' });
    expect(r.audit!.results.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      ['profile.quarantine', 'profile', id],
      ['photo.remove', 'photo', photoId],
      ['report.resolve', 'report', reportId],
    ]);
    expect(r.audit!.nextBefore).toBeNull();
    // Nothing about another profile.
    const other = await record(admin, idOf(t, 'escort'));
    expect(other.audit!.results.some((e) => e.targetId === id || e.targetId === photoId)).toBe(false);
  });

  test('the audit entries come a page at a time, newest first, with a cursor to the older ones', async () => {
    const id = idOf(t, 'punter-basic');
    const admin = await as('godadmin');
    const changes = ADMIN_PROFILE_AUDIT_PAGE + 3;
    for (let i = 0; i < changes; i++) {
      const body = i % 2 === 0 ? { quarantined: true, ...STATEMENT } : { quarantined: false };
      expect((await admin.call('PUT', `${API}/admin/users/${id}/quarantine`, body)).status).toBe(200);
    }
    const first = (await record(admin, id)).audit!;
    expect(first.results).toHaveLength(ADMIN_PROFILE_AUDIT_PAGE);
    // The last change was the newest entry.
    expect(first.results[0]!.action).toBe(changes % 2 === 1 ? 'user.quarantine' : 'user.release');
    expect(first.nextBefore).toBe(first.results.at(-1)!.id);
    const res = await admin.call('GET', `${API}/admin/profiles/${id}/audit?before=${first.nextBefore}`);
    expect(res.status).toBe(200);
    const rest = recordAuditResponseSchema.parse(res.body).results;
    expect(rest.results).toHaveLength(changes - ADMIN_PROFILE_AUDIT_PAGE);
    expect(rest.nextBefore).toBeNull();
    const ids = [...first.results, ...rest.results].map((e) => e.id);
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    expect(new Set(ids).size).toBe(changes);
    expect((await admin.call('GET', `${API}/admin/profiles/${id}/audit?before=abc`)).status).toBe(422);
  });

  test('an account without a profile answers with its account alone', async () => {
    const r = await record(await as('admin'), idOf(t, 'manager'));
    expect(r.account).toMatchObject({ username: 'manager', roles: [6] });
    expect(r.profile).toBeNull();
    expect(r.photos).toEqual([]);
  });

  test('an unknown id is 404, a malformed one 422', async () => {
    const admin = await as('admin');
    for (const path of ['/admin/profiles/999999', '/admin/profiles/999999/audit']) {
      const c = path.endsWith('audit') ? await as('godadmin') : admin;
      const res = await c.call('GET', `${API}${path}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: NO_SUCH_PROFILE });
    }
    expect((await admin.call('GET', `${API}/admin/profiles/abc`)).status).toBe(422);
    expect((await admin.call('GET', `${API}/admin/profiles/0`)).status).toBe(422);
  });

  test('user text comes back as JSON text, exactly as stored (never HTML)', async () => {
    const id = idOf(t, 'multi');
    const name = '<script>alert("x")</script> & <b>bold</b>';
    syncSql(t.database).run('UPDATE profiles SET display_name = ?, about = ? WHERE user_id = ?', name, `<img src=x onerror=alert(1)>`, id);
    const res = await (await as('support')).call('GET', `${API}/admin/profiles/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const r = adminProfileResponseSchema.parse(res.body).results;
    expect(r.profile!.displayName).toBe(name);
    expect(r.profile!.fields.about).toBe('<img src=x onerror=alert(1)>');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
