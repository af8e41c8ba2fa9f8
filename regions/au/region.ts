/**
 * Australia (prefix /au). Source: SPEC §2 "Australia", §3 "Category filter entry", §9; identity
 * from DESIGN §4.
 */
import type { RegionInput } from '../schema.ts';
import categories from './categories.ts';

const LIVECAM = 'https://livecam.example/au/';

export default {
  code: 'au',
  prefix: '/au',
  country: 'country.au',
  isoCountry: 'AU',
  defaultLocale: 'en',
  htmlLang: 'en-AU',
  hreflang: 'en-AU',
  currency: 'AUD',
  vat: 0,

  nav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/trans/', title: 'nav.trans' },
    { path: '/escort/erotic-massage/', title: 'nav.eroticMassage' },
    { path: '/escort/male/', title: 'nav.maleEscorts' },
    { path: '/escort/ai/', title: 'nav.aiEscorts', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],
  // SPEC gives no Australian mobile strip: escorts, trans, AI and live cam, like the other regions.
  mobileNav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/trans/', title: 'nav.trans' },
    { path: '/escort/ai/', title: 'nav.aiPorn', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],

  categories,

  featuredLocations: [
    { place: 'sydney', titlePrefix: 'home.locationPrefix', image: 'sydney' },
    { place: 'melbourne', titlePrefix: 'home.locationPrefix', image: 'melbourne' },
    { place: 'cairns', titlePrefix: 'home.locationPrefix', image: 'cairns' },
    { place: 'adelaide', titlePrefix: 'home.locationPrefix', image: 'adelaide' },
    { place: 'townsville', titlePrefix: 'home.locationPrefix', image: 'townsville' },
    { place: 'perth', titlePrefix: 'home.locationPrefix', image: 'perth' },
  ],

  notFoundPlaces: ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'gold-coast'],

  // The 23 footer cities of SPEC §2 "Australia", in SPEC order, split across the two lists.
  footerLists: [
    {
      title: 'footer.popularCities',
      places: [
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
      ],
    },
    {
      title: 'footer.moreCities',
      places: [
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
      ],
    },
  ],

  contentLinks: [
    { section: 'guide', path: '/guide/', title: 'content.guide' },
    { section: 'press', path: '/press/', title: 'content.press' },
    { section: 'wiki', path: '/wiki/', title: 'content.wiki' },
    { section: 'magazine', path: '/magazine/', title: 'content.magazine' },
  ],

  popularSearches: [
    { path: '/popular-searches/', title: 'popular.h1' },
    { path: '/popular-searches/new-south-wales/', title: 'popular.h1Place', state: 'new-south-wales' },
    { path: '/popular-searches/victoria/', title: 'popular.h1Place', state: 'victoria' },
    { path: '/popular-searches/queensland/', title: 'popular.h1Place', state: 'queensland' },
    { path: '/popular-searches/western-australia/', title: 'popular.h1Place', state: 'western-australia' },
    { path: '/popular-searches/south-australia/', title: 'popular.h1Place', state: 'south-australia' },
  ],

  hidden: {
    usefulLinks: true,
    languageSelector: true,
    firstPageSearchAdverts: true,
    cookieModal: true,
    advertiseWithUsBar: true,
  },

  countrySwitcher: { region: 'au', name: 'country.au', flag: '/flags/au.svg', liveIn: 'country.liveIn.au' },

  // Legal pages (in the edition's language) and the legal notice's template data. The operator is
  // an example company: replace it with the real one before going live.
  legal: {
    paths: { terms: '/terms/', privacy: '/privacy/', imprint: '/legal-notice/', contact: '/contact/', abuse: '/report-abuse/' },
    operator: {
      name: 'Lustmap Demo GmbH',
      street: 'Beispielstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'Germany',
      representative: 'Erika Beispiel',
      responsibleForContent: 'Erika Beispiel',
      email: 'legal@lustmap.example',
      phone: '+49 30 1234567',
      register: 'Amtsgericht Charlottenburg, HRB 000000 B',
      vatId: 'DE000000000',
    },
    contact: { general: 'hello@lustmap.example', privacy: 'privacy@lustmap.example', abuse: 'abuse@lustmap.example' },
    authority: { name: 'Office of the Australian Information Commissioner (OAIC)', url: 'https://www.oaic.gov.au/' },
    emergency: '000',
    helplines: [
      { name: '1800RESPECT', phone: '1800 737 732', url: 'https://www.1800respect.org.au/' },
      { name: 'Kids Helpline', phone: '1800 55 1800' },
    ],
  },

  partners: { livecam: LIVECAM },
} satisfies RegionInput;
