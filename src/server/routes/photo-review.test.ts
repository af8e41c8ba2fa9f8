/**
 * Photos under review and who sees them: a photo nobody else may see (flagged, of an unpublished or
 * held profile) answers to admins and support, to its owner and to her manager, privately (never into
 * a shared cache), and 404 to everyone else; a moderator approves or removes each flagged photo; and
 * approving a held profile publishes it only with the photos the publish rules ask for visible.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actionResultSchema, queueResponseSchema } from '../../lib/api/moderation.ts';
import { ROLE_IDS, ROLES, can } from '../../lib/permissions.ts';
import { memoryStorage } from '../media/storage.ts';
import { seesEveryPhotoOf } from '../services/media.ts';
import { SITE_REBUILD } from '../services/site-freshness.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { signIn } from '../testing/punter.ts';
import { syncSql } from '../testing/sync-sql.ts';

const API = '/api/v2';
const STATEMENT = { reasonCode: 'fake_profile', reasonText: 'The photo belongs to someone else.' };
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

const media = memoryStorage();
let t: AuthTestApp;
const clients = new Map<string, Client>();
beforeAll(async () => {
  t = await createAuthTestApp({ media });
});
afterAll(() => t.close());

const sql = (query: string, ...params: (string | number)[]) => syncSql(t.database).all(query, ...params);
const idOf = (username: string) => (sql('SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;
const photosOf = (profileId: number) =>
  sql('SELECT id, status FROM photos WHERE profile_id = ? ORDER BY position', profileId) as { id: number; status: string }[];
const stateOf = (profileId: number) => sql('SELECT published, quarantined FROM profiles WHERE user_id = ?', profileId)[0];
const listed = (id: number) => sql('SELECT 1 FROM profile_search WHERE profile_id = ?', id).length === 1;
const rebuilds = () => sql('SELECT id FROM jobs WHERE kind = ?', SITE_REBUILD).length;

/** A signed-in client of a demo account (admins confirm with the demo authenticator), kept for the file. */
async function as(username: string): Promise<Client> {
  const known = clients.get(username);
  if (known) return known;
  const c = await signIn(t, username);
  clients.set(username, c);
  return c;
}

/** GET a photo file as `who` (undefined: anonymous): its status and cache-control header. */
async function fetchPhoto(url: string, who?: string): Promise<{ status: number; cache: string | null }> {
  const c = who ? await as(who) : t.client();
  const res = await c.call('GET', url);
  return { status: res.status, cache: res.headers.get('cache-control') };
}

const PRIVATE = { status: 200, cache: 'private, no-store' };
const GONE = { status: 404, cache: 'no-store' };

