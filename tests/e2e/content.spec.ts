/**
 * The content sections as readers and search engines get them: with JavaScript off, a section's
 * index lists its articles newest first and an article shows its headline, author, date, reading
 * time, body and tags, with Article JSON-LD and hreflang to the same article in other editions; a
 * tag page lists the tagged articles; every section's RSS feed lists its articles; the footer of
 * every edition links to its sections; axe passes on an index, an article and a tag page (phone and
 * desktop screenshots kept); an unknown article answers 404.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { regions, REGION_CODES } from '../../regions/index.ts';
import { translator } from '../../i18n/index.ts';
import { getArticles } from '../../src/lib/content/catalog.ts';
import { feedPath } from '../../src/lib/content/feed.ts';
import { articlePath, sectionArticles, sectionPath, tagPath } from '../../src/lib/routing/cms.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function check(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/content-${name}-${size}.png`, fullPage: true });
  }
}

const articles = getArticles();
const de = regions.de;
const t = translator(de.defaultLocale);
// The German safety guide and its sisters in the other editions (shared key "safety").
const safety = articles.find((a) => a.region === 'de' && a.section === 'guide' && a.data.key === 'safety')!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a section index lists its articles newest first and links to them', async ({ page }) => {
    const own = sectionArticles(articles, de, 'guide');
    const response = await page.goto(sectionPath(de, 'guide')!);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('content.guide'));
    const titles = page.getByRole('list', { name: t('cms.articles') }).getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(own.map((a) => a.data.title));
    await page.getByRole('link', { name: own[0]!.data.title }).click();
    await expect(page).toHaveURL(articlePath(de, own[0]!));
  });

  test('an article shows its text, author, date, reading time and tags, with Article JSON-LD and hreflang', async ({ page }) => {
    await page.goto(articlePath(de, safety));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(safety.data.title);
    const article = page.locator(`article[data-article="${safety.id}"]`);
    await expect(article).toContainText(t('cms.by', { author: safety.data.author }));
    await expect(article).toContainText(t('cms.readingTime', { minutes: safety.minutes }));
    await expect(article.locator(`time[datetime="${safety.data.date}"]`)).toBeVisible();
    expect(await article.locator('.article-body h2').count()).toBeGreaterThan(0);
    const crumbs = page.getByRole('navigation', { name: t('breadcrumb.label') });
    await expect(crumbs.getByRole('link', { name: t('content.guide') })).toHaveAttribute('href', sectionPath(de, 'guide')!);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = jsonLd.map((s) => JSON.parse(s) as Record<string, unknown>);
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({ headline: safety.data.title, datePublished: safety.data.date });

    // The same article in the other editions: one alternate each, x-default on Germany.
    const sisters = articles.filter((a) => a.section === 'guide' && a.data.key === 'safety');
    const hrefs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(hrefs.sort()).toEqual([...sisters.map((a) => articlePath(regions[a.region], a)), articlePath(de, safety)].sort());
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      new RegExp(`${feedPath(de, 'guide')}$`),
    );

    // A tag leads to the tag page, which lists this article.
    const tag = safety.tags[0]!;
    await article.getByRole('link', { name: tag.name, exact: true }).click();
    await expect(page).toHaveURL(tagPath(de, 'guide', tag.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cms.tag.h1', { tag: tag.name }));
    await expect(page.getByRole('link', { name: safety.data.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  });
});

test('every edition’s footer links to its sections, and every section has its feed', async ({ page, request }) => {
  for (const code of REGION_CODES) {
    const region = regions[code];
    const rt = translator(region.defaultLocale);
    await page.goto(`${region.prefix}/`);
    const footer = page.getByRole('contentinfo');
    for (const link of region.contentLinks) {
      await expect(footer.getByRole('link', { name: rt(link.title), exact: true })).toHaveAttribute(
        'href',
        sectionPath(region, link.section)!,
      );
      const feed = await request.get(feedPath(region, link.section));
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml.match(/<item>/g)?.length ?? 0).toBe(sectionArticles(articles, region, link.section).length);
    }
  }
});

test('an unknown article answers 404', async ({ page }) => {
  const response = await page.goto(`${sectionPath(de, 'guide')}gibt-es-nicht/`);
  expect(response?.status()).toBe(404);
});

test('section index, article and tag pages pass axe and are photographed', async ({ page }) => {
  const uk = regions.uk;
  const ukSafety = articles.find((a) => a.region === 'uk' && a.section === 'guide' && a.data.key === 'safety')!;
  await page.goto(sectionPath(uk, 'guide')!);
  await check(page, 'index');
  await page.goto(articlePath(uk, ukSafety));
  await check(page, 'article');
  await page.goto(tagPath(uk, 'guide', ukSafety.tags[0]!.slug));
  await check(page, 'tag');
});
