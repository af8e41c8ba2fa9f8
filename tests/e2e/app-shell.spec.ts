/**
 * The app shell (SPEC §2, §4, §7, §9) in the built site: a new build id makes the next in-site
 * navigation load the page fresh; a thrown error in an island shows the error page, not a blank;
 * a failed page chunk reloads the route once; the loading bar shows while an app page loads;
 * stored redirects are followed from the 404 page (relative in the site, absolute to a partner);
 * the page does not scroll behind a modal; a sign-in is counted in `userTodayLoginCounter`.
 *
 * Errors and slow chunks are produced by answering the page's own chunk requests (page.route), so
 * the product carries no test-only trigger.
 */
import { expect, test, type Page } from '@playwright/test';
import { regions } from '../../regions/index.ts';
import { BUILD_ID_PATTERN } from '../../src/lib/api/builds.ts';
import { POLL_INTERVAL_MS } from '../../src/lib/builds/poll.ts';
import { LOADING_BAR } from '../../src/lib/shell/loading-bar.ts';
import { demo, logIn, t } from './auth-helpers.ts';

/** The login page's own chunk (the route page the app island loads lazily). */
const LOGIN_CHUNK = /\/_astro\/LoginPage\.[^/]*\.js$/;

/** Wait until the login page is interactive. */
async function loginShown(page: Page) {
  await expect(page.getByRole('button', { name: t('auth.login.submit') })).toBeVisible();
}

test('a new build makes the next in-site navigation load the page past every cache', async ({ page, baseURL }) => {
  await page.clock.install();
  await page.goto('/users/login/');
  await loginShown(page);
  const own = await page.locator('meta[name="build-id"]').getAttribute('content');
  expect(own).toMatch(BUILD_ID_PATTERN);
  // Nothing new yet: a poll finds the page's own build and nothing changes.
  await page.clock.fastForward(POLL_INTERVAL_MS + 1000);
  await expect(page.locator('html')).not.toHaveAttribute('data-new-build');
  // A deploy: latest.json names another build.
  const next = '20990101T000000Z-abcdef';
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { buildId: next, builtAt: new Date().toISOString() }, headers: { 'cache-control': 'no-store' } }),
  );
  await page.clock.fastForward(POLL_INTERVAL_MS + 1000);
  await expect(page.locator('html')).toHaveAttribute('data-new-build', next);
  // The next click on an in-site link first fetches the page past the caches, then loads it.
  const target = `${baseURL}/`;
  const fresh = page.waitForRequest((r) => r.url() === target && r.resourceType() === 'fetch' && r.headers()['accept'] === 'text/html');
  await page.locator('header a').first().click();
  await fresh;
  await page.waitForURL(target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the first load never polls; a tab that comes back after a while asks at once', async ({ page }) => {
  let polls = 0;
  await page.route('**/builds/latest.json', (route) => {
    polls++;
    return route.continue();
  });
  await page.clock.install();
  await page.goto('/users/login/');
  await loginShown(page);
  await page.waitForLoadState('networkidle');
  expect(polls).toBe(0);
  // A minute later (well within the interval) the tab is shown again: one poll, at once.
  await page.clock.fastForward(60_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => polls).toBe(1);
});

test('a thrown error in an island shows the error page with status and message, not a blank', async ({ page }) => {
  await page.route(LOGIN_CHUNK, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function LoginPage() { throw Object.assign(new Error('Service unavailable for a moment'), { status: 503 }); }",
    }),
  );
  await page.goto('/users/login/');
  const alert = page.getByRole('alert').filter({ hasText: t('common.errorBoundary.title') });
  await expect(alert).toContainText(t('common.errorBoundary.title'));
  await expect(alert).toContainText(t('common.errorBoundary.status', { status: 503 }));
  await expect(alert).toContainText('Service unavailable for a moment');
  // A production build shows no stack.
  await expect(alert.locator('pre')).toHaveCount(0);
  await expect(alert.getByRole('button', { name: t('common.errorBoundary.reload') })).toBeVisible();
});

test('a page chunk that fails to load reloads the route once, then the page shows', async ({ page }) => {
  let attempts = 0;
  await page.route(LOGIN_CHUNK, (route) => (++attempts === 1 ? route.abort() : route.continue()));
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && new URL(r.url()).pathname === '/users/login/') documents++;
  });
  await page.goto('/users/login/');
  await loginShown(page);
  expect(attempts).toBe(2);
  expect(documents).toBe(2);
});

test('the loading bar shows while an app page loads slowly, and goes when it is in', async ({ page }) => {
  await page.route(LOGIN_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/users/login/');
  const bar = page.locator('[data-loading-bar]');
  await expect(bar).toHaveJSProperty('hidden', false);
  await expect(bar).toHaveCSS('height', `${LOADING_BAR.heightPx}px`);
  await loginShown(page);
  await expect(bar).toHaveJSProperty('hidden', true);
});

test('a stored relative redirect is followed from the 404 page', async ({ page }) => {
  await page.goto('/at/sex/vienna/');
  await page.waitForURL('**/at/sex/wien/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wien');
});

test('a stored absolute redirect leaves for the partner', async ({ page }) => {
  const partner = new URL(regions.uk.partners.livecam!);
  await page.route(`${partner.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><p>partner</p>' }),
  );
  await page.goto('/uk/livecam/');
  await page.waitForURL((url) => url.host === partner.host);
});

test.describe('modals', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the page does not scroll while the age gate is open, and scrolls again after', async ({ page }) => {
    await page.goto('/sex/');
    const gate = page.getByRole('dialog', { name: 'Nur für Erwachsene' });
    await expect(gate).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await gate.getByRole('button', { name: '18+ bestätigen, nur notwendige Cookies' }).click();
    await expect(gate).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test('a sign-in is counted in userTodayLoginCounter', async ({ page, context }) => {
  await logIn(page, demo('punter'));
  const cookie = (await context.cookies()).find((c) => c.name === 'userTodayLoginCounter');
  expect(cookie?.value).toMatch(/^\d{4}-\d{2}-\d{2}:1$/);
});
