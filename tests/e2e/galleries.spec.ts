/**
 * Private galleries: the demo punter (VIP, with demo credits) buys the demo escort's second
 * gallery and sees its photos; a guest buys a gallery through the demo provider's hosted page and
 * sees it together with the check code; a visitor who starts buying a gallery and logs in comes
 * back to it with the purchase continuing (`galleryData`, `redirectToGallery`); the punter's
 * purchases page and the escort's gallery editor pass axe. Screenshots at phone and desktop widths.
 */
import { expect, test, type Page } from '@playwright/test';
import { galleryPriceFor } from '../../src/lib/api/galleries-codes.ts';
import { demo, DEMO_PASSWORD, expectNoAxeViolations, logIn, queryDatabase, t } from './auth-helpers.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/galleries-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** The demo escort's profile path and galleries (oldest first). */
function demoEscort() {
  const [{ id }] = queryDatabase<{ id: number }>("SELECT id FROM users WHERE username = 'escort'") as [{ id: number }];
  const galleries = queryDatabase<{ id: number; title: string; price_credits: number }>(
    'SELECT id, title, price_credits FROM galleries WHERE owner_id = ? ORDER BY id',
    id,
  );
  return { path: `/users/${id}/`, galleries };
}

const section = (page: Page) => page.locator('#profile-galleries');

test('a punter buys a gallery with credits and sees its photos', async ({ page }) => {
  const escort = demoEscort();
  const second = escort.galleries[1]!;
  await logIn(page, demo('punter'));
  await page.goto(escort.path);
  await expect(section(page).getByRole('heading', { name: t('gallery.heading') })).toBeVisible();
  const card = section(page).locator(`[data-gallery="${second.id}"]`);
  // The demo punter is a VIP: the regular price is struck through.
  await expect(card.locator('s')).toContainText(t('gallery.price', { credits: second.price_credits }));
  await expectNoAxeViolations(page);
  await shot(page, 'profile-locked');

  const vipPrice = Math.max(1, Math.ceil(second.price_credits * 0.8));
  await card.getByRole('button', { name: t('gallery.buy', { credits: vipPrice }) }).click();
  const dialog = page.getByRole('dialog', { name: t('gallery.confirm.title') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t('gallery.confirm.submit') }).click();

  const viewer = card.locator(`[data-gallery-viewer="${second.id}"]`);
  await expect(viewer.getByRole('img').first()).toBeVisible();
  await expect(card.getByText(t('gallery.unlocked'))).toBeVisible();
  // The explicit item stays hidden until age verification and unlock.
  await expect(viewer.getByText(t('gallery.explicitHidden', { count: 1 }))).toBeVisible();
  await shot(page, 'profile-bought');

  await page.goto('/users/account/galleries/');
  await expect(page.getByRole('heading', { name: t('gallery.purchased.heading') })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(second.title) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'purchased');
});

test('a visitor who starts buying a gallery and logs in lands back on it with the purchase continuing', async ({ page }) => {
  // A German escort's gallery the demo punter does not own yet (the cheapest: the demo credits pay it).
  const [target] = queryDatabase<{ id: number; owner: number; price: number; title: string }>(
    `SELECT g.id, g.owner_id AS owner, g.price_credits AS price, g.title FROM galleries g JOIN profiles p ON p.user_id = g.owner_id
      WHERE p.published = 1 AND p.region = 'de' AND p.profile_type = 'escort'
        AND g.owner_id <> (SELECT id FROM users WHERE username = 'escort')
        AND g.id NOT IN (SELECT gallery_id FROM gallery_purchases WHERE user_id = (SELECT id FROM users WHERE username = 'punter'))
      ORDER BY g.price_credits, g.id LIMIT 1`,
  );
  expect(target).toBeDefined();
  const path = `/users/${target!.owner}/`;
  await page.goto(path);
  const card = section(page).locator(`[data-gallery="${target!.id}"]`);
  await card.getByRole('button', { name: t('gallery.loginToBuy') }).click();
  const stored = await page.evaluate(() => [localStorage.getItem('galleryData'), localStorage.getItem('redirectToGallery')]);
  expect(JSON.parse(stored[0]!)).toMatchObject({ profileId: target!.owner, galleryId: target!.id });
  expect(stored[1]).toBe(path);

  const modal = page.getByRole('dialog', { name: t('auth.modal.loginTitle') });
  await expect(modal).toBeVisible();
  await modal.getByLabel(t('auth.field.email')).fill(demo('punter'));
  await modal.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO_PASSWORD);
  // The login's redirect is the profile: the page loads again.
  const reloaded = page.waitForEvent('load');
  await modal.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await reloaded;
  // Back on the gallery after the login, the purchase's confirmation is open.
  await expect(page).toHaveURL(path);
  const dialog = page.getByRole('dialog', { name: t('gallery.confirm.title') });
  await expect(dialog).toBeVisible();
  // It names the gallery and, the demo punter being a VIP, the VIP price.
  await expect(dialog).toContainText(target!.title);
  await expect(dialog).toContainText(t('gallery.confirm.body', { credits: galleryPriceFor(target!.price, true) }));
  expect(await page.evaluate(() => [localStorage.getItem('galleryData'), localStorage.getItem('redirectToGallery')])).toEqual([null, null]);
  await expectNoAxeViolations(page);
  await shot(page, 'after-login');

  await dialog.getByRole('button', { name: t('gallery.confirm.submit') }).click();
  await expect(card.getByText(t('gallery.unlocked'))).toBeVisible();
  await expect(card.locator(`[data-gallery-viewer="${target!.id}"]`).getByRole('img').first()).toBeVisible();
  // A reload opens no dialog again.
  await page.reload();
  await expect(card.getByText(t('gallery.unlocked'))).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('gallery.confirm.title') })).toHaveCount(0);
});

