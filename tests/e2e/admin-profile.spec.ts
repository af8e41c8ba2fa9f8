/**
 * The admin area acted on in the browser: an admin opens the whole record of the demo escort from
 * the user list (the review queue links it too) and sees each section with the database's values;
 * the security log's filter narrows the list to exactly the matching events; the statistics follow
 * the chosen period with the numbers the API answers for it. Axe, and screenshots at phone and
 * desktop sizes under test-results/screenshots/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Statistics } from '../../src/lib/api/tracking.ts';
import { formatNumber } from '../../src/lib/format.ts';
import { demo, expectNoAxeViolations, logIn, queryDatabase, t } from './auth-helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Numbers as the German pages write them. */
const TAG = 'de-DE';

/** At phone and desktop sizes (back at desktop size after): axe, then a screenshot. */
async function check(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/screenshots/admin-${name}-${label}.png`, fullPage: true });
  }
}

/** The description of the term `term` (exactly) in a definition list of `part`. */
const fact = (part: Locator, term: string) =>
  part
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The texts of one column of a table's body rows. */
const column = (table: Locator, index: number) => table.locator(`tbody tr > :nth-child(${index})`).allInnerTexts();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('an admin opens the whole record of the demo escort from the user list and sees every section', async ({ page, request }) => {
  test.slow();
  const [escort] = queryDatabase<{ id: number; email: string; name: string; place: string }>(
    `SELECT u.id, u.email, p.display_name AS name, pl.name AS place FROM users u
       JOIN profiles p ON p.user_id = u.id JOIN places pl ON pl.id = p.place_id WHERE u.username = 'escort'`,
  );
  expect(escort).toBeDefined();
  // Something to find in the reports and the audit entries: a visitor's report, resolved by the admin.
  const message = `Record check ${Date.now().toString(36)}`;
  const reported = await request.post('/api/v2/users/profile/report', { data: { profileId: escort!.id, reason: 'fake', message } });
  expect(reported.status()).toBe(201);
  const reportId = ((await reported.json()) as { results: { id: number } }).results.id;

  await logIn(page, demo('godadmin'));
  const note = 'Fotos geprüft, alles in Ordnung';
  const resolved = await page.request.post(`/api/v2/admin/reports/${reportId}/resolve`, { data: { note } });
  expect(resolved.status()).toBe(200);

  // The review queue links each entry's record.
  await page.goto('/admin/queue/');
  const entry = page.locator('li[data-profile-id]').first();
  await expect(entry).toBeVisible();
  const queued = await entry.getAttribute('data-profile-id');
  await expect(entry.getByRole('link', { name: t('admin.profile.link') })).toHaveAttribute('href', `/admin/profiles/?id=${queued}`);

  await page.goto('/admin/users/');
  await page.getByLabel(t('moderation.users.query')).fill(escort!.email);
  await page.getByRole('button', { name: t('moderation.users.search') }).click();
  await page.getByRole('link', { name: `${t('admin.profile.link')} – escort`, exact: true }).click();
  await expect(page).toHaveURL(`/admin/profiles/?id=${escort!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: t('admin.profile.heading', { name: escort!.name }) })).toBeVisible();

  const account = page.getByRole('region', { name: t('admin.profile.account.heading'), exact: true });
  await expect(fact(account, t('admin.profile.account.roles'))).toHaveText('escort');
  await expect(fact(account, t('admin.profile.account.email'))).toHaveText(escort!.email);
  const profile = page.getByRole('region', { name: t('admin.profile.profile.heading'), exact: true });
  await expect(fact(profile, t('admin.profile.profile.name'))).toHaveText(escort!.name);
  await expect(fact(profile, t('admin.profile.profile.place'))).toContainText(escort!.place);
  await expect(fact(profile, t('admin.profile.profile.state'))).toHaveText(t('moderation.state.published'));

  // Every photo with its state, each thumbnail loaded.
  const photos = queryDatabase<{ id: number }>('SELECT id FROM photos WHERE profile_id = ? ORDER BY position', escort!.id);
  const photoPart = page.getByTestId('record-photos');
  await expect(photoPart.getByRole('heading')).toHaveText(t('admin.profile.photos.heading', { count: photos.length }));
  const items = photoPart.locator('li[data-photo-id]');
  await expect(items).toHaveCount(photos.length);
  expect(await items.evaluateAll((all) => all.map((li) => Number(li.getAttribute('data-photo-id'))))).toEqual(photos.map((p) => p.id));
  const images = photoPart.getByRole('img');
  for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);

  // The report with the resolution, the restrictions as stored, and the resolution in the audit entries.
  const reportCount = queryDatabase<{ n: number }>('SELECT COUNT(*) AS n FROM profile_reports WHERE profile_id = ?', escort!.id)[0]!.n;
  const reports = page.getByRole('region', { name: t('admin.profile.reports.heading', { count: reportCount }) });
  const report = reports.locator(`li[data-report-id="${reportId}"]`);
  await expect(report).toContainText(message);
  await expect(report).toContainText(note);
  await expect(report).toContainText('godadmin');
  const restrictions = queryDatabase<{ n: number }>('SELECT COUNT(*) AS n FROM restrictions WHERE user_id = ?', escort!.id)[0]!.n;
  await expect(page.getByRole('heading', { name: t('admin.profile.restrictions.heading', { count: restrictions }) })).toBeVisible();
  const [entry0] = queryDatabase<{ id: number; action: string }>(
    `SELECT id, action FROM audit_log WHERE target_type = 'report' AND target_id = ? ORDER BY id DESC LIMIT 1`,
    reportId,
  );
  const audit = page.getByTestId('record-audit');
  await expect(audit.locator(`tr[data-audit-id="${entry0!.id}"]`)).toContainText('report.resolve');
  await expect(audit.locator(`tr[data-audit-id="${entry0!.id}"]`)).toContainText(`report ${reportId}`);

  await profile.getByText(t('admin.profile.profile.fields')).click();
  await expect(profile.getByRole('rowheader', { name: 'city', exact: true })).toBeVisible();
  await check(page, 'profile-record');

  // Without an id the page asks for one, and opens the record it is given.
  await page.goto('/admin/profiles/');
  await page.getByLabel(t('admin.profile.lookup.id')).fill(String(escort!.id));
  await page.getByRole('button', { name: t('admin.profile.lookup.open') }).click();
  await expect(page).toHaveURL(`/admin/profiles/?id=${escort!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: t('admin.profile.heading', { name: escort!.name }) })).toBeVisible();
});

test('the security log filter narrows the list to exactly the events of the chosen kind', async ({ page, request }) => {
  test.slow();
  // A failed sign-in: an event of another kind than the admin's own sign-in.
  const failed = await request.post('/api/v2/users/login', {
    data: { email: `nobody-${Date.now()}@example.test`, password: 'wrong password' },
  });
  expect(failed.status()).toBe(422);
  await logIn(page, demo('godadmin'));
  const [admin] = queryDatabase<{ id: number }>(`SELECT id FROM users WHERE username = 'godadmin'`);
  const events = (type?: string) =>
    queryDatabase<{ type: string; user_id: number | null }>(
      `SELECT type, user_id FROM security_events ${type ? 'WHERE type = ?' : ''} ORDER BY id DESC LIMIT 50`,
      ...(type ? [type] : []),
    );
  const label = (type: string) => t(`account.security.type.${type}`);

  await page.goto('/admin/security/');
  const table = page.getByRole('region', { name: t('account.security.events') }).getByRole('table');
  const all = events();
  expect(new Set(all.map((e) => e.type)).size).toBeGreaterThan(1);
  await expect.poll(() => column(table, 2)).toEqual(all.map((e) => label(e.type)));

  const filter = page.getByLabel(t('account.security.filter'));
  for (const type of ['login.failed', 'mfa.verified']) {
    await filter.selectOption(type);
    const matching = events(type);
    expect(matching.length).toBeGreaterThan(0);
    await expect.poll(() => column(table, 2)).toEqual(matching.map(() => label(type)));
    expect(await column(table, 3)).toEqual(matching.map((e) => (e.user_id === null ? '–' : String(e.user_id))));
  }
  // The newest second step is the admin's own sign-in.
  expect((await column(table, 3))[0]).toBe(String(admin!.id));
  await check(page, 'security-filtered');

  await filter.selectOption('');
  await expect.poll(() => column(table, 2)).toEqual(events().map((e) => label(e.type)));
});

test('the statistics follow the chosen period with the numbers the API answers for it', async ({ page, request }) => {
  test.slow();
  // A search of today, so the numbers are not all nought.
  const tracked = await request.post('/api/v2/s', {
    data: [{ c: 'search', a: 'results', atr: { place: 'koeln', category: 1 }, cou: 'de' }],
  });
  expect(tracked.status()).toBe(204);
  await logIn(page, demo('godadmin'));
  await page.goto('/admin/statistics/');
  const period = page.getByLabel(t('admin.statistics.period'));
  await expect(period).toHaveValue('30');
  const searches = page.getByRole('region', { name: t('admin.statistics.searchesHeading') });
  await searches.getByText(t('admin.statistics.table')).click();
  const table = searches.getByRole('table');
  const places = page.getByRole('region', { name: t('admin.statistics.topPlaces') });

  for (const days of [7, 90]) {
    await period.selectOption(String(days));
    const res = await page.request.get(`/api/v2/admin/statistics?days=${days}`);
    expect(res.status()).toBe(200);
    const stats = ((await res.json()) as { results: Statistics }).results;
    expect(stats.days).toHaveLength(days);
    expect(stats.searches.total).toBeGreaterThan(0);
    // One row per day of the period, each with the API's count, and the API's total.
    await expect(table.locator('tbody tr')).toHaveCount(days);
    expect(await column(table, 2)).toEqual(stats.searches.perDay.map((n) => formatNumber(n, TAG)));
    await expect(page.getByTestId('statistics-searches-total')).toHaveText(
      t('admin.statistics.total', { count: formatNumber(stats.searches.total, TAG) }),
    );
    expect(await column(places, 1)).toEqual(stats.topPlaces.map((p) => `${p.place} (${p.region})`));
    expect(await column(places, 2)).toEqual(stats.topPlaces.map((p) => formatNumber(p.searches, TAG)));
    expect(stats.topPlaces.map((p) => p.place)).toContain('koeln');
    for (const p of stats.partners)
      await expect(page.getByTestId(`statistics-partner-${p.partner}`)).toHaveText(formatNumber(p.total, TAG));
  }
  await check(page, 'statistics-90-days');
});
