/**
 * The results page's logic without React: which creation it shows (`?creation=<id>`, else the
 * newest), whether a creation is still rendering (and so polled), the list after a change, the
 * choices "try again" takes back to the create page, and the names of the editions it can be
 * published in.
 */
import type { AiCreation, AiJobState, CreateAiGirlfriendData } from '../../lib/api/ai.ts';
import { countryName } from '../../lib/format.ts';
import { REGION_CODES, type RegionCode } from '../../../regions/constants.ts';

/** Milliseconds between two polls of a rendering creation. */
export const POLL_INTERVAL_MS = 2000;
/** Failed polls in a row before the page stops and offers "check again". */
export const POLL_MAX_ERRORS = 3;

/** Whether a generation is still under way (the page polls it). */
export function isRendering(status: AiJobState): boolean {
  return status === 'queued' || status === 'processing';
}

/** The creation id of a results URL's query (`?creation=12`), if it names one. */
export function creationQuery(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('creation');
  return raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}

/** The creation the page shows: the asked one, else the newest; `missing` when the asked one is not the user's. */
export function chosenCreation(list: readonly AiCreation[], asked: number | undefined): { creation?: AiCreation; missing: boolean } {
  if (asked === undefined) return { creation: list[0], missing: false };
  const creation = list.find((c) => c.id === asked);
  return creation ? { creation, missing: false } : { creation: list[0], missing: true };
}

/** The list with one creation replaced by its newer copy (a creation not in it goes first: it is the newest). */
export function withCreation(list: readonly AiCreation[], creation: AiCreation): AiCreation[] {
  return list.some((c) => c.id === creation.id) ? list.map((c) => (c.id === creation.id ? creation : c)) : [creation, ...list];
}

/** A far position: the create page opens its final step (it clamps to the model's last). */
const LAST_STEP = 999;

/** The choices of a creation, to try again from the create page's summary. */
export function retryData(creation: AiCreation): CreateAiGirlfriendData {
  return { model: creation.model, step: LAST_STEP, name: creation.name, wish: creation.wish, attributes: creation.attributes };
}

/**
 * The editions a creation can be published in, named in the page's language: only those with an
 * AI companion search (`editions`, the island region's `aiEditions`), so the promise that she then
 * appears in that edition's search holds; SPEC order whatever order they come in.
 */
export function regionOptions(locale: string, editions: readonly RegionCode[]): { value: RegionCode; label: string }[] {
  return REGION_CODES.filter((code) => editions.includes(code)).map((code) => ({ value: code, label: regionName(code, locale) }));
}

/** The edition preselected for publishing: the page's own where it is offered, else the first offered. */
export function preselectedEdition(own: RegionCode, editions: readonly RegionCode[]): RegionCode | undefined {
  return editions.includes(own) ? own : REGION_CODES.find((code) => editions.includes(code));
}

/** An edition's country in the page's language (`uk` is Great Britain's region code). */
export function regionName(code: RegionCode, locale: string): string {
  return countryName(code === 'uk' ? 'GB' : code.toUpperCase(), locale);
}
