/**
 * Screening of everything written for and to an AI companion (a creation's name and wish, a
 * persona's texts, every chat message): `minorTermIn` finds what suggests a minor, `realPersonIn`
 * the name of a real person (./real-people.json); each returns what it found, or undefined.
 * A minor is suggested by a term (./minor-terms.json, several languages) or an age under 18 stated
 * anywhere in a sentence, in digits or words, cardinal or ordinal ("she is 16", "aged fifteen",
 * "her 13th birthday", "ich bin 15", "ho 15 anni", "am 15 ani"); adult ages and counted things
 * ("5 feet 6", "room 14", "15 years ago") do not. Text and terms are folded the same way (case,
 * accents, ß → ss, anything but letters and digits → one space) and matched as whole words, so
 * "teen" finds "Teen" and "TEEN!" but not "canteen" or "Steen"; leetspeak ("T33n", "Tayl0r"),
 * look-alike letters of other scripts, invisible characters, repeated letters ("teeeen") and
 * spelt-out letters ("t.e.e.n") are read as the words they spell.
 */
import { z } from 'zod';
import minorTerms from './minor-terms.json' with { type: 'json' };
import realPeople from './real-people.json' with { type: 'json' };

const termsSchema = z.object({ about: z.string(), terms: z.array(z.string().min(2)).min(10), agePatterns: z.string() });
const namesSchema = z.object({ about: z.string(), names: z.array(z.string().min(3)).min(10) });

/** Lowercase, without accents and invisible characters, ß → ss, every run of other characters one space, padded with spaces. */
export function foldText(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
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

/** Leetspeak digits and symbols read as the letters they stand for ("T33n" → "teen", "Tayl0r" → "taylor"); 1 reads as i and as l. */
const LEET: Record<string, string> = {
  '0': 'o',
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
/** Letters of other scripts that look like Latin ones (Cyrillic, Greek), read as those. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  τ: 't',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/** Lowercase, without accents and invisible characters, ß → ss, look-alike letters as Latin ones (punctuation kept). */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(LOOKALIKE, (ch) => LOOKALIKES[ch] ?? ch);
}

/**
 * The folded text with leetspeak undone in words that have letters (a bare number such as "16"
 * stays a number), `1` read as `one`, runs of 3+ equal letters cut to 2, and spelt-out characters
 * joined ("t.e.e.n", "t 3 3 n" → "teen").
 */
export function unLeet(text: string, one: 'i' | 'l' = 'i'): string {
  const tokens = plain(text)
    .split(/[^\p{L}\p{N}@$!|]+/u)
    .map((token) => token.replace(/^[!|]+|[!|]+$/g, ''))
    .filter(Boolean);
  const words: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3 && run.some((ch) => !/\d/.test(ch))) words.push(run.join(''));
    else words.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if ([...token].length === 1) run.push(token);
    else {
      flush();
      words.push(token);
    }
  }
  flush();
  const read = words.map((w) => (/^\d+$/.test(w) ? w : w.replace(/[0-9@$!|]/g, (ch) => (ch === '1' ? one : (LEET[ch] ?? ch)))));
  return foldText(read.join(' ')).replace(/(\p{L})\1{2,}/gu, '$1$1');
}

/** The readings of a text the screening looks at: as written (folded) and with leetspeak undone (1 as i, 1 as l). */
function readings(text: string): string[] {
  return [...new Set([foldText(plain(text)), unLeet(text, 'i'), unLeet(text, 'l')])];
}

/** A word with l read as i: a text that writes 1 for both ("schoo1g1rl") matches a term read the same way. */
const lAsI = (s: string) => s.replace(/l/g, 'i');

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
/** German and Italian ordinals in every ending ("sechzehnter", "tredicesima"), Romanian feminine ordinals ("a cincisprezecea"). */
const ORDINAL_FORMS = (w: string): string[] => [
  w,
  ...(w.endsWith('te') ? [`${w}r`, `${w}s`, `${w}m`] : []),
  ...(w.endsWith('esimo') ? [`${w.slice(0, -1)}a`] : []),
  ...(w.endsWith('elea') ? [`${w.slice(0, -4)}ea`] : []),
];
const WORD_TO_NUMBER = new Map(NUMBER_WORDS.flatMap(([n, words]) => words.flatMap(ORDINAL_FORMS).map((w) => [w, String(n)] as const)));
/** Tens before a unit word make it no teen ("twenty five", "douazeci si cinci"). */
const TENS =
  '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|douazeci|treizeci|patruzeci|cincizeci|saizeci|saptezeci|optzeci|nouazeci)';
