/**
 * Germany (default region, no path prefix). Source: SPEC §2 "Category URLs, German/default region",
 * §3 "Category filter entry" and "Service ids", §9; identity from DESIGN §4.
 */
import type { RegionInput } from '../schema.ts';
import categories from './categories.ts';

const LIVECAM = 'https://livecam.example/de/';

export default {
  code: 'de',
  prefix: '',
  country: 'country.de',
  isoCountry: 'DE',
  defaultLocale: 'de',
  htmlLang: 'de-DE',
  hreflang: 'de-DE',
  currency: 'EUR',
  vat: 19,

  nav: [
    { path: '/sex/', title: 'nav.allGirls' },
    { path: '/huren/', title: 'nav.models' },
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/hobbyhuren/', title: 'nav.amateurs' },
    { path: '/erotische-massage/', title: 'nav.massage' },
    { path: '/bordell/', title: 'nav.brothels' },
    { path: '/trans/', title: 'nav.trans' },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],
  // SPEC gives no German mobile strip: the four most used entries of the main navigation.
  mobileNav: [
    { path: '/sex/', title: 'nav.allGirls' },
    { path: '/escort/', title: 'nav.escorts' },
    { path: '/erotische-massage/', title: 'nav.massage' },
    { path: LIVECAM, title: 'nav.livecam', target: '_blank' },
  ],

  categories,

  featuredLocations: [
    { place: 'osnabrueck', titlePrefix: 'home.locationPrefix', image: 'osnabrueck' },
    { place: 'muenster', titlePrefix: 'home.locationPrefix', image: 'muenster' },
    { place: 'dortmund', titlePrefix: 'home.locationPrefix', image: 'dortmund' },
    { place: 'koeln', titlePrefix: 'home.locationPrefix', image: 'koeln' },
    { place: 'muenchen', titlePrefix: 'home.locationPrefix', image: 'muenchen' },
    { place: 'duisburg', titlePrefix: 'home.locationPrefix', image: 'duisburg' },
  ],
  featuredServices: [
    { category: 2, image: 'service-erotic-massage' },
    { category: 7, image: 'service-escort' },
    { category: 3, image: 'service-nuru' },
    { category: 8, image: 'service-fetish' },
    { category: 9, image: 'service-domina' },
    { category: 5, image: 'service-amateurs' },
  ],

  notFoundPlaces: ['bremen', 'hannover', 'ibbenbueren', 'muenster', 'nienberge', 'nottuln', 'osnabrueck', 'spelle', 'wildeshausen'],

  footerLists: [
    {
      title: 'footer.popularCities',
      places: ['berlin', 'hamburg', 'muenchen', 'koeln', 'frankfurt-am-main', 'stuttgart', 'duesseldorf', 'dortmund', 'essen', 'leipzig'],
    },
    {
      title: 'footer.moreCities',
      places: ['bremen', 'hannover', 'duisburg', 'nuernberg', 'dresden', 'bochum', 'muenster', 'osnabrueck', 'bielefeld', 'bonn'],
    },
  ],

  contentLinks: [
    { section: 'guide', path: '/ratgeber/', title: 'content.guide' },
    { section: 'press', path: '/presse/', title: 'content.press' },
    { section: 'wiki', path: '/wiki/', title: 'content.wiki' },
    { section: 'magazine', path: '/lust/', title: 'content.magazine' },
  ],

  popularSearches: [
    { path: '/beliebte-suchen/', title: 'popular.h1' },
    { path: '/beliebte-suchen/baden-wuerttemberg/', title: 'popular.h1Place', state: 'baden-wuerttemberg' },
    { path: '/beliebte-suchen/bayern/', title: 'popular.h1Place', state: 'bayern' },
    { path: '/beliebte-suchen/hessen/', title: 'popular.h1Place', state: 'hessen' },
    { path: '/beliebte-suchen/niedersachsen/', title: 'popular.h1Place', state: 'niedersachsen' },
    { path: '/beliebte-suchen/nrw/', title: 'popular.h1Place', state: 'nrw' },
    { path: '/beliebte-suchen/rheinland-pfalz/', title: 'popular.h1Place', state: 'rheinland-pfalz' },
  ],

  hidden: {},

  countrySwitcher: { region: 'de', name: 'country.de', flag: '/flags/de.svg', liveIn: 'country.liveIn.de' },

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
    authority: { name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit', url: 'https://www.datenschutz-berlin.de/' },
    emergency: '110',
    helplines: [
      { name: 'Hilfetelefon Gewalt gegen Frauen', phone: '116 016', url: 'https://www.hilfetelefon.de/' },
      { name: 'Nummer gegen Kummer (Kinder und Jugendliche)', phone: '116 111' },
    ],
  },

  partners: { livecam: LIVECAM },
} satisfies RegionInput;
