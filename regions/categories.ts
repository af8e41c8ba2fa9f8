/**
 * The category filters of SPEC §3, defined once per category id. Each region's `categories.ts`
 * lists its own rows (url, label, place pages) with `category()`, which adds the shared filter, so
 * a filter is never restated per region. A row may replace the filter where a region's category
 * means something else (the English-language editions' `/escort/` lists everyone).
 */
import { SERVICE_IDS as S, type CategoryId, type RegionInput } from './schema.ts';

type Row = RegionInput['categories'][number];
type Filter = Row['filter'];

/** Category id → filter entry (SPEC §3 "Category filter entry"). */
export const CATEGORY_FILTERS: Partial<Record<CategoryId, Filter>> = {
  1: {},
  2: { services: ['Erotische Massage'], ids: [S.EROTIC_MASSAGE] },
  3: { services: ['Nuru Massage'], ids: [S.MASSAGE_NURU] },
  4: { services: ['Tantra Massage'], ids: [S.MASSAGE_TANTRA] },
  5: { user: { user_type: 1 } },
  6: { user: { meeting_location: 0 } },
  7: { user: { meeting_location: 1 } },
  8: { services: ['Fetisch'], ids: [S.FETISH] },
  9: { services: ['Domina'], ids: [S.DOMINA] },
  10: { services: ['Thai Massage'], ids: [S.THAI] },
  11: { features: { body_type: ['curvy', 'very_curvy'] } },
  12: { features: { gender: 'trans' } },
  13: { venue: true },
  14: { asia: true, features: { ethnicity: ['asian'] } },
  15: { features: { gender: 'male' } },
  16: { features: { breast_size: ['big', 'very_big'] } },
  17: { features: { age: [55, 100] } },
  18: { services: ['Analsex'], ids: [S.ANAL] },
  19: { services: ['Deepthroat'], ids: [S.DEEP_THROAT] },
  20: { services: ['Facesitting'], ids: [S.FACE_SITTING] },
  21: { services: ['Gesichtsbesamung'], ids: [S.FACIAL_CUMSHOT] },
  22: { services: ['Fisting'], ids: [S.FISTING] },
  23: { services: ['Fußerotik'], ids: [S.FOOT_FETISH] },
  24: { services: ['Gangbang'], ids: [S.GANGBANG] },
  25: { services: ['Handjob'], ids: [S.HAND_JOB] },
  26: { services: ['Natursekt aktiv'], ids: [S.GOLDEN_SHOWER_ACTIVE] },
  27: { services: ['Telefonsex'], ids: [S.PHONE_SEX] },
  28: { services: ['Rimjob aktiv'], ids: [S.RIMJOB_ACTIVE] },
  29: { services: ['Striptease'], ids: [S.STRIPTEASE] },
  30: { services: ['Dreier'], ids: [S.THREESOME] },
  31: { services: ['Tittenfick'], ids: [S.TITTY_FUCK] },
  32: { services: ['Blowjob'], ids: [S.BLOWJOB] },
  36: { features: { ethnicity: ['asian'] } },
  37: { features: { nationality: ['thailand'] } },
  38: { features: { nationality: ['brazil'] } },
  39: { features: { ethnicity: ['african', 'afro_caribbean'], skin_color: ['black', 'dark'] } },
  41: { is_ai: true },
  42: { services: ['Hochzeitsbegleitung'], ids: [S.WEDDING_ESCORTS] },
};

/** A region's category row with the shared filter of its id (or `options.filter` instead). */
export function category(
  id: CategoryId,
  url: string,
  label: string,
  options: { default?: boolean; placePages?: Row['placePages']; filter?: Filter } = {},
): Row {
  const filter = options.filter ?? CATEGORY_FILTERS[id];
  if (!filter) throw new Error(`category ${id} (${url}) has no shared filter: add it to CATEGORY_FILTERS or pass one`);
  return {
    id,
    url,
    label,
    filter,
    ...(options.default ? { default: true } : {}),
    ...(options.placePages ? { placePages: options.placePages } : {}),
  };
}
