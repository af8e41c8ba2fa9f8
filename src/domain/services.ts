/**
 * The service catalogue: SPEC §3's service ids plus the everyday services a profile lists. The id
 * is the stable code rows keep; each service also owns a fixed bit of the search row's services
 * mask (`bit`), so "offers all of these services" is one integer comparison. Labels are per locale
 * because the catalogue is data the API serves.
 */

/** Service ids (SPEC §3). */
export const SERVICE_IDS = {
  ANAL: 2,
  DEEP_THROAT: 13,
  EROTIC_MASSAGE: 19,
  FACE_SITTING: 21,
  FACIAL_CUMSHOT: 22,
  FETISH: 23,
  FISTING: 24,
  FOOT_FETISH: 25,
  GANGBANG: 28,
  HAND_JOB: 31,
  MASSAGE_NURU: 40,
  GOLDEN_SHOWER_ACTIVE: 44,
  PHONE_SEX: 45,
  RIMJOB_ACTIVE: 47,
  STRIPTEASE: 54,
  MASSAGE_TANTRA: 57,
  THREESOME: 58,
  TITTY_FUCK: 59,
  DOMINA: 64,
  THAI: 65,
  BLOWJOB: 94,
  WEDDING_ESCORTS: 95,
} as const;

/** Labels per UI locale. */
type Labels = { de: string; en: string; it: string; ro: string };

export interface ServiceEntry {
  id: number;
  key: string;
  /** Bit in the services mask (0..62); never reuse a bit of a removed service. */
  bit: number;
  labels: Labels;
}

type Row = [id: number, key: string, bit: number, de: string, en: string, it: string, ro: string];

const S = SERVICE_IDS;

