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

/** Leetspeak digits and symbols read as the letters they stand for ("T33n" → "teen", "Tayl0r" → "taylor"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** The text with leetspeak undone, runs of 3+ equal letters cut to 2, and spelt-out letters ("t.e.e.n") joined. */
export function unLeet(text: string): string {
  const letters = text.replace(/[0134578@$!|]/g, (ch) => LEET[ch] ?? ch);
  const folded = foldText(letters).replace(/(\p{L})\1{2,}/gu, '$1$1');
  // Single letters separated by spaces ("t e e n" from "t.e.e.n" or "t-e-e-n") are one word.
  return folded.replace(/(?<= )(?:\p{L} ){3,}/gu, (run) => `${run.replace(/ /g, '')} `);
}

/** Number words 1-17 (cardinals and ordinals) in the editions' languages, as the digits they mean. */
const NUMBER_WORDS: readonly [number, readonly string[]][] = [
  [1, ['one', 'first', 'eins', 'ein', 'erste', 'ersten', 'uno', 'primo', 'unu', 'intai']],
  [2, ['two', 'second', 'zwei', 'zweite', 'zweiten', 'due', 'secondo', 'doi', 'doua', 'doilea']],
  [3, ['three', 'third', 'drei', 'dritte', 'dritten', 'tre', 'terzo', 'trei', 'treilea']],
  [4, ['four', 'fourth', 'vier', 'vierte', 'vierten', 'quattro', 'quarto', 'patru', 'patrulea']],
  [5, ['five', 'fifth', 'funf', 'fuenf', 'funfte', 'funften', 'cinque', 'quinto', 'cinci', 'cincilea']],
  [6, ['six', 'sixth', 'sechs', 'sechste', 'sechsten', 'sei', 'sesto', 'sase', 'saselea']],
  [7, ['seven', 'seventh', 'sieben', 'siebte', 'siebten', 'sette', 'settimo', 'sapte', 'saptelea']],
  [8, ['eight', 'eighth', 'acht', 'achte', 'achten', 'otto', 'ottavo', 'opt', 'optulea']],
  [9, ['nine', 'ninth', 'neun', 'neunte', 'neunten', 'nove', 'nono', 'noua', 'noualea']],
  [10, ['ten', 'tenth', 'zehn', 'zehnte', 'zehnten', 'dieci', 'decimo', 'zece', 'zecelea']],
  [11, ['eleven', 'eleventh', 'elf', 'elfte', 'elften', 'undici', 'undicesimo', 'unsprezece', 'unsprezecelea']],
  [
    12,
    [
      'twelve',
      'twelfth',
      'zwolf',
      'zwoelf',
      'zwolfte',
      'zwolften',
      'dodici',
      'dodicesimo',
      'doisprezece',
      'douasprezece',
      'doisprezecelea',
    ],
  ],
  [13, ['thirteen', 'thirteenth', 'dreizehn', 'dreizehnte', 'dreizehnten', 'tredici', 'tredicesimo', 'treisprezece', 'treisprezecelea']],
  [
    14,
    [
      'fourteen',
      'fourteenth',
      'vierzehn',
      'vierzehnte',
      'vierzehnten',
      'quattordici',
      'quattordicesimo',
      'paisprezece',
      'patrusprezece',
      'paisprezecelea',
    ],
  ],
  [
    15,
    [
      'fifteen',
      'fifteenth',
      'funfzehn',
      'fuenfzehn',
      'funfzehnte',
      'funfzehnten',
      'quindici',
      'quindicesimo',
      'cincisprezece',
      'cincisprezecelea',
    ],
  ],
  [16, ['sixteen', 'sixteenth', 'sechzehn', 'sechzehnte', 'sechzehnten', 'sedici', 'sedicesimo', 'saisprezece', 'saisprezecelea']],
  [
    17,
    [
      'seventeen',
      'seventeenth',
      'siebzehn',
      'siebzehnte',
      'siebzehnten',
      'diciassette',
      'diciassettesimo',
      'saptesprezece',
      'saptesprezecelea',
    ],
  ],
];
const WORD_TO_NUMBER = new Map(NUMBER_WORDS.flatMap(([n, words]) => words.map((w) => [w, String(n)] as const)));
/** Tens before a unit word make it no teen ("twenty five", "douazeci si cinci"). */
const TENS =
  '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|douazeci|treizeci|patruzeci|cincizeci|saizeci|saptezeci|optzeci|nouazeci)';
