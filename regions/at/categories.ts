/**
 * Austria's categories: the German table's categories 1 to 17 with the same URLs (SPEC: "the
 * Austrian filter table is keyed 1 to 17 and 41"), place pages for /sex/ only, plus the AI,
 * black-escort and wedding-escort routes.
 */
import { category } from '../categories.ts';
import germany from '../de/categories.ts';

export default [
  ...germany.filter((c) => c.id <= 17).map((c) => ({ ...c, placePages: c.id === 1 ? ('all' as const) : ('none' as const) })),
  category(41, '/escort/ai/', 'cat.ai'),
  category(39, '/escort/black/', 'cat.black'),
  category(42, '/escort/weddings/', 'cat.weddings'),
];
