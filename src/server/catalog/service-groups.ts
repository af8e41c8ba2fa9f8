/** The groups the services step and tab show the service catalogue in (labels: `editor.serviceGroup.*`). */
import { SERVICE_IDS as S } from '../../domain/services.ts';

/** Group key → service ids, in display order; every service is in exactly one group. */
export const SERVICE_GROUPS: Readonly<Record<string, readonly number[]>> = {
  massage: [S.EROTIC_MASSAGE, S.MASSAGE_NURU, S.MASSAGE_TANTRA, S.THAI],
  oral: [S.BLOWJOB, S.DEEP_THROAT, S.FACIAL_CUMSHOT, S.FACE_SITTING, S.RIMJOB_ACTIVE],
  intimate: [S.ANAL, S.HAND_JOB, S.TITTY_FUCK, S.THREESOME, S.GANGBANG],
  fetish: [S.FETISH, S.DOMINA, S.FOOT_FETISH, S.FISTING, S.GOLDEN_SHOWER_ACTIVE],
  other: [S.STRIPTEASE, S.PHONE_SEX, S.WEDDING_ESCORTS],
};
