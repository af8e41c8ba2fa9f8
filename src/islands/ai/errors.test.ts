import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import { aiMessage, createFailure, errorField, problemText } from './errors.ts';
import { positionOfField } from './steps.ts';
import { MODEL, STEPS } from './test-model.ts';

const t = translator('de');
const failure = (status: number, errors: Record<string, string[]> = {}, message = ''): ApiFailure => ({ status, errors, message });
const positionOf = (field: string) => positionOfField(MODEL, STEPS, field);

test('an attribute error lands at its attribute and opens its step', () => {
  const mapped = createFailure(t, failure(422, { 'attributes.age': ['Nur Erwachsene ab 18.'] }), positionOf);
  expect(mapped).toEqual({ errors: { 'attributes.age': 'Nur Erwachsene ab 18.' }, position: 1, alert: undefined, toast: false });
});

test('with several errors the earliest step opens', () => {
  const mapped = createFailure(
    t,
    failure(422, { name: ['Dieser Name ist nicht erlaubt.'], 'attributes.traits': ['too many'], 'attributes.age': ['too young'] }),
    positionOf,
  );
  expect(mapped.position).toBe(1);
  expect(Object.keys(mapped.errors).sort()).toEqual(['attributes.age', 'attributes.traits', 'name']);
});

test('name and wish errors open the final step; contract messages are translated', () => {
  const mapped = createFailure(t, failure(422, { name: ['at least 2 characters'], wish: ['at most 300 characters'] }), positionOf);
  expect(mapped.errors).toEqual({ name: t('ai.error.tooShort', { min: 2 }), wish: t('ai.error.tooLong', { max: 300 }) });
  expect(mapped.position).toBe(3);
});

test('deeper keys are cut at the attribute', () => {
  expect(errorField('attributes.traits.2')).toBe('attributes.traits');
  expect(errorField('name')).toBe('name');
  expect(errorField('attributes')).toBe('attributes');
});

test('a 422 without a field of the form shows in the alert', () => {
  expect(createFailure(t, failure(422, { attributes: ['Unknown attribute wings.'] }), positionOf)).toEqual({
    errors: {},
    position: undefined,
    alert: 'Unknown attribute wings.',
    toast: false,
  });
  expect(createFailure(t, failure(422, {}, 'Invalid input.'), positionOf).alert).toBe('Invalid input.');
});

test('the quota (429) shows its message, or ours when it has none', () => {
  expect(createFailure(t, failure(429, {}, 'Heute sind 5 Erstellungen möglich.'), positionOf)).toEqual({
    errors: {},
    alert: 'Heute sind 5 Erstellungen möglich.',
    toast: false,
  });
  expect(createFailure(t, failure(429), positionOf).alert).toBe(t('ai.error.quota'));
});

test('a network failure shows in the alert; a server error raises the toast', () => {
  expect(createFailure(t, failure(0), positionOf).alert).toBe(t('auth.error.network'));
  expect(createFailure(t, failure(500), positionOf)).toEqual({ errors: {}, toast: true });
});

test('local problems read in the page language', () => {
  expect(problemText(t, { kind: 'required' })).toBe(t('ai.error.required'));
  expect(problemText(t, { kind: 'tooMany', max: 3 })).toBe(t('ai.error.tooMany', { max: 3 }));
  expect(problemText(t, { kind: 'range', min: 18, max: 70 })).toBe(t('ai.error.range', { min: 18, max: 70 }));
  expect(aiMessage(t, 'something else')).toBe('something else');
});
