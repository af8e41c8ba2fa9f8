/**
 * Dictionaries: one file per locale and namespace, same keys in every locale, each key in its prefix's namespace, every key a region table references exists, the same
 * placeholders in every translation, no empty values, sorted and consistently formatted files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  BREAST_SIZES,
  ETHNICITIES,
  GENDERS,
  LOCALES,
  NATIONALITY_GROUPS,
  parseRegion,
  REGION_CODES,
  SKIN_COLORS,
  type Region,
} from '../regions/schema.ts';
import deTable from '../regions/de/region.ts';
import atTable from '../regions/at/region.ts';
import ukTable from '../regions/uk/region.ts';
import auTable from '../regions/au/region.ts';
import itTable from '../regions/it/region.ts';
import { dictionaries, format } from './index.ts';
import { NAMESPACES, namespaceOf, type Namespace } from './namespaces.ts';

/** The raw text of each locale's namespace files. */
const raw = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, readFileSync(new URL(`./${l}/${ns}.json`, import.meta.url), 'utf8')])),
  ]),
) as Record<(typeof LOCALES)[number], Record<Namespace, string>>;
const parts = Object.fromEntries(
  LOCALES.map((l) => [l, Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(raw[l][ns]) as Record<string, unknown>]))]),
) as Record<(typeof LOCALES)[number], Record<Namespace, Record<string, unknown>>>;
/** Each locale's namespaces as one flat dictionary. */
const dicts = Object.fromEntries(
  LOCALES.map((l) => [l, Object.assign({}, ...Object.values(parts[l])) as Record<string, unknown>]),
) as Record<(typeof LOCALES)[number], Record<string, unknown>>;
/** A dictionary value as text ('' when missing or not a string; another test reports those). */
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const allKeys = [...new Set(LOCALES.flatMap((l) => Object.keys(dicts[l])))].sort();

const tables = { de: deTable, at: atTable, uk: ukTable, au: auTable, it: itTable };
const regions: Region[] = REGION_CODES.map((c) => parseRegion(c, tables[c]));

/** Every i18n key a region table points at, with where it is used. */
function regionKeys(r: Region): Array<[string, string]> {
  const k: Array<[string, string]> = [[r.country, 'country']];
  r.nav.forEach((l, i) => k.push([l.title, `nav.${i}.title`]));
  r.mobileNav.forEach((l, i) => k.push([l.title, `mobileNav.${i}.title`]));
  r.categories.forEach((c, i) => k.push([c.label, `categories.${i}.label`]));
  r.featuredLocations.forEach((f, i) => k.push([f.titlePrefix, `featuredLocations.${i}.titlePrefix`]));
  r.footerLists.forEach((l, i) => k.push([l.title, `footerLists.${i}.title`]));
  r.contentLinks.forEach((l, i) => k.push([l.title, `contentLinks.${i}.title`]));
  r.popularSearches.forEach((p, i) => k.push([p.title, `popularSearches.${i}.title`]));
  k.push([r.countrySwitcher.name, 'countrySwitcher.name'], [r.countrySwitcher.liveIn, 'countrySwitcher.liveIn']);
  return k;
}

/** UI keys the page templates use (see the i18n section of the region/page work). */
const APP_PAGES = [
  'login',
  'registration',
  'registrationInfo',
  'verifyPhone',
  'verifyPhoneWhatsapp',
  'registrationConfirmation',
  'forgotPassword',
  'forgotPasswordVerify',
  'forgotPasswordToken',
  'verifyEmail',
  'stopImpersonate',
  'impersonate',
  'account',
  'accountAddress',
  'accountExample',
  'accountVenue',
  'messages',
  'messagesAi',
  'profile',
  'profileAbout',
  'profileFeatures',
  'profilePrices',
  'profileReviews',
  'profilePassword',
  'profileAvailability',
  'profileAlarme',
  'accountOnboard',
  'manager',
  'managerContactDetails',
  'onboarding',
  'onboardingAbout',
  'onboardingLocation',
  'onboardingMedia',
  'onboardingServices',
  'onboardingCongratulations',
  'clientOnboarding',
  'clientOnboardingCredits',
  'punterVip',
  'buyPremium',
  'buyCredits',
  'checkoutBuyCredits',
  'upgrade',
  'upgradePackage',
  'upgradeBuyCreditsOld',
  'aiCreate',
  'aiResults',
  'userProfile',
  'staticEstablishment',
  'staticEstablishmentProfile',
  'staticEstablishmentAmenities',
  'staticEstablishmentCoverPhoto',
  'staticEstablishmentFoodDrinks',
  'staticEstablishmentOpeningHours',
  'staticEstablishmentWebsite',
  'staticPunter',
  'staticPunterProfile',
  'staticPunterFavourites',
  'staticPunterSavedSearches',
  'staticPunterSubscribedGalleries',
  'staticPunterUpgrade',
];

