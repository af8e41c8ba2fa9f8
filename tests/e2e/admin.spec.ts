/**
 * The admin area: an admin (password and authenticator code) quarantines a published profile from
 * the review queue with a statement of reasons and the profile leaves search; the flagged photos of
 * a held profile show in the queue, and the profile goes live only once enough of them are approved;
 * a profile reported through the public report dialog shows in the reports list; every admin page
 * passes axe and is kept as a screenshot at phone and desktop widths. Support sees the pages without
 * the buttons.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, forgetSession, logIn, queryDatabase, t } from './auth-helpers.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Every admin page, by route id, with its path. */
const ADMIN_PAGES = [
  ['admin', '/admin/'],
  ['adminQueue', '/admin/queue/'],
  ['adminReports', '/admin/reports/'],
  ['adminReviews', '/admin/reviews/'],
  ['adminUsers', '/admin/users/'],
  ['adminAppeals', '/admin/appeals/'],
  ['adminAudit', '/admin/audit/'],
  ['adminPayments', '/admin/payments/'],
  ['adminMessageExample', '/admin/message-example/'],
] as const;

/** Axe, then a screenshot at both widths. */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const [width, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/admin-${name}-${width}.png`, fullPage: true });
  }
}

/** Page through an admin list until `target` shows (at most `pages` pages). */
async function findOnPages(page: Page, target: Locator, pages = 20) {
  for (let i = 0; i < pages; i++) {
    if ((await target.count()) > 0) return;
    const next = page.getByRole('button', { name: t('admin.pager.next'), exact: true });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.getByRole('button', { name: t('admin.pager.previous'), exact: true })).toBeEnabled();
  }
  await expect(target).toHaveCount(1);
}

/** Whether the search API lists a profile in its place (the first pages, newest first). */
async function inSearch(page: Page, id: number, place: string): Promise<boolean> {
  for (let p = 1; p <= 5; p++) {
    const res = await page.request.get(`/api/v2/search/escorts?region=de&place=${place}&sort=newest&per_page=48&page=${p}`);
    const body = (await res.json()) as { results: { id: number }[] };
    if (body.results.some((r) => r.id === id)) return true;
    if (body.results.length < 48) return false;
  }
  return false;
}

test('every admin page passes axe at phone and desktop widths', async ({ page }) => {
  test.slow();
  await logIn(page, demo('godadmin'));
  for (const [id, path] of ADMIN_PAGES) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: t('admin.nav.label') });
    await expect(nav).toBeVisible();
    // The page's own entry of the menu is marked current (the overview's is called "Overview").
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
    await check(page, id);
  }
});

test('an admin quarantines a published profile from the queue and it leaves search', async ({ page }) => {
  test.slow();
  const [profile] = queryDatabase<{ id: number; name: string; place: string }>(
    `SELECT p.user_id AS id, p.display_name AS name, pl.slug AS place FROM profiles p JOIN places pl ON pl.id = p.place_id
      WHERE p.published = 1 AND p.profile_type = 'escort' AND p.region = 'de'
      ORDER BY p.updated_at DESC, p.user_id DESC LIMIT 1`,
  );
  expect(profile).toBeDefined();
  expect(await inSearch(page, profile!.id, profile!.place)).toBe(true);

  await logIn(page, demo('superadmin'));
  await page.goto('/admin/queue/');
  const item = page.locator(`li[data-profile-id="${profile!.id}"]`);
  await findOnPages(page, item);
  await item.getByRole('button', { name: t('moderation.action.quarantine') }).click();
  await item.getByLabel(t('moderation.statement.code')).selectOption('fake_profile');
  await item.getByLabel(t('moderation.statement.text')).fill('Die Fotos stammen von einer anderen Website.');
  await check(page, 'queue-statement');
  await item.getByRole('button', { name: t('moderation.action.quarantine') }).click();
  await expect(page.getByText(t('common.success'))).toBeVisible();

  // Gone from search at once (the search rows follow the write), and the action is in the audit log.
  await expect.poll(() => inSearch(page, profile!.id, profile!.place)).toBe(false);
  const audit = queryDatabase<{ action: string }>(
    "SELECT action FROM audit_log WHERE target_type = 'profile' AND target_id = ? ORDER BY id DESC LIMIT 1",
    profile!.id,
  );
  expect(audit).toEqual([{ action: 'profile.quarantine' }]);
  await page.goto('/admin/audit/');
  await expect(page.getByRole('cell', { name: 'profile.quarantine' }).first()).toBeVisible();
});

/** Whether every image of `images` has loaded with a size (not broken). */
async function imagesLoaded(images: Locator): Promise<boolean> {
  for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
  return images.evaluateAll(
    (all) => all.length > 0 && all.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
  );
}

test('a held profile shows its flagged photos in the queue and goes live only once enough of them are approved', async ({ page }) => {
  test.slow();
  const [held] = queryDatabase<{ id: number }>(`SELECT id FROM users WHERE username = 'escort-held'`);
  const published = () => queryDatabase<{ published: number }>('SELECT published FROM profiles WHERE user_id = ?', held!.id)[0]?.published;
  expect(published()).toBe(0);

  await logIn(page, demo('admin'));
  await page.goto('/admin/queue/');
  const item = page.locator(`li[data-profile-id="${held!.id}"]`);
  await findOnPages(page, item);
  // The moderator sees the photos that wait for review (no broken images).
  const images = item.getByRole('img');
  await expect(images).toHaveCount(2);
  await expect.poll(() => imagesLoaded(images)).toBe(true);

  // Too few visible photos: refused, with what is missing, and still held.
  const approveProfile = item.getByRole('button', { name: t('moderation.action.approve'), exact: true });
  const approvePhoto = item.getByRole('button', { name: t('moderation.action.approvePhoto'), exact: true });
  await approveProfile.click();
  await expect(item.getByRole('alert')).toContainText(t('moderation.approve.refused'));
  await expect(item.getByRole('alert')).toContainText(t('moderation.approve.photos', { min: 2, visible: 0, waiting: 2 }));
  expect(published()).toBe(0);
  await check(page, 'queue-held');

  // Each photo approved: the refusal goes with the reload, then the profile goes live and leaves the queue.
  await page.setViewportSize(DESKTOP);
  await expect(approvePhoto).toHaveCount(2);
  await approvePhoto.first().click();
  await expect(approvePhoto).toHaveCount(1);
  await expect(item.getByRole('alert')).toHaveCount(0);
  await approvePhoto.click();
  await expect(approvePhoto).toHaveCount(0);
  await expect.poll(() => imagesLoaded(images)).toBe(true);
  await approveProfile.click();
  await expect(item).toHaveCount(0);
  expect(published()).toBe(1);
  const audited = queryDatabase<{ action: string }>(
    "SELECT action FROM audit_log WHERE target_type = 'photo' AND target_id IN (SELECT id FROM photos WHERE profile_id = ?)",
    held!.id,
  );
  expect(audited).toEqual([{ action: 'photo.approve' }, { action: 'photo.approve' }]);
});

test('a profile reported through the public dialog shows in the reports list', async ({ page }) => {
  test.slow();
  const [profile] = queryDatabase<{ id: number; name: string }>(
    `SELECT user_id AS id, display_name AS name FROM profiles
      WHERE published = 1 AND profile_type = 'escort' AND region = 'de' ORDER BY user_id LIMIT 1 OFFSET 3`,
  );
  await page.goto(`/users/${profile!.id}/`);
  await page.getByRole('button', { name: t('profile.report.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('profile.report.title') });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: t('profile.report.submit') }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  const [report] = queryDatabase<{ id: number }>(
    'SELECT id FROM profile_reports WHERE profile_id = ? ORDER BY id DESC LIMIT 1',
    profile!.id,
  );
  expect(report).toBeDefined();

  await forgetSession(page);
  await logIn(page, demo('support'));
  await page.goto('/admin/reports/');
  const row = page.locator(`li[data-report-id="${report!.id}"]`);
  await findOnPages(page, row);
  await expect(row).toContainText(profile!.name);
  // Support reads only: no resolve form, and the page says so.
  await expect(row.getByRole('button', { name: t('moderation.reports.resolve') })).toHaveCount(0);
  await expect(page.getByText(t('admin.readOnly'))).toBeVisible();
  await check(page, 'reports-support');
});
