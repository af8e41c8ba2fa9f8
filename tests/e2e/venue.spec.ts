/**
 * Venues: the demo venue edits its opening hours and website on /users/account-venue/ and sees them
 * on its public profile (with its escorts as cards); a website with another scheme is refused at
 * the field. The venue account page and every /__static/ preview pass axe and are photographed at
 * phone and desktop sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, expectFieldError, expectNoAxeViolations, logIn, t } from './auth-helpers.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/venue-${name}-${size}.png`, fullPage: true });
  }
}

const PREVIEWS = [
  '/__static/establishment/',
  '/__static/establishment/profile/',
  '/__static/establishment/profile/amenities/',
  '/__static/establishment/profile/cover-photo/',
  '/__static/establishment/profile/food-and-drinks/',
  '/__static/establishment/profile/opening-hours/',
  '/__static/establishment/profile/website-url/',
  '/__static/punter/',
  '/__static/punter/profile/',
  '/__static/punter/profile/favourites/',
  '/__static/punter/profile/saved-searches/',
  '/__static/punter/profile/subscribed-galleries/',
  '/__static/punter/upgrade/',
];

test.describe('the venue account', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, demo('venue'));
  });

  test('the page shows every section, passes axe and is photographed', async ({ page }) => {
    await page.goto('/users/account-venue/');
    await expect(page.getByRole('heading', { name: t('venue.details.title') })).toBeVisible();
    for (const heading of [
      'venue.hours.title',
      'venue.amenities.title',
      'venue.cover.title',
      'venue.contact.title',
      'venue.status.heading',
    ])
      await expect(page.getByRole('heading', { name: t(heading) })).toBeVisible();
    await expect(page.getByTestId('venue-status').locator('[data-status="published"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'account');
  });

  test('opening hours and website are saved and shown on the public profile', async ({ page }) => {
    await page.goto('/users/account-venue/');
    const monday = page.getByTestId('weekday-0');
    await monday.getByRole('checkbox').check();
    await monday.locator('input[type="time"]').first().fill('11:00');
    await monday.locator('input[type="time"]').last().fill('23:30');
    const hours = page.locator('form[aria-labelledby="venue-hours"]');
    await hours.getByRole('button', { name: t('venue.save') }).click();
    await expect(page.getByText(t('venue.hours.saved'))).toBeVisible();

    const details = page.locator('section[aria-labelledby="venue-details"]');
    await details.getByLabel(t('venue.website.label')).fill('haus-venus-e2e.example/de');
    await details.getByRole('button', { name: t('venue.save') }).click();
    // Stored with http:// prefixed (SPEC §5): the field shows the saved address.
    await expect(details.getByLabel(t('venue.website.label'))).toHaveValue('http://haus-venus-e2e.example/de');

    await page.getByRole('link', { name: t('account.profile.view') }).click();
    await expect(page.locator('article[data-profile-type="venue"]')).toBeVisible();
    const hoursSection = page.locator('section[aria-labelledby="profile-hours"]');
    await expect(hoursSection.getByRole('row', { name: /Montag/ })).toContainText(t('profile.hours', { opens: '11:00', closes: '23:30' }));
    const link = page.getByTestId('venue-website');
    await expect(link).toHaveAttribute('href', 'http://haus-venus-e2e.example/de');
    await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('venue-escorts').locator(':scope > li')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await shot(page, 'public-profile');
  });

  test('a website with another scheme is refused at the field', async ({ page }) => {
    await page.goto('/users/account-venue/');
    const details = page.locator('section[aria-labelledby="venue-details"]');
    await details.getByLabel(t('venue.website.label')).fill('javascript:alert(1)');
    await details.getByRole('button', { name: t('venue.save') }).click();
    await expectFieldError(page, t('venue.website.label'), 'http');
  });
});

test('an escort is sent to the root from the venue page', async ({ page }) => {
  await logIn(page, demo('escort'));
  await page.goto('/users/account-venue/');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

for (const path of PREVIEWS) {
  // One test per preview: each loads, runs axe and takes two full-page screenshots.
  test(`the preview ${path} is labelled, read-only, passes axe and is photographed`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('note').getByText(t('preview.label'))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('main form')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, `preview-${path.split('/').filter(Boolean).slice(1).join('-') || 'index'}`);
  });
}

test('the venue preview links each of its profile sections', async ({ page }) => {
  await page.goto('/__static/establishment/');
  await expect(page.locator('[data-preview] a[href*="/__static/establishment/profile/"]')).toHaveCount(6);
});
