import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import { alarmeErrors, alarmeMessage } from './errors.ts';

const t = translator('de');
const failure = (status: number, errors: Record<string, string[]> = {}, message = 'Failed'): ApiFailure => ({ status, errors, message });

test('the contract messages are shown in the page language at their fields', () => {
  expect(
    alarmeErrors(
      t,
      failure(422, {
        place: ['Enter where the meeting is.'],
        endsAt: ['The end must be after the start.'],
        checkInAt: ['The check-in must be within 24 hours of the start.'],
        clientPhone: ['The phone format is invalid.'],
      }),
    ),
  ).toEqual({
    place: t('alarme.error.place'),
    endsAt: t('alarme.error.endAfterStart'),
    checkInAt: t('alarme.error.checkInWithin', { hours: 24 }),
    clientPhone: t('alarme.error.phone'),
  });
});

test('numbers in a contract message carry over', () => {
  expect(alarmeMessage(t, 'at most 500 characters')).toBe(t('alarme.error.tooLong', { max: 500 }));
  expect(alarmeMessage(t, '4 to 8 digits')).toBe(t('alarme.error.pinFormat', { min: 4, max: 8 }));
});

test('a dotted field lands at its first segment, first message only', () => {
  expect(alarmeErrors(t, failure(422, { 'duressPin.0': ['The duress PIN must differ from the safe PIN.', 'other'] }))).toEqual({
    duressPin: t('alarme.error.duressSame'),
  });
});

test('an unknown refusal of a PIN field says the PIN is wrong; elsewhere the text stays as sent', () => {
  expect(alarmeErrors(t, failure(422, { pin: ['Incorrect PIN.'] }))).toEqual({ pin: t('alarme.error.pinWrong') });
  expect(alarmeErrors(t, failure(422, { currentPin: ['nope'] }))).toEqual({ currentPin: t('alarme.error.pinWrong') });
  expect(alarmeErrors(t, failure(422, { name: ['Something new.'] }))).toEqual({ name: 'Something new.' });
});

test('a 422 without field errors is the form alert', () => {
  expect(alarmeErrors(t, failure(422, {}, 'The link is invalid.'))).toEqual({ _: t('alarme.error.link') });
});

test('a closed meeting or a reached limit is the form alert, not the error toast', () => {
  expect(alarmeErrors(t, failure(409, {}, 'At most 3 open meetings.'))).toEqual({ _: 'At most 3 open meetings.' });
  expect(alarmeErrors(t, failure(403, {}, ''))).toEqual({ _: t('common.error') });
  expect(alarmeErrors(t, failure(404))).toEqual({ _: t('alarme.error.gone') });
});

test('rate limits, network and server failures are left to the usual mapping', () => {
  expect(alarmeErrors(t, failure(429))).toBeUndefined();
  expect(alarmeErrors(t, failure(0))).toBeUndefined();
  expect(alarmeErrors(t, failure(500))).toBeUndefined();
});
