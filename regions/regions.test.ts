/**
 * Region tables: every table passes the schema, broken tables fail with a message naming region,
 * field and fix, and the SPEC facts (§2 per region, §3, §9, DESIGN §4) hold.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, parseRegion, REGION_CODES, SERVICE_IDS, type Region, type RegionCode, type RegionInput } from './schema.ts';
import deTable from './de/region.ts';
import atTable from './at/region.ts';
import ukTable from './uk/region.ts';
import auTable from './au/region.ts';
import itTable from './it/region.ts';

const tables: Record<RegionCode, RegionInput> = { de: deTable, at: atTable, uk: ukTable, au: auTable, it: itTable };
const parsed = Object.fromEntries(REGION_CODES.map((c) => [c, parseRegion(c, tables[c])])) as Record<RegionCode, Region>;

/** A deep copy of a table that a test may break. */
const copy = (code: RegionCode): RegionInput => structuredClone(tables[code]);
const errorOf = (code: string, input: unknown): string => {
  try {
    parseRegion(code, input);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`expected region ${code} to fail`);
};
const urlToId = (r: Region) => Object.fromEntries(r.categories.map((c) => [c.url, c.id]));
const byUrl = (r: Region, url: string) => {
  const c = r.categories.find((x) => x.url === url);
  if (!c) throw new Error(`region ${r.code}: no category ${url}`);
  return c;
};

describe('every region table parses', () => {
  it.each(REGION_CODES)('%s', (code) => {
    expect(() => parseRegion(code, tables[code])).not.toThrow();
    expect(parsed[code].code).toBe(code);
  });
});

describe('broken tables fail with region, field and fix', () => {
  it('bad category url', () => {
    const t = copy('de');
    t.categories[0]!.url = 'sex';
    const msg = errorOf('de', t);
    expect(msg).toContain('region de: categories.0.url:');
    expect(msg).toMatch(/leading and trailing slash/);
  });
  it('two default categories', () => {
    const t = copy('uk');
    t.categories[1]!.default = true;
    expect(errorOf('uk', t)).toMatch(/^region uk: categories: mark exactly one category default \(found 2\)$/m);
  });
  it('no default category', () => {
    const t = copy('au');
    t.categories[0]!.default = false;
    expect(errorOf('au', t)).toContain('region au: categories: mark exactly one category default (found 0)');
  });
  it('five featured locations', () => {
    const t = copy('at');
    t.featuredLocations.pop();
    expect(errorOf('at', t)).toContain('region at: featuredLocations: the home shows exactly 6 featured locations');
  });
  it('external nav link without a new tab', () => {
    const t = copy('de');
    const i = t.nav.findIndex((l) => l.path.startsWith('https://'));
    t.nav[i]!.target = '_self';
    expect(errorOf('de', t)).toContain(`region de: nav.${i}.target: external links must open in a new tab`);
  });
  it('non-https partner url', () => {
    const t = copy('uk');
    t.partners!.livecam = 'http://livecam.example/';
    expect(errorOf('uk', t)).toContain('region uk: partners.livecam: external links must be absolute https:// URLs');
  });
  it('under-age filter', () => {
    const t = copy('de');
    const i = t.categories.findIndex((c) => c.url === '/reife/');
    t.categories[i]!.filter.features!.age = [16, 100];
    expect(errorOf('de', t)).toContain(`region de: categories.${i}.filter.features.age.0: ages start at 18`);
  });
  it('duplicate category url and unknown featured service', () => {
    const t = copy('de');
    t.categories[2]!.url = t.categories[1]!.url;
    t.featuredServices![0]!.category = 99;
    const msg = errorOf('de', t);
    expect(msg).toContain('region de: categories.2.url: duplicate category url /erotische-massage/');
    expect(msg).toContain('region de: featuredServices.0.category: category 99 is not in this region');
  });
  it('place slug with umlaut', () => {
    const t = copy('de');
    t.notFoundPlaces[0] = 'münster';
    expect(errorOf('de', t)).toMatch(/region de: notFoundPlaces\.0: use lowercase ASCII words .*ü→ue/);
  });
});

