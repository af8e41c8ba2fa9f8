/**
 * The search island's edges: a page past the last one says so and links back, and on a phone the
 * filters open as a sheet with a live "show N results" button. Axe runs with the sheet open; a
 * screenshot of it is kept under test-results/screenshots/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { translator } from '../../i18n/index.ts';
import { places, regions } from '../../regions/index.ts';

const region = regions.de;
const t = translator(region.defaultLocale);
const category = region.categories.find((c) => c.default)!;
const town = places.de.find((p) => p.kind === 'place')!;
const path = `${region.prefix}${category.url}${town.slug}/`;

/** The listing count in the search heading ("Inserate (1.234)"). */
async function headingCount(page: Page): Promise<number> {
  const text = (await page.locator('#listings-heading').textContent()) ?? '';
  const m = /\(([\d.,\s]+)\)/.exec(text);
  expect(m, `a count in "${text}"`).not.toBeNull();
  return Number(m![1]!.replace(/\D/g, ''));
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function searchReady(page: Page) {
  await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
}

test('a page past the last one says so, keeps the count and links to the last page', async ({ page }) => {
  await page.goto(`${path}?page=99`);
  await searchReady(page);
  const total = await headingCount(page);
  expect(total).toBeGreaterThan(0);
  const last = Math.ceil(total / 24);
  expect(last).toBeLessThan(99);
  await expect(page.getByText(t('search.pastLast'))).toBeVisible();
  await expect(page.locator('[data-island="search"] article')).toHaveCount(0);
  const link = page.getByRole('link', { name: t('search.lastPage', { page: last }) });
  await expect(link).toHaveAttribute('href', last > 1 ? `${path}?page=${last}` : path);
  await link.click();
  await searchReady(page);
  await expect(page).toHaveURL(last > 1 ? new RegExp(`\\?page=${last}$`) : new RegExp(`${path}$`));
  await expect(page.getByText(t('search.pastLast'))).toHaveCount(0);
  expect(await page.locator('[data-island="search"] article').count()).toBeGreaterThan(0);
  expect(await headingCount(page)).toBe(total);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** "12 Ergebnisse anzeigen": the sheet's button for a count, in the page's language and number format. */
  const showCount = (n: number) =>
    t(n === 1 ? 'search.showCount.one' : 'search.showCount.other', { count: new Intl.NumberFormat(region.htmlLang).format(n) });

  test('the filters open as a sheet whose button shows the live count and applies them', async ({ page }) => {
    await page.goto(path);
    await searchReady(page);
    const all = await headingCount(page);
    const opener = page.getByRole('button', { name: t('search.filters'), exact: true });
    await opener.click();

    const sheet = page.getByRole('dialog', { name: t('search.filters') });
    await expect(sheet).toBeVisible();
    const show = sheet.getByRole('button', { name: showCount(all) });
    await expect(show).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // The sheet sits at the bottom, no taller than 85% of the screen, and scrolls on its own.
    // (once it has slid in)
    await expect.poll(async () => Math.round(((b) => b.y + b.height)((await sheet.boundingBox())!))).toBe(844);
    expect((await sheet.boundingBox())!.height).toBeLessThanOrEqual(844 * 0.85 + 1);
    await expect(show).toBeInViewport();
    // Focus stays inside the modal sheet.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await sheet.getByLabel(t('search.filter.ageMin'), { exact: true }).fill('30');
    await expect(show).not.toBeVisible();
    const button = sheet.getByRole('button', { name: /\d/ }).last();
    await expect(button).toHaveText(/\d/);
    const narrowed = Number((await button.textContent())!.replace(/\D/g, ''));
    expect(narrowed).toBeLessThan(all);
    expect(narrowed).toBeGreaterThan(0);
    await expect(button).toHaveText(showCount(narrowed));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/search-filter-sheet.png' });

    await button.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]age_min=30\b/);
    await searchReady(page);
    expect(await headingCount(page)).toBe(narrowed);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.getByRole('button', { name: t('search.filtersCount', { count: 1 }) })).toBeFocused();
  });

  test('Escape closes the sheet and gives focus back to the filter button', async ({ page }) => {
    await page.goto(path);
    await searchReady(page);
    const opener = page.getByRole('button', { name: t('search.filters'), exact: true });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: t('search.filters') });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('checkbox').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test('on a desktop the filters stay an inline panel', async ({ page }) => {
  await page.goto(path);
  await searchReady(page);
  await page.getByRole('button', { name: t('search.filters'), exact: true }).click();
  await expect(
    page
      .getByRole('group', { name: t('search.filters') })
      .getByRole('checkbox')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
