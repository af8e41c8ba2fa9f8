import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/constants.ts';
import { places, regions } from '../../../regions/index.ts';
import { buildSite, type PageEntry } from './inventory.ts';
import { fixturePlaces, fixtureRegion } from './fixtures.ts';
import { breadcrumbs, fitTitle, pageSeo, TITLE_MAX } from './seo.ts';

const site = buildSite({ regions: { de: fixtureRegion('de') }, places: { de: fixturePlaces() } });
const model = site.models.de!;
/** A translator that shows key and variables, so tests see which template was used. */
const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key}(${Object.values(vars).join(',')})` : key);
const page = (path: string) => site.byPath.get(path)!;

test('it builds home > category > state > place breadcrumbs for a town', () => {
  expect(breadcrumbs(page('/sex/alpha/'), model, t)).toEqual([
    { name: 'breadcrumb.home', path: '/' },
    { name: 'cat.sex', path: '/sex/' },
    { name: 'North', path: '/sex/north/' },
    { name: 'Alpha', path: '/sex/alpha/' },
  ]);
});

test('it leaves the state out where the category has no state page', () => {
  expect(breadcrumbs(page('/trans/alpha/'), model, t).map((c) => c.path)).toEqual(['/', '/trans/', '/trans/alpha/']);
});

test("it leaves the state out of a state page's own breadcrumbs", () => {
  expect(breadcrumbs(page('/sex/north/'), model, t).map((c) => c.path)).toEqual(['/', '/sex/', '/sex/north/']);
});

test('it titles a place page from the place template with place and state', () => {
  const seo = pageSeo(page('/sex/alpha/'), model, t, 'https://example.test');
  // The key-and-variables translator makes a title longer than any real one, so it is cut.
  expect(seo.title).toMatch(/^seo\.place\.title\(cat\.sex,Alpha,North,country\.de,/);
  expect(seo.description).toBe('seo.place.description(cat.sex,Alpha,North,country.de,country.in.de,site.name)');
  expect(seo.jsonLd[0]).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [{ position: 1, item: 'https://example.test/' }, {}, {}, { position: 4, item: 'https://example.test/sex/alpha/' }],
  });
});

test('it gives the home page a WebSite with a SearchAction into the default category', () => {
  const seo = pageSeo(page('/'), model, t, 'https://example.test');
  expect(seo.jsonLd[0]).toMatchObject({
    '@type': 'WebSite',
    potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://example.test/sex/?q={search_term_string}' } },
  });
});

test('it titles an app shell from its route id', () => {
  expect(pageSeo(page('/users/login/'), model, t, 'https://example.test').h1).toBe('app.login.title');
});

test("it puts the city between state and district in a district's breadcrumbs", () => {
  expect(breadcrumbs(page('/sex/alpha-east/'), model, t).map((c) => c.path)).toEqual([
    '/',
    '/sex/',
    '/sex/north/',
    '/sex/alpha/',
    '/sex/alpha-east/',
  ]);
});

test('it names the country with its "in …" phrase in every locale (not "in United Kingdom")', () => {
  const uk = buildSite({ regions: { uk: fixtureRegion('uk') }, places: { uk: fixturePlaces() } });
  const home = (locale: Locale) =>
    pageSeo(uk.byPath.get(uk.models.uk!.region.prefix + '/')!, uk.models.uk!, translator(locale), 'https://example.test');
  expect(home('en').h1).toBe('Escorts, erotic massage and more in the United Kingdom');
  expect(home('de').h1).toContain('im Vereinigten Königreich');
  expect(home('it').h1).toContain('nel Regno Unito');
  expect(home('en').title).not.toMatch(/in United Kingdom/);
});

/** The real site, every region, and a page's title in the language it is rendered in. */
const real = buildSite({ regions, places });
const realTitle = (p: PageEntry) => {
  const m = real.models[p.region]!;
  const locale = (p.kind === 'app' ? p.locale : undefined) ?? m.region.defaultLocale;
  return pageSeo(p, m, translator(locale), 'https://example.test').title;
};

test(`every page of every region, each place page included, has a title of at most ${TITLE_MAX} characters`, () => {
  const tooLong = real.pages.map((p) => ({ path: p.path, title: realTitle(p) })).filter((x) => x.title.length > TITLE_MAX);
  expect(tooLong).toEqual([]);
  expect(real.pages.filter((p) => p.kind === 'place').length).toBeGreaterThan(10_000);
});

test('the longest Italian place name keeps the whole name and drops the site name', () => {
  const it = real.models.it!;
  const longest = [...it.placeBySlug.values()].reduce((a, b) => (b.name.length > a.name.length ? b : a));
  expect(longest.name).toBe("Borgoricco-San Michele delle Badesse-Sant'Eufemia");
  const page = real.pages.find((p) => p.kind === 'place' && p.region === 'it' && p.place === longest.slug)!;
  const title = realTitle(page);
  expect(title).toBe(`Escort a ${longest.name}`);
  expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
});

test('a title that fits keeps its site name', () => {
  expect(fitTitle('Escort a Roma | Lustmap', 'Lustmap')).toBe('Escort a Roma | Lustmap');
});

test('a title too long even without the site name is cut at a word and ends with an ellipsis', () => {
  const title = fitTitle(`Escort a ${'Santa Maria '.repeat(8)}| Lustmap`, 'Lustmap');
  expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  expect(title).toMatch(/^Escort a Santa Maria .*[a-z]…$/);
  expect(fitTitle('x'.repeat(90), 'Lustmap')).toBe(`${'x'.repeat(TITLE_MAX - 1)}…`);
});