test('a guest buys a gallery through the demo hosted page and sees it with the check code', async ({ page }) => {
  const escort = demoEscort();
  const first = escort.galleries[0]!;
  await page.goto(escort.path);
  const guest = section(page).locator('form', { has: page.getByRole('heading', { name: t('gallery.guest.heading') }) });
  await expect(guest).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'guest-form');

  await guest.getByRole('radio', { name: new RegExp(first.title) }).check();
  await guest.getByRole('radio', { name: t('gallery.guest.card') }).check();
  await guest.getByRole('checkbox', { name: t('gallery.guest.waiver') }).check();
  await guest.getByRole('button', { name: t('gallery.guest.order') }).click();

  await page.waitForURL(/\/demo-pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(new RegExp(`${escort.path}\\?transaction=\\d+`));
  const code = section(page).locator('[data-check-code]');
  await expect(code).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/, { timeout: 30_000 });
  await expect(section(page).getByText(t('gallery.guest.codeNote'))).toBeVisible();
  const card = section(page).locator(`[data-gallery="${first.id}"]`);
  await card.getByRole('button', { name: t('gallery.view') }).click();
  await expect(card.locator(`[data-gallery-viewer="${first.id}"]`).getByRole('img').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'guest-bought');

  // The code opens the gallery in a fresh browser too.
  const checkCode = (await code.textContent())!;
  // A fresh browser of the same visitor: no gallery cookie, the age gate already passed.
  await page.context().clearCookies({ name: 'purchasedGuestGalleries' });
  await page.goto(escort.path);
  // The section has settled for a guest once its guest order form shows.
  await expect(section(page).getByRole('heading', { name: t('gallery.guest.heading') })).toBeVisible();
  const codeField = section(page).getByLabel(t('gallery.code.label'));
  await codeField.fill(checkCode);
  await expect(codeField).toHaveValue(checkCode);
  await section(page)
    .getByRole('button', { name: t('gallery.code.submit') })
    .click();
  await expect(section(page).getByText(t('gallery.code.done'))).toBeVisible();
  await expect(section(page).locator(`[data-gallery="${first.id}"]`).getByText(t('gallery.unlocked'))).toBeVisible();
});

test('the escort’s gallery editor shows the galleries with their sales', async ({ page }) => {
  await logIn(page, demo('escort'));
  await page.goto('/users/profile/galleries/');
  await expect(page.getByRole('heading', { name: t('gallery.editor.heading') })).toBeVisible();
  await expect(page.getByText(t('gallery.editor.sales', { count: 1 })).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'editor');
});

test('a profile’s explicit photos open only after age verification at the demo provider and the explicit switch', async ({ page }) => {
  const [target] = queryDatabase<{ id: number }>(
    `SELECT p.user_id AS id FROM profiles p JOIN photos ph ON ph.profile_id = p.user_id
      WHERE p.published = 1 AND p.region = 'de' AND p.profile_type = 'escort' AND ph.is_explicit = 1 AND ph.status = 'ok'
      GROUP BY p.user_id ORDER BY p.user_id LIMIT 1`,
  );
  const path = `/users/${target!.id}/`;
  await logIn(page, demo('punter-basic'));
  await page.goto(path);
  const explicit = page.getByTestId('explicit-photos');
  await expect(explicit.getByText(t('gallery.explicitPhotos.locked'))).toBeVisible();
  await expect(explicit.getByRole('img')).toHaveCount(0);

  await explicit.getByRole('button', { name: t('ageCheck.verify') }).click();
  await page.waitForURL(/\/demo-age-check\//);
  await expectNoAxeViolations(page);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Confirm my age' }).click();

  await page.waitForURL(new RegExp(`${path}\\?ageCheck=verified`));
  await expect(explicit.getByRole('status')).toHaveText(t('ageCheck.done'));
  await expect(explicit.getByRole('img')).toHaveCount(0);
  await explicit.getByRole('button', { name: t('ageCheck.unlock') }).click();
  await expect(explicit.getByRole('img').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'explicit-unlocked');

  // Switched off again, the photos go away.
  await explicit.getByRole('button', { name: t('ageCheck.lock') }).click();
  await expect(explicit.getByRole('img')).toHaveCount(0);
});
