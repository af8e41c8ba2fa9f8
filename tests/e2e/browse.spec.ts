/**
 * Public browsing: listings in the static HTML of every edition, the search island's filters,
 * pages, gallery mode, "near me" and the live-cam strip, the profile page (escort, venue, AI,
 * unknown), favourites, the catch-all and the home page's featured profiles. Axe runs on the
 * profile page, a filtered search page and a category page searching near the visitor;
 * screenshots of each view are kept under test-results/screenshots/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { translator } from '../../i18n/index.ts';
import { places, regions, REGION_CODES, type RegionCode } from '../../regions/index.ts';
import { AGE_GATE_PASSED } from './consent.ts';

const DEMO_PASSWORD = 'lustmap-demo';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/browse-${name}.png`, fullPage: true });
}

/** The first town of a region and its default category page (both have listings in the demo data). */
function placePage(code: RegionCode) {
  const region = regions[code];
  const category = region.categories.find((c) => c.default)!;
  const town = places[code].find((p) => p.kind === 'place')!;
  return { region, category, town, path: `${region.prefix}${category.url}${town.slug}/` };
}

/** The first result of a search, asked of the API the site runs against. */
async function firstResult(request: APIRequestContext, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/v2/search/escorts?${qs}&per_page=1`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: { id: number; name: string; path: string }[] };
  expect(body.results.length).toBeGreaterThan(0);
  return body.results[0]!;
}

/** The first listing of a search whose public profile passes `accept` (e.g. one with a public phone). */
async function firstProfileWhere(
  request: APIRequestContext,
  query: Record<string, string | number>,
  accept: (p: { contact: { phone: string | null } }) => boolean,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const body = (await (await request.get(`/api/v2/search/escorts?${qs}&per_page=24`)).json()) as {
    results: { id: number; name: string; path: string }[];
  };
  for (const card of body.results) {
    const profile = (await (await request.get(`/api/v2/users/${card.id}`)).json()) as { results: { contact: { phone: string | null } } };
    if (accept(profile.results)) return card;
  }
  throw new Error(`no listing of ${qs} passes the check`);
}

/** The listing count in the search heading ("Listings (1,234)"). */
async function headingCount(page: Page): Promise<number> {
  const text = (await page.locator('#listings-heading').textContent()) ?? '';
  const m = /\(([\d.,\s]+)\)/.exec(text);
  expect(m, `a count in "${text}"`).not.toBeNull();
  return Number(m![1]!.replace(/\D/g, ''));
}

/** Wait until the search island has its own answer. */
async function searchReady(page: Page) {
  await expect(page.locator('[data-search-island]')).toHaveAttribute('data-state', 'ready');
}

for (const code of REGION_CODES) {
  const { region, town, path } = placePage(code);
  const t = translator(region.defaultLocale);

  test.describe(`${code} browsing`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a place page shows listing cards in its HTML', async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(town.name);
        expect(await headingCount(page)).toBeGreaterThan(0);
        const cards = page.locator('[data-island="search"] article');
        expect(await cards.count()).toBeGreaterThan(0);
        const first = cards.first();
        await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`^${region.prefix}/users/\\d+/$`));
        await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
      });
    });

    test('filters narrow the results and the URL keeps them', async ({ page }) => {
      await page.goto(path);
      await searchReady(page);
      const all = await headingCount(page);
      await page.getByRole('button', { name: t('search.filters') }).click();
      await page.getByLabel(t('search.filter.ageMin'), { exact: true }).fill('30');
      await expect(page).toHaveURL(/[?&]age_min=30\b/);
      await searchReady(page);
      const narrowed = await headingCount(page);
      expect(narrowed).toBeLessThan(all);
      expect(narrowed).toBeGreaterThan(0);
      await page.reload();
      await searchReady(page);
      expect(await headingCount(page)).toBe(narrowed);
      await expect(page.getByRole('button', { name: t('search.filtersCount', { count: 1 }) })).toBeVisible();
    });

    test('a card opens the profile', async ({ page }) => {
      await page.goto(path);
      const card = page.locator('[data-island="search"] article').first();
      const name = (await card.getByRole('heading').textContent())!.split(',')[0]!.trim();
      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${region.prefix}/users/\\d+/$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(page).toHaveTitle(new RegExp(name));
    });
  });
}

test('a filtered search page has no axe violations', async ({ page }) => {
  const { path } = placePage('de');
  await page.goto(`${path}?age_min=25&sort=newest`);
  await searchReady(page);
  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await expect(page.getByRole('group', { name: 'Filter' }).getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'filtered');
});

test('the sort and the pages change the results and the URL; back restores them', async ({ page }) => {
  const { path } = placePage('au');
  await page.goto(path);
  await searchReady(page);
  const firstOnPage1 = await page.locator('[data-island="search"] article h3').first().textContent();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await searchReady(page);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-island="search"] article h3').first()).not.toHaveText(firstOnPage1!);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await searchReady(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
});

test('partner adverts appear between results, but not on the first page where the region hides them', async ({ page }) => {
  await page.goto(placePage('de').path);
  await searchReady(page);
  await expect(page.locator('[data-advert]').first()).toBeVisible();
  await expect(page.locator('[data-advert]').first()).toHaveAttribute('target', '_blank');

  const at = placePage('at');
  await page.goto(at.path);
  await searchReady(page);
  await expect(page.locator('[data-island="search"] article').first()).toBeVisible();
  await expect(page.locator('[data-advert]')).toHaveCount(0);
  await page.goto(`${at.path}?page=2`);
  await searchReady(page);
  await expect(page.locator('[data-advert]').first()).toBeVisible();
});

test('near me on a category page searches around the rounded position, nearest first, beside the live-cam adverts; declined, it says so', async ({
  browser,
  page,
}) => {
  // Two visitors, axe and three full-page screenshots.
  test.setTimeout(60_000);
  const region = regions.de;
  const t = translator(region.defaultLocale);
  const path = `${region.prefix}${region.categories.find((c) => c.default)!.url}`;
  const nearMe = (p: Page) => p.getByRole('button', { name: t('search.near.button') });
  const cardNames = (p: Page) => p.locator('[data-island="search"] article h3');
  const isSearch = (url: string) => new URL(url).pathname === '/api/v2/search/escorts/';

  // No permission granted: the browser declines, the island says so and keeps the results.
  await page.goto(path);
  await searchReady(page);
  const first = await cardNames(page).first().textContent();
  await nearMe(page).click();
  await expect(page.getByRole('status').filter({ hasText: t('search.near.denied') })).toBeVisible();
  await expect(nearMe(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(cardNames(page).first()).toHaveText(first!);
  await shot(page, 'near-me-declined');

  // Granted: the search carries the position rounded to 2 decimals and answers nearest first.
  const context = await browser.newContext({ storageState: AGE_GATE_PASSED, viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 52.520008, longitude: 13.404954 });
  const near = await context.newPage();
  await near.goto(path);
  await searchReady(near);
  const answered = near.waitForResponse((r) => isSearch(r.url()) && new URL(r.url()).searchParams.has('lat'));
  await nearMe(near).click();
  const response = await answered;
  const asked = new URL(response.url()).searchParams;
  expect([asked.get('lat'), asked.get('lon'), asked.get('sort')]).toEqual(['52.52', '13.4', 'distance']);
  const body = (await response.json()) as { results: { name: string; distanceKm: number | null }[] };
  const distances = body.results.map((c) => c.distanceKm);
  expect(distances.length).toBeGreaterThan(1);
  expect(distances.every((d) => d !== null)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
  await searchReady(near);
  await expect(nearMe(near)).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(near).first()).toContainText(body.results[0]!.name);
  // Cards show distances from 1 km on.
  const farther = body.results.findIndex((c) => c.distanceKm! >= 1);
  expect(farther).toBeGreaterThanOrEqual(0);
  await expect(near.locator('[data-island="search"] article').nth(farther)).toContainText(t('card.distance', { km: '' }).trim());
  // The position stays in the browser: rounded in localStorage, never in the page URL.
  expect(JSON.parse((await near.evaluate(() => localStorage.getItem('currentLocation')))!)).toEqual({ lat: 52.52, lon: 13.4 });
  expect(near.url()).not.toMatch(/lat=|52\.52/);

  // The live-cam partner's adverts below the results, marked as adverts and linked as sponsored.
  const strip = near.getByRole('region', { name: t('search.partners.heading') });
  await expect(strip.locator('[data-advert="susi-live"]').first()).toBeVisible();
  await expect(strip.locator('[data-advert]').first()).toHaveAttribute('rel', 'sponsored noopener');
  await expect(strip).toContainText(t('search.partners.label'));
  await expectNoAxeViolations(near);
  await shot(near, 'near-me');
  await near.setViewportSize({ width: 390, height: 844 });
  await shot(near, 'near-me-mobile');

  // Off again: the plain search, and the kept position is gone.
  const plain = near.waitForResponse((r) => isSearch(r.url()) && !new URL(r.url()).searchParams.has('lat'));
  await nearMe(near).click();
  await plain;
  await expect(nearMe(near)).toHaveAttribute('aria-pressed', 'false');
  expect(await near.evaluate(() => localStorage.getItem('currentLocation'))).toBeNull();
  await context.close();
});

test('gallery mode shows a photo grid that works by keyboard', async ({ page }) => {
  const { path } = placePage('uk');
  await page.goto(`${path}#?gallerie=true`);
  await searchReady(page);
  const grid = page.locator('[data-gallery]');
  await expect(grid).toBeVisible();
  const tiles = grid.getByRole('link');
  expect(await tiles.count()).toBeGreaterThan(1);
  await tiles.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tiles.nth(1)).toBeFocused();
  const href = await tiles.nth(1).getAttribute('href');
  await shot(page, 'gallery');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/gallerie/);
  await expect(page.locator('[data-island="search"] article').first()).toBeVisible();
});

