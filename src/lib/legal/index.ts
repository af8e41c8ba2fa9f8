/** The legal pages of an edition, in the edition's language, filled from its region table. */
import type { LegalDocId, Region } from '../../../regions/schema.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { it } from './it.ts';
import type { LegalDoc, LegalTexts } from './types.ts';

export type { LegalBlock, LegalDoc, LegalSection } from './types.ts';

/** The texts of each language (an edition's pages speak its default locale; ro falls back to en). */
const TEXTS: Record<Region['defaultLocale'], LegalTexts> = { de, en, it, ro: en };

/** The day the texts last changed (shown as "last updated"). */
export const LEGAL_UPDATED = '2026-11-23';

/** Texts per region table, computed once (every page's footer asks for the titles). */
const cache = new WeakMap<Region, Record<LegalDocId, LegalDoc>>();

/** The text of one legal page of a region (`country` and `siteName` in the region's language). */
export function legalDoc(region: Region, id: LegalDocId, country: string, siteName: string): LegalDoc {
  let docs = cache.get(region);
  if (!docs) {
    const updated = new Intl.DateTimeFormat(region.htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_UPDATED));
    docs = TEXTS[region.defaultLocale]({ region: region.code, country, siteName, legal: region.legal, updated });
    cache.set(region, docs);
  }
  return docs[id];
}