describe('identity (DESIGN §4, SPEC §9)', () => {
  const expected = {
    de: { prefix: '', isoCountry: 'DE', htmlLang: 'de-DE', hreflang: 'de-DE', currency: 'EUR', vat: 19, defaultLocale: 'de' },
    at: { prefix: '/at', isoCountry: 'AT', htmlLang: 'de-AT', hreflang: 'de-AT', currency: 'EUR', vat: 20, defaultLocale: 'de' },
    uk: { prefix: '/uk', isoCountry: 'GB', htmlLang: 'en-GB', hreflang: 'en-GB', currency: 'GBP', vat: 20, defaultLocale: 'en' },
    au: { prefix: '/au', isoCountry: 'AU', htmlLang: 'en-AU', hreflang: 'en-AU', currency: 'AUD', vat: 0, defaultLocale: 'en' },
    it: { prefix: '/it', isoCountry: 'IT', htmlLang: 'it-IT', hreflang: 'it-IT', currency: 'EUR', vat: 22, defaultLocale: 'it' },
  } as const;
  it.each(REGION_CODES)('%s', (code) => {
    expect(parsed[code]).toMatchObject(expected[code]);
    expect(parsed[code].countrySwitcher).toMatchObject({ region: code, flag: `/flags/${code}.svg` });
    expect(parsed[code].countrySwitcher.name).toBe(parsed[code].country);
  });
});