test('the profile photo gallery moves by the arrow keys and the buttons', async ({ page, request }) => {
  const escort = await firstResult(request, { region: 'de', place: 'koeln' });
  await page.goto(escort.path);
  const gallery = page.locator('section[data-gallery]');
  const position = gallery.getByText(/^1 \/ \d+$/);
  await expect(position).toBeVisible();
  const count = Number((await position.textContent())!.split('/')[1]);
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
  await page.keyboard.press('End');
  await expect(gallery.getByText(`${count} / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
  await gallery.getByRole('button', { name: 'Vorheriges Foto' }).click();
  await expect(gallery.getByText(`${count} / ${count}`)).toBeVisible();
});

test('the profile gallery answers the arrow keys as soon as it is in view, without a click or Tab', async ({ page, request }) => {
  const escort = await firstResult(request, { region: 'de', place: 'koeln' });
  await page.goto(escort.path);
  const gallery = page.locator('section[data-gallery]');
  const position = gallery.getByText(/^1 \/ \d+$/);
  await expect(position).toBeVisible();
  const count = Number((await position.textContent())!.split('/')[1]);
  await expect(page.locator('body')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
});

test('the main photo opens a full-screen viewer that moves by keyboard and closes with Escape', async ({ page, request }) => {
  const escort = await firstResult(request, { region: 'de', place: 'koeln' });
  await page.goto(escort.path);
  const gallery = page.locator('section[data-gallery]');
  const position = gallery.getByText(/^1 \/ \d+$/);
  await expect(position).toBeVisible();
  const count = Number((await position.textContent())!.split('/')[1]);
  const open = gallery.getByRole('button', { name: `Foto 1 von ${count} im Vollbild öffnen` });
  await open.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: `Fotos von ${escort.name} im Vollbild` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expectNoAxeViolations(page);
  await shot(page, 'photo-viewer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The gallery behind followed the viewer, and the page scrolls again.
  await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('hydrating the featured profiles never moves the keyboard focus', async ({ page }) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/featured-profiles**', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  const section = page.locator('[data-island="featured-profiles"]');
  const cards = section.locator('article a, li a').filter({ visible: true });
  await expect(cards.first()).toBeVisible();
  await cards.first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focusedHref = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'));
  expect(focusedHref).toBeTruthy();
  const response = page.waitForResponse((r) => r.url().includes('/api/v2/featured-profiles'));
  release();
  await response;
  await page.waitForTimeout(300);
  for (let i = 0; i < 4; i += 1) {
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('an escort profile shows prices, services, reviews and the phone behind a counted reveal', async ({ page, request }) => {
  const escort = await firstProfileWhere(request, { region: 'uk', category: 7, place: 'london' }, (p) => p.contact.phone !== null);
  await page.goto(escort.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(escort.name);
  await expect(page).toHaveTitle(new RegExp(`^${escort.name} – Escort in .+ \\| Lustmap$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(escort.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escort.path}$`));
  await expect(page.getByRole('table').first()).toContainText('£');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Reviews/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('profileContactClickCounter'))).toBe('1');
  await expectNoAxeViolations(page);
  await shot(page, 'escort');
});

test('a venue profile shows its cover photo, opening hours, amenities and website', async ({ page, request }) => {
  const venue = await firstResult(request, { region: 'de', category: 13 });
  await page.goto(venue.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name);
  await expect(page.getByRole('img', { name: `Titelbild von ${venue.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(Ausstattung|Essen und Getränke)$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Website besuchen' })).toHaveAttribute('href', /^https?:\/\//);
  await expectNoAxeViolations(page);
  await shot(page, 'venue');
});

test('an AI profile says it is not a real person and offers no phone', async ({ page, request }) => {
  const ai = await firstResult(request, { region: 'at', category: 41 });
  await page.goto(ai.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ai.name);
  await expect(page.locator('[data-ai-notice]')).toContainText('keine echte Person');
  await expect(page.getByRole('button', { name: 'Telefonnummer anzeigen' })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`${ai.name} – KI-Begleiterin`));
  // An AI character has no home town and speaks of chat and pictures, not of meetings.
  const profile = (await (await request.get(`/api/v2/users/${ai.id}`)).json()) as {
    results: { location: { city: string | null }; about: string };
  };
  expect(profile.results.location.city).toBeNull();
  await expect(page.getByText(/Termin|Diskretion|Hausbesuch/)).toHaveCount(0);
  await shot(page, 'ai');
});

test("an unknown profile shows the region's 404", async ({ page }) => {
  await page.goto('/it/users/999999999/');
  const t = translator('it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.text1'));
  await expect(page.getByText(t('notFound.code'))).toBeVisible();
  await expect(page.locator('section[aria-labelledby="not-found-popular"] li')).toHaveCount(regions.it.notFoundPlaces.length);
});

test('a profile can be reported', async ({ page, request }) => {
  const escort = await firstResult(request, { region: 'au', place: 'melbourne' });
  await page.goto(escort.path);
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this profile' });
  // No reason is preselected; sending without one asks for it at the reasons.
  for (const radio of await dialog.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await expect(dialog.getByRole('link', { name: /How we handle reports/ })).toHaveAttribute('href', '/au/report-abuse/');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await dialog.getByRole('radio', { name: "Fake profile or someone else's photos" }).check();
  await expect(dialog.getByText('Please choose a reason.')).toBeHidden();
  await dialog.getByLabel('What did you notice? (optional)').fill('The photos are from another site.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Our support team will look into it.');
});

test('a logged-out visitor is asked to log in to save a favourite', async ({ page, request }) => {
  const escort = await firstResult(request, { region: 'de', place: 'hamburg' });
  await page.goto(escort.path);
  const save = page.getByRole('link', { name: 'Merken' });
  await expect(save).toHaveAttribute('href', `/users/login/?redirectProfilePath=${encodeURIComponent(escort.path)}`);
  await save.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').locator('input[type="password"]')).toBeVisible();
});

test('a punter finds the saved profiles on the favourites page of the account and removes one there', async ({ page, request }) => {
  const login = await page.request.post('/api/v2/users/login', {
    data: { email: 'punter-basic@demo.lustmap.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const escort = await firstResult(request, { region: 'uk', place: 'leeds' });
  await page.goto(escort.path);
  await page.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/uk/users/account/');
  await page.getByRole('link', { name: 'My favourites' }).click();
  await expect(page).toHaveURL('/uk/users/account/favourites/');
  await expect(page.getByRole('link', { name: new RegExp(escort.name) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'favourites');
  await page.getByRole('button', { name: `Remove ${escort.name} from favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${escort.name} from favourites` })).toHaveCount(0);
  const list = await page.request.get('/api/v2/users/favorite-profiles/');
  expect(((await list.json()) as { results: { id: number }[] }).results.map((c) => c.id)).not.toContain(escort.id);
});

test('a punter saves a favourite and finds it kept after a reload', async ({ page, request }) => {
  const login = await page.request.post('/api/v2/users/login', {
    data: { email: 'punter-basic@demo.lustmap.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const escort = await firstResult(request, { region: 'uk', place: 'manchester' });
  await page.goto(escort.path);
  const button = page.getByRole('button', { name: 'Save to favourites' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  const saved = page.getByRole('button', { name: 'Saved to favourites' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');
  const list = await page.request.get('/api/v2/users/favorite-profiles/');
  expect(((await list.json()) as { results: { id: number }[] }).results.map((c) => c.id)).toContain(escort.id);
  await page.getByRole('button', { name: 'Saved to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
});

test('the catch-all shows a search the build did not pre-render', async ({ page }) => {
  const response = await page.goto('/uk/escort/trans/manchester/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trans escorts in Manchester');
  await expect(page.locator('#not-found-content')).toBeHidden();
  await searchReady(page);
  await expect(page.locator('#listings-heading')).toContainText('Listings');
});

test('the catch-all keeps the 404 for a path that is nothing', async ({ page }) => {
  await page.goto('/at/gibt-es-nicht/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#not-found-content')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('de')('notFound.text1'));
});

test('the home page shows featured profiles', async ({ page }) => {
  await page.goto('/au/');
  const section = page.locator('section[aria-labelledby="featured-profiles"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('article').first()).toBeVisible();
  expect(await section.locator('article').count()).toBeGreaterThan(3);
  await expect(section.getByRole('link', { name: 'See all listings' })).toHaveAttribute('href', '/au/escort/');
});

test('an empty place page is noindex and says so', async ({ page }) => {
  const region = regions.de;
  const quiet = places.de.filter((p) => p.kind === 'place').at(-1)!;
  await page.goto(`${region.prefix}/sex/${quiet.slug}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expect(page.getByText(translator('de')('listing.empty'))).toBeVisible();
});

test('place and gallery views on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    storageState: AGE_GATE_PASSED,
  });
  const page = await context.newPage();
  const { path } = placePage('it');
  await page.goto(path);
  await searchReady(page);
  await expectNoAxeViolations(page);
  await shot(page, 'place-mobile');
  await page.goto(`${path}#?gallerie=true`);
  await searchReady(page);
  await expect(page.locator('[data-gallery]')).toBeVisible();
  await shot(page, 'gallery-mobile');
  await context.close();
});

test('a place page on a desktop', async ({ page }) => {
  await page.goto(placePage('de').path);
  await searchReady(page);
  await shot(page, 'place');
});
