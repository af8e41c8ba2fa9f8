/**
 * Germany (default region, no path prefix). Source: SPEC §2 "Category URLs, German/default region",
 * §3 "Category filter entry" and "Service ids", §9; identity from DESIGN §4.
 */
import { SERVICE_IDS as S, type RegionInput } from '../schema.ts';

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
    { id: 6, url: '/huren/', label: 'cat.huren', filter: { user: { meeting_location: 0 } }, placePages: 'all' },
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
    { id: 18, url: '/analsex/', label: 'cat.anal', filter: { services: ['Analsex'], ids: [S.ANAL] } },
    { id: 19, url: '/deepthroat/', label: 'cat.deepThroat', filter: { services: ['Deepthroat'], ids: [S.DEEP_THROAT] } },
    { id: 20, url: '/facesitting/', label: 'cat.faceSitting', filter: { services: ['Facesitting'], ids: [S.FACE_SITTING] } },
    {
      id: 21,
      url: '/gesichtsbesamung/',
      label: 'cat.facial',
      filter: { services: ['Gesichtsbesamung'], ids: [S.FACIAL_CUMSHOT] },
    },
    { id: 22, url: '/fisting/', label: 'cat.fisting', filter: { services: ['Fisting'], ids: [S.FISTING] } },
    { id: 23, url: '/fusserotik/', label: 'cat.footFetish', filter: { services: ['Fußerotik'], ids: [S.FOOT_FETISH] } },
    { id: 24, url: '/gangbang/', label: 'cat.gangbang', filter: { services: ['Gangbang'], ids: [S.GANGBANG] } },
    { id: 25, url: '/handjob/', label: 'cat.handJob', filter: { services: ['Handjob'], ids: [S.HAND_JOB] } },
    {
      id: 26,
      url: '/natursekt/',
      label: 'cat.goldenShower',
      filter: { services: ['Natursekt aktiv'], ids: [S.GOLDEN_SHOWER_ACTIVE] },
    },
    { id: 27, url: '/telefonsex/', label: 'cat.phoneSex', filter: { services: ['Telefonsex'], ids: [S.PHONE_SEX] } },
    { id: 28, url: '/rimjob/', label: 'cat.rimjob', filter: { services: ['Rimjob aktiv'], ids: [S.RIMJOB_ACTIVE] } },
    { id: 29, url: '/striptease/', label: 'cat.striptease', filter: { services: ['Striptease'], ids: [S.STRIPTEASE] } },
    { id: 30, url: '/dreier/', label: 'cat.threesome', filter: { services: ['Dreier'], ids: [S.THREESOME] } },
    { id: 31, url: '/tittenfick/', label: 'cat.tittyFuck', filter: { services: ['Tittenfick'], ids: [S.TITTY_FUCK] } },
    { id: 32, url: '/blowjob/', label: 'cat.blowjob', filter: { services: ['Blowjob'], ids: [S.BLOWJOB] } },
  ],

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

  notFoundPlaces: [
    'bremen',
    'hannover',
    'ibbenbueren',
    'muenster',
    'nienberge',
    'nottuln',
    'osnabrueck',
    'spelle',
    'wildeshausen',
  ],

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
    { path: '/ratgeber/', title: 'content.guide' },
    { path: '/presse/', title: 'content.press' },
    { path: '/wiki/', title: 'content.wiki' },
    { path: '/lust/', title: 'content.magazine' },
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

  partners: { livecam: LIVECAM },
} satisfies RegionInput;
