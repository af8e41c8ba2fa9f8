/**
 * Germany's categories (SPEC §2 "Category URLs, German/default region") and the AI companion
 * search every edition has (SPEC §2 "AI": `/escort/ai/`); filters in ../categories.ts.
 */
import { category } from '../categories.ts';

export default [
  category(1, '/sex/', 'cat.sex', { default: true, placePages: 'all' }),
  category(2, '/erotische-massage/', 'cat.eroticMassage'),
  category(3, '/erotische-massage/nuru/', 'cat.nuru'),
  category(4, '/erotische-massage/tantra/', 'cat.tantra'),
  category(10, '/erotische-massage/thai/', 'cat.thaiMassage'),
  category(5, '/hobbyhuren/', 'cat.hobbyhuren'),
  category(6, '/huren/', 'cat.huren', { placePages: 'all' }),
  category(7, '/escort/', 'cat.escort'),
  category(8, '/fetisch/', 'cat.fetish'),
  category(9, '/fetisch/domina/', 'cat.domina'),
  category(11, '/mollige/', 'cat.curvy'),
  category(12, '/trans/', 'cat.trans'),
  category(13, '/bordell/', 'cat.brothels'),
  category(14, '/asia/', 'cat.asia'),
  category(15, '/maennlich/', 'cat.male'),
  category(16, '/grosse-titten/', 'cat.bigBreasts'),
  category(17, '/reife/', 'cat.mature'),
  category(18, '/analsex/', 'cat.anal'),
  category(19, '/deepthroat/', 'cat.deepThroat'),
  category(20, '/facesitting/', 'cat.faceSitting'),
  category(21, '/gesichtsbesamung/', 'cat.facial'),
  category(22, '/fisting/', 'cat.fisting'),
  category(23, '/fusserotik/', 'cat.footFetish'),
  category(24, '/gangbang/', 'cat.gangbang'),
  category(25, '/handjob/', 'cat.handJob'),
  category(26, '/natursekt/', 'cat.goldenShower'),
  category(27, '/telefonsex/', 'cat.phoneSex'),
  category(28, '/rimjob/', 'cat.rimjob'),
  category(29, '/striptease/', 'cat.striptease'),
  category(30, '/dreier/', 'cat.threesome'),
  category(31, '/tittenfick/', 'cat.tittyFuck'),
  category(32, '/blowjob/', 'cat.blowjob'),
  category(41, '/escort/ai/', 'cat.ai'),
];