describe('who sees a photo no one else may see', () => {
  test('the flagged photos of the held demo escort: admins and support, the owner and her manager; nobody else', async () => {
    const held = idOf('escort-held');
    expect(stateOf(held)).toEqual({ published: 0, quarantined: 1 });
    const [photo] = photosOf(held);
    expect(photo?.status).toBe('flagged');
    const url = `${API}/media/photos/${photo!.id}.svg`;

    // The queue links the photo, and admins and support get it, privately.
    const queue = queueResponseSchema.parse((await (await as('support')).call('GET', `${API}/admin/queue`)).body);
    const item = queue.results.find((r) => r.id === held);
    expect(item?.photos.map((p) => [p.url, p.flagged])).toEqual(photosOf(held).map((p) => [`${API}/media/photos/${p.id}.svg`, true]));
    for (const who of ['support', 'admin', 'superadmin', 'coreadmin', 'godadmin', 'supergodadmin'])
      expect(await fetchPhoto(url, who), who).toEqual(PRIVATE);
    const svg = await (await as('admin')).call('GET', url);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(String(svg.body)).toMatch(/^<svg /);

    // The owner, and a manager once she is theirs.
    expect(await fetchPhoto(url, 'escort-held')).toEqual(PRIVATE);
    expect(await fetchPhoto(url, 'manager')).toEqual(GONE);
    sql('UPDATE users SET manager_id = ? WHERE id = ?', idOf('manager'), held);
    expect(await fetchPhoto(url, 'manager')).toEqual(PRIVATE);
    sql('UPDATE users SET manager_id = NULL WHERE id = ?', held);

    // Anonymous, a punter, another escort, a venue and another manager: 404, kept by nobody.
    for (const who of [undefined, 'punter', 'escort', 'venue', 'multi', 'manager-quarantined', 'manager'])
      expect(await fetchPhoto(url, who), who ?? 'anonymous').toEqual(GONE);
  });

  test('an uploaded photo of an unpublished profile: its owner and her manager (and moderators) get each rendition, privately', async () => {
    const owner = idOf('escort-new');
    expect(stateOf(owner)).toEqual({ published: 0, quarantined: 0 });
    const key = 'photos/review-test-upload';
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    await media.put(`${key}-320.webp`, bytes);
    const [row] = sql(
      `INSERT INTO photos (profile_id, position, width, height, is_main, is_explicit, seed, storage_key, widths, status)
       VALUES (?, 0, 800, 1000, 1, 0, 0, ?, '320', 'ok') RETURNING id`,
      owner,
      key,
    ) as { id: number }[];
    const url = `${API}/media/photos/${row!.id}-320.webp`;

    const mine = await (await as('escort-new')).call('GET', url);
    expect({ status: mine.status, cache: mine.headers.get('cache-control') }).toEqual(PRIVATE);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    expect(mine.headers.get('referrer-policy')).toBe('no-referrer');
    // Her own photo list links exactly that file.
    const own = (await (await as('escort-new')).call('GET', `${API}/users/photos`)).body as { results: { sources: { url: string }[] }[] };
    expect(own.results[0]?.sources.map((s) => s.url)).toEqual([url]);

    expect(await fetchPhoto(url, 'support')).toEqual(PRIVATE);
    // Width not stored: 404 even to the owner.
    expect(await fetchPhoto(`${API}/media/photos/${row!.id}-640.webp`, 'escort-new')).toEqual(GONE);

    // A manager acting for her sees her photos in her editor (the list) and each file.
    sql('UPDATE users SET manager_id = ? WHERE id = ?', idOf('manager'), owner);
    const acting = await (await as('manager')).call('GET', `${API}/users/photos`, undefined, { 'x-act-for': String(owner) });
    expect(acting.status).toBe(200);
    expect(await fetchPhoto(url, 'manager')).toEqual(PRIVATE);
    sql('UPDATE users SET manager_id = NULL WHERE id = ?', owner);
    expect(await fetchPhoto(url, 'manager')).toEqual(GONE);

    for (const who of [undefined, 'punter', 'escort', 'escort-held']) expect(await fetchPhoto(url, who), who ?? 'anonymous').toEqual(GONE);
    sql('DELETE FROM photos WHERE id = ?', row!.id);
  });

  test('a public photo stays one public answer for everyone, moderators included', async () => {
    const [photo] = sql(
      `SELECT ph.id FROM photos ph JOIN profiles p ON p.user_id = ph.profile_id
        WHERE p.published = 1 AND ph.is_explicit = 0 AND ph.status = 'ok' ORDER BY ph.id LIMIT 1`,
    ) as { id: number }[];
    for (const who of [undefined, 'admin', 'punter'])
      expect((await fetchPhoto(`${API}/media/photos/${photo!.id}.svg`, who)).cache).toMatch(/^public/);
  });

  test('an admin role without the second factor does not count; the owner and her manager do', async () => {
    const owner = idOf('escort-held');
    const admin = { id: idOf('admin'), roles: [ROLES.admin] };
    expect(await seesEveryPhotoOf(t.deps.db, admin, owner)).toBe(false);
    expect(await seesEveryPhotoOf(t.deps.db, { ...admin, mfa: true }, owner)).toBe(true);
    expect(await seesEveryPhotoOf(t.deps.db, { id: owner, roles: [ROLES.escort] }, owner)).toBe(true);
    expect(await seesEveryPhotoOf(t.deps.db, { id: idOf('punter'), roles: [ROLES.punter] }, owner)).toBe(false);
    expect(await seesEveryPhotoOf(t.deps.db, undefined, owner)).toBe(false);
  });
});

