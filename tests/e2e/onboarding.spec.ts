/**
 * Escort onboarding in the browser: a new escort registers, fills the five steps (two photos made
 * here with sharp), a reload in the middle resumes at the same step, publishes, and the profile is
 * found in the search island of its place and on its public page; unpublished from the account page,
 * it is gone. A publish with a photo the duplicate check flagged is held for review: the modal says
 * so, the profile stays unlisted and waits in the moderators' queue.
 * The editor tabs edit the same data. Axe runs on every step and tab; screenshots of each at phone
 * and desktop width are kept under test-results/screenshots/.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { places, regions } from '../../regions/index.ts';
import { testImage } from '../../src/server/media/test-images.ts';
import {
  demo,
  expectNoAxeViolations,
  fillRegistration,
  forgetSession,
  lastMessage,
  logIn,
  PASSWORD,
  queryDatabase,
  t,
  uniquePhone,
} from './auth-helpers.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Axe, then a full-page screenshot at phone and desktop width. */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `test-results/screenshots/onboarding-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `test-results/screenshots/onboarding-${name}-desktop.png`, fullPage: true });
}

/** Two distinct 800×1000 JPEGs of abstract shapes (no photograph of anyone), new each run so no earlier upload matches them. */
async function makePhotos(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-e2e-photos-'));
  const seed = Date.now() % 1_000_000;
  return Promise.all(
    [0, 1].map(async (i) => {
      const file = join(dir, `photo-${i}.jpg`);
      writeFileSync(file, await testImage({ width: 800, height: 1000, seed: seed * 2 + i }));
      return file;
    }),
  );
}

/** Register a new escort through the UI (phone + SMS code from the demo outbox); ends signed in. */
async function registerEscort(page: Page) {
  const phone = uniquePhone();
  await page.goto('/users/registration/info/escort/');
  await fillRegistration(page, { phone }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expect(page).toHaveURL(/\/users\/registration\/verify-phone\//);
  const code = (await lastMessage(page.request, phone)).code!;
  await page.getByLabel(t('auth.field.code')).fill(code);
  await page.getByRole('button', { name: t('auth.verifyPhone.submit') }).click();
  await expect(page).toHaveURL('/users/registration/confirmation/');
  return phone;
}

const next = (page: Page) => page.getByRole('button', { name: t('onboarding.next') }).click();
const progress = (page: Page, n: number) =>
  expect(page.getByText(t('onboarding.progress', { n, total: 5 }), { exact: true })).toBeVisible();

test('a new escort onboards, publishes, is found at the place, and is gone after unpublishing', async ({ page }) => {
  test.setTimeout(240_000);
  const pageErrors: string[] = [];
  // With the page it came from: a failure names where to look.
  page.on('pageerror', (e) => pageErrors.push(`${e.message} (on ${page.url()})`));
  await page.setViewportSize(DESKTOP);
  const region = regions.de;
  const town = places.de.find((p) => p.kind === 'place')!;
  const name = `Mia ${Date.now().toString(36).slice(-5)}`;

  await registerEscort(page);
  await page.getByRole('link', { name: t('auth.confirmation.escort') }).click();

  // 1 Contact: the phone is joined with its dial code; e-mail stays public.
  await expect(page).toHaveURL('/onboarding/');
  await progress(page, 1);
  await expect(page.getByRole('listitem').filter({ hasText: t('onboarding.step.contact') })).toHaveAttribute('aria-current', 'step');
  await page.getByLabel(t('profileForm.contact.phoneCountry')).selectOption('DE');
  await page.getByLabel(t('profileForm.contact.phone'), { exact: true }).fill('0151 2345 6789');
  await page.getByLabel(t('profileForm.contact.email')).fill(`e2e-${Date.now()}@example.test`);
  // Both private is refused at the field, before anything is sent.
  await page.getByLabel(t('profileForm.contact.phonePrivate')).check();
  await page.getByLabel(t('profileForm.contact.emailPrivate')).check();
  await next(page);
  await expect(page.getByLabel(t('profileForm.contact.emailPrivate'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(t('profileForm.contact.emailPrivate'))).toBeFocused();
  await page.getByLabel(t('profileForm.contact.emailPrivate')).uncheck();
  await check(page, 'contact');
  await next(page);

  // 2 About: a date of birth under 18 is refused; the picker stops at the latest adult birthday.
  await expect(page).toHaveURL('/onboarding/about/');
  await progress(page, 2);
  await page.getByLabel(t('profileForm.about.displayName')).fill(name);
  await page.getByLabel(t('profileForm.about.slogan')).fill('Warm, discreet and punctual');
  await page.getByLabel(t('profileForm.about.aboutMe')).fill('Relaxed meetings in a calm atmosphere. Safe sex only.');
  const dob = page.getByLabel(t('profileForm.features.dateOfBirth'));
  await expect(dob).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  const young = new Date();
  young.setUTCFullYear(young.getUTCFullYear() - 17);
  await dob.fill(young.toISOString().slice(0, 10));
  await next(page);
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(dob).toHaveAccessibleDescription(new RegExp(t('profileForm.features.underAge').slice(0, 20)));
  await dob.fill('1995-04-30');
  await page.getByLabel(t('profileForm.features.height')).fill('170');
  await check(page, 'about');
  await next(page);

  // A reload in the middle resumes at the same step, and /onboarding/ offers to continue there.
  await expect(page).toHaveURL('/onboarding/location/');
  await page.reload();
  await progress(page, 3);
  await page.goto('/users/account/onboard/');
  await expect(page).toHaveURL('/onboarding/location/');
  await page.goto('/onboarding/');
  await expect(page.getByLabel(t('profileForm.contact.phone'), { exact: true })).toHaveValue('15123456789');
  await page.getByRole('link', { name: t('onboarding.resume.go') }).click();
  await expect(page).toHaveURL('/onboarding/location/');

  // 3 Location: the place comes from the combobox (keyboard: type, arrow down, Enter).
  const placeBox = page.getByRole('combobox', { name: t('profileForm.location.place') });
  await next(page);
  await expect(placeBox).toHaveAttribute('aria-invalid', 'true');
  await placeBox.fill(town.name);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Escape closes the list; an arrow key opens it again.
  await placeBox.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await placeBox.press('ArrowDown');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  const index = labels.findIndex((l) => l.startsWith(`${town.name},`));
  expect(index, `${town.name} among ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await placeBox.press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await placeBox.press('Enter');
  await expect(placeBox).toHaveValue(new RegExp(`^${town.name},`));
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByLabel(t('profileForm.location.postcode')).fill('12345');
  await check(page, 'location');
  await next(page);

  // 4 Media: Next needs two photos.
  await expect(page).toHaveURL('/onboarding/media/');
  await progress(page, 4);
  await next(page);
  await expect(page.getByText(t('onboarding.media.min', { count: 2 }))).toBeVisible();
  const photos = await makePhotos();
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect
    .poll(async () => ((await (await page.request.get('/api/v2/users/photos/')).json()) as { results: unknown[] }).results.length, {
      timeout: 60_000,
    })
    .toBe(2);
  // Her own thumbnails load while the profile is unpublished (they are hers, served to her alone).
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  for (const thumb of await page.getByTestId('photo-tile').locator('img').all()) {
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  }
  await check(page, 'media');
  await next(page);

  // 5 Services, then Publish.
  await expect(page).toHaveURL('/onboarding/services/');
  await progress(page, 5);
  await page.getByRole('main').getByRole('checkbox').first().check();
  await check(page, 'services');
  await page.getByRole('button', { name: t('onboarding.publish') }).click();
  const quarantined = page.getByRole('dialog', { name: t('publish.quarantined.title') });
  await expect(page.getByRole('heading', { name: t('onboarding.congrats.heading') }).or(quarantined)).toBeVisible({ timeout: 20_000 });
  if (await quarantined.isVisible()) await quarantined.getByRole('button', { name: t('publish.continue') }).click();
  await expect(page).toHaveURL(/\/onboarding\/congratulations\//);
  await check(page, 'congratulations');
  const own = (await (await page.request.get('/api/v2/users/profile')).json()) as { results: { path: string; profilePublished: boolean } };
  expect(own.results.profilePublished).toBe(true);

  // Found in the search island of its place (newest first) and on its public page.
  const category = region.categories.find((c) => c.default)!;
  const placePath = `${region.prefix}${category.url}${town.slug}/?sort=newest`;
  const card = page.locator('[data-search-island] article').filter({ hasText: name });
  await expect(async () => {
    await page.goto(placePath);
    await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
    await expect(card).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.goto(own.results.path);
  await expect(page.getByRole('heading', { name: new RegExp(name) }).first()).toBeVisible();
  // The profile's island hydrates when the browser is idle; leave only once it has, as a reader would.
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0, { timeout: 15_000 });

  // The editor tabs show the saved data; each has the tab navigation.
  for (const [path, tab] of [
    ['/users/profile/', 'profile'],
    ['/users/profile/about/', 'profileAbout'],
    ['/users/profile/features/', 'profileFeatures'],
  ] as const) {
    await page.goto(path);
    await expect(
      page.getByRole('navigation', { name: t('profileForm.tabs') }).getByRole('link', { name: t(`app.${tab}.title`) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: t('profileForm.save') })).toBeVisible();
    await check(page, `editor-${tab}`);
  }
  await expect(page.getByLabel(t('profileForm.features.height'))).toHaveValue('170');
  await page.goto('/users/account/address/');
  await expect(page.getByRole('combobox', { name: t('profileForm.location.place') })).toHaveValue(new RegExp(town.name));
  await check(page, 'editor-address');

  // Unpublished from the account page, it is gone from the search island of its place.
  await page.goto('/users/account/');
  await page.getByRole('button', { name: t('account.profile.unpublish') }).click();
  await expect(page.getByRole('button', { name: t('account.profile.publish') })).toBeVisible();
  expect(
    ((await (await page.request.get('/api/v2/users/profile')).json()) as { results: { profilePublished: boolean } }).results
      .profilePublished,
  ).toBe(false);
  await expect(async () => {
    await page.goto(placePath);
    await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
    await expect(card).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  expect(pageErrors).toEqual([]);
});

test('the publish dialogs and links to fix a refused publish show on the services step', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await registerEscort(page);
  // Straight to the last step: publishing without photos or place is refused with links to fix it.
  await page.goto('/onboarding/services/');
  await progress(page, 5);
  await page.getByRole('button', { name: t('onboarding.publish') }).click();
  const problems = page.getByRole('alert').filter({ hasText: t('publish.problems.title') });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('link', { name: t('publish.problems.fix') }).first()).toHaveAttribute('href', /\/onboarding\//);
  await check(page, 'publish-refused');
});

test('a publish with a photo flagged as a duplicate is held for review: the modal, then not listed and in the review queue', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const phone = await registerEscort(page);
  const [me] = queryDatabase<{ id: number }>('SELECT id FROM users WHERE phone = ?', phone);
  const [koeln] = queryDatabase<{ id: number }>(`SELECT id FROM places WHERE region = 'de' AND slug = 'koeln'`);
  // Everything publishing needs, through the API; the second photo is the first one again, which
  // the duplicate check flags.
  const name = `Lea ${Date.now().toString(36).slice(-5)}`;
  const info = await page.request.patch('/api/v2/onboarding/user-information', { data: { phone, place_id: koeln!.id } });
  expect(info.status()).toBe(200);
  const features = await page.request.patch('/api/v2/onboarding/user-features', {
    data: { display_name: name, date_of_birth: '1994-06-02', gender: 'female' },
  });
  expect(features.status()).toBe(200);
  const [file] = await makePhotos();
  for (const i of [0, 1]) {
    const res = await page.request.post('/api/v2/users/photos/', {
      multipart: { photos: { name: `same-${i}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file!) } },
    });
    expect(res.status()).toBe(201);
  }
  expect(queryDatabase<{ status: string }>('SELECT status FROM photos WHERE profile_id = ? ORDER BY id', me!.id)).toEqual([
    { status: 'ok' },
    { status: 'flagged' },
  ]);

  // Publish from the last step: the modal says the profile waits for review.
  await page.goto('/onboarding/services/');
  await progress(page, 5);
  await page.getByRole('main').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t('onboarding.publish') }).click();
  const modal = page.getByRole('dialog', { name: t('publish.quarantined.title') });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText(t('publish.quarantined.body'));
  await check(page, 'publish-held');
  await modal.getByRole('button', { name: t('publish.continue') }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL('/onboarding/congratulations/?review=1');
  await expect(page.getByText(t('onboarding.congrats.review'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('app.onboardingCongratulations.next') })).toHaveAttribute('href', '/users/profile/');

  // Held: saved but not listed, no public profile, not in the search of her place.
  const own = (await (await page.request.get('/api/v2/users/profile')).json()) as {
    results: { profilePublished: boolean; quarantined: boolean };
  };
  expect(own.results).toMatchObject({ profilePublished: false, quarantined: true });
  expect((await page.request.get(`/api/v2/users/${me!.id}`)).status()).toBe(404);
  const search = (await (await page.request.get('/api/v2/search/escorts?region=de&place=koeln&sort=newest')).json()) as {
    results: { id: number }[];
  };
  expect(search.results.map((r) => r.id)).not.toContain(me!.id);

  // The moderators' queue lists her, held, with the flagged photo (newest change first).
  await forgetSession(page);
  await logIn(page, demo('support'));
  const queue = (await (await page.request.get('/api/v2/admin/queue')).json()) as {
    results: { id: number; displayName: string; published: boolean; quarantined: boolean; photos: { flagged: boolean }[] }[];
  };
  const held = queue.results.find((r) => r.id === me!.id);
  expect(held).toMatchObject({ displayName: name, published: false, quarantined: true });
  expect(held!.photos.map((p) => p.flagged)).toEqual([false, true]);
});

test('the congratulations page sits in the site frame and leads to the public profile', async ({ page }) => {
  await logIn(page, demo('escort'));
  const own = (await (await page.request.get('/api/v2/users/profile')).json()) as { results: { path: string } };
  await page.goto('/onboarding/congratulations/');
  const card = page.getByRole('region', { name: t('onboarding.congrats.heading') });
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(t('onboarding.congrats.heading'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(card.getByRole('link', { name: t('app.onboardingCongratulations.next') })).toHaveAttribute('href', own.results.path);
  await expect(card.getByRole('link', { name: t('onboarding.congrats.account') })).toHaveAttribute('href', '/users/account/');
  await expectNoAxeViolations(page);
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/onboarding-congratulations-frame-${size}.png`, fullPage: true });
  }
});
