import { expect, test } from 'vitest';
import { AI_MIN_AGE } from '../../lib/api/ai.ts';
import { checkChoices, defaultChoices, modelById, RENDERING_MODELS } from './models.ts';
import { parseRenderingModel } from './schema.ts';
import { minorTermIn, realPersonIn } from './screening.ts';
import aurora from './models/aurora-2.json' with { type: 'json' };

const clone = () => JSON.parse(JSON.stringify(aurora)) as typeof aurora;

test('it loads three models with distinct ids, each asking for an adult age', () => {
  expect(RENDERING_MODELS.map((m) => m.id)).toEqual(['aurora-2', 'lumen-xl', 'muse-1']);
  for (const m of RENDERING_MODELS) {
    const age = m.steps.flatMap((s) => s.attributes).find((a) => a.id === 'age');
    expect(age?.kind).toBe('number');
    if (age?.kind === 'number') expect(age.min).toBeGreaterThanOrEqual(AI_MIN_AGE);
  }
});

test('it refuses a model file whose age starts below 18, naming the field', () => {
  const broken = clone();
  (broken.steps[0]!.attributes[2] as { min: number }).min = 16;
  expect(() => parseRenderingModel('aurora-2.json', broken)).toThrow(/steps\.0\.attributes\.2\.min: the age starts at 18/);
});

test('it refuses an unknown option value and an unknown field, naming them', () => {
  const broken = clone();
  (broken.steps[1]!.attributes[0] as { options: string[] }).options.push('green-ish');
  expect(() => parseRenderingModel('aurora-2.json', broken)).toThrow(
    /steps\.1\.attributes\.0\.options\.6: "green-ish" is not a value of hair_color/,
  );
  expect(() => parseRenderingModel('aurora-2.json', { ...clone(), colour: 'x' })).toThrow(/colour/);
});

test('it refuses a file whose id is not its name', () => {
  expect(() => parseRenderingModel('other.json', clone())).toThrow(/must match the file name/);
});

test('it accepts the default choices of every model', () => {
  for (const m of RENDERING_MODELS) expect(checkChoices(m, defaultChoices(m)).problems).toEqual({});
});

test('it names each refused choice: unknown, missing, not offered, too many, under 18, out of range', () => {
  const m = modelById('aurora-2')!;
  const base = defaultChoices(m);
  const { problems } = checkChoices(m, {
    ...base,
    wings: 'yes',
    hair_color: 'pink',
    personality: '',
    hobbies: ['travel', 'music', 'art', 'yoga'],
    age: 17,
  });
  expect(problems).toEqual({
    wings: { code: 'unknown' },
    hair_color: { code: 'choice', allowed: ['blonde', 'brown', 'dark_brown', 'black', 'red', 'silver'] },
    personality: { code: 'required' },
    hobbies: { code: 'tooMany', max: 3 },
    age: { code: 'minAge', min: 18 },
  });
  expect(checkChoices(m, { ...base, age: 71 }).problems).toEqual({ age: { code: 'range', min: 18, max: 70 } });
  expect(checkChoices(m, { ...base, age: 'old' }).problems).toEqual({ age: { code: 'number' } });
});

test('it keeps multi choices in the model order without duplicates', () => {
  const m = modelById('aurora-2')!;
  expect(checkChoices(m, { ...defaultChoices(m), hobbies: ['yoga', 'travel', 'yoga'] }).choices.hobbies).toEqual(['travel', 'yoga']);
});

test('it finds minor terms as whole words in several languages, folding case and accents', () => {
  for (const text of ['Sweet TEEN', 'Schülerin Anna', 'minderjährige Lena', 'la ragazzina', 'Loli-chan', 'she is 16 yo', 'sono 17 anni'])
    expect(minorTermIn(text), text).toBeDefined();
  for (const text of ['canteen lover', 'Steen', 'She is kind and 25 years old', 'Ich bin 19 Jahre', 'Kristina'])
    expect(minorTermIn(text), text).toBeUndefined();
});

test('it finds real people by full name, not by a first name alone', () => {
  expect(realPersonIn('looks like TAYLOR  swift')).toBe('Taylor Swift');
  expect(realPersonIn('Beyoncé')).toBe('Beyonce');
  expect(realPersonIn('Angela Merkel as a nurse')).toBe('Angela Merkel');
  expect(realPersonIn('Taylor')).toBeUndefined();
});
