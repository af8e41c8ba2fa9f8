/**
 * Italy (prefix /it). SPEC leaves Italy "not shown"; DESIGN §4 asks for the UK-style category
 * structure with Italian slugs and labels. Identity from DESIGN §4 (VAT 22, EUR, it-IT).
 */
import type { RegionInput } from '../schema.ts';
import categories from './categories.ts';

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
    { path: '/escort/#?gallerie=true', title: 'nav.content' },
    { path: '/escort/ai/', title: 'nav.aiPorn', isAI: true },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],

  categories,

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

  contentLinks: [
    { section: 'guide', path: '/guida/', title: 'content.guide' },
    { section: 'press', path: '/stampa/', title: 'content.press' },
    { section: 'wiki', path: '/wiki/', title: 'content.wiki' },
    { section: 'magazine', path: '/magazine/', title: 'content.magazine' },
  ],

  popularSearches: [{ path: '/ricerche-popolari/', title: 'popular.h1' }],

  // Italy keeps the language selector (visitors from abroad) and the cookie notice (EU).
  hidden: { usefulLinks: true },

  countrySwitcher: { region: 'it', name: 'country.it', flag: '/flags/it.svg', liveIn: 'country.liveIn.it' },

  // Legal pages (in the edition's language) and the legal notice's template data. The operator is
  // an example company: replace it with the real one before going live.
  legal: {
    paths: { terms: '/termini/', privacy: '/privacy/', imprint: '/note-legali/', contact: '/contatti/', abuse: '/segnala-abusi/' },
    operator: {
      name: 'Lustmap Demo GmbH',
      street: 'Beispielstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'Germania',
      representative: 'Erika Beispiel',
      responsibleForContent: 'Erika Beispiel',
      email: 'legal@lustmap.example',
      phone: '+49 30 1234567',
      register: 'Amtsgericht Charlottenburg, HRB 000000 B',
      vatId: 'DE000000000',
    },
    contact: { general: 'hello@lustmap.example', privacy: 'privacy@lustmap.example', abuse: 'abuse@lustmap.example' },
    authority: { name: 'Garante per la protezione dei dati personali', url: 'https://www.garanteprivacy.it/' },
    emergency: '112',
    helplines: [
      { name: 'Numero Verde Antitratta', phone: '800 290 290' },
      { name: 'Telefono Azzurro (minori)', phone: '19696' },
    ],
  },

  partners: { livecam: LIVECAM, forum: FORUM },
} satisfies RegionInput;
