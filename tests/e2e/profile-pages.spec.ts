/**
 * Pre-rendered profile pages: without JavaScript the demo escort's page shows her name, about text,
 * services, prices and photos; its HTML never carries her phone number; with JavaScript the contact
 * reveal, the favourite and the report still work; an unknown profile is the edition's 404 with
 * status 404; axe finds nothing on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, queryDatabase, t } from './auth-helpers.ts';

interface DemoEscort {
  id: number;
  name: string;
  about: string;
  phone: string;
}

/** The demo escort (Lena in Köln) as the database has her. */
function demoEscort(): DemoEscort {
  const [row] = queryDatabase<DemoEscort>(
    `SELECT p.user_id AS id, p.display_name AS name, p.about, p.phone
     FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.username = 'escort'`,
  );
  if (!row?.phone || !row.about) throw new Error('the demo escort has no phone or about text');
  return row;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the demo escort's page shows name, about, services, prices and photos", async ({ page }) => {
    const escort = demoEscort();
    const res = await page.goto(`/users/${escort.id}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('body')).toHaveAttribute('data-kind', 'profile');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(escort.name);
    // Other tests may edit her profile after the build: the page shows the text it was built with
    // (the built-site check compares every profile page's about text with the build's data).
    expect((await page.locator('[data-profile-about]').textContent())?.trim().length).toBeGreaterThan(20);
    const services = page.locator('section[aria-labelledby="profile-services"]');
    await expect(services.getByRole('heading', { name: t('search.filter.services') })).toBeVisible();
    expect(await services.getByRole('listitem').count()).toBeGreaterThan(0);
    const prices = page.locator('section[aria-labelledby="profile-prices"]');
    await expect(prices.getByRole('table')).toContainText('€');
    // The photos as built (other tests may add photos after the build): the thumbnails load lazily,
    // the main photo does not, and its text names the count.
    const thumbnails = await page.locator('[data-gallery-pending] li img').count();
    expect(thumbnails).toBeGreaterThan(1);
    await expect(page.locator('[data-gallery-pending] li img[loading="lazy"]')).toHaveCount(thumbnails);
    const main = page.getByRole('img', { name: t('profile.gallery.photoAlt', { name: escort.name, n: 1, count: thumbnails }) });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('width', /^\d+$/);
    await expect(main).not.toHaveAttribute('loading', 'lazy');
    // The contact box says why it is empty (in a <noscript>, which Playwright's text queries skip).
    expect(await page.locator('[data-profile-slot="contact"] noscript').textContent()).toContain(t('profile.contact.noscript'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/users/${escort.id}/$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page).toHaveTitle(new RegExp(`^${escort.name} – Escort in Köln`));
  });

  test('the HTML of the page carries no phone number and no contact link', async ({ page }) => {
    const escort = demoEscort();
    const res = await page.request.get(`/users/${escort.id}/`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-profile-id');
    const digits = escort.phone.replace(/\D/g, '');
    expect(html).not.toContain(escort.phone);
    expect(html).not.toContain(digits);
    expect(html).not.toContain(digits.slice(2));
    expect(html).not.toMatch(/href="(tel:|mailto:|https:\/\/wa\.me|https:\/\/t\.me)/);
  });
});

test('an unknown profile answers 404 with the edition’s 404 page', async ({ page }) => {
  for (const [path, heading] of [
    ['/users/999999999/', t('notFound.text1')],
    ['/uk/users/999999999/', 'Err: 404'],
  ] as const) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain(heading);
  }
  const res = await page.goto('/users/999999999/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.text1'));
});

/** Open the demo escort's page and wait for its island to take over the contact box. */
async function openHydrated(page: Page, escort: DemoEscort) {
  await page.goto(`/users/${escort.id}/`);
  await expect(page.getByRole('button', { name: t('profile.contact.showPhone') })).toBeVisible();
}

test('with JavaScript the phone reveal, the favourite and the report work on the pre-rendered page', async ({ page }) => {
  const escort = demoEscort();
  await openHydrated(page, escort);
  await page.getByRole('button', { name: t('profile.contact.showPhone') }).click();
  await expect(page.getByRole('link', { name: t('profile.contact.call', { phone: escort.phone }) })).toHaveAttribute(
    'href',
    `tel:${escort.phone.replace(/[^\d+]/g, '')}`,
  );
  // A visitor is asked to log in as a client to save the profile (the dialog, or the login page).
  await page.getByRole('link', { name: t('favourite.add') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: t('profile.report.open') }).click();
  const report = page.getByRole('dialog', { name: t('profile.report.title') });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: t('profile.report.cancel') }).click();
  await expect(report).toBeHidden();
});

test('axe finds nothing on the pre-rendered profile page', async ({ page }) => {
  const escort = demoEscort();
  await openHydrated(page, escort);
  await expect(page.locator('section[aria-labelledby="profile-reviews"] ul li').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
