/** The United Kingdom's categories (SPEC §2): /escort/ lists everyone; three London-only variants. */
import { category } from '../categories.ts';

const london = { placePages: ['london'] };

export default [
  category(7, '/escort/', 'cat.escort', { default: true, placePages: 'all', filter: {} }),
  category(12, '/escort/trans/', 'cat.transEscorts', london),
  category(2, '/escort/erotic-massage/', 'cat.eroticMassage', london),
  category(15, '/escort/male/', 'cat.maleEscorts', london),
  category(36, '/escort/asian/', 'cat.asianEscorts'),
  category(37, '/escort/thai/', 'cat.thaiEscorts'),
  category(38, '/escort/brazilian/', 'cat.brazilianEscorts'),
  category(39, '/escort/black/', 'cat.black'),
  category(42, '/escort/weddings/', 'cat.weddings'),
  category(41, '/escort/ai/', 'cat.ai'),
  category(13, '/escort-agencies/', 'cat.agencies'),
];
