import { expect, test } from 'vitest';
import { placeErrors, profileFormErrors } from './errors.ts';
import { LOCATION_ALIASES, LOCATION_FIELDS } from './LocationSection.tsx';

const t = (key: string) => `[${key}]`;

test('it keeps errors of shown fields and moves the others to the form alert', () => {
  expect(placeErrors({ city: 'needed', venue_section_title: 'too long', _: 'check' }, ['city'])).toEqual({
    city: 'needed',
    _: 'check too long',
  });
});

test('it shows "Both contacts can\'t be private" at the e-mail privacy box', () => {
  const errors = profileFormErrors(t, { status: 422, message: 'invalid', errors: { phone_private: ["Both contacts can't be private"] } }, [
    'phone_private',
    'email_private',
  ]);
  expect(errors).toEqual({ email_private: '[validation.isBothContactsPrivate]' });
});

test('it leaves a server failure to the error toast', () => {
  expect(profileFormErrors(t, { status: 500, message: 'boom', errors: {} }, ['city'])).toBeUndefined();
});

test('it shows errors of hidden fields at their alias', () => {
  expect(
    placeErrors({ lat: 'latitude lies between -90 and 90', city: 'needed' }, ['place_query'], { lat: 'place_query', city: 'place_query' }),
  ).toEqual({
    place_query: 'latitude lies between -90 and 90',
  });
});

test('the location forms show a refused point (422 at location) at the place box, in the words of the server', () => {
  const message = 'Diese Koordinaten liegen mehr als 150 km von jedem Ort in Deutschland entfernt.';
  const failure = { status: 422, message, errors: { location: [message] } };
  expect(profileFormErrors(t, failure, LOCATION_FIELDS, LOCATION_ALIASES)).toEqual({ place_query: message });
  expect(profileFormErrors(t, failure, ['phone', ...LOCATION_FIELDS], LOCATION_ALIASES)).toEqual({ place_query: message });
});
