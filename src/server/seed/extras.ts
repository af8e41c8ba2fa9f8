/**
 * Demo redirects and partner adverts.
 */
import { REGION_CODES, type Region, type RegionCode } from '../../../regions/schema.ts';
import type { PlaceIndex } from '../db/places.ts';
import type { Rng } from './rng.ts';
import type { Statements } from '../db/queries/seed.ts';
import { FEMALE_NAMES, REGION_LANG } from './vocabulary.ts';

/** Old or misspelt paths people still type, and the partner pages behind short paths. */
export function writeRedirects(st: Statements, index: PlaceIndex, regions: Record<RegionCode, Region>): void {
  const exonyms: Record<RegionCode, [string, string][]> = {
    de: [
      ['cologne', 'koeln'],
      ['munich', 'muenchen'],
      ['nuremberg', 'nuernberg'],
      ['duesseldorf-city', 'duesseldorf'],
    ],
    at: [
      ['vienna', 'wien'],
      ['carinthia', 'kaernten'],
    ],
    uk: [
      ['londres', 'london'],
      ['edinburg', 'edinburgh'],
    ],
    au: [
      ['sydney-cbd', 'sydney'],
      ['melbourne-cbd', 'melbourne'],
    ],
    it: [
      ['rome', 'roma'],
      ['milan', 'milano'],
      ['naples', 'napoli'],
    ],
  };
  for (const region of REGION_CODES) {
    const r = regions[region];
    const def = r.categories.find((c) => c.default);
    if (!def) continue;
    if (def.url !== '/escorts/') st.redirect.run(region, '/escorts/', def.url, 301);
    for (const [from, to] of exonyms[region]) {
      if (index.bySlug(region, to)) st.redirect.run(region, `${def.url}${from}/`, `${def.url}${to}/`, 301);
    }
    if (r.partners.livecam) st.redirect.run(region, '/livecam/', r.partners.livecam, 302);
    if (r.partners.forum) st.redirect.run(region, '/forum/', r.partners.forum, 302);
  }
}

const CAM_NAMES = ['Luna', 'Nova', 'Stella', 'Kira', 'Jade', 'Ruby', 'Skye', 'Ivy', 'Roxy', 'Lexi', 'Nika', 'Zoe', 'Mona', 'Bella'];

function withUtm(url: string, region: RegionCode, partner: string): string {
  const u = new URL(url);
  u.searchParams.set('utm_source', `lustmap-${region}`);
  u.searchParams.set('utm_medium', 'referral');
  u.searchParams.set('utm_campaign', partner);
  return u.toString();
}

/** Partner adverts per region: classified dating adverts (solad) and live-cam performers. */
export function writeAdverts(rng: Rng, st: Statements, index: PlaceIndex, regions: Record<RegionCode, Region>): void {
  for (const region of REGION_CODES) {
    const r = regions[region];
    const lang = REGION_LANG[region];
    const big = index.byRegion[region].filter((p) => p.kind === 'place').slice(0, 6);
    const dating = r.partners.dating ?? 'https://dating.example/';
    const livecam = r.partners.livecam ?? 'https://livecam.example/';
    for (let i = 0; i < 10; i++) {
      const place = i < big.length ? big[i] : undefined;
      const name = rng.pick(FEMALE_NAMES[lang]);
      const subtitle = { de: 'Single-Treffen', en: 'Singles nearby', it: 'Single nelle vicinanze' }[lang];
      st.advert.run(
        'solad',
        region,
        place?.id ?? null,
        `${name}, ${rng.int(21, 45)}`,
        place ? `${subtitle} · ${place.name}` : subtitle,
        withUtm(dating, region, 'solad'),
        rng.uint(),
        0,
        rng.int(1, 5),
      );
    }
    for (const partner of ['strip-chat', 'susi-live'] as const) {
      for (let i = 0; i < 12; i++) {
        const name = `${rng.pick(CAM_NAMES)}${rng.int(18, 99)}`;
        st.advert.run(
          partner,
          region,
          null,
          name,
          { de: 'Jetzt live', en: 'Live now', it: 'In diretta' }[lang],
          withUtm(livecam, region, partner),
          rng.uint(),
          rng.chance(0.6) ? 1 : 0,
          rng.int(1, 5),
        );
      }
    }
  }
}
