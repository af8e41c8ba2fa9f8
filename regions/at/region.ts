/**
 * Austria (prefix /at). Source: SPEC §2 "Austria" (filter table keyed 1 to 17 and 41, plus the
 * black-escort and wedding-escort routes), §3 "Category filter entry", §9; identity from DESIGN §4.
 */
import type { RegionInput } from '../schema.ts';
import categories from './categories.ts';

const LIVECAM = 'https://livecam.example/at/';
const DATING = 'https://dating.example/at/';

export default {
  code: 'at',
  prefix: '/at',
  country: 'country.at',
  isoCountry: 'AT',
  defaultLocale: 'de',
  htmlLang: 'de-AT',
  hreflang: 'de-AT',
  currency: 'EUR',
  vat: 20,

  nav: [
    { path: '/sex/', title: 'nav.allGirls' },
    { path: '/huren/', title: 'nav.models' },
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/ai/', title: 'nav.aiEscorts', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],
  mobileNav: [
    { path: '/sex/', title: 'nav.escorts' },
    { path: DATING, title: 'nav.dating', target: '_blank' },
    { path: '/escort/ai/', title: 'nav.aiPorn', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],

  categories,

  featuredLocations: [
    { place: 'wien', titlePrefix: 'home.locationPrefix', image: 'wien' },
    { place: 'linz', titlePrefix: 'home.locationPrefix', image: 'linz' },
    { place: 'salzburg', titlePrefix: 'home.locationPrefix', image: 'salzburg' },
    { place: 'innsbruck', titlePrefix: 'home.locationPrefix', image: 'innsbruck' },
    { place: 'klagenfurt-am-woerthersee', titlePrefix: 'home.locationPrefix', image: 'klagenfurt-am-woerthersee' },
    { place: 'wels', titlePrefix: 'home.locationPrefix', image: 'wels' },
  ],

  notFoundPlaces: [
    'wien',
    'graz',
    'linz',
    'salzburg',
    'innsbruck',
    'klagenfurt-am-woerthersee',
    'wels',
    'villach',
    'wiener-neustadt',
    'bregenz',
  ],

  footerLists: [
    {
      title: 'footer.popularCities',
      places: ['wien', 'graz', 'linz', 'salzburg', 'innsbruck', 'klagenfurt-am-woerthersee', 'wels', 'villach'],
    },
    {
      title: 'footer.moreCities',
      places: ['wiener-neustadt', 'bregenz', 'dornbirn', 'steyr', 'leonding', 'traun', 'amstetten', 'krems-an-der-donau'],
    },
  ],

  contentLinks: [
    { section: 'guide', path: '/ratgeber/', title: 'content.guide' },
    { section: 'press', path: '/presse/', title: 'content.press' },
    { section: 'wiki', path: '/wiki/', title: 'content.wiki' },
  ],

  popularSearches: [
    { path: '/beliebte-suchen/', title: 'popular.h1' },
    { path: '/beliebte-suchen/burgenland/', title: 'popular.h1Place', state: 'burgenland' },
    { path: '/beliebte-suchen/kaernten/', title: 'popular.h1Place', state: 'kaernten' },
    { path: '/beliebte-suchen/niederoesterreich/', title: 'popular.h1Place', state: 'niederoesterreich' },
    { path: '/beliebte-suchen/oberoesterreich/', title: 'popular.h1Place', state: 'oberoesterreich' },
    { path: '/beliebte-suchen/salzburg/', title: 'popular.h1Place', state: 'salzburg' },
    { path: '/beliebte-suchen/steiermark/', title: 'popular.h1Place', state: 'steiermark' },
    { path: '/beliebte-suchen/tirol/', title: 'popular.h1Place', state: 'tirol' },
    { path: '/beliebte-suchen/vorarlberg/', title: 'popular.h1Place', state: 'vorarlberg' },
    { path: '/beliebte-suchen/wien/', title: 'popular.h1Place', state: 'wien' },
  ],

  hidden: {
    usefulLinks: true,
    firstPageSearchAdverts: true,
    cookieModal: true,
    goldSearchCardAboutMe: true,
    advertiseWithUsBar: true,
  },

  countrySwitcher: { region: 'at', name: 'country.at', flag: '/flags/at.svg', liveIn: 'country.liveIn.at' },

  // Legal pages (in the edition's language) and the legal notice's template data. The operator is
  // an example company: replace it with the real one before going live.
  legal: {
    paths: { terms: '/agb/', privacy: '/datenschutz/', imprint: '/impressum/', contact: '/kontakt/', abuse: '/missbrauch-melden/' },
    operator: {
      name: 'Lustmap Demo GmbH',
      street: 'Beispielstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      representative: 'Erika Beispiel',
      responsibleForContent: 'Erika Beispiel',
      email: 'legal@lustmap.example',
      phone: '+49 30 1234567',
      register: 'Amtsgericht Charlottenburg, HRB 000000 B',
      vatId: 'DE000000000',
    },
    contact: { general: 'hello@lustmap.example', privacy: 'privacy@lustmap.example', abuse: 'abuse@lustmap.example' },
    authority: { name: 'Österreichische Datenschutzbehörde', url: 'https://www.dsb.gv.at/' },
    emergency: '133',
    helplines: [
      { name: 'Frauenhelpline gegen Gewalt', phone: '0800 222 555', url: 'https://www.frauenhelpline.at/' },
      { name: 'Rat auf Draht (Kinder und Jugendliche)', phone: '147' },
    ],
  },

  partners: { livecam: LIVECAM, dating: DATING },
} satisfies RegionInput;