describe('categories (SPEC §2, §3)', () => {
  it('DE: every SPEC url with its category id, /sex/ default', () => {
    expect(urlToId(parsed.de)).toEqual({
      '/sex/': 1,
      '/erotische-massage/': 2,
      '/erotische-massage/nuru/': 3,
      '/erotische-massage/tantra/': 4,
      '/erotische-massage/thai/': 10,
      '/hobbyhuren/': 5,
      '/huren/': 6,
      '/escort/': 7,
      '/fetisch/': 8,
      '/fetisch/domina/': 9,
      '/mollige/': 11,
      '/trans/': 12,
      '/bordell/': 13,
      '/asia/': 14,
      '/maennlich/': 15,
      '/grosse-titten/': 16,
      '/reife/': 17,
      '/analsex/': 18,
      '/deepthroat/': 19,
      '/facesitting/': 20,
      '/gesichtsbesamung/': 21,
      '/fisting/': 22,
      '/fusserotik/': 23,
      '/gangbang/': 24,
      '/handjob/': 25,
      '/natursekt/': 26,
      '/telefonsex/': 27,
      '/rimjob/': 28,
      '/striptease/': 29,
      '/dreier/': 30,
      '/tittenfick/': 31,
      '/blowjob/': 32,
      '/escort/ai/': 41,
    });
    expect(parsed.de.categories.find((c) => c.default)?.url).toBe('/sex/');
  });

  it('every edition has the AI companion search at /escort/ai/ (SPEC §2 "AI"): a companion published anywhere is found', () => {
    for (const code of REGION_CODES) expect(byUrl(parsed[code], '/escort/ai/'), code).toMatchObject({ id: 41, filter: { is_ai: true } });
  });

  it('DE: filters per SPEC "Category filter entry"', () => {
    const de = parsed.de;
    expect(byUrl(de, '/hobbyhuren/').filter.user.user_type).toBe(1);
    expect(byUrl(de, '/huren/').filter.user.meeting_location).toBe(0);
    expect(byUrl(de, '/escort/').filter.user.meeting_location).toBe(1);
    expect(byUrl(de, '/reife/').filter.features.age).toEqual([55, 100]);
    expect(byUrl(de, '/mollige/').filter.features.body_type).toEqual(['curvy', 'very_curvy']);
    expect(byUrl(de, '/grosse-titten/').filter.features.breast_size).toEqual(['big', 'very_big']);
    expect(byUrl(de, '/trans/').filter.features.gender).toBe('trans');
    expect(byUrl(de, '/maennlich/').filter.features.gender).toBe('male');
    expect(byUrl(de, '/bordell/').filter.venue).toBe(true);
    expect(byUrl(de, '/asia/').filter.asia).toBe(true);
    expect(byUrl(de, '/fetisch/').filter.ids).toEqual([SERVICE_IDS.FETISH]);
    expect(byUrl(de, '/fetisch/domina/').filter.ids).toEqual([SERVICE_IDS.DOMINA]);
    expect(byUrl(de, '/erotische-massage/').filter.ids).toEqual([SERVICE_IDS.EROTIC_MASSAGE]);
    expect(byUrl(de, '/erotische-massage/nuru/').filter.ids).toEqual([SERVICE_IDS.MASSAGE_NURU]);
    expect(byUrl(de, '/erotische-massage/tantra/').filter.ids).toEqual([SERVICE_IDS.MASSAGE_TANTRA]);
    expect(byUrl(de, '/erotische-massage/thai/').filter.ids).toEqual([SERVICE_IDS.THAI]);
  });

  it('DE: service categories 18-32 filter by the service of the same name', () => {
    for (let id = 18; id <= 32; id++) {
      const name = CATEGORY_NAMES[id as keyof typeof CATEGORY_NAMES];
      const cat = parsed.de.categories.find((c) => c.id === id);
      expect(cat, `category ${id}`).toBeDefined();
      expect(cat!.filter.ids, `${name}`).toEqual([SERVICE_IDS[name as keyof typeof SERVICE_IDS]]);
      expect(cat!.filter.services).toHaveLength(1);
    }
  });

  it('DE: place pages for /sex/ and /huren/ only', () => {
    const withPlaces = parsed.de.categories.filter((c) => c.placePages !== 'none').map((c) => [c.url, c.placePages]);
    expect(withPlaces).toEqual([
      ['/sex/', 'all'],
      ['/huren/', 'all'],
    ]);
  });

  it('AT: ids 1-17 and 41 with the German urls, plus black and wedding escorts; /sex/ default with all places', () => {
    const at = urlToId(parsed.at);
    const de = urlToId(parsed.de);
    for (const [url, id] of Object.entries(de)) if (id <= 17) expect(at[url], url).toBe(id);
    expect(at['/escort/ai/']).toBe(41);
    expect(at['/escort/black/']).toBe(39);
    expect(at['/escort/weddings/']).toBe(42);
    expect(Object.keys(at)).toHaveLength(20);
    const def = parsed.at.categories.find((c) => c.default);
    expect(def).toMatchObject({ url: '/sex/', id: 1, placePages: 'all' });
    expect(parsed.at.categories.filter((c) => c.placePages !== 'none')).toHaveLength(1);
  });

  it('UK: SPEC urls and ids, London-only variants', () => {
    expect(urlToId(parsed.uk)).toEqual({
      '/escort/': 7,
      '/escort/trans/': 12,
      '/escort/erotic-massage/': 2,
      '/escort/male/': 15,
      '/escort/asian/': 36,
      '/escort/thai/': 37,
      '/escort/brazilian/': 38,
      '/escort/black/': 39,
      '/escort/weddings/': 42,
      '/escort/ai/': 41,
      '/escort-agencies/': 13,
    });
    const uk = parsed.uk;
    expect(uk.categories.find((c) => c.default)).toMatchObject({ url: '/escort/', placePages: 'all' });
    for (const url of ['/escort/trans/', '/escort/erotic-massage/', '/escort/male/']) expect(byUrl(uk, url).placePages).toEqual(['london']);
    expect(byUrl(uk, '/escort/asian/').filter.features.ethnicity).toEqual(['asian']);
    expect(byUrl(uk, '/escort/thai/').filter.features.nationality).toEqual(['thailand']);
    expect(byUrl(uk, '/escort/brazilian/').filter.features.nationality).toEqual(['brazil']);
    expect(byUrl(uk, '/escort/black/').filter.features).toMatchObject({
      ethnicity: ['african', 'afro_caribbean'],
      skin_color: ['black', 'dark'],
    });
    expect(byUrl(uk, '/escort/weddings/').filter.ids).toEqual([SERVICE_IDS.WEDDING_ESCORTS]);
    expect(byUrl(uk, '/escort-agencies/').filter.venue).toBe(true);
    expect(byUrl(uk, '/escort/ai/').filter.is_ai).toBe(true);
  });

  it('AU: SPEC urls and ids, /escort/ default', () => {
    expect(urlToId(parsed.au)).toEqual({
      '/escort/': 7,
      '/escort/erotic-massage/': 2,
      '/escort/trans/': 12,
      '/escort/male/': 15,
      '/escort-agencies/': 13,
      '/escort/ai/': 41,
    });
    expect(parsed.au.categories.find((c) => c.default)).toMatchObject({ url: '/escort/', placePages: 'all' });
  });

  it('IT: UK-style structure under /escort/ with the same category ids as the UK', () => {
    const it_ = parsed.it;
    expect(it_.categories.find((c) => c.default)).toMatchObject({ url: '/escort/', id: 7, placePages: 'all' });
    expect(it_.categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(parsed.uk.categories.map((c) => c.id).sort((a, b) => a - b));
    expect(byUrl(it_, '/escort/ai/').filter.is_ai).toBe(true);
  });

  it('trans, male, venue and AI categories filter alike in every region', () => {
    for (const r of Object.values(parsed)) {
      for (const c of r.categories) {
        if (c.id === 12) expect(c.filter.features.gender, `${r.code} ${c.url}`).toBe('trans');
        if (c.id === 15) expect(c.filter.features.gender, `${r.code} ${c.url}`).toBe('male');
        if (c.id === 13) expect(c.filter.venue, `${r.code} ${c.url}`).toBe(true);
        if (c.id === 41) expect(c.filter.is_ai, `${r.code} ${c.url}`).toBe(true);
        if (c.id === 2) expect(c.filter.ids, `${r.code} ${c.url}`).toEqual([SERVICE_IDS.EROTIC_MASSAGE]);
      }
    }
  });

  it('every category filter age range starts at 18 or later', () => {
    for (const r of Object.values(parsed))
      for (const c of r.categories) {
        const age = c.filter.features.age;
        if (age) {
          expect(age[0], `${r.code} ${c.url}`).toBeGreaterThanOrEqual(18);
          expect(age[1], `${r.code} ${c.url}`).toBeGreaterThanOrEqual(age[0]);
        }
      }
  });
});

describe('navigation (SPEC §2, §3 "Nav link")', () => {
  it('every external link opens in a new tab', () => {
    for (const r of Object.values(parsed))
      for (const l of [...r.nav, ...r.mobileNav]) if (/^https?:/.test(l.path)) expect(l.target, `${r.code} ${l.path}`).toBe('_blank');
  });

  it('every internal nav link points at a category of its region', () => {
    for (const r of Object.values(parsed)) {
      const urls = new Set(r.categories.map((c) => c.url));
      for (const l of [...r.nav, ...r.mobileNav])
        if (l.path.startsWith('/')) expect(urls.has(l.path.split('#')[0]!), `${r.code} ${l.path}`).toBe(true);
    }
  });

  it('every external nav link is one of the region partners', () => {
    for (const r of Object.values(parsed)) {
      const partners = new Set(Object.values(r.partners));
      for (const l of [...r.nav, ...r.mobileNav])
        if (l.path.startsWith('https://')) expect(partners.has(l.path), `${r.code} ${l.path}`).toBe(true);
    }
  });

  it('DE: all girls, models, escorts, amateurs, massage, brothels, trans, live cam', () => {
    expect(parsed.de.nav.map((l) => l.path)).toEqual([
      '/sex/',
      '/huren/',
      '/escort/',
      '/hobbyhuren/',
      '/erotische-massage/',
      '/bordell/',
      '/trans/',
      parsed.de.partners.livecam,
    ]);
  });

  it('UK: escorts, trans, erotic massage, male, AI Girlfriend highlighted pink, livecam, forum', () => {
    const nav = parsed.uk.nav;
    expect(nav.map((l) => l.path)).toEqual([
      '/escort/',
      '/escort/trans/',
      '/escort/erotic-massage/',
      '/escort/male/',
      '/escort/ai/',
      parsed.uk.partners.livecam,
      parsed.uk.partners.forum,
    ]);
    const ai = nav.filter((l) => l.isAI);
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatchObject({ path: '/escort/ai/', title: 'nav.aiGirlfriend', titleClass: 'highlight-pink' });
    expect(parsed.uk.mobileNav.map((l) => l.title)).toEqual(['nav.escorts', 'nav.content', 'nav.aiPorn', 'nav.livecam']);
    // "Content" is the gallery view of the escort search, not a second "Escorts" link.
    expect(parsed.uk.mobileNav.find((l) => l.title === 'nav.content')?.path).toBe('/escort/#?gallerie=true');
    expect(parsed.it.mobileNav.find((l) => l.title === 'nav.content')?.path).toBe('/escort/#?gallerie=true');
  });

  it('AT: /sex/, /huren/, /escort/, /escort/ai/, live cam; mobile escorts, dating, AI, live cam', () => {
    expect(parsed.at.nav.map((l) => l.path)).toEqual(['/sex/', '/huren/', '/escort/', '/escort/ai/', parsed.at.partners.livecam]);
    expect(parsed.at.mobileNav.map((l) => l.path)).toEqual(['/sex/', parsed.at.partners.dating, '/escort/ai/', parsed.at.partners.livecam]);
  });

  it('AU: escorts, trans, erotic massage, male, AI search, live cam', () => {
    expect(parsed.au.nav.map((l) => l.path)).toEqual([
      '/escort/',
      '/escort/trans/',
      '/escort/erotic-massage/',
      '/escort/male/',
      '/escort/ai/',
      parsed.au.partners.livecam,
    ]);
  });
});

describe('home, 404 and footer (SPEC §2, §9)', () => {
  it('6 featured locations per region, as SPEC lists them', () => {
    const places = (c: RegionCode) => parsed[c].featuredLocations.map((f) => f.place);
    expect(places('de')).toEqual(['osnabrueck', 'muenster', 'dortmund', 'koeln', 'muenchen', 'duisburg']);
    expect(places('uk')).toEqual(['london', 'cardiff', 'edinburgh', 'belfast', 'manchester', 'birmingham']);
    expect(places('at')).toEqual(['wien', 'linz', 'salzburg', 'innsbruck', 'klagenfurt-am-woerthersee', 'wels']);
    expect(places('au')).toEqual(['sydney', 'melbourne', 'cairns', 'adelaide', 'townsville', 'perth']);
    expect(places('it')).toHaveLength(6);
  });

  it('DE has 6 featured services (erotic massage, escort, Nuru, fetish, domina, amateurs); others none', () => {
    expect(parsed.de.featuredServices.map((s) => s.category)).toEqual([2, 7, 3, 8, 9, 5]);
    for (const c of ['at', 'uk', 'au', 'it'] as const) expect(parsed[c].featuredServices).toEqual([]);
  });

  it('404 suggestions: DE 9 (SPEC names), UK 10, AT 10, AU 6', () => {
    expect(parsed.de.notFoundPlaces).toEqual([
      'bremen',
      'hannover',
      'ibbenbueren',
      'muenster',
      'nienberge',
      'nottuln',
      'osnabrueck',
      'spelle',
      'wildeshausen',
    ]);
    expect(parsed.uk.notFoundPlaces).toHaveLength(10);
    expect(parsed.at.notFoundPlaces).toHaveLength(10);
    expect(parsed.au.notFoundPlaces).toHaveLength(6);
    for (const r of Object.values(parsed)) expect(new Set(r.notFoundPlaces).size, r.code).toBe(r.notFoundPlaces.length);
  });

  it('AU footer lists hold exactly the 23 SPEC cities', () => {
    const all = parsed.au.footerLists.flatMap((l) => l.places);
    expect(all).toEqual([
      'sydney',
      'melbourne',
      'cairns',
      'adelaide',
      'townsville',
      'parramatta',
      'geelong',
      'campbelltown',
      'penrith',
      'bendigo',
      'liverpool',
      'perth',
      'brisbane',
      'mackay',
      'canberra',
      'darwin',
      'bundaberg',
      'albury',
      'gold-coast',
      'coffs-harbour',
      'rockhampton',
      'bunbury',
      'blacktown',
    ]);
  });

  it('content links: DE ratgeber, presse, wiki, lust; AT ratgeber, presse, wiki', () => {
    expect(parsed.de.contentLinks.map((l) => l.path)).toEqual(['/ratgeber/', '/presse/', '/wiki/', '/lust/']);
    expect(parsed.at.contentLinks.map((l) => l.path)).toEqual(['/ratgeber/', '/presse/', '/wiki/']);
  });

  it('popular searches: DE states, UK London page', () => {
    const de = parsed.de.popularSearches.map((p) => p.path);
    for (const s of ['baden-wuerttemberg', 'bayern', 'hessen', 'niedersachsen', 'nrw', 'rheinland-pfalz'])
      expect(de).toContain(`/beliebte-suchen/${s}/`);
    expect(de).toContain('/beliebte-suchen/');
    expect(parsed.uk.popularSearches).toEqual([
      { path: '/popular-searches/', title: 'popular.h1' },
      { path: '/popular-searches-london/', title: 'popular.h1Place', place: 'london' },
    ]);
    expect(parsed.at.popularSearches).toHaveLength(10);
  });

  it('UK independent escorts: /escort/independent/ and its 11 regions', () => {
    expect(parsed.uk.independent).toEqual({
      path: '/escort/independent/',
      states: [
        'london',
        'yorkshire',
        'south-west',
        'north-east',
        'south-east',
        'north-west',
        'west-midlands',
        'east-midlands',
        'east-of-england',
        'wales',
        'scotland',
      ],
    });
    for (const c of ['de', 'at', 'au', 'it'] as const) expect(parsed[c].independent).toBeUndefined();
  });
});

describe('hidden features (SPEC §2)', () => {
  const hiddenOf = (c: RegionCode) =>
    Object.entries(parsed[c].hidden)
      .filter(([, v]) => v)
      .map(([k]) => k)
      .sort();
  it('per region', () => {
    expect(hiddenOf('de')).toEqual([]);
    expect(hiddenOf('uk')).toEqual(['languageSelector', 'usefulLinks']);
    expect(hiddenOf('at')).toEqual(
      ['advertiseWithUsBar', 'cookieModal', 'firstPageSearchAdverts', 'goldSearchCardAboutMe', 'usefulLinks'].sort(),
    );
    expect(hiddenOf('au')).toEqual(
      ['advertiseWithUsBar', 'cookieModal', 'firstPageSearchAdverts', 'languageSelector', 'usefulLinks'].sort(),
    );
  });
});

describe('across regions', () => {
  it('prefixes, hreflang values and switcher flags are unique', () => {
    const all = Object.values(parsed);
    for (const f of ['prefix', 'hreflang', 'isoCountry'] as const) expect(new Set(all.map((r) => r[f])).size, f).toBe(all.length);
  });
  it('no category url collides with a popular-search or independent path', () => {
    for (const r of Object.values(parsed)) {
      const urls = new Set(r.categories.map((c) => c.url));
      for (const p of r.popularSearches) expect(urls.has(p.path), `${r.code} ${p.path}`).toBe(false);
      if (r.independent) expect(urls.has(r.independent.path)).toBe(false);
    }
  });
});

/** Place slugs a region references, with where they come from. */
function referencedPlaces(r: Region): Array<[string, string]> {
  const refs: Array<[string, string]> = [];
  r.featuredLocations.forEach((f, i) => refs.push([f.place, `featuredLocations.${i}`]));
  r.notFoundPlaces.forEach((p, i) => refs.push([p, `notFoundPlaces.${i}`]));
  r.footerLists.forEach((l, i) => l.places.forEach((p, j) => refs.push([p, `footerLists.${i}.places.${j}`])));
  r.categories.forEach((c, i) => {
    if (Array.isArray(c.placePages)) c.placePages.forEach((p, j) => refs.push([p, `categories.${i}.placePages.${j}`]));
  });
  r.popularSearches.forEach((p, i) => {
    if (p.state) refs.push([p.state, `popularSearches.${i}.state`]);
    if (p.place) refs.push([p.place, `popularSearches.${i}.place`]);
  });
  r.independent?.states.forEach((s, i) => refs.push([s, `independent.states.${i}`]));
  return refs;
}

describe('place slugs exist in places.json', () => {
  for (const code of REGION_CODES) {
    const file = new URL(`./${code}/places.json`, import.meta.url);
    it.skipIf(!existsSync(file))(code, () => {
      const slugs = new Set((JSON.parse(readFileSync(file, 'utf8')) as Array<{ slug: string }>).map((p) => p.slug));
      const missing = referencedPlaces(parsed[code])
        .filter(([slug]) => !slugs.has(slug))
        .map(([slug, where]) => `region ${code}: ${where}: place "${slug}" is not in ${code}/places.json`);
      expect(missing).toEqual([]);
    });
  }
});

describe('place names', () => {
  const names = (code: RegionCode) =>
    (JSON.parse(readFileSync(new URL(`./${code}/places.json`, import.meta.url), 'utf8')) as { name: string }[]).map((p) => p.name);

  it('keep their real letters (no transliterated umlauts from the source data)', () => {
    const de = names('de');
    expect(de).toContain('Altstadt-Süd');
    expect(de).toContain('Bilderstöckchen');
    expect(de).toContain('München');
    for (const code of ['de', 'at'] as const) {
      expect(
        names(code).filter((n) => /\bSud\b|stoeck|Kueps|^Huede$/.test(n)),
        code,
      ).toEqual([]);
    }
  });
});
