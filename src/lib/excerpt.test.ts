import { expect, test } from 'vitest';
import { excerpt } from './excerpt.ts';

test('a short text stays whole, with its whitespace collapsed', () => {
  expect(excerpt('  Hallo,\n\nich bin  Mia. ', 50)).toBe('Hallo, ich bin Mia.');
});

test('a long text is cut at a word boundary within the limit', () => {
  const text = 'Charmant, diskret und immer gut gelaunt: ich freue mich auf deinen Besuch in meiner Wohnung.';
  const short = excerpt(text, 40);
  expect(short.length).toBeLessThanOrEqual(40);
  expect(short).toBe('Charmant, diskret und immer gut gelaunt…');
  expect(excerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
});