/** Required keys with the placeholders each must carry. */
const UI_KEYS: Record<string, string[]> = {
  'site.name': [],
  'site.tagline': [],
  'site.adultsOnly': [],
  'nav.skip': [],
  'nav.menu': [],
  'nav.main': [],
  'nav.mobile': [],
  'nav.opensNewTab': [],
  'nav.login': [],
  'nav.account': [],
  'breadcrumb.label': [],
  'breadcrumb.home': [],
  'home.h1': ['inCountry'],
  'home.intro': [],
  'home.featuredLocations': [],
  'home.featuredServices': [],
  'home.featuredProfiles': [],
  'home.locationPrefix': [],
  'home.serviceLink': ['category'],
  'seo.home.title': ['site', 'inCountry'],
  'seo.home.description': [],
  'seo.category.title': ['category', 'inCountry', 'site'],
  'seo.category.description': ['category', 'inCountry'],
  'seo.place.title': ['category', 'place', 'site'],
  'seo.place.description': ['category', 'place', 'state'],
  'seo.popular.title': [],
  'seo.popular.description': [],
  'seo.popularPlace.title': ['place'],
  'seo.popularPlace.description': ['place'],
  'seo.independent.title': ['place', 'site'],
  'seo.independent.description': [],
  'seo.notFound.title': [],
  'seo.app.description': ['site'],
  'category.h1': ['category', 'inCountry'],
  'category.intro': [],
  'place.h1': ['category', 'place'],
  'place.intro': ['place', 'state'],
  'place.nearby': [],
  'place.otherCategories': ['place'],
  'place.allPlaces': ['state'],
  'place.places': [],
  'place.states': [],
  'listing.skeleton': [],
  'listing.heading': [],
  'listing.empty': [],
  'popular.h1': [],
  'popular.h1Place': ['place'],
  'popular.intro': [],
  'popular.byCategory': ['category', 'place'],
  'independent.h1': ['inCountry'],
  'independent.h1Region': ['place'],
  'independent.regions': [],
  'notFound.code': [],
  'notFound.text1': [],
  'notFound.text2': [],
  'notFound.text3': [],
  'notFound.text4': [],
  'notFound.popular': [],
  'notFound.home': [],
  'footer.popularSearches': [],
  'footer.countries': [],
  'footer.content': [],
  'footer.legal': [],
  'footer.imprint': [],
  'footer.privacy': [],
  'footer.terms': [],
  'footer.copyright': ['year', 'site'],
  'footer.language': [],
  'footer.advertise': [],
  'app.noindex.loading': [],
  'app.noscript': [],
  'app.onboardingCongratulations.next': [],
  ...Object.fromEntries(APP_PAGES.map((p) => [`app.${p}.title`, []])),
  ...Object.fromEntries(LOCALES.map((l) => [`locale.${l}`, []])),
};

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('dictionaries', () => {
  it('are one file per locale and namespace, and nothing else', () => {
    for (const l of LOCALES)
      expect(readdirSync(new URL(`./${l}/`, import.meta.url)).sort(), l).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  it('have exactly the same key set in every namespace', () => {
    const missing = LOCALES.flatMap((l) =>
      NAMESPACES.map((ns) => {
        const all = [...new Set(LOCALES.flatMap((o) => Object.keys(parts[o][ns])))];
        const gaps = all.filter((k) => !(k in parts[l][ns])).sort();
        return gaps.length ? `${l}/${ns}.json misses ${gaps.length} key(s): ${gaps.join(', ')}` : '';
      }),
    ).filter(Boolean);
    expect(missing).toEqual([]);
  });

  it('keep every key in the namespace of its prefix', () => {
    const misplaced = LOCALES.flatMap((l) =>
      NAMESPACES.flatMap((ns) =>
        Object.keys(parts[l][ns])
          .filter((k) => namespaceOf(k) !== ns)
          .map((k) => `${l}/${ns}.json: ${k} belongs in ${namespaceOf(k) ?? 'no namespace (add its prefix to namespaces.ts)'}`),
      ),
    );
    expect(misplaced).toEqual([]);
  });

  it('are all merged into the dictionaries of the static pages', () => {
    for (const l of LOCALES) expect(dictionaries[l]).toEqual(dicts[l]);
  });

  it('hold only non-empty strings', () => {
    const bad = LOCALES.flatMap((l) =>
      Object.entries(dicts[l])
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => `${l}.json: ${k} is empty or not a string`),
    );
    expect(bad).toEqual([]);
  });

  it('use the same placeholders in every locale', () => {
    const bad: string[] = [];
    for (const k of allKeys) {
      const ref = placeholders(text(dicts.en[k]));
      for (const l of LOCALES) {
        const got = placeholders(text(dicts[l][k]));
        if (got.join() !== ref.join()) bad.push(`${l}.json: ${k} has {${got.join('}, {')}} but en.json has {${ref.join('}, {')}}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('are flat, sorted by key and formatted with 2-space indent', () => {
    for (const l of LOCALES)
      for (const ns of NAMESPACES) {
        const keys = Object.keys(parts[l][ns]);
        expect(keys, `${l}/${ns}.json keys must be sorted`).toEqual([...keys].sort());
        expect(raw[l][ns], `${l}/${ns}.json must be JSON.stringify(dict, null, 2) plus a newline`).toBe(
          JSON.stringify(parts[l][ns], null, 2) + '\n',
        );
      }
  });

  it('keep the brand name the same everywhere', () => {
    for (const l of LOCALES) expect(dicts[l]['site.name']).toBe('Lustmap');
  });
});

describe('required keys', () => {
  it('every key a region table references exists', () => {
    const missing = regions.flatMap((r) =>
      regionKeys(r)
        .filter(([key]) => !(key in dicts.en))
        .map(([key, where]) => `region ${r.code}: ${where}: "${key}" is not in the dictionaries`),
    );
    expect(missing).toEqual([]);
  });

  it('every UI key the page templates use exists with its placeholders', () => {
    const bad: string[] = [];
    for (const [key, vars] of Object.entries(UI_KEYS)) {
      if (!(key in dicts.en)) {
        bad.push(`missing key ${key}`);
        continue;
      }
      const got = placeholders(String(dicts.en[key]));
      for (const v of vars) if (!got.includes(v)) bad.push(`${key} must contain {${v}}`);
    }
    expect(bad).toEqual([]);
  });

  it('every filter option value has a label', () => {
    const groups = {
      gender: [...GENDERS, 'all'],
      body_type: BODY_TYPES,
      breast_size: BREAST_SIZES,
      ethnicity: ETHNICITIES,
      nationality: NATIONALITY_GROUPS,
      skin_color: SKIN_COLORS,
      hair_color: ['black', 'brown', 'dark_brown', 'blonde', 'red', 'grey'],
    };
    const missing = Object.entries(groups).flatMap(([g, values]) => values.map((v) => `option.${g}.${v}`).filter((k) => !(k in dicts.en)));
    expect(missing).toEqual([]);
  });

  it('German option labels are the SPEC ones', () => {
    const de = dicts.de;
    const expected: Record<string, string> = {
      'option.body_type.very_slim': 'Sehr dünn',
      'option.body_type.slim': 'Schlank',
      'option.body_type.average': 'Mittel',
      'option.body_type.athletic': 'Athletisch',
      'option.body_type.muscular': 'Muskulös',
      'option.body_type.curvy': 'Kurvig',
      'option.body_type.very_curvy': 'Sehr kurvig',
      'option.gender.trans': 'Transsexuell',
      'option.gender.female': 'Weiblich',
      'option.gender.male': 'Männlich',
      'option.gender.all': 'Alle',
      'option.breast_size.big': 'Groß',
      'option.breast_size.very_big': 'Sehr groß',
      'option.ethnicity.arab': 'Arabisch',
      'option.ethnicity.asian': 'Asiatisch',
      'option.ethnicity.afro_caribbean': 'Afro-Karibisch',
      'option.ethnicity.african': 'Afrikanisch',
      'option.ethnicity.caucasian': 'Kaukasisch (weiß)',
      'option.ethnicity.latin': 'Lateinamerikanisch',
      'option.ethnicity.mixed': 'Gemischt',
      'option.ethnicity.other': 'Andere',
      'option.nationality.brazil': 'Brasilien',
      'option.nationality.thailand': 'Thailand',
      'option.hair_color.black': 'Schwarz',
      'option.hair_color.brown': 'Braun',
      'option.hair_color.dark_brown': 'Dunkelbraun',
    };
    for (const [k, v] of Object.entries(expected)) expect(de[k], k).toBe(v);
  });

  it('locale names are the endonyms of SPEC §9 in every dictionary', () => {
    for (const l of LOCALES)
      expect([dicts[l]['locale.de'], dicts[l]['locale.en'], dicts[l]['locale.ro'], dicts[l]['locale.it']]).toEqual([
        'Deutsch',
        'English',
        'Română',
        'Italiano',
      ]);
  });
});

describe('SEO templates (DESIGN §6: description 50-160 characters)', () => {
  // Short and long fills: a short category in a short place, and a long one in a long place.
  const fills = [
    {
      site: 'Lustmap',
      country: 'Italia',
      inCountry: 'in Italia',
      category: 'Trans',
      place: 'Bari',
      state: 'Puglia',
      year: 2025,
      tag: 'Legge',
      section: 'Wiki',
    },
    {
      site: 'Lustmap',
      country: 'Vereinigtes Königreich',
      inCountry: 'im Vereinigten Königreich',
      category: 'Dominatrix & BDSM',
      place: 'Klagenfurt am Wörthersee',
      state: 'Kärnten',
      year: 2025,
      tag: 'Sicherheit für Escorts',
      section: 'Lust-Magazin',
    },
  ];
  // App pages are noindex, so their short description is exempt.
  const descriptions = allKeys.filter((k) => k.startsWith('seo.') && k.endsWith('.description') && k !== 'seo.app.description');
  it.each(LOCALES)('%s', (l) => {
    const bad: string[] = [];
    for (const k of descriptions)
      for (const vars of fills) {
        const text = format(String(dicts[l][k]), vars);
        if (text.length < 50 || text.length > 160) bad.push(`${l}.json: ${k} is ${text.length} characters: "${text}"`);
        if (/\{\w+\}/.test(text)) bad.push(`${l}.json: ${k} has an unknown placeholder`);
      }
    expect(bad).toEqual([]);
  });
});