describe('approving and removing photos', () => {
  test('who may approve a photo (every role id, and anonymous)', async () => {
    const path = `${API}/admin/photos/999999/approve`;
    expect((await t.client().call('POST', path, {})).status).toBe(401);
    for (const role of ROLE_IDS) {
      const res = await (await as(ACCOUNT_OF[role]!)).call('POST', path, {});
      expect(res.status, `role ${role}`).toBe(can([role], 'canModerateWrite') ? 404 : 403);
    }
  });

  test("a flagged photo of a listed profile is approved once: public at once, in the search row and the site's next build, audited", async () => {
    const [profile] = sql(
      `SELECT p.user_id AS id FROM profiles p JOIN profile_search s ON s.profile_id = p.user_id
        WHERE p.profile_type = 'escort' AND p.published = 1 AND p.region = 'de' ORDER BY p.user_id DESC LIMIT 1`,
    ) as { id: number }[];
    const id = profile!.id;
    const photo = photosOf(id).at(-1)!;
    sql(`UPDATE photos SET status = 'flagged' WHERE id = ?`, photo.id);
    const url = `${API}/media/photos/${photo.id}.svg`;
    expect(await fetchPhoto(url)).toEqual(GONE);
    // Flagged: the profile is in the queue with it, though reviewed after its last change (the newest, so on the first page).
    sql(
      'UPDATE profiles SET updated_at = ?, moderated_at = ? WHERE user_id = ?',
      '2098-01-01T00:00:00.000Z',
      '2099-01-01T00:00:00.000Z',
      id,
    );
    const queue = queueResponseSchema.parse((await (await as('admin')).call('GET', `${API}/admin/queue`)).body);
    expect(queue.results.find((r) => r.id === id)?.photos.find((p) => p.id === photo.id)?.flagged).toBe(true);

    const revBefore = (sql('SELECT rev FROM profile_search WHERE profile_id = ?', id)[0] as { rev: number }).rev;
    const jobsBefore = rebuilds();
    expect((await (await as('support')).call('POST', `${API}/admin/photos/${photo.id}/approve`, {})).status).toBe(403);
    const done = await (await as('admin')).call('POST', `${API}/admin/photos/${photo.id}/approve`, {});
    expect(actionResultSchema.parse(done.body).results).toEqual({ id: photo.id, restrictionId: null });
    expect(photosOf(id).find((p) => p.id === photo.id)?.status).toBe('ok');
    expect((await fetchPhoto(url)).status).toBe(200);
    expect((await fetchPhoto(url)).cache).toMatch(/^public/);
    expect((sql('SELECT rev FROM profile_search WHERE profile_id = ?', id)[0] as { rev: number }).rev).toBeGreaterThan(revBefore);
    expect(rebuilds()).toBeGreaterThanOrEqual(Math.max(jobsBefore, 1));
    expect(
      sql("SELECT action, payload FROM audit_log WHERE target_type = 'photo' AND target_id = ? ORDER BY id", photo.id).map((r) => [
        (r as { action: string }).action,
        JSON.parse((r as { payload: string }).payload) as unknown,
      ]),
    ).toEqual([['photo.approve', { profileId: id }]]);
    const after = queueResponseSchema.parse((await (await as('admin')).call('GET', `${API}/admin/queue`)).body);
    expect(after.results.map((r) => r.id)).not.toContain(id);

    // Approved already, or never flagged: 422, nothing audited again.
    const again = await (await as('godadmin')).call('POST', `${API}/admin/photos/${photo.id}/approve`, {});
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { photo: ['The photo does not wait for review.'] } });
    expect(sql("SELECT id FROM audit_log WHERE action = 'photo.approve' AND target_id = ?", photo.id)).toHaveLength(1);
  });
});

