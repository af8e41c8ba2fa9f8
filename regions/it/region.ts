/**
 * Italy (prefix /it). SPEC leaves Italy "not shown"; DESIGN §4 asks for the UK-style category
 * structure with Italian slugs and labels. Identity from DESIGN §4 (VAT 22, EUR, it-IT).
 */
import { SERVICE_IDS as S, type RegionInput } from '../schema.ts';

const LIVECAM = 'https://livecam.example/it/';
const FORUM = 'https://forum.example/it/';

export default {
  code: 'it',
  prefix: '/it',
  country: 'country.it',
  isoCountry: 'IT',
  defaultLocale: 'it',
  htmlLang: 'it-IT',
  hreflang: 'it-IT',
  currency: 'EUR',
  vat: 22,

  nav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/trans/', title: 'nav.trans' },
    { path: '/escort/massaggi-erotici/', title: 'nav.eroticMassage' },
    { path: '/escort/uomini/', title: 'nav.maleEscorts' },
    { path: '/escort/ai/', title: 'nav.aiGirlfriend', isAI: true, titleClass: 'highlight-pink' },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
    { path: FORUM, title: 'nav.forum', target: '_blank' },
  ],
  mobileNav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/', title: 'nav.content' },
    { path: '/escort/ai/', title: 'nav.aiPorn', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],

  categories: [
    { id: 7, url: '/escort/', default: true, label: 'cat.escort', filter: {}, placePages: 'all' },
    {
      id: 12,
      url: '/escort/trans/',
      label: 'cat.transEscorts',
      filter: { features: { gender: 'trans' } },
      placePages: ['roma', 'milano'],
    },
    {
      id: 2,
      url: '/escort/massaggi-erotici/',
      label: 'cat.eroticMassage',
      filter: { services: ['Erotische Massage'], ids: [S.EROTIC_MASSAGE] },
      placePages: ['roma', 'milano'],
    },
    {
      id: 15,
      url: '/escort/uomini/',
      label: 'cat.maleEscorts',
      filter: { features: { gender: 'male' } },
      placePages: ['roma', 'milano'],
    },
    { id: 36, url: '/escort/asiatiche/', label: 'cat.asianEscorts', filter: { features: { ethnicity: ['asian'] } } },
    { id: 37, url: '/escort/thailandesi/', label: 'cat.thaiEscorts', filter: { features: { nationality: ['thailand'] } } },
    { id: 38, url: '/escort/brasiliane/', label: 'cat.brazilianEscorts', filter: { features: { nationality: ['brazil'] } } },
    {
      id: 39,
      url: '/escort/di-colore/',
      label: 'cat.black',
      filter: { features: { ethnicity: ['african', 'afro_caribbean'], skin_color: ['black', 'dark'] } },
    },
    {
      id: 42,
      url: '/escort/matrimoni/',
      label: 'cat.weddings',
      filter: { services: ['Hochzeitsbegleitung'], ids: [S.WEDDING_ESCORTS] },
    },
    { id: 41, url: '/escort/ai/', label: 'cat.ai', filter: { is_ai: true } },
    { id: 13, url: '/agenzie-escort/', label: 'cat.agencies', filter: { venue: true } },
  ],

  featuredLocations: [
    { place: 'roma', titlePrefix: 'home.locationPrefix', image: 'roma' },
    { place: 'milano', titlePrefix: 'home.locationPrefix', image: 'milano' },
    { place: 'napoli', titlePrefix: 'home.locationPrefix', image: 'napoli' },
    { place: 'torino', titlePrefix: 'home.locationPrefix', image: 'torino' },
    { place: 'bologna', titlePrefix: 'home.locationPrefix', image: 'bologna' },
    { place: 'firenze', titlePrefix: 'home.locationPrefix', image: 'firenze' },
  ],

  notFoundPlaces: ['roma', 'milano', 'napoli', 'torino', 'palermo', 'genova', 'bologna', 'firenze', 'bari', 'catania'],

  footerLists: [
    {
      title: 'footer.popularCities',
      places: ['roma', 'milano', 'napoli', 'torino', 'palermo', 'genova', 'bologna', 'firenze'],
    },
    {
      title: 'footer.moreCities',
      places: ['bari', 'catania', 'venezia', 'verona', 'padova', 'trieste', 'brescia', 'parma'],
    },
  ],

  popularSearches: [{ path: '/ricerche-popolari/', title: 'popular.h1' }],

  // Italy keeps the language selector (visitors from abroad) and the cookie notice (EU).
  hidden: { usefulLinks: true },

  countrySwitcher: { region: 'it', name: 'country.it', flag: '/flags/it.svg', liveIn: 'country.liveIn.it' },

  partners: { livecam: LIVECAM, forum: FORUM },
} satisfies RegionInput;
