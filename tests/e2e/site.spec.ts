/**
 * The pre-rendered editions as a visitor sees them: for every region the home, a category page, a
 * place page and the 404 page render their navigation, links and headings; axe finds no violation
 * on any page kind; a screenshot of each page kind is kept under test-results/screenshots/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { places, regions, REGION_CODES } from '../../regions/index.ts';
import { translator } from '../../i18n/index.ts';
import { LEGAL_DOC_IDS } from '../../regions/schema.ts';
import { legalDoc } from '../../src/lib/legal/index.ts';
import { countryVars } from '../../src/lib/routing/seo.ts';
import { AGE_GATE_PASSED } from './consent.ts';

const prefixOf = (code: (typeof REGION_CODES)[number]) => regions[code].prefix;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

for (const code of REGION_CODES) {
  const region = regions[code];
  const t = translator(region.defaultLocale);
  const prefix = prefixOf(code);
  const defaultCategory = region.categories.find((c) => c.default)!;
  const biggest = places[code].find((p) => p.kind === 'place')!;

  test.describe(`${code} edition`, () => {
    test('home shows navigation, featured locations and the country switcher', async ({ page }) => {
      const response = await page.goto(`${prefix}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', region.htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home.h1', countryVars(region, t)));
      const nav = page.getByRole('navigation', { name: t('nav.main') });
      await expect(nav.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: t('home.featuredLocations') })).toBeVisible();
      const featured = page.locator('section[aria-labelledby="featured-locations"] li');
      await expect(featured).toHaveCount(6);
      const firstPlace = places[code].find((p) => p.slug === region.featuredLocations[0]!.place)!;
      await featured.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${defaultCategory.url}${firstPlace.slug}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(firstPlace.name);
    });

    test('category page shows its heading, listings slot and place links', async ({ page }) => {
      await page.goto(`${prefix}${defaultCategory.url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('category.h1', { category: t(defaultCategory.label), ...countryVars(region, t) }),
      );
      await expect(page.getByRole('navigation', { name: t('breadcrumb.label') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('listing.heading') })).toBeVisible();
      await expect(page.getByRole('link', { name: biggest.name, exact: true }).first()).toBeVisible();
    });

    test('place page shows breadcrumbs, nearby places and other categories', async ({ page }) => {
      await page.goto(`${prefix}${defaultCategory.url}${biggest.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(biggest.name);
      const crumbs = page.getByRole('navigation', { name: t('breadcrumb.label') });
      await expect(crumbs.getByRole('link', { name: t('breadcrumb.home') })).toHaveAttribute('href', `${prefix}/`);
      await expect(page.getByRole('heading', { name: t('place.nearby') })).toBeVisible();
      await expect(page.locator('#place-links + ul li')).toHaveCount(8);
    });

    test('the advertise-with-us bar and the useful links show exactly where the region does not hide them', async ({ page }) => {
      await page.goto(`${prefix}/`);
      const bar = page.locator('[data-advertise-bar]');
      const useful = page.getByRole('contentinfo').getByRole('heading', { name: t('footer.usefulLinks') });
      if (region.hidden.advertiseWithUsBar) await expect(bar).toHaveCount(0);
      else await expect(bar.getByRole('link', { name: t('footer.advertiseBar') })).toHaveAttribute('href', `${prefix}/users/registration/`);
      if (region.hidden.usefulLinks) await expect(useful).toHaveCount(0);
      else await expect(useful).toBeVisible();
    });

    test('the footer links every legal page, each in the edition language', async ({ page }) => {
      await page.goto(`${prefix}/`);
      const legalNav = page.getByRole('contentinfo').getByRole('navigation', { name: t('footer.legal') });
      for (const id of LEGAL_DOC_IDS) {
        const doc = legalDoc(region, id, t(region.country), t('site.name'));
        await expect(legalNav.getByRole('link', { name: doc.title, exact: true })).toHaveAttribute(
          'href',
          `${prefix}${region.legal.paths[id]}`,
        );
      }
      for (const id of LEGAL_DOC_IDS) {
        const doc = legalDoc(region, id, t(region.country), t('site.name'));
        const response = await page.goto(`${prefix}${region.legal.paths[id]}`);
        expect(response?.status(), id).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
        await expect(page.locator('html')).toHaveAttribute('lang', region.htmlLang);
      }
    });

    test("unknown path answers 404 with the region's popular locations", async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page-${code}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(t('notFound.code'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.text1'));
      for (const key of ['notFound.text2', 'notFound.text3', 'notFound.text4'] as const) await expect(page.getByText(t(key))).toBeVisible();
      const list = page.locator('section[aria-labelledby="not-found-popular"] li');
      await expect(list).toHaveCount(region.notFoundPlaces.length);
    });
  });
}

const KINDS = [
  ['home', '/'],
  ['category', '/erotische-massage/'],
  ['place', '/sex/koeln/'],
  ['state', '/sex/bayern/'],
  ['popular', '/beliebte-suchen/bayern/'],
  ['independent', '/uk/escort/independent/london/'],
  ['not-found', '/404.html'],
  ['app-shell', '/users/login/'],
  ['uk-home', '/uk/'],
  ['legal', '/impressum/'],
  ['uk-legal', '/uk/privacy/'],
] as const;

for (const [kind, path] of KINDS) {
  test(`${kind} page has no axe violations and is kept as a screenshot`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
    await shot(page, kind);
  });
}

test('mobile strip navigation shows on small screens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, storageState: AGE_GATE_PASSED });
  const page = await context.newPage();
  await page.goto('/uk/');
  const t = translator('en');
  await expect(page.getByRole('navigation', { name: t('nav.mobile') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('nav.main') })).toBeHidden();
  await expectNoAxeViolations(page);
  await shot(page, 'uk-home-mobile');
  await context.close();
});

test('on a phone the menu button reaches every navigation entry of the region', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, storageState: AGE_GATE_PASSED });
  const page = await context.newPage();
  const t = translator('de');
  await page.goto('/');
  const menu = page.getByText(t('nav.menu'), { exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: t('nav.menu') });
  for (const link of regions.de.nav) await expect(nav.getByRole('link', { name: t(link.title) })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'de-home-mobile-menu');
  await context.close();
});

test('the UK "Content" link opens the gallery view of the escort search', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, storageState: AGE_GATE_PASSED });
  const page = await context.newPage();
  await page.goto('/uk/');
  const strip = page.getByRole('navigation', { name: 'Quick links' });
  await expect(strip.getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/uk/escort/#?gallerie=true');
  await context.close();
});

test('the UK AI link is highlighted and external links open in a new tab', async ({ page }) => {
  await page.goto('/uk/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('a[data-ai="true"]')).toHaveClass(/highlight-pink/);
  for (const link of await nav.locator('a[href^="http"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /utm_medium=referral/);
  }
});