describe('approving a held profile', () => {
  test('it is not published below the publish rules: the 422 lists the missing visible photos; approving photos lets it go live', async () => {
    const held = idOf('escort-held');
    const admin = await as('superadmin');
    const approve = () => admin.call('POST', `${API}/admin/profiles/${held}/approve`, {}, { 'x-locale': 'en' });
    const [first, second] = photosOf(held);

    const refused = await approve();
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'Not published: the profile does not meet the publishing rules yet and stays held for review.',
      errors: { photos: ['It needs at least 2 visible photos and has 0; 2 wait for review (approve or remove them first).'] },
    });
    expect(stateOf(held)).toEqual({ published: 0, quarantined: 1 });
    expect(listed(held)).toBe(false);
    // In German when the admin reads German.
    const german = await admin.call('POST', `${API}/admin/profiles/${held}/approve`, {}, { 'x-locale': 'de' });
    expect((german.body as { errors: { photos: string[] } }).errors.photos[0]).toMatch(
      /^Es braucht mindestens 2 sichtbare Fotos und hat 0/,
    );

    expect((await admin.call('POST', `${API}/admin/photos/${first!.id}/approve`, {})).status).toBe(200);
    // Still held: the approved photo is shown to nobody while the profile is not listed.
    expect(await fetchPhoto(`${API}/media/photos/${first!.id}.svg`)).toEqual(GONE);
    expect((await approve()).body).toMatchObject({ errors: { photos: [expect.stringContaining('has 1; 1 wait')] } });
    expect(stateOf(held)).toEqual({ published: 0, quarantined: 1 });

    expect((await admin.call('POST', `${API}/admin/photos/${second!.id}/approve`, {})).status).toBe(200);
    expect((await approve()).status).toBe(200);
    expect(stateOf(held)).toEqual({ published: 1, quarantined: 0 });
    expect(listed(held)).toBe(true);
    // Listed with its photos: the public gets them now, and it left the queue.
    for (const p of [first!, second!]) expect((await fetchPhoto(`${API}/media/photos/${p.id}.svg`)).status).toBe(200);
    const card = (await t.client().call('GET', `${API}/search/escorts?region=de&place=koeln&sort=newest&per_page=48`)).body as {
      results: { id: number; photo: { url: string } | null }[];
    };
    expect(card.results.find((r) => r.id === held)?.photo?.url).toBe(`${API}/media/photos/${first!.id}.svg`);
    const queue = queueResponseSchema.parse((await admin.call('GET', `${API}/admin/queue`)).body);
    expect(queue.results.map((r) => r.id)).not.toContain(held);
    expect(sql("SELECT action FROM audit_log WHERE target_type = 'profile' AND target_id = ?", held)).toEqual([
      { action: 'profile.approve' },
    ]);
  });

  test('removing a photo of a held profile leaves it held when too few photos stay visible', async () => {
    const [profile] = sql(
      `SELECT p.user_id AS id FROM profiles p WHERE p.profile_type = 'escort' AND p.published = 1 AND p.region = 'de'
        AND (SELECT count(*) FROM photos ph WHERE ph.profile_id = p.user_id) = 2 ORDER BY p.user_id LIMIT 1`,
    ) as { id: number }[];
    const id = profile!.id;
    const admin = await as('admin');
    expect((await admin.call('POST', `${API}/admin/profiles/${id}/quarantine`, STATEMENT)).status).toBe(200);
    const [photo] = photosOf(id);
    expect((await admin.call('DELETE', `${API}/admin/photos/${photo!.id}`, STATEMENT)).status).toBe(200);
    expect(photosOf(id).map((p) => p.id)).not.toContain(photo!.id);
    const refused = await admin.call('POST', `${API}/admin/profiles/${id}/approve`, {});
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['photos']);
    expect(stateOf(id)).toEqual({ published: 0, quarantined: 1 });
    expect(listed(id)).toBe(false);
  });
});
