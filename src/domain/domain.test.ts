import { expect, test } from 'vitest';
import { CATEGORY_NAMES } from './categories.ts';
import { FEATURE_CODES, FEATURE_VALUES, LANGUAGES, NATIONALITIES } from './profile-features.ts';
import { codeOf, valuesOf } from './options.ts';
import { REPORT_REASONS } from './reports.ts';
import { ROLES } from './roles.ts';
import { SERVICE_IDS, SERVICES } from './services.ts';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

test('every option of a word-valued feature has its own positive code', () => {
  for (const [name, table] of Object.entries(FEATURE_CODES)) {
    const codes = Object.values(table);
    expect(unique(codes), name).toBe(true);
    for (const code of codes) expect(Number.isInteger(code) && code > 0, `${name} ${code}`).toBe(true);
    expect(FEATURE_VALUES[name as keyof typeof FEATURE_CODES], name).toEqual(Object.keys(table));
  }
});

test('ISO-valued lists, roles, categories, services and report reasons have unique codes', () => {
  expect(unique(NATIONALITIES)).toBe(true);
  expect(unique(LANGUAGES)).toBe(true);
  expect(unique(Object.values(ROLES))).toBe(true);
  expect(unique(Object.values(CATEGORY_NAMES))).toBe(true);
  expect(unique(Object.values(SERVICE_IDS))).toBe(true);
  expect(unique(SERVICES.map((s) => s.id))).toBe(true);
  expect(unique(SERVICES.map((s) => s.key))).toBe(true);
  expect(unique(SERVICES.map((s) => s.bit))).toBe(true);
  for (const s of SERVICES) expect(s.bit >= 0 && s.bit <= 62, s.key).toBe(true);
  expect(unique(REPORT_REASONS)).toBe(true);
});

test('it reads codes and values of a table', () => {
  const table = { b: 2, a: 1 } as const;
  expect(valuesOf(table)).toEqual(['b', 'a']);
  expect(codeOf(table, 'a')).toBe(1);
  expect(codeOf(table, 'toString')).toBe(0);
});

// Stored rows keep these codes: a change here must be a deliberate migration, not a reordering.
test('the code lists stay as stored', () => {
  expect({
    features: FEATURE_CODES,
    nationalities: NATIONALITIES,
    languages: LANGUAGES,
    roles: ROLES,
    categories: CATEGORY_NAMES,
    services: SERVICES.map((s) => `${s.id} ${s.key} bit ${s.bit}`),
    reportReasons: REPORT_REASONS,
  }).toMatchSnapshot();
});
