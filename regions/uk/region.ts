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
  // "Content" is the gallery view of the escort search (SPEC §2: /escort/#?gallerie=true).
  mobileNav: [
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/escort/#?gallerie=true', title: 'nav.content' },
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

  contentLinks: [
    { section: 'guide', path: '/guide/', title: 'content.guide' },
    { section: 'press', path: '/press/', title: 'content.press' },
    { section: 'wiki', path: '/wiki/', title: 'content.wiki' },
    { section: 'magazine', path: '/magazine/', title: 'content.magazine' },
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
    authority: { name: "Information Commissioner's Office (ICO)", url: 'https://ico.org.uk/' },
    emergency: '999',
    helplines: [
      { name: 'Modern Slavery & Exploitation Helpline', phone: '08000 121 700', url: 'https://www.modernslaveryhelpline.org/' },
      { name: 'Childline', phone: '0800 1111' },
    ],
  },

  partners: { livecam: LIVECAM, forum: FORUM },
} satisfies RegionInput;
