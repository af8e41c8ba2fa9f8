/**
 * Numbers, money, dates, relative times and counts in a locale: the one place that builds `Intl`
 * formatters (each made once per tag and options, since the static build formats on 30,000 pages).
 * Framework-free, so the static pages, the server and the islands share it.
 */
import type { Locale, RegionCode } from '../../regions/constants.ts';
import type { Money } from './api/common.ts';

const cache = new Map<string, unknown>();

/** A formatter made once per kind, tag and options. */
function cached<F>(kind: string, tag: string, options: object, make: () => F): F {
  const id = `${kind}|${tag}|${JSON.stringify(options)}`;
  let f = cache.get(id) as F | undefined;
  if (f === undefined) {
    f = make();
    cache.set(id, f);
  }
  return f;
}

const COUNTRY: Record<RegionCode, string> = { de: 'DE', at: 'AT', uk: 'GB', au: 'AU', it: 'IT' };

/** BCP 47 tag for numbers, money and dates: the locale in the region's country ("de-AT", "en-GB"). */
export function localeTag(locale: Locale, region: RegionCode): string {
  return `${locale}-${COUNTRY[region]}`;
}

/** A number in the locale's style; whole by default ("1.234", "1,234"). */
export function formatNumber(n: number, tag: string, options: Intl.NumberFormatOptions = { maximumFractionDigits: 0 }): string {
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options)).format(n);
}

/** An amount in minor units as currency ("ab 150 €", "from £120"); whole amounts without decimals. */
export function formatMoney(money: Money, tag: string): string {
  const digits = money.amountMinor % 100 === 0 ? 0 : 2;
  return formatNumber(money.amountMinor / 100, tag, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** "30 minutes", "1 hour", "2 Stunden": whole hours in hours, anything else in minutes. */
export function formatDuration(minutes: number, tag: string): string {
  const hours = minutes % 60 === 0;
  return formatNumber(hours ? minutes / 60 : minutes, tag, { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' });
}

/** A date (an ISO string, a timestamp or a Date) in the locale; a medium date unless told otherwise. */
export function formatDate(
  date: string | number | Date,
  tag: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options)).format(new Date(date));
}

/** Weekday names from Monday (0) to Sunday (6) in a locale. */
export function weekdayNames(tag: string): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => formatDate(Date.UTC(2024, 0, 1 + i), tag, { weekday: 'long', timeZone: 'UTC' }));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or ahead a moment is, in its largest whole unit ("vor 3 Tagen", "in 2 hours", "yesterday"). */
export function formatRelativeTime(date: string | number | Date, tag: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
  return cached('relative', tag, options, () => new Intl.RelativeTimeFormat(tag, options)).format(Math.trunc(seconds / size), unit);
}

/** The plural category of a count in a locale ("one", "other", "few", …). */
export function pluralCategory(n: number, tag: string): Intl.LDMLPluralRule {
  return cached('plural', tag, {}, () => new Intl.PluralRules(tag)).select(n);
}

/** Templates of a counted text by plural category; `other` is required, `{count}` is the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A count with the form its language needs ("1 photo", "2 photos", "3 fotografii" in Romanian's "few"). */
export function formatCount(n: number, tag: string, forms: PluralForms): string {
  const template = forms[pluralCategory(n, tag)] ?? forms.other;
  return template.replace(/\{count\}/g, formatNumber(n, tag));
}

/** A review rating with one decimal in the locale ("4,4" in German, "4.4" in English). */
export function formatRating(rating: number, tag: string): string {
  return formatNumber(rating, tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A country's name in a locale ("DE" → "Deutschland"); the code when the locale has none. */
export function countryName(code: string, locale: string): string {
  try {
    return cached('region', locale, {}, () => new Intl.DisplayNames([locale, 'en'], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}
