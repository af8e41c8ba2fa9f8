import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import { checkContact, checkMeeting, checkPins, contactBody, meetingBody, type MeetingValues } from './checks.ts';
import { checkCode, codeBody } from './confirm-code.ts';
import { toLocalInput } from './times.ts';

const t = translator('de');
const pinFormat = t('alarme.error.pinFormat', { min: 4, max: 8 });

test('both PINs need 4 to 8 digits and must differ', () => {
  expect(checkPins({ pin: '2468', duressPin: '1357', currentPin: '' }, false, t)).toEqual({});
  expect(checkPins({ pin: '24a8', duressPin: '123', currentPin: '' }, false, t)).toEqual({ pin: pinFormat, duressPin: pinFormat });
  expect(checkPins({ pin: '2468', duressPin: '2468', currentPin: '' }, false, t)).toEqual({ duressPin: t('alarme.error.duressSame') });
});

test('changing the PINs asks the current one', () => {
  expect(checkPins({ pin: '2468', duressPin: '1357', currentPin: '' }, true, t)).toEqual({ currentPin: pinFormat });
  expect(checkPins({ pin: '2468', duressPin: '1357', currentPin: '9999' }, true, t)).toEqual({});
});

test('a contact needs a name and a phone or an e-mail', () => {
  expect(checkContact({ name: ' ', phone: '', email: '' }, '+49', t)).toEqual({
    name: t('alarme.error.name'),
    phone: t('alarme.error.phoneOrEmail'),
  });
  expect(checkContact({ name: 'Mara', phone: '', email: 'mara@example.test' }, '+49', t)).toEqual({});
  expect(checkContact({ name: 'Mara', phone: '12', email: 'nope' }, '+49', t)).toEqual({
    phone: t('alarme.error.phone'),
    email: t('alarme.error.email'),
  });
});

test("a national number gets the region's dial code; empty fields are left out", () => {
  expect(contactBody({ name: ' Mara ', phone: '0151 2345 6789', email: '' }, '+49')).toEqual({ name: 'Mara', phone: '+4915123456789' });
  expect(contactBody({ name: 'Jo', phone: '+44 7700 900123', email: ' jo@example.test ' }, '+49')).toEqual({
    name: 'Jo',
    phone: '+447700900123',
    email: 'jo@example.test',
  });
});

const at = (h: number, m = 0) => toLocalInput(new Date(2025, 4, 1, h, m).getTime());
const values = (over: Partial<MeetingValues> = {}): MeetingValues => ({
  place: 'Hotel Adler',
  startsAt: at(20),
  endsAt: at(21),
  checkInAt: at(21),
  clientDescription: '',
  clientPhone: '',
  ...over,
});

test('a meeting in order passes and is sent as ISO times without empty extras', () => {
  expect(checkMeeting(values(), '+49', t)).toEqual({});
  expect(meetingBody(values({ clientPhone: '0171 1234567' }), '+49')).toEqual({
    place: 'Hotel Adler',
    startsAt: new Date(2025, 4, 1, 20).toISOString(),
    endsAt: new Date(2025, 4, 1, 21).toISOString(),
    checkInAt: new Date(2025, 4, 1, 21).toISOString(),
    clientPhone: '+491711234567',
  });
});

test('the meeting rules of the contract are checked before sending', () => {
  expect(checkMeeting(values({ place: '', endsAt: at(19), checkInAt: at(20) }), '+49', t)).toEqual({
    place: t('alarme.error.place'),
    endsAt: t('alarme.error.endAfterStart'),
    checkInAt: t('alarme.error.checkInAfterStart'),
  });
  const late = toLocalInput(new Date(2025, 4, 2, 20, 1).getTime());
  expect(checkMeeting(values({ endsAt: late, checkInAt: late }), '+49', t)).toEqual({
    checkInAt: t('alarme.error.checkInWithin', { hours: 24 }),
  });
  expect(checkMeeting(values({ startsAt: '', clientPhone: '12' }), '+49', t)).toEqual({
    startsAt: t('alarme.error.dateTime'),
    clientPhone: t('alarme.error.phone'),
  });
  expect(checkMeeting(values({ clientDescription: 'x'.repeat(501) }), '+49', t)).toEqual({
    clientDescription: t('alarme.error.tooLong', { max: 500 }),
  });
});

test('the SMS code form takes the contact number and six digits (spaces allowed)', () => {
  expect(checkCode({ contactId: '42', code: '123 456' }, t)).toEqual({});
  expect(codeBody({ contactId: ' 42 ', code: '123 456' })).toEqual({ contactId: 42, code: '123456' });
  expect(checkCode({ contactId: '0', code: '12345' }, t)).toEqual({ contactId: t('alarme.error.contactId'), code: t('alarme.error.code') });
  expect(checkCode({ contactId: 'abc', code: '1234567' }, t)).toEqual({
    contactId: t('alarme.error.contactId'),
    code: t('alarme.error.code'),
  });
});
