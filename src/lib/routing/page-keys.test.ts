/**
 * Page keys: which change invalidates which pages. A search page's key follows its listings key
 * from the API; a profile page its profile; a home page its featured cards (not their per-request
 * id); content pages their region's articles; every page its indexability and hreflang alternates.
 */
import { describe, expect, test } from 'vitest';
import { places, regions } from '../../../regions/index.ts';
import type { RegionCode } from '../../../regions/schema.ts';
import type { FeaturedResponse } from '../api/search.ts';
import type { Article } from '../content/catalog.ts';
import { getArticles } from '../content/catalog.ts';
import { fakeProfile } from './fixtures.ts';
import { buildAlternates } from './hreflang.ts';
import { applyListingTotals, applyProfiles, buildSite, isSearchPage, profileInput, type PageEntry } from './inventory.ts';
import type { BuildListings } from './listings.ts';
import { pageKeys } from './page-keys.ts';

const articles = getArticles();
const base = buildSite({ regions, places, articles });
const searchPaths = base.pages.filter(isSearchPage).map((p) => p.path);

interface Data {
  keys?: Map<string, { total: number; key: string }>;
  featured?: Map<RegionCode, FeaturedResponse>;
  profiles?: ReturnType<typeof fakeProfile>[];
  articles?: readonly Article[];
  api?: boolean;
}

/** Keys of every page for the given data (every search page has 3 listings with key "k" unless told). */
function keysFor(d: Data = {}): Map<string, string> {
  const keys = d.keys ?? new Map(searchPaths.map((p) => [p, { total: 3, key: 'k' }]));
  const listings: BuildListings | null =
    d.api === false
      ? null
      : {
          origin: 'http://api',
          pages: new Map(),
          keys,
          featured: d.featured ?? new Map(),
          profiles: new Map((d.profiles ?? []).map((p) => [p.id, p])),
          // The API's key of each profile: here it changes with anything in the profile.
          profileKeys: new Map((d.profiles ?? []).map((p) => [p.id, { region: p.region, key: JSON.stringify(p) }])),
        };
  let site = d.articles ? buildSite({ regions, places, articles: d.articles }) : base;
  site = applyListingTotals(site, new Map([...keys].map(([p, k]) => [p, k.total])));
  site = applyProfiles(site, (d.profiles ?? []).map(profileInput));
  return pageKeys(site.pages, { site, alternates: buildAlternates(site), listings });
}

function diff(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...a].filter(([p, k]) => b.get(p) !== k).map(([p]) => p);
}

const featured = (ids: number[], id = 'x'): FeaturedResponse => ({
  results: ids.map((i) => ({ ...fakeProfileCard(i) })),
  homepageResultsId: id,
});
function fakeProfileCard(id: number) {
  const p = fakeProfile(id);
  return {
    id,
    profileType: p.profileType,
    name: p.name,
    age: 30,
    city: null,
    placeSlug: null,
    path: p.path,
    photo: null,
    photosCount: 0,
    services: [],
    priceFrom: null,
    badges: p.badges,
    availableNow: false,
    availableNowUntil: null,
    distanceKm: null,
  };
}

describe('page keys', () => {
  test('the same data gives the same keys', () => {
    expect(diff(keysFor(), keysFor())).toEqual([]);
  });

  test("a search page's listings key changes that page only", () => {
    const path = searchPaths.find((p) => p.startsWith('/sex/') && p !== '/sex/')!;
    const keys = new Map(searchPaths.map((p) => [p, { total: 3, key: p === path ? 'other' : 'k' }]));
    expect(diff(keysFor(), keysFor({ keys }))).toEqual([path]);
  });

  test("the German AI companion search is a page with its own key, which follows that page's listings", () => {
    expect(keysFor().get('/escort/ai/')).toBeDefined();
    const keys = new Map(searchPaths.map((p) => [p, { total: 3, key: p === '/escort/ai/' ? 'published' : 'k' }]));
    expect(diff(keysFor(), keysFor({ keys }))).toEqual(['/escort/ai/']);
  });

  test('a category page losing all its listings changes it and the pages of its hreflang cluster', () => {
    const path = '/at/sex/';
    const keys = new Map(searchPaths.map((p) => [p, { total: p === path ? 0 : 3, key: p === path ? 'none' : 'k' }]));
    const changed = diff(keysFor(), keysFor({ keys }));
    expect(changed).toContain(path);
    // Its cluster mates (the other editions' category pages) now list one alternate fewer.
    expect(changed.length).toBeGreaterThan(1);
    expect(changed.every((p) => !p.includes('/users/'))).toBe(true);
    const mates = changed.filter((p) => p !== path);
    for (const mate of mates) expect(base.byPath.get(mate)?.kind, mate).toBe('category');
  });

  test('a profile change changes its own page only', () => {
    const a = fakeProfile(11, { region: 'de', path: '/users/11/' });
    const b = fakeProfile(12, { region: 'de', path: '/users/12/' });
    const before = keysFor({ profiles: [a, b] });
    expect(diff(before, keysFor({ profiles: [{ ...a, about: 'Neu geschrieben.' }, b] }))).toEqual(['/users/11/']);
    // Gone: its page is gone (no key), the others keep theirs.
    const without = keysFor({ profiles: [b] });
    expect(without.has('/users/11/')).toBe(false);
    expect(without.get('/users/12/')).toBe(before.get('/users/12/'));
  });

  test("a home page follows its featured cards, not the answer's per-request id", () => {
    const f = (ids: number[], id: string) => new Map<RegionCode, FeaturedResponse>([['at', featured(ids, id)]]);
    expect(diff(keysFor({ featured: f([1, 2], 'a') }), keysFor({ featured: f([1, 2], 'b') }))).toEqual([]);
    expect(diff(keysFor({ featured: f([1, 2], 'a') }), keysFor({ featured: f([2, 1], 'a') }))).toEqual(['/at/']);
  });

  test('an article change changes the content pages of its region only', () => {
    const one = articles.find((a) => a.region === 'uk')!;
    const edited = articles.map((a) => (a === one ? { ...a, data: { ...a.data, title: `${a.data.title} (updated)` } } : a));
    const changed = diff(keysFor(), keysFor({ articles: edited }));
    expect(changed.length).toBeGreaterThan(0);
    const kinds = new Set(changed.map((p) => (base.byPath.get(p) as PageEntry).kind));
    expect([...kinds]).toEqual(['cms']);
    expect(changed.every((p) => p.startsWith('/uk/'))).toBe(true);
  });

  test('a build without an API keys every page apart from one with an API', () => {
    const withApi = keysFor();
    const without = keysFor({ api: false, keys: new Map() });
    expect(diff(withApi, without).length).toBe(withApi.size);
  });
});
