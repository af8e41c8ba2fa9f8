/**
 * The profile editor and the escort's account page, as the demo escort: every tab opens and passes
 * axe, prices and availability survive a reload, two photos made here (one with EXIF GPS) upload
 * with the "location removed" notice, reorder by keyboard, one becomes main and one is deleted;
 * unpublish and publish from the account page; "available now" switched on shows on her profile and
 * card and its filter finds her. Screenshots at phone and desktop sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { testImage } from '../../src/server/media/test-images.ts';
import { demo, expectNoAxeViolations, forgetSession, logIn, t } from './auth-helpers.ts';

const TABS = [
  '/users/profile/prices/',
  '/users/profile/reviews/',
  '/users/profile/availability/',
  '/users/profile/password/',
  '/users/account-example/',
];
const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/editor-${name}-${size}.png`, fullPage: true });
  }
}

let seed = (Date.now() % 1_000_000) * 4;

/** A JPEG of 800 × 1000 pixels of abstract shapes, new each call (so no earlier upload matches it); with `gps`, EXIF location data rides along. */
function photo(gps: boolean): Promise<Buffer> {
  seed += 1;
  return testImage({
    width: 800,
    height: 1000,
    seed,
    exif: gps
      ? {
          IFD0: { Make: 'E2E Camera' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
        }
      : undefined,
  });
}

test.beforeEach(async ({ page }) => {
  await logIn(page, demo('escort'));
});

test('every tab of the editor and the example page opens, passes axe and is photographed', async ({ page }) => {
  for (const tab of TABS) {
    await page.goto(tab);
    await expect(page.getByText(t('editor.loading'))).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, tab.split('/').filter(Boolean).pop()!);
  }
});

test('prices are saved in minor units and shown again after a reload', async ({ page }) => {
  await page.goto('/users/profile/prices/');
  const rows = page.getByTestId('price-rows').locator('li');
  while ((await rows.count()) > 0)
    await rows
      .first()
      .getByRole('button', { name: t('editor.prices.removeShort') })
      .click();
  await page.getByRole('button', { name: t('editor.prices.add') }).click();
  await rows
    .first()
    .getByLabel(t('editor.prices.incall', { currency: 'EUR' }))
    .fill('120,50');
  await page.getByRole('button', { name: t('editor.save') }).click();
  await expect(page.getByText(t('editor.prices.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t('editor.prices.incall', { currency: 'EUR' })).first()).toHaveValue('120,50');
});

test('weekly hours and the available-now switch are saved and shown again after a reload', async ({ page }) => {
  await page.goto('/users/profile/availability/');
  const monday = page.getByTestId('weekday-0');
  await monday.getByRole('checkbox').check();
  await monday.locator('input[type="time"]').first().fill('20:00');
  await monday.locator('input[type="time"]').last().fill('02:00');
  await expect(monday.getByText(t('editor.availability.pastMidnight'))).toBeVisible();
  await page.getByRole('button', { name: t('editor.save') }).click();
  await expect(page.getByText(t('editor.availability.saved'))).toBeVisible();
  const toggle = page.getByRole('switch', { name: t('editor.availability.now.label') });
  if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('weekday-0').locator('input[type="time"]').first()).toHaveValue('20:00');
  await expect(page.getByTestId('weekday-0').locator('input[type="time"]').last()).toHaveValue('02:00');
  await expect(page.getByRole('switch', { name: t('editor.availability.now.label') })).toHaveAttribute('aria-checked', 'true');
});

test('"available now" switched on shows on her profile and her card, and the filter finds her', async ({ page }) => {
  await page.goto('/users/profile/availability/');
  const toggle = page.getByRole('switch', { name: t('editor.availability.now.label') });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const own = (await (await page.request.get('/api/v2/users/profile')).json()) as { results: { path: string } };
  const { path } = own.results;

  // A visitor: the pre-rendered profile page gets the badge from its island (never from the build).
  await forgetSession(page);
  await page.goto(path);
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').split(',')[0]!.trim();
  // The island asks for her profile once it is idle (on a busy machine that takes a while) and puts
  // the badge into its slot, or, as earlier tests here changed her profile since the build, renders
  // the whole profile as it is now, badge included, in the page's place.
  const badge = page.locator('main article header [data-available-now]');
  await expect(badge).toHaveCount(1, { timeout: 20_000 });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(t('card.badge.availableNow'));
  await shot(page, 'available-profile');

  // Her town's listing, filtered to "available now": her card, with the badge.
  await page.goto('/sex/koeln/');
  await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: t('search.filters') }).click();
  await page.getByRole('checkbox', { name: t('search.filter.available_now') }).check();
  await expect(page).toHaveURL(/[?&]available_now=1\b/);
  await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: t('search.showResults') }).click();
  const cards = page.locator('[data-island="search"] article');
  const card = cards.filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText(t('card.badge.availableNow'))).toBeVisible();
  // Everyone the filter finds is available now.
  await expect(cards.filter({ hasNot: page.locator('[data-available-now]') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'available-listing');
});

test('photos: upload two, location removed, reorder by keyboard, make main, delete one', async ({ page }) => {
  // The onboarding media step hosts the photo manager.
  await page.goto('/onboarding/media/');
  const grid = page.getByTestId('photo-grid').getByTestId('photo-tile');
  await expect(page.getByTestId('photo-input')).toBeAttached();
  const before = await grid.count();
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'gps.jpg', mimeType: 'image/jpeg', buffer: await photo(true) },
    { name: 'plain.jpg', mimeType: 'image/jpeg', buffer: await photo(false) },
  ]);
  await expect(page.getByTestId('photos-removed')).toContainText(t('photos.removed.locationCamera'));
  await expect(grid).toHaveCount(before + 2);
  await shot(page, 'photos');

  const last = grid.last();
  const lastId = await last.getAttribute('data-photo-id');
  await last.getByRole('button', { name: t('photos.moveEarlier.label', { n: before + 2 }) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('photo-announcer')).toHaveText(t('photos.moved', { position: before + 1, count: before + 2 }));
  await expect(grid.nth(before)).toHaveAttribute('data-photo-id', lastId!);

  await grid
    .nth(before)
    .getByRole('button', { name: t('photos.makeMain.label', { n: before + 1 }) })
    .click();
  await expect(grid.nth(before).getByText(t('photos.main'))).toBeVisible();

  const victim = grid.last();
  await victim.getByRole('button', { name: t('photos.delete.label', { n: before + 2 }) }).click();
  await victim.getByRole('button', { name: t('photos.deleteYes') }).click();
  await expect(grid).toHaveCount(before + 1);
  await expectNoAxeViolations(page);
});

test('the account page unpublishes and publishes the profile and shows the dashboard', async ({ page }) => {
  await page.goto('/users/account/');
  const status = page.getByTestId('profile-status');
  await expect(status.locator('[data-status]')).toBeVisible();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  // The chart library's stylesheet arrives with the chart (its own link, not the bundler's preload).
  await expect(page.getByTestId('dashboard-chart').locator('.u-wrap')).toHaveCSS('position', 'relative');
  if ((await status.locator('[data-status]').getAttribute('data-status')) === 'published') {
    await page.getByRole('button', { name: t('account.profile.unpublish') }).click();
  }
  await expect(status.locator('[data-status="unpublished"]')).toBeVisible();
  await page.getByRole('button', { name: t('account.profile.publish') }).click();
  await expect(status.locator('[data-status="published"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'account');
});
