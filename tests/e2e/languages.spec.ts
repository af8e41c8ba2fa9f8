/**
 * One language per page (docs/decisions.md "Languages"): SEO pages and their islands speak the
 * edition's language whatever the locale cookie says; app pages speak the chosen locale entirely,
 * static parts included; the footer selector reloads an app page into the chosen locale's shell.
 * Axe runs on each page; screenshots are kept under test-results/screenshots/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { regions } from '../../regions/index.ts';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/languages-${name}.png`, fullPage: true });
}

/** The footer's language selector, once its island has hydrated. */
async function languageSelect(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: select })).not.toHaveAttribute('ssr');
  return select;
}

const GERMAN = /Inserate|Verifiziert|Filter anwenden|E-Mail-Adresse|Passwort/;

test.describe('a visitor of the German edition', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('opening the UK edition next shows it in English: listings, filters, cards, badges and login form', async ({ page, context }) => {
    await page.goto('/');
    await page
      .getByRole('dialog', { name: 'Nur für Erwachsene' })
      .getByRole('button', { name: '18+ bestätigen, nur notwendige Cookies' })
      .click();
    // Also a visitor who chose German in the German edition.
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: page.url() }]);
    await page.goto('/uk/escort/london/');
    await page.waitForLoadState('networkidle');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: /^Listings \(/ })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Filters/ }).first()).toBeVisible();
    await expect(main.getByText('Verified').first()).toBeVisible();
    expect(await main.innerText()).not.toMatch(GERMAN);
    await expectNoAxeViolations(page);
    await shot(page, 'uk-after-de');

    await page.locator('#header-login-link').click();
    await expect(page).toHaveURL(/\/uk\/users\/login\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', regions.uk.htmlLang);
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(GERMAN);
    await expectNoAxeViolations(page);
  });
});

test('an app page of the German edition with the cookie "en" is English throughout; the SEO pages stay German', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: 'http://127.0.0.1/' }]);
  const res = await page.goto('/users/login/');
  expect(res?.headers()['vary']).toMatch(/\bCookie\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Log in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(page.getByLabel('Email address')).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(GERMAN);
  await expectNoAxeViolations(page);
  await shot(page, 'de-login-en');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', regions.de.htmlLang);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in Deutschland');
});

test('the selector: on an SEO page it sets the account language; on an app page it reloads into that language', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const seoSelect = await languageSelect(page, 'Sprache deines Kontos');
  await expect(page.getByText('Diese Seite bleibt auf Deutsch')).toBeVisible();
  await seoSelect.selectOption('en');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', regions.de.htmlLang);
  await expectNoAxeViolations(page);

  await page.goto('/__static/punter/upgrade/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const appSelect = await languageSelect(page, 'Language');
  await expect(appSelect).toHaveValue('en');
  await expectNoAxeViolations(page);
  await shot(page, 'app-en');
  await Promise.all([page.waitForEvent('load'), appSelect.selectOption('de')]);
  await expect(page.locator('html')).toHaveAttribute('lang', regions.de.htmlLang);
  await expect(await languageSelect(page, 'Sprache')).toHaveValue('de');
  await shot(page, 'app-de');
});
