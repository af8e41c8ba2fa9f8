/**
 * Austria (prefix /at). Source: SPEC §2 "Austria" (filter table keyed 1 to 17 and 41, plus the
 * black-escort and wedding-escort routes), §3 "Category filter entry", §9; identity from DESIGN §4.
 */
import { SERVICE_IDS as S, type RegionInput } from '../schema.ts';

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

  categories: [
    { id: 1, url: '/sex/', default: true, label: 'cat.sex', filter: {}, placePages: 'all' },
    {
      id: 2,
      url: '/erotische-massage/',
      label: 'cat.eroticMassage',
      filter: { services: ['Erotische Massage'], ids: [S.EROTIC_MASSAGE] },
    },
    {
      id: 3,
      url: '/erotische-massage/nuru/',
      label: 'cat.nuru',
      filter: { services: ['Nuru Massage'], ids: [S.MASSAGE_NURU] },
    },
    {
      id: 4,
      url: '/erotische-massage/tantra/',
      label: 'cat.tantra',
      filter: { services: ['Tantra Massage'], ids: [S.MASSAGE_TANTRA] },
    },
    {
      id: 10,
      url: '/erotische-massage/thai/',
      label: 'cat.thaiMassage',
      filter: { services: ['Thai Massage'], ids: [S.THAI] },
    },
    { id: 5, url: '/hobbyhuren/', label: 'cat.hobbyhuren', filter: { user: { user_type: 1 } } },
    { id: 6, url: '/huren/', label: 'cat.huren', filter: { user: { meeting_location: 0 } } },
    { id: 7, url: '/escort/', label: 'cat.escort', filter: { user: { meeting_location: 1 } } },
    { id: 8, url: '/fetisch/', label: 'cat.fetish', filter: { services: ['Fetisch'], ids: [S.FETISH] } },
    { id: 9, url: '/fetisch/domina/', label: 'cat.domina', filter: { services: ['Domina'], ids: [S.DOMINA] } },
    { id: 11, url: '/mollige/', label: 'cat.curvy', filter: { features: { body_type: ['curvy', 'very_curvy'] } } },
    { id: 12, url: '/trans/', label: 'cat.trans', filter: { features: { gender: 'trans' } } },
    { id: 13, url: '/bordell/', label: 'cat.brothels', filter: { venue: true } },
    { id: 14, url: '/asia/', label: 'cat.asia', filter: { asia: true, features: { ethnicity: ['asian'] } } },
    { id: 15, url: '/maennlich/', label: 'cat.male', filter: { features: { gender: 'male' } } },
    { id: 16, url: '/grosse-titten/', label: 'cat.bigBreasts', filter: { features: { breast_size: ['big', 'very_big'] } } },
    { id: 17, url: '/reife/', label: 'cat.mature', filter: { features: { age: [55, 100] } } },
    { id: 41, url: '/escort/ai/', label: 'cat.ai', filter: { is_ai: true } },
    {
      id: 39,
      url: '/escort/black/',
      label: 'cat.black',
      filter: { features: { ethnicity: ['african', 'afro_caribbean'], skin_color: ['black', 'dark'] } },
    },
    {
      id: 42,
      url: '/escort/weddings/',
      label: 'cat.weddings',
      filter: { services: ['Hochzeitsbegleitung'], ids: [S.WEDDING_ESCORTS] },
    },
  ],

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
    { path: '/ratgeber/', title: 'content.guide' },
    { path: '/presse/', title: 'content.press' },
    { path: '/wiki/', title: 'content.wiki' },
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

  partners: { livecam: LIVECAM, dating: DATING },
} satisfies RegionInput;