const WORDS = [...WORD_TO_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|');
const NUMBER_WORD = new RegExp(`(?<! ${TENS}(?: and| si)?) (${WORDS})(?= )`, 'g');
/** German compounds: "funfzehnjahrig" is "15 jahrig". */
const COMPOUND_AGE = new RegExp(` (${WORDS})(jahrig|jaehrig|jahrige|jaehrige|jahriger|jahrigen)(?= )`, 'g');

/** The folded text with number words from `min` up as digits and ordinal suffixes dropped ("13th" → "13", "fourteen" → "14"). */
function numbersOf(folded: string, min = 1): string {
  return folded
    .replace(COMPOUND_AGE, ' $1 $2')
    .replace(/ (\d+) ?(?:st|nd|rd|th|te|ten|ter|tes|esimo|esima|lea|a)(?= )/g, ' $1')
    .replace(/ (?:al|a) (\d+)(?= )/g, ' $1')
    .replace(NUMBER_WORD, (m, w: string) => (Number(WORD_TO_NUMBER.get(w)) >= min ? ` ${WORD_TO_NUMBER.get(w)!}` : m));
}

/** A number 1-17 (a minor's age), as folded text spells it. */
const MINOR = '(?:[1-9]|1[0-7])';
/** A number 10-17: an age stated bare ("she is 16") reads as one only from ten up. */
const TEEN = '1[0-7]';
/** Words for years after an age. */
const YEARS = '(?:yo|y o|yrs?|years?|yr old|jahre?|jahrig|jahrige|jaehrig|jaehrige|anni|anno|ani|ans|anos)';
/** Words before an age: "age 15", "aged 15", "alter 15", "eta 15", "varsta 15", "turned 15", "wird 15". */
const AGE_WORD = '(?:age|aged|alter|eta|varsta|turned|turning|wird|compie|compiuto|implinit|implineste)';
/** Who is that age: "she is 16", "i m 15", "ich bin 15", "sie ist 14", "ho 15", "e 16", "am 15", "are 14", "sono 15". */
const IS_WORD =
  '(?:i am|i m|im|she is|she s|shes|he is|he s|you are|you re|u r|she was|ich bin|sie ist|er ist|du bist|bin|ist|ho|ha|hai|sono|e|eu am|am|are|ai|este|has)';
/** Units after a number that make it no age ("5 feet", "14 hours", "size 36" is no minor number anyway). */
const UNIT =
  '(?:feet|foot|ft|inch|inches|cm|m|meter|metres|meters|kg|kilo|kilos|lbs|pounds|hours?|hrs?|h|minutes?|mins?|min|days?|weeks?|months?|km|miles?|euro|euros|eur|pm|am|uhr|ore|minuti|ora|zile|luni|stunden|tage|wochen|monate|times|mal|volte|ori|kids|children|kinder|figli|copii|cats|dogs)';

/** Age statements of a minor, in folded text whose number words are digits (every number word, then from ten up). */
const MINOR_AGE = [
  new RegExp(` ${MINOR} ?${YEARS} `),
  new RegExp(` ${AGE_WORD} (?:of |is |ist |di |de )?${MINOR}(?! ${UNIT} )(?= )`),
  new RegExp(` ${MINOR} (?:birthday|bday|geburtstag|compleanno|zi de nastere|ziua)`),
  new RegExp(` (?:birthday|geburtstag|compleanno|aniversare|ziua) (?:number |nummer |numero )?${MINOR} `),
];
const BARE_MINOR_AGE = new RegExp(
  ` (?:${IS_WORD} (?:only |just |nur |erst |solo |appena |doar |abia )?|erst |gerade mal |appena |abia )${TEEN}(?! ${UNIT} )(?= )`,
);

/** The first minor term or minor age statement in `text`, or undefined. */
export function minorTermIn(text: string): string | undefined {
  const folded = foldText(text);
  for (const variant of [folded, unLeet(text)]) {
    const term = MINOR_TERMS.find((t) => variant.includes(` ${t} `));
    if (term) return term;
  }
  const numbered = numbersOf(folded);
  for (const pattern of MINOR_AGE) {
    const age = pattern.exec(numbered);
    if (age) return age[0].trim();
  }
  // Small number words ("one of a kind", "sei", "Otto") are too often no age to count bare.
  return BARE_MINOR_AGE.exec(numbersOf(folded, 10))?.[0].trim();
}

/** The real person `text` names (as listed), or undefined; leetspeak and spelt-out letters count ("Tayl0r Swift"). */
export function realPersonIn(text: string): string | undefined {
  for (const variant of [foldText(text), unLeet(text)]) {
    const found = REAL_NAMES.find((n) => variant.includes(` ${n.folded} `));
    if (found) return found.name;
  }
  return undefined;
}
