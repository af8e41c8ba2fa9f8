/** Formatting shared by the static render and the islands: translations, and money and counts (src/lib/format.ts). */
import { fill } from '../../../i18n/template.ts';

export { fill };

/** A translate function: key plus `{name}` values. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A translate function over a flat dictionary (a missing key shows the key, which tests catch). */
export function translateWith(dict: Readonly<Record<string, string>>): Translate {
  return (key, vars) => fill(dict[key] ?? key, vars);
}

/** The dictionary entries of `keys` (placeholders left in). */
export function pickLabels(t: Translate, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}

const labelJson = new Map<string, string>();

/**
 * The entries of `keys` in `locale` as one JSON string, made once per locale and key list: an island
 * prop on 30,000 pages, where a string costs the build nothing to serialise and an object of 60
 * entries costs a second.
 */
export function labelsJson(locale: string, t: Translate, keys: readonly string[]): string {
  const id = `${locale}:${keys.join(',')}`;
  let json = labelJson.get(id);
  if (json === undefined) {
    json = JSON.stringify(pickLabels(t, keys));
    labelJson.set(id, json);
  }
  return json;
}

export { formatMoney, formatNumber } from '../../lib/format.ts';

/** The i18n keys the card needs (islands receive exactly these). */
export const CARD_KEYS = [
  'card.nameAge',
  'card.photoAlt',
  'card.noPhoto',
  'card.priceFrom',
  'card.distance',
  'card.badge.gold',
  'card.badge.verified',
  'card.badge.new',
  'card.badge.video',
  'card.badge.ai',
  'card.badge.availableNow',
] as const;
