/**
 * United Kingdom (prefix /uk). Source: SPEC §2 "United Kingdom" and "Regional listings"
 * (/escort/independent/), §3 "Category filter entry", §9; identity from DESIGN §4.
 */
import type { RegionInput } from '../schema.ts';
import categories from './categories.ts';

const LIVECAM = 'https://livecam.example/uk/';
const FORUM = 'https://forum.example/uk/';

export default {
  code: 'uk',
  prefix: '/uk',
  country: 'country.uk',
  isoCountry: 'GB',
  defaultLocale: 'en',
  htmlLang: 'en-GB',
  hreflang: 'en-GB',
  currency: 'GBP',
  vat: 20,

  nav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/trans/', title: 'nav.trans' },
    { path: '/escort/erotic-massage/', title: 'nav.eroticMassage' },
    { path: '/escort/male/', title: 'nav.maleEscorts' },
    { path: '/escort/ai/', title: 'nav.aiGirlfriend', isAI: true, titleClass: 'highlight-pink' },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
    { path: FORUM, title: 'nav.forum', target: '_blank' },
  ],
  // "Content" is the gallery view of the escort search (SPEC: /escort/#?gallerie=true). A site path
  // cannot carry the hash, so the link goes to /escort/ and the search island offers the gallery view.
  mobileNav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/', title: 'nav.content' },
    { path: '/escort/ai/', title: 'nav.aiPorn', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],

  categories,

  featuredLocations: [
    { place: 'london', titlePrefix: 'home.locationPrefix', image: 'london' },
    { place: 'cardiff', titlePrefix: 'home.locationPrefix', image: 'cardiff' },
    { place: 'edinburgh', titlePrefix: 'home.locationPrefix', image: 'edinburgh' },
    { place: 'belfast', titlePrefix: 'home.locationPrefix', image: 'belfast' },
    { place: 'manchester', titlePrefix: 'home.locationPrefix', image: 'manchester' },
    { place: 'birmingham', titlePrefix: 'home.locationPrefix', image: 'birmingham' },
  ],

  notFoundPlaces: ['london', 'birmingham', 'manchester', 'liverpool', 'leeds', 'glasgow', 'edinburgh', 'bristol', 'sheffield', 'cardiff'],

  footerLists: [
    {
      title: 'footer.popularCities',
      places: ['london', 'birmingham', 'manchester', 'liverpool', 'leeds', 'glasgow', 'edinburgh', 'bristol', 'sheffield', 'cardiff'],
    },
    {
      title: 'footer.moreCities',
      places: [
        'belfast',
        'nottingham',
        'leicester',
        'newcastle-upon-tyne',
        'coventry',
        'southampton',
        'brighton',
        'reading',
        'aberdeen',
        'swansea',
      ],
    },
  ],

  popularSearches: [
    { path: '/popular-searches/', title: 'popular.h1' },
    { path: '/popular-searches-london/', title: 'popular.h1Place', place: 'london' },
  ],

  independent: {
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
  },

  hidden: { usefulLinks: true, languageSelector: true },

  countrySwitcher: { region: 'uk', name: 'country.uk', flag: '/flags/uk.svg', liveIn: 'country.liveIn.uk' },

  partners: { livecam: LIVECAM, forum: FORUM },
} satisfies RegionInput;
