/** Australia's categories (SPEC §2): /escort/ lists everyone and has every place. */
import { category } from '../categories.ts';

export default [
  category(7, '/escort/', 'cat.escort', { default: true, placePages: 'all', filter: {} }),
  category(2, '/escort/erotic-massage/', 'cat.eroticMassage'),
  category(12, '/escort/trans/', 'cat.transEscorts'),
  category(15, '/escort/male/', 'cat.maleEscorts'),
  category(13, '/escort-agencies/', 'cat.agencies'),
  category(41, '/escort/ai/', 'cat.ai'),
];