const WORDS = [...WORD_TO_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|');
const NUMBER_WORD = new RegExp(`(?<! ${TENS}(?: and| si)?) (${WORDS})(?= )`, 'g');
/** German compounds: "funfzehnjahrig" is "15 jahrig". */
const COMPOUND_AGE = new RegExp(` (${WORDS}|\\d+)(jahrig|jaehrig|jahrige|jaehrige|jahriger|jahrigen|jahriges|jaehriges)(?= )`, 'g');

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
/** A school year that only children are in (5-11). */
const SCHOOL_YEAR = '(?:[5-9]|1[01])';
/** Words for years after an age. */
const YEARS = '(?:yo|y o|y|yrs?|years?|yr old|j|jahre?|jahrig(?:e|er|en|es)?|jaehrig(?:e|er|en|es)?|anni|anno|ani|ans|anos)';
/** Before a number of years, words that make it a span of time ("for 15 years", "seit 16 Jahren", "da 15 anni", "acum 15 ani"). */
const SPAN_BEFORE =
  '(?:for|since|over|after|within|in|past|last|next|than|every|been|took|takes|spent|together|seit|vor|nach|innerhalb|uber|alle|da|per|tra|fra|dopo|entro|ogni|acum|peste|dupa|timp de|de peste|(?:casatorita|casatorit|casatoriti|impreuna|aici|lucrez|lucreaza|locuiesc|traiesc) de)';
/** After a number of years, words that make it a span of time ("15 years ago", "16 Jahre verheiratet", "15 anni fa"). */
const SPAN_AFTER =
  '(?:ago|later|earlier|long|of(?! age)|together|married|back|before|since|apart|prior|in a row|from now|passed|fa|her|lang|zuvor|spater|danach|verheiratet|zusammen|ehe|erfahrung|insieme|sposati|sposata|esperienza|in urma|mai tarziu|inainte|impreuna|casatoriti|casatorita|experienta|experience)';
/** Words before an age: "age 15", "aged 15", "alter 15", "eta 15", "varsta 15". */
const AGE_WORD = '(?:age|aged|alter|eta|varsta|varsta de)';
/** Becoming an age: "turned 15", "turns 16", "will be 16", "wird 16", "compie 16", "a implinit 15". */
const TURN_WORD =
  '(?:turn|turned|turning|turns|will turn|will be|will soon be|ll be|wird|werde|wurde|compie|compiuto|compira|compiera|diventa|implinit|implineste|va implini|implinesc)';
/** Between becoming and the age: "wird bald 16", "turns 16 soon" reads the same. */
const SOON = '(?:soon |bald |schon |gleich |presto |tra poco |curand |in curand |already |just |only |nur |erst |appena |abia )?';
/** Who is that age: "she is 16", "i m 15", "ich bin 15", "sie ist 14", "ho 15", "are 14", "sono 15". */
const IS_WORD =
  '(?:i am|i m|im|she is|she s|shes|he is|he s|you are|you re|u r|she was|ich bin|sie ist|er ist|du bist|bin|ist|ho|ha|hai|sono|are|ai|este|esti)';
/** What a bare age may start with: "only", "just", "nur", "erst", "solo", "appena", "doar", "abia". */
const ONLY = '(?:only |just |nur |erst |solo |appena |doar |abia |numai )?';
/** Months: "am 15. Mai" is a date. */
const MONTH =
  '(?:jan|january|januar|janner|feb|february|februar|mar|march|marz|maerz|apr|april|may|mai|jun|june|juni|jul|july|juli|aug|august|sep|sept|september|oct|okt|october|oktober|nov|november|dec|dez|december|dezember|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|decembrie)';
/** Units and counted things after a number that make it no age ("5 feet", "14 hours", "15 Grad", "16 amici"). */
const UNIT =
  '(?:feet|foot|ft|inch|inches|cm|m|meter|metres|meters|kg|kilo|kilos|lbs|pounds|hours?|hrs?|h|minutes?|mins?|min|minuten|seconds?|sekunden|secondi|secunde|days?|weeks?|months?|km|miles?|euro|euros|eur|dollars?|lei|pm|am|uhr|ore|minuti|ora|zile|luni|stunden|tage|wochen|monate|times|mal|volte|ori|kids|children|kinder|figli|copii|cats|dogs|stock|etage|stockwerk|piano|etaj|century|jahrhundert|secolo|secol|percent|prozent|per cent|procent|per cento|people|persone|leute|personen|oameni|friends|amici|freunde|prieteni|messages|nachrichten|messaggi|mesaje|photos|fotos|foto|poze|degrees|grad|gradi|grade|points|punkte|punti|puncte|followers|likes|of us|o clock|oclock)';
const NOT_COUNTED = `(?! (?:\\d+ )?(?:${UNIT}|${MONTH}) )`;
/** Girls and pupils by their age: "girl of 15", "Mädchen von 15", "ragazza di 15", "fată de 15". */
const GIRL = '(?:girl|madchen|maedchen|ragazza|ragazzina|fata|fetita|fille)';
/** Being at school now: "she is in high school", "ich gehe noch zur Schule", "va ancora a scuola", "e la liceu". */
const AT_SCHOOL = [
  ' (?:she is|she s|shes|i am|i m|im|you are|you re) (?:still )?(?:in|at) (?:high|middle|junior high|elementary|primary|grade) ?school ',
  ' (?:gehe|geht|gehst|bin|ist|bist) noch (?:zur|in die|in der|auf der|aufs) (?:schule|gymnasium|realschule|hauptschule|grundschule) ',
  ' (?:sono|e|vado|va|vai) (?:ancora )?(?:a scuola|al liceo|alle medie|alle elementari) ',
  ' (?:sunt|e|este|esti|merg|merge|mergi) (?:inca )?(?:la liceu|la scoala|la gimnaziu|in clasa) ',
];

/** Age statements of a minor, each with the smallest number word it reads as a number. */
const MINOR_AGE: readonly [RegExp, number][] = [
  [new RegExp(`(?<! ${SPAN_BEFORE}) ${MINOR} ?${YEARS}(?! ${SPAN_AFTER} )(?= )`), 1],
  [new RegExp(` ${AGE_WORD} (?:of |is |ist |di |de |von )?${MINOR}${NOT_COUNTED}(?= )`), 1],
  [new RegExp(` ${TURN_WORD} ${SOON}${TEEN}${NOT_COUNTED}(?= )`), 10],
  [new RegExp(` ${MINOR} (?:birthday|bday|geburtstag|compleanno|festa di compleanno|zi de nastere|ziua|aniversare)(?= )`), 1],
  [new RegExp(` (?:birthday|geburtstag|compleanno|aniversare|ziua) (?:number |nummer |numero )?${MINOR}(?= )`), 1],
  [new RegExp(` mit ${MINOR} (?:jahren|jahrchen)(?! (?:erfahrung|berufserfahrung|abstand|unterschied|verspatung) )(?= )`), 1],
  [new RegExp(` ${GIRL} (?:of|von|di|de|da) ${MINOR}${NOT_COUNTED}(?= )`), 10],
  [new RegExp(` ${SCHOOL_YEAR} (?:grade|grader|klasse|klasa)(?= )`), 5],
  [new RegExp(` (?:grade|klasse|clasa) ${SCHOOL_YEAR}${NOT_COUNTED}(?= )`), 5],
  // Small number words ("one of a kind", "sei", "Otto") are too often no age to count bare.
  [new RegExp(` (?:${IS_WORD} ${ONLY}|erst |gerade mal |appena |abia )${TEEN}${NOT_COUNTED}(?= )`), 10],
  // Romanian "am 15" is "I am 15"; German "am 15." is a date.
  [new RegExp(` (?:eu )?am ${ONLY}${TEEN}${NOT_COUNTED}(?! \\d)(?= )`), 10],
  ...AT_SCHOOL.map((p): [RegExp, number] => [new RegExp(p), 1]),
];

/** Uses of minor terms in another sense: "a minor issue", "minor key". */
const OTHER_SENSE =
  / minor (?:issues?|problems?|details?|things?|changes?|mistakes?|errors?|injury|injuries|key|chord|role|roles|league|points?|bugs?|surgery|edits?|flaws?|accident|damage|setback|concerns?|adjustments?|repairs?|scratch|scratches)(?= )/g;

const OTHER_SENSE_I = new RegExp(lAsI(OTHER_SENSE.source), 'g');

/** The first minor term or minor age statement in `text` (what was found, as folded), or undefined. */
export function minorTermIn(text: string): string | undefined {
  const read = readings(text);
  for (const variant of read) {
    const plainSense = variant.replace(OTHER_SENSE, ' ');
    const term = MINOR_TERMS.find((t) => plainSense.includes(` ${t} `));
    if (term) return term;
  }
  const merged = lAsI(unLeet(text)).replace(OTHER_SENSE_I, ' ');
  const term = MINOR_TERMS.find((t) => merged.includes(` ${lAsI(t)} `));
  if (term) return term;
  for (const variant of read)
    for (const [pattern, min] of MINOR_AGE) {
      const age = pattern.exec(numbersOf(variant, min));
      if (age) return age[0].trim();
    }
  return undefined;
}

/** The real person `text` names (as listed), or undefined; leetspeak and spelt-out letters count ("Tayl0r Swift"). */
export function realPersonIn(text: string): string | undefined {
  for (const variant of readings(text)) {
    const found = REAL_NAMES.find((n) => variant.includes(` ${n.folded} `));
    if (found) return found.name;
  }
  const merged = lAsI(unLeet(text));
  return REAL_NAMES.find((n) => merged.includes(` ${lAsI(n.folded)} `))?.name;
}
