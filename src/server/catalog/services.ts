/**
 * The service catalogue: SPEC §3's service ids plus the everyday services a profile lists. Each
 * service owns a bit of the search row's services mask (`bit`), so "offers all of these services"
 * is one integer comparison. Labels are per locale because the catalogue is data the API serves.
 */
import { SERVICE_IDS } from '../../../regions/schema.ts';
import type { Locale } from '../../../regions/schema.ts';

export interface ServiceEntry {
  id: number;
  key: string;
  /** Bit in the services mask (0..62); never reuse a bit of a removed service. */
  bit: number;
  labels: Record<Locale, string>;
}

type Row = [id: number, key: string, de: string, en: string, it: string, ro: string];

const S = SERVICE_IDS;

/** Catalogue rows in display order; the bit is the row's index. */
const rows: Row[] = [
  [1, 'GIRLFRIEND_EXPERIENCE', 'Girlfriend-Sex', 'Girlfriend experience', 'Esperienza fidanzata', 'Experiență de iubită'],
  [5, 'FRENCH_KISSING', 'Zungenküsse', 'French kissing', 'Baci alla francese', 'Sărut franțuzesc'],
  [S.BLOWJOB, 'BLOWJOB', 'Blowjob', 'Blowjob', 'Pompino', 'Sex oral'],
  [S.DEEP_THROAT, 'DEEP_THROAT', 'Deepthroat', 'Deep throat', 'Gola profonda', 'Deep throat'],
  [S.HAND_JOB, 'HAND_JOB', 'Handjob', 'Hand job', 'Masturbazione', 'Masturbare'],
  [S.ANAL, 'ANAL', 'Analsex', 'Anal sex', 'Sesso anale', 'Sex anal'],
  [S.FACE_SITTING, 'FACE_SITTING', 'Facesitting', 'Face sitting', 'Facesitting', 'Facesitting'],
  [S.FACIAL_CUMSHOT, 'FACIAL_CUMSHOT', 'Gesichtsbesamung', 'Facial', 'Facial', 'Facial'],
  [S.TITTY_FUCK, 'TITTY_FUCK', 'Tittenfick', 'Titty fuck', 'Spagnola', 'Sex între sâni'],
  [S.RIMJOB_ACTIVE, 'RIMJOB_ACTIVE', 'Rimjob aktiv', 'Rimjob (giving)', 'Rimjob attivo', 'Rimjob activ'],
  [S.THREESOME, 'THREESOME', 'Dreier', 'Threesome', 'Cosa a tre', 'Sex în trei'],
  [S.GANGBANG, 'GANGBANG', 'Gangbang', 'Gangbang', 'Gangbang', 'Gangbang'],
  [S.STRIPTEASE, 'STRIPTEASE', 'Striptease', 'Striptease', 'Spogliarello', 'Striptease'],
  [S.EROTIC_MASSAGE, 'EROTIC_MASSAGE', 'Erotische Massage', 'Erotic massage', 'Massaggio erotico', 'Masaj erotic'],
  [S.MASSAGE_NURU, 'MASSAGE_NURU', 'Nuru Massage', 'Nuru massage', 'Massaggio nuru', 'Masaj nuru'],
  [S.MASSAGE_TANTRA, 'MASSAGE_TANTRA', 'Tantra Massage', 'Tantra massage', 'Massaggio tantra', 'Masaj tantric'],
  [S.THAI, 'THAI', 'Thai Massage', 'Thai massage', 'Massaggio thailandese', 'Masaj thailandez'],
  [35, 'BODY_TO_BODY', 'Body-to-Body-Massage', 'Body-to-body massage', 'Massaggio corpo a corpo', 'Masaj corp pe corp'],
  [S.FETISH, 'FETISH', 'Fetisch', 'Fetish', 'Feticismo', 'Fetiș'],
  [S.DOMINA, 'DOMINA', 'Domina', 'Dominatrix', 'Dominatrice', 'Dominatoare'],
  [49, 'SPANKING', 'Spanking', 'Spanking', 'Sculacciate', 'Spanking'],
  [51, 'ROLE_PLAY', 'Rollenspiele', 'Role play', 'Giochi di ruolo', 'Joc de rol'],
  [53, 'LINGERIE', 'Dessous', 'Lingerie', 'Lingerie', 'Lenjerie'],
  [S.FOOT_FETISH, 'FOOT_FETISH', 'Fußerotik', 'Foot fetish', 'Feticismo dei piedi', 'Fetiș pentru picioare'],
  [
    S.GOLDEN_SHOWER_ACTIVE,
    'GOLDEN_SHOWER_ACTIVE',
    'Natursekt aktiv',
    'Golden shower (giving)',
    'Pioggia dorata attiva',
    'Golden shower activ',
  ],
  [S.FISTING, 'FISTING', 'Fisting', 'Fisting', 'Fisting', 'Fisting'],
  [61, 'TOYS', 'Sextoys', 'Toys', 'Sex toys', 'Jucării erotice'],
  [63, 'COUPLES', 'Paare', 'Couples', 'Coppie', 'Cupluri'],
  [S.PHONE_SEX, 'PHONE_SEX', 'Telefonsex', 'Phone sex', 'Sesso al telefono', 'Sex la telefon'],
  [67, 'VIDEO_CHAT', 'Videochat', 'Video chat', 'Videochat', 'Video chat'],
  [69, 'DINNER_DATE', 'Dinnerdate', 'Dinner date', 'Cena romantica', 'Cină romantică'],
  [71, 'OVERNIGHT', 'Übernachtung', 'Overnight', 'Notte intera', 'Noapte întreagă'],
  [73, 'TRAVEL_COMPANION', 'Reisebegleitung', 'Travel companion', 'Compagnia in viaggio', 'Însoțire în călătorii'],
  [S.WEDDING_ESCORTS, 'WEDDING_ESCORTS', 'Hochzeitsbegleitung', 'Wedding escort', 'Accompagnatrice per matrimoni', 'Însoțire la nunți'],
];

/** The catalogue, in display order. */
export const SERVICES: readonly ServiceEntry[] = rows.map(([id, key, de, en, it, ro], bit) => ({
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
