/**
 * The age screening of everything written for and to an AI companion: minor ages in digits and
 * words (cardinal and ordinal), age statements anywhere in a sentence, leetspeak and spelt-out
 * letters, in English, German, Italian and Romanian; adult ages and innocent numbers pass.
 */
import { describe, expect, test } from 'vitest';
import { minorTermIn, realPersonIn } from './screening.ts';

const REFUSED = [
  // English
  'she is 16',
  "she's 16 and shy",
  'I am 15 and my mum is out',
  "i'm 14, are you alone?",
  'fourteen years old',
  'a girl, fifteen years old, blonde',
  'she just had her 13th birthday',
  'her thirteenth birthday party',
  'aged 15',
  'age: 14',
  'she turned 16 last week',
  'just sixteen years',
  'she is only 17',
  'you are 12',
  '17yo redhead',
  '16 y/o',
  'a 15-year-old',
  'T33n Mia',
  't.e.e.n girlfriend',
  'sch00lgirl outfit',
  'teeeen',
  'l0li style',
  'k1d',
  'my birthday number 14',
  'she is sixteen',
  'she is s1xteen',
  'f1fteen years old',
  'e1even years old',
  't.3.3.n',
  't\u0435en',
  'te\u200Ben',
  'schoo1g1rl',
  'I turn 16 next month',
  'she will soon be 16',
  'sweet sixteen',
  'in 9th grade',
  'she is in high school',
  'a girl of 15',
  '16 years of age',
  // German
  'ich bin 15',
  'sie ist 16 Jahre alt',
  'vierzehn Jahre',
  'Sie wird 16',
  'zu ihrem dreizehnten Geburtstag',
  'erst 15 und neugierig',
  'Alter: 14',
  'fünfzehnjährig',
  'sechzehn Jahre jung',
  'Schülerin',
  'Schulm4dchen',
  'du bist 17',
  'vierzehnjähriges Mädchen',
  'ihr sechzehnter Geburtstag',
  'mit 15 Jahren',
  'in der 8. Klasse',
  'ich gehe noch zur Schule',
  'Gymnasiastin',
  'sie wird bald sechzehn',
  // Italian
  'ho 15 anni',
  'ha sedici anni',
  'quattordici anni',
  'il suo tredicesimo compleanno',
  'età 16',
  'sono solo 15',
  'una ragazzina',
  'minorenne',
  'compie 16',
  'una quindicenne',
  'la sua tredicesima festa di compleanno',
  'una ragazza di 14',
  'va ancora a scuola',
  'sono in terza media',
  // Romanian
  'am 15 ani',
  'are paisprezece ani',
  'eu am 16',
  'a împlinit 15',
  'vârsta 14',
  'șaisprezece ani',
  'copilă',
  'este doar 17',
  'a paisprezecea aniversare',
  'e la liceu',
  'în clasa a 7-a',
  'o liceană',
  'împlinește 16',
];

const ALLOWED = [
  // English
  'she is 25',
  '21 years old',
  'mid-thirties, confident',
  'her 18th birthday party was years ago',
  'she is 18',
  'aged 19',
  'I am 45 and single',
  '5 feet 6',
  'size 36',
  'room 14',
  '2 hours',
  'for 14 hours tonight',
  '1.65 m tall',
  'she is one of a kind',
  'she is 10 minutes away',
  'a canteen cook',
  'Steen from Hamburg',
  'a tall woman with two dogs',
  'Taylor, a librarian',
  'call me at 15:30',
  'top 10 hobbies',
  'she was born in 1990',
  'a 30-year-old nurse',
  'twenty-five years old',
  'douăzeci și cinci de ani',
  'her 21st birthday',
  'we met 15 years ago',
  'married for 16 years',
  '15 years of experience',
  'together 15 years',
  'a minor issue',
  'in a minor key',
  'I will be 15 minutes late',
  'we will be 12 people',
  'she turns 30 next week',
  'Friday the 13th',
  'the 13th floor',
  'she is 17.5 cm taller',
  // German
  '19 Jahre',
  'Ich bin 32',
  'sie ist 28 Jahre alt',
  'Alter: 40',
  'um 16 Uhr',
  'ich bin 14 Tage im Urlaub',
  'Zimmer 15',
  'erste Klasse Hotel',
  'elf Ohren wie eine Elfe',
  'Otto aus Berlin',
  'Konfektionsgröße 38',
  'im 16. Jahrhundert',
  'im 15. Stock',
  'am 15. Mai',
  'seit 16 Jahren Single',
  'vor 15 Jahren',
  'ich bin 15 Minuten zu spät',
  'mit 15 Jahren Erfahrung',
  'sie wird 30',
  // Italian
  'ho 30 anni',
  'ha 27 anni',
  'sei bellissima',
  'ho 2 figli',
  'alle 16 in centro',
  'camera 12',
  'età 35',
  'sposata da 15 anni',
  '15 anni fa',
  'ho 16 amici',
  'ci vediamo alle 14 e 15',
  'compie 30 anni',
  // Romanian
  'am 29 de ani',
  'are 40 ani',
  'am 2 pisici',
  'la ora 15',
  'vârsta 22',
  'o femeie matură',
  'camera 11',
  'acum 15 ani',
  'sunt căsătorită de 15 ani',
  'am 15 minute întârziere',
  'a împlinit 25',
];

describe('the age screening', () => {
  test('the tables are large enough to mean something', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(50);
    expect(ALLOWED.length).toBeGreaterThanOrEqual(50);
  });
  test.each(REFUSED)('refuses %j', (text) => {
    expect(minorTermIn(text)).toBeDefined();
  });
  test.each(ALLOWED)('allows %j', (text) => {
    expect(minorTermIn(text)).toBeUndefined();
  });
});

test('real people are found through leetspeak and spelt-out letters', () => {
  expect(realPersonIn('Tayl0r Swift')).toBe('Taylor Swift');
  expect(realPersonIn('T.a.y.l.o.r Swift')).toBe('Taylor Swift');
  expect(realPersonIn('Ange1a Merke1')).toBe('Angela Merkel');
  expect(realPersonIn('T4yl0r $w1ft')).toBe('Taylor Swift');
  expect(realPersonIn('Taylor the nurse')).toBeUndefined();
});
