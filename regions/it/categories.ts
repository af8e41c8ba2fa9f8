/** Italy's categories: the UK structure with Italian slugs; Roma and Milano get the variant place pages. */
import { category } from '../categories.ts';

const bigCities = { placePages: ['roma', 'milano'] };

export default [
  category(7, '/escort/', 'cat.escort', { default: true, placePages: 'all', filter: {} }),
  category(12, '/escort/trans/', 'cat.transEscorts', bigCities),
  category(2, '/escort/massaggi-erotici/', 'cat.eroticMassage', bigCities),
  category(15, '/escort/uomini/', 'cat.maleEscorts', bigCities),
  category(36, '/escort/asiatiche/', 'cat.asianEscorts'),
  category(37, '/escort/thailandesi/', 'cat.thaiEscorts'),
  category(38, '/escort/brasiliane/', 'cat.brazilianEscorts'),
  category(39, '/escort/di-colore/', 'cat.black'),
  category(42, '/escort/matrimoni/', 'cat.weddings'),
  category(41, '/escort/ai/', 'cat.ai'),
  category(13, '/agenzie-escort/', 'cat.agencies'),
];
