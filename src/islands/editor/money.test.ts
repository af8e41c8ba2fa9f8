import { describe, expect, test } from 'vitest';
import { formatMoneyInput, parseMoneyInput, separators } from './money.ts';

describe('parseMoneyInput', () => {
  test('decimal comma in German and Italian, decimal point in English', () => {
    expect(parseMoneyInput('120,50', 'de-DE')).toBe(12050);
    expect(parseMoneyInput('120,5', 'it-IT')).toBe(12050);
    expect(parseMoneyInput('120.50', 'en-GB')).toBe(12050);
    expect(parseMoneyInput('120,50', 'ro-RO')).toBe(12050);
  });
  test('whole amounts and amounts without a leading digit', () => {
    expect(parseMoneyInput('150', 'de-DE')).toBe(15000);
    expect(parseMoneyInput('0,29', 'de-DE')).toBe(29);
    expect(parseMoneyInput(',5', 'de-DE')).toBe(50);
    expect(parseMoneyInput('0', 'en-GB')).toBe(0);
  });
  test('exact for amounts that floats round', () => {
    expect(parseMoneyInput('1.15', 'en-AU')).toBe(115);
    expect(parseMoneyInput('4,35', 'de-AT')).toBe(435);
    expect(parseMoneyInput('99999,99', 'de-DE')).toBe(9999999);
  });
  test('group separators in threes', () => {
    expect(parseMoneyInput('1.200', 'de-DE')).toBe(120000);
    expect(parseMoneyInput('1.200,50', 'de-DE')).toBe(120050);
    expect(parseMoneyInput('1,200.5', 'en-GB')).toBe(120050);
    expect(parseMoneyInput('12.000.000', 'de-DE')).toBe(1200000000);
  });
  test('a lone other separator with one or two digits is a decimal point', () => {
    expect(parseMoneyInput('120.50', 'de-DE')).toBe(12050);
    expect(parseMoneyInput('120,5', 'en-GB')).toBe(12050);
  });
  test('currency signs and spaces are ignored', () => {
    expect(parseMoneyInput(' 120,50 € ', 'de-DE')).toBe(12050);
    expect(parseMoneyInput('£80', 'en-GB')).toBe(8000);
    expect(parseMoneyInput('A$ 1,000', 'en-AU')).toBe(100000);
    expect(parseMoneyInput('EUR 90', 'it-IT')).toBe(9000);
  });
  test('refuses what is not an amount', () => {
    for (const bad of ['', ' ', 'abc', '-5', '12,345', '1,2,3', '12.5.0', '1.20,', '1e3', '12,', '1.2345', '1,23,456.00'])
      expect(parseMoneyInput(bad, 'de-DE'), bad).toBeUndefined();
    expect(parseMoneyInput('12.345', 'en-GB')).toBeUndefined();
    expect(parseMoneyInput('1,20.00', 'en-GB')).toBeUndefined();
  });
  test('refuses amounts beyond safe integers', () => {
    expect(parseMoneyInput('99999999999999999', 'en-GB')).toBeUndefined();
  });
});

describe('formatMoneyInput', () => {
  test('whole amounts without decimals, others with two in the locale', () => {
    expect(formatMoneyInput(15000, 'de-DE')).toBe('150');
    expect(formatMoneyInput(12050, 'de-DE')).toBe('120,50');
    expect(formatMoneyInput(12005, 'en-GB')).toBe('120.05');
    expect(formatMoneyInput(29, 'it-IT')).toBe('0,29');
  });
  test('round-trips through parsing', () => {
    for (const tag of ['de-DE', 'en-GB', 'it-IT', 'ro-RO', 'en-AU'])
      for (const minor of [1, 29, 100, 12050, 999999, 10_000_000]) expect(parseMoneyInput(formatMoneyInput(minor, tag), tag)).toBe(minor);
  });
  test('separators of the locales', () => {
    expect(separators('de-DE')).toEqual({ decimal: ',', group: '.' });
    expect(separators('en-GB')).toEqual({ decimal: '.', group: ',' });
  });
});