/** Catalogue rows in display order, each with its own bit (rows may move; bits never do). */
const rows: Row[] = [
  [1, 'GIRLFRIEND_EXPERIENCE', 0, 'Girlfriend-Sex', 'Girlfriend experience', 'Esperienza fidanzata', 'Experiență de iubită'],
  [5, 'FRENCH_KISSING', 1, 'Zungenküsse', 'French kissing', 'Baci alla francese', 'Sărut franțuzesc'],
  [S.BLOWJOB, 'BLOWJOB', 2, 'Blowjob', 'Blowjob', 'Pompino', 'Sex oral'],
  [S.DEEP_THROAT, 'DEEP_THROAT', 3, 'Deepthroat', 'Deep throat', 'Gola profonda', 'Deep throat'],
  [S.HAND_JOB, 'HAND_JOB', 4, 'Handjob', 'Hand job', 'Masturbazione', 'Masturbare'],
  [S.ANAL, 'ANAL', 5, 'Analsex', 'Anal sex', 'Sesso anale', 'Sex anal'],
  [S.FACE_SITTING, 'FACE_SITTING', 6, 'Facesitting', 'Face sitting', 'Facesitting', 'Facesitting'],
  [S.FACIAL_CUMSHOT, 'FACIAL_CUMSHOT', 7, 'Gesichtsbesamung', 'Facial', 'Facial', 'Facial'],
  [S.TITTY_FUCK, 'TITTY_FUCK', 8, 'Tittenfick', 'Titty fuck', 'Spagnola', 'Sex între sâni'],
  [S.RIMJOB_ACTIVE, 'RIMJOB_ACTIVE', 9, 'Rimjob aktiv', 'Rimjob (giving)', 'Rimjob attivo', 'Rimjob activ'],
  [S.THREESOME, 'THREESOME', 10, 'Dreier', 'Threesome', 'Cosa a tre', 'Sex în trei'],
  [S.GANGBANG, 'GANGBANG', 11, 'Gangbang', 'Gangbang', 'Gangbang', 'Gangbang'],
  [S.STRIPTEASE, 'STRIPTEASE', 12, 'Striptease', 'Striptease', 'Spogliarello', 'Striptease'],
  [S.EROTIC_MASSAGE, 'EROTIC_MASSAGE', 13, 'Erotische Massage', 'Erotic massage', 'Massaggio erotico', 'Masaj erotic'],
  [S.MASSAGE_NURU, 'MASSAGE_NURU', 14, 'Nuru Massage', 'Nuru massage', 'Massaggio nuru', 'Masaj nuru'],
  [S.MASSAGE_TANTRA, 'MASSAGE_TANTRA', 15, 'Tantra Massage', 'Tantra massage', 'Massaggio tantra', 'Masaj tantric'],
  [S.THAI, 'THAI', 16, 'Thai Massage', 'Thai massage', 'Massaggio thailandese', 'Masaj thailandez'],
  [35, 'BODY_TO_BODY', 17, 'Body-to-Body-Massage', 'Body-to-body massage', 'Massaggio corpo a corpo', 'Masaj corp pe corp'],
  [S.FETISH, 'FETISH', 18, 'Fetisch', 'Fetish', 'Feticismo', 'Fetiș'],
  [S.DOMINA, 'DOMINA', 19, 'Domina', 'Dominatrix', 'Dominatrice', 'Dominatoare'],
  [49, 'SPANKING', 20, 'Spanking', 'Spanking', 'Sculacciate', 'Spanking'],
  [51, 'ROLE_PLAY', 21, 'Rollenspiele', 'Role play', 'Giochi di ruolo', 'Joc de rol'],
  [53, 'LINGERIE', 22, 'Dessous', 'Lingerie', 'Lingerie', 'Lenjerie'],
  [S.FOOT_FETISH, 'FOOT_FETISH', 23, 'Fußerotik', 'Foot fetish', 'Feticismo dei piedi', 'Fetiș pentru picioare'],
  [
    S.GOLDEN_SHOWER_ACTIVE,
    'GOLDEN_SHOWER_ACTIVE',
    24,
    'Natursekt aktiv',
    'Golden shower (giving)',
    'Pioggia dorata attiva',
    'Golden shower activ',
  ],
  [S.FISTING, 'FISTING', 25, 'Fisting', 'Fisting', 'Fisting', 'Fisting'],
  [61, 'TOYS', 26, 'Sextoys', 'Toys', 'Sex toys', 'Jucării erotice'],
  [63, 'COUPLES', 27, 'Paare', 'Couples', 'Coppie', 'Cupluri'],
  [S.PHONE_SEX, 'PHONE_SEX', 28, 'Telefonsex', 'Phone sex', 'Sesso al telefono', 'Sex la telefon'],
  [67, 'VIDEO_CHAT', 29, 'Videochat', 'Video chat', 'Videochat', 'Video chat'],
  [69, 'DINNER_DATE', 30, 'Dinnerdate', 'Dinner date', 'Cena romantica', 'Cină romantică'],
  [71, 'OVERNIGHT', 31, 'Übernachtung', 'Overnight', 'Notte intera', 'Noapte întreagă'],
  [73, 'TRAVEL_COMPANION', 32, 'Reisebegleitung', 'Travel companion', 'Compagnia in viaggio', 'Însoțire în călătorii'],
  [S.WEDDING_ESCORTS, 'WEDDING_ESCORTS', 33, 'Hochzeitsbegleitung', 'Wedding escort', 'Accompagnatrice per matrimoni', 'Însoțire la nunți'],
];

/** The catalogue, in display order. */
export const SERVICES: readonly ServiceEntry[] = rows.map(([id, key, bit, de, en, it, ro]) => ({
  id,
  key,
  bit,
  labels: { de, en, it, ro },
}));

/** Service by id. */
export const SERVICE_BY_ID: ReadonlyMap<number, ServiceEntry> = new Map(SERVICES.map((s) => [s.id, s]));

/** The mask with the bits of `ids`; ids outside the catalogue give `null` (nothing can match). */
export function servicesMask(ids: readonly number[]): number | null {
  let mask = 0;
  for (const id of ids) {
    const s = SERVICE_BY_ID.get(id);
    if (!s) return null;
    mask += 2 ** s.bit * (Math.floor(mask / 2 ** s.bit) % 2 === 1 ? 0 : 1);
  }
  return mask;
}

/** Service ids whose bits are set in `mask`, in catalogue order. */
export function servicesOfMask(mask: number): number[] {
  return SERVICES.filter((s) => Math.floor(mask / 2 ** s.bit) % 2 === 1).map((s) => s.id);
}
