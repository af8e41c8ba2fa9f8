/**
 * Screening of what a user writes for a creation (its name and wish) and to a companion: terms
 * that suggest a minor (./minor-terms.json, several languages, plus "16 yo"-style ages under 18)
 * and names of real people (./real-people.json). Text and terms are folded the same way (case,
 * accents, ß → ss, anything but letters and digits → one space) and matched as whole words, so
 * "teen" finds "Teen" and "TEEN!" but not "canteen" or "Steen".
 */
import { z } from 'zod';
import minorTerms from './minor-terms.json' with { type: 'json' };
import realPeople from './real-people.json' with { type: 'json' };

const termsSchema = z.object({ about: z.string(), terms: z.array(z.string().min(2)).min(10), agePatterns: z.string() });
const namesSchema = z.object({ about: z.string(), names: z.array(z.string().min(3)).min(10) });

/** Lowercase, without accents, ß → ss, every run of other characters one space, padded with spaces. */
export function foldText(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

function load<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`src/domain/ai/${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** The folded minor terms. */
export const MINOR_TERMS: readonly string[] = [
  ...new Set(load('minor-terms.json', termsSchema, minorTerms).terms.map((t) => foldText(t).trim())),
];
/** The folded real names, with the name as listed. */
export const REAL_NAMES: readonly { name: string; folded: string }[] = load('real-people.json', namesSchema, realPeople).names.map(
  (name) => ({
    name,
    folded: foldText(name).trim(),
  }),
);

/** "16 yo", "17 years old", "15 Jahre", "16 anni", "17 ani", "16yo", "age 16", "alter 15". */
const UNDERAGE_AGE =
  / (?:[0-9]|1[0-7]) ?(?:yo|y o|yrs?|years?|jahre?|jahrig|anni|anno|ani|ans|anos) | (?:age|aged|alter|eta|varsta) (?:[0-9]|1[0-7]) /;

/** The first minor term in `text` (as folded), or undefined. */
export function minorTermIn(text: string): string | undefined {
  const folded = foldText(text);
  const term = MINOR_TERMS.find((t) => folded.includes(` ${t} `));
  if (term) return term;
  const age = UNDERAGE_AGE.exec(folded);
  return age ? age[0].trim() : undefined;
}

/** The real person `text` names (as listed), or undefined. */
export function realPersonIn(text: string): string | undefined {
  const folded = foldText(text);
  return REAL_NAMES.find((n) => folded.includes(` ${n.folded} `))?.name;
}
