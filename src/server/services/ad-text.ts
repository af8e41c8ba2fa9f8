/**
 * The advert-text check (issue 9, ProstSchG §32(3) in DE and AT): a profile's name, slogan and
 * about text may not contain the terms of its region's table (regions/ad-rules.ts). Matching
 * ignores case and accents, tolerates spaces and punctuation between letters ("A.O.", "o h n e")
 * and respects word boundaries, so "Natur" or "Natursekt" pass where "Natursex" does not.
 */
import { adRules } from '../../../regions/ad-rules.ts';
import type { AdRule, Locale, RegionCode } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { FieldErrors } from '../../lib/api/common.ts';

/** The profile texts the check reads (the SPEC §3 field names). */
export const AD_TEXT_FIELDS = ['display_name', 'slogan', 'about_me'] as const;
export type AdTextField = (typeof AD_TEXT_FIELDS)[number];

/** A rule that a text broke, with the words as the text wrote them. */
export interface AdTextFinding {
  rule: AdRule;
  words: string[];
}

/** Up to this many separators may stand between the letters of a term. */
const GAP = '[^\\p{L}\\p{N}]{0,3}';
const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of one table term. */
function termPattern(term: string): RegExp {
  const prefix = term.endsWith('*');
  const letters = [...(prefix ? term.slice(0, -1) : term).replace(/ /g, '')];
  const body = letters.map(escape).join(GAP);
  const end = prefix ? '[\\p{L}\\p{N}]*' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${end}`, 'gu');
}

const compiled = new Map<RegionCode, { rule: AdRule; patterns: RegExp[] }[]>();

/** The region's rules with their patterns (built once). */
function rulesOf(region: RegionCode) {
  let rules = compiled.get(region);
  if (!rules) {
    rules = adRules[region].map((rule) => ({ rule, patterns: rule.terms.map(termPattern) }));
    compiled.set(region, rules);
  }
  return rules;
}

/** The text lowercased without accents, and for each of its characters the span of the original. */
function fold(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of text) {
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const unit of plain) {
      folded += unit;
      for (let i = 0; i < unit.length; i++) {
        from.push(at);
        to.push(at + ch.length);
      }
    }
    at += ch.length;
  }
  return { folded, from, to };
}

/** The rules of `region` that `text` breaks, each with the words found (as written, once each). */
export function findForbidden(region: RegionCode, text: string): AdTextFinding[] {
  const { folded, from, to } = fold(text);
  const findings: AdTextFinding[] = [];
  for (const { rule, patterns } of rulesOf(region)) {
    const words = new Map<string, string>();
    for (const pattern of patterns) {
      for (const m of folded.matchAll(pattern)) {
        const start = from[m.index] ?? 0;
        const end = to[m.index + m[0].length - 1] ?? text.length;
        const word = text.slice(start, end).trim();
        if (!words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
      }
    }
    if (words.size) findings.push({ rule, words: [...words.values()] });
  }
  return findings;
}

/** 422 field errors for every text that breaks a rule of `region`, in `locale` (empty when all pass). */
export function adTextErrors(
  region: RegionCode,
  locale: Locale,
  texts: Partial<Record<AdTextField, string | null | undefined>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of AD_TEXT_FIELDS) {
    const text = texts[field];
    if (!text) continue;
    for (const { rule, words } of findForbidden(region, text)) {
      const message = t(locale, rule.message, { words: words.map((w) => `"${w}"`).join(', '), where: t(locale, `country.in.${region}`) });
      (errors[field] ??= []).push(message);
    }
  }
  return errors;
}
