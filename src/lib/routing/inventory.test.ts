import { expect, test } from 'vitest';
import { places, regions } from '../../../regions/index.ts';
import { REGION_CODES } from '../../../regions/schema.ts';
import { islandRegion } from '../island-region.ts';
import { buildSite, categoriesOfPlace, categoryPlaceSet, independentCategory, regionModel } from './inventory.ts';
import { fixturePlaces, fixtureRegion } from './fixtures.ts';

const site = () =>
  buildSite({ regions: { de: fixtureRegion('de'), at: fixtureRegion('at') }, places: { de: fixturePlaces(), at: fixturePlaces() } });

test('it builds a home, category and category × place page for each region', () => {
  const paths = site().pages.map((p) => p.path);
  expect(paths).toContain('/');
  expect(paths).toContain('/sex/');
  expect(paths).toContain('/sex/alpha/');
  expect(paths).toContain('/sex/north/');
  expect(paths).toContain('/at/');
  expect(paths).toContain('/at/sex/delta/');
});

test('it gives list-restricted categories place pages only for the listed places', () => {
  const paths = site().pages.map((p) => p.path);
  expect(paths).toContain('/trans/alpha/');
  expect(paths).not.toContain('/trans/beta/');
});

test('it builds popular-search pages and a 404 page per region', () => {
  const pages = site().pages;
  expect(pages.find((p) => p.path === '/beliebte-suchen/north/')?.kind).toBe('popular');
  expect(pages.find((p) => p.path === '/404/')?.kind).toBe('notFound');
  expect(pages.find((p) => p.path === '/at/404/')?.kind).toBe('notFound');
});

test('it builds noindex app shells with dynamic segments as shells and fixed params expanded', () => {
  const pages = site().pages;
  const login = pages.find((p) => p.path === '/users/login/');
  expect(login).toMatchObject({ kind: 'app', indexable: false, shell: false });
  expect(pages.find((p) => p.path === '/at/users/_/')).toMatchObject({
    kind: 'app',
    routeId: 'userProfile',
    shell: true,
    pattern: '/at/users/:userId/',
  });
  expect(pages.find((p) => p.path === '/users/registration/info/escort/')).toMatchObject({ shell: false });
});

test('it refuses two pages with the same path', () => {
  const clash = fixtureRegion('de', {
    categories: [
      { id: 1, url: '/sex/', default: true, label: 'cat.sex', filter: {}, placePages: 'none' },
      { id: 2, url: '/users/login/', label: 'cat.x', filter: {}, placePages: 'none' },
    ],
  });
  expect(() => buildSite({ regions: { de: clash }, places: { de: fixturePlaces() } })).toThrow(/two pages claim \/users\/login\//);
});

test('it links each town to its nearest towns, nearest first, never to a state', () => {
  const model = regionModel(fixtureRegion('de'), fixturePlaces());
  expect(model.nearest.get('alpha')).toEqual(['beta', 'gamma', 'delta']);
  expect(model.nearest.get('delta')?.[0]).toBe('gamma');
});

test("it lists a place's categories in table order", () => {
  const model = regionModel(fixtureRegion('de'), fixturePlaces());
  expect(categoriesOfPlace(model, 'alpha').map((c) => c.id)).toEqual([1, 12]);
  expect(categoriesOfPlace(model, 'beta').map((c) => c.id)).toEqual([1]);
});

test("it links a district to its city first, then to its city's other districts", () => {
  const model = regionModel(fixtureRegion('de'), fixturePlaces());
  expect(model.nearest.get('alpha-east')).toEqual(['alpha', 'alpha-west']);
  expect(model.districtsOf.get('alpha')?.map((d) => d.slug)).toEqual(['alpha-east', 'alpha-west']);
  expect(model.nearest.get('alpha')).not.toContain('alpha-east');
});

test('it marks a search page without listings noindex and keeps the others indexable', () => {
  const listingTotals = new Map([
    ['/sex/alpha/', 12],
    ['/sex/beta/', 0],
    ['/trans/', 0],
  ]);
  const pages = buildSite({ regions: { de: fixtureRegion('de') }, places: { de: fixturePlaces() }, listingTotals }).byPath;
  expect(pages.get('/sex/alpha/')?.indexable).toBe(true);
  expect(pages.get('/sex/beta/')?.indexable).toBe(false);
  expect(pages.get('/trans/')?.indexable).toBe(false);
  expect(pages.get('/sex/gamma/')?.indexable).toBe(true);
  expect(pages.get('/')?.indexable).toBe(true);
});

test('it keeps every search page indexable when the build had no listings', () => {
  const pages = site().pages.filter((p) => p.kind === 'category' || p.kind === 'place');
  expect(pages.every((p) => p.indexable)).toBe(true);
});

test('it gives the same place set of a category on every call', () => {
  const model = regionModel(fixtureRegion('de'), fixturePlaces());
  const trans = model.categoryById.get(12)!;
  expect([...categoryPlaceSet(model, trans)]).toEqual(['alpha']);
  expect(categoryPlaceSet(model, trans)).toBe(categoryPlaceSet(model, trans));
});

test('it builds the five legal pages of each region, indexable, at the paths of its table', () => {
  const pages = site().pages;
  for (const path of ['/terms/', '/privacy/', '/imprint/', '/contact/', '/abuse/', '/at/imprint/']) {
    expect(
      pages.find((p) => p.path === path),
      path,
    ).toMatchObject({ kind: 'legal', indexable: true });
  }
});

test('it lists the UK independent escorts from /escort/ and makes their empty pages noindex like a search page', () => {
  const uk = { regions: { uk: regions.uk }, places: { uk: places.uk } };
  expect(independentCategory(buildSite(uk).models.uk!).url).toBe('/escort/');
  const listingTotals = new Map([
    ['/uk/escort/independent/', 40],
    ['/uk/escort/independent/wales/', 0],
  ]);
  const pages = buildSite({ ...uk, listingTotals }).byPath;
  expect(pages.get('/uk/escort/independent/')?.indexable).toBe(true);
  expect(pages.get('/uk/escort/independent/wales/')?.indexable).toBe(false);
  expect(pages.get('/uk/escort/independent/london/')?.indexable).toBe(true);
});

test('every edition offered for publishing an AI companion has its AI companion search page, Germany included', () => {
  const pages = buildSite({ regions, places }).byPath;
  const offered = islandRegion(regions.de).aiEditions;
  expect(offered).toEqual([...REGION_CODES]);
  for (const code of offered) {
    const path = islandRegion(regions[code]).aiSearch!;
    expect(pages.get(path), `${code}: ${path}`).toMatchObject({ kind: 'category', categoryId: 41, region: code, indexable: true });
  }
  expect(pages.get('/escort/ai/')).toMatchObject({ region: 'de' });
});
