/**
 * The manager area as the demo manager: /manager/ and /manager/contact-details/ pass axe and are
 * photographed at phone and desktop widths; an escort is created (reusing "escort" shows the
 * username-taken error at its field), gets two photos made here and what publishing needs through
 * the API acting for it (`x-act-for`), its editor opens with the manager banner, it is assigned
 * the demo venue, published, found in the search island of its place and unpublished. A publish
 * the server refuses shows the announced error toast and changes nothing. The quarantined manager
 * sees the quarantine modal right after login and on /manager/.
 */
import { expect, test, type Page } from '@playwright/test';
import { testImage } from '../../src/server/media/test-images.ts';
import { demo, expectNoAxeViolations, logIn, queryDatabase, t } from './auth-helpers.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/manager-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

let seed = (Date.now() % 1_000_000) * 4 + 2;

/** A JPEG of abstract shapes, new each call (so no upload is a duplicate of another). */
function photo(): Promise<Buffer> {
  seed += 1;
  return testImage({ width: 800, height: 1000, seed });
}

test('the demo manager creates an escort, fills it, assigns the venue, publishes and unpublishes it', async ({ page }) => {
  await logIn(page, demo('manager'));
  await page.goto('/manager/');
  await expect(page.getByText(t('manager.loading'))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'table');

  // Reusing a taken username: the error is at the field.
  await page.getByRole('button', { name: t('manager.create.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('manager.create.title') });
  await dialog.getByLabel(t('manager.create.username')).fill('escort');
  await dialog.getByLabel(t('manager.create.displayName')).fill('Doppelt');
  await dialog.getByRole('button', { name: t('manager.create.submit') }).click();
  const username = dialog.getByLabel(t('manager.create.username'));
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(t('validation.isUsernameTaken'));
  await expectNoAxeViolations(page);
  await shot(page, 'create-taken');

  const stamp = Date.now().toString(36);
  const name = `Mara ${stamp}`;
  await username.fill(`mara-${stamp}`);
  await dialog.getByLabel(t('manager.create.displayName')).fill(name);
  await dialog.getByRole('button', { name: t('manager.create.submit') }).click();
  await expect(dialog).toHaveCount(0);
  const [made] = queryDatabase<{ id: number }>('SELECT id FROM users WHERE username = ?', `mara-${stamp}`);
  expect(made).toBeDefined();
  const acting = { 'x-act-for': String(made!.id) };

  // What publishing needs, through the escort's own endpoints acting for it.
  const [koeln] = queryDatabase<{ id: number }>(`SELECT id FROM places WHERE region = 'de' AND slug = 'koeln'`);
  expect(
    (
      await page.request.patch('/api/v2/onboarding/user-information', {
        headers: acting,
        data: { phone: '+4915112399887', place_id: koeln!.id },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.patch('/api/v2/onboarding/user-features', {
        headers: acting,
        data: { date_of_birth: '1994-02-11', gender: 'female' },
      })
    ).status(),
  ).toBe(200);
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/api/v2/users/photos/', {
      headers: acting,
      multipart: { photos: { name: `mara-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo() } },
    });
    expect(res.status()).toBe(201);
  }

  // Its editor opens for the manager with the banner and the way back.
  await page.goto(`/users/profile/?escort=${made!.id}`);
  await expect(page.getByText(t('manager.acting.banner', { name }))).toBeVisible();
  await expect(page.getByRole('link', { name: t('manager.acting.back') })).toHaveAttribute('href', '/manager/');
  // The escort's own password and review replies are not the manager's to change: no tabs for them.
  const tabs = page.getByRole('navigation', { name: t('profileForm.tabs') });
  await expect(tabs.getByRole('link', { name: t('app.profileAbout.title') })).toBeVisible();
  await expect(tabs.getByRole('link', { name: t('app.profilePassword.title') })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: t('app.profileReviews.title') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'editor-acting');

  // The venue, then publish, from the table.
  await page.goto('/manager/');
  await page.getByRole('searchbox', { name: t('manager.search.label') }).fill(stamp);
  await page.getByRole('button', { name: t('manager.search.submit') }).click();
  const venue = page.getByRole('combobox', { name: t('manager.venue.label', { name }) }).filter({ visible: true });
  const [demoVenue] = queryDatabase<{ name: string; city: string | null }>(
    `SELECT p.display_name AS name, p.city FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.username = 'venue'`,
  );
  await venue.selectOption({ label: demoVenue!.city ? `${demoVenue!.name} (${demoVenue!.city})` : demoVenue!.name });
  await expect(page.getByRole('cell', { name: demoVenue!.name, exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: `${t('manager.publish')}: ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('button', { name: `${t('manager.unpublish')}: ${name}` }).filter({ visible: true })).toBeVisible();

  // Found in the search island of its place.
  const card = page.locator('[data-search-island] article').filter({ hasText: name });
  await expect(async () => {
    await page.goto('/sex/koeln/?sort=newest');
    await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
    await expect(card).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // Unpublished, it leaves the search.
  await page.goto('/manager/');
  await page.getByRole('searchbox', { name: t('manager.search.label') }).fill(stamp);
  await page.getByRole('button', { name: t('manager.search.submit') }).click();
  await page
    .getByRole('button', { name: `${t('manager.unpublish')}: ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('button', { name: `${t('manager.publish')}: ${name}` }).filter({ visible: true })).toBeVisible();
  await expect(async () => {
    await page.goto('/sex/koeln/?sort=newest');
    await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
    await expect(card).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
});

test('a publish the server refuses shows the error toast, announced, and changes nothing', async ({ page }) => {
  await logIn(page, demo('manager'));
  // An escort that passes the checks in the browser (two photos, a place) but lacks the date of
  // birth the server's publish rules ask for.
  const stamp = Date.now().toString(36);
  const name = `Nora ${stamp}`;
  const created = await page.request.post('/api/v2/manager/users', {
    data: { username: `nora-${stamp}`, display_name: name, region: 'de' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { results: { id: number } }).results.id;
  const acting = { 'x-act-for': String(id) };
  const [koeln] = queryDatabase<{ id: number }>(`SELECT id FROM places WHERE region = 'de' AND slug = 'koeln'`);
  const info = await page.request.patch('/api/v2/onboarding/user-information', {
    headers: acting,
    data: { phone: '+4915112399886', place_id: koeln!.id },
  });
  expect(info.status()).toBe(200);
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/api/v2/users/photos/', {
      headers: acting,
      multipart: { photos: { name: `nora-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo() } },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/manager/');
  await page.getByRole('searchbox', { name: t('manager.search.label') }).fill(stamp);
  await page.getByRole('button', { name: t('manager.search.submit') }).click();
  const publish = page.getByRole('button', { name: `${t('manager.publish')}: ${name}` }).filter({ visible: true });
  const refused = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/v2/manager/publish/${id}/` && r.request().method() === 'PUT',
  );
  await publish.click();
  expect((await refused).status()).toBe(422);

  // The generic error toast, in the live region that announces at once.
  const toast = page.getByRole('alert').locator('[data-toast="error"]');
  await expect(toast).toHaveCount(1);
  await expect(toast.getByText(t('common.error'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'publish-refused');

  // Nothing changed: still unpublished, on the server and in the table.
  expect(queryDatabase('SELECT published, quarantined FROM profiles WHERE user_id = ?', id)).toEqual([{ published: 0, quarantined: 0 }]);
  await expect(publish).toBeEnabled();
  await expect(page.getByRole('cell', { name: t('manager.status.unpublished'), exact: true }).filter({ visible: true })).toHaveCount(1);
  // The toast stays until dismissed.
  await toast.getByRole('button', { name: t('toast.dismiss') }).click();
  await expect(toast).toHaveCount(0);
});

test('the contact details are saved and shown again after a reload', async ({ page }) => {
  await logIn(page, demo('manager'));
  await page.goto('/manager/contact-details/');
  await page.getByLabel(t('manager.contact.companyName')).fill('Agentur Rhein');
  await page.getByLabel(t('manager.contact.city')).fill('Köln');
  await page.getByRole('button', { name: t('manager.contact.save') }).click();
  await expect(page.getByText(t('common.success'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t('manager.contact.companyName'))).toHaveValue('Agentur Rhein');
  await expectNoAxeViolations(page);
  await shot(page, 'contact-details');
});

test('the quarantined manager sees the quarantine modal after login and on /manager/', async ({ page }) => {
  await logIn(page, demo('manager-quarantined'));
  const modal = page.getByRole('dialog', { name: t('manager.quarantine.title') });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: t('manager.quarantine.close') }).click();
  await expect(modal).toHaveCount(0);
  await page.goto('/manager/');
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'quarantined');
});
