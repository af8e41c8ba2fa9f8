/**
 * The checks the alarme forms run before sending, the same rules as the contract's schemas
 * (src/lib/api/alarme.ts) without the schema library, and the request bodies the forms send.
 */
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import type { ContactBody, MeetingBody } from '../../lib/api/alarme.ts';
import { isEmail, isPhone } from '../../lib/identity.ts';
import type { FormErrors } from '../ui/form-state.ts';
import { joinPhone } from '../profile-forms/phone.ts';
import type { AlarmeTranslate } from './errors.ts';
import { fromLocalInput } from './times.ts';

const PIN = new RegExp(`^\\d{${ALARME_LIMITS.pinMin},${ALARME_LIMITS.pinMax}}$`);

/** Whether a PIN has the allowed number of digits. */
export const isPin = (value: string) => PIN.test(value);

/** The PIN form's values. */
export interface PinValues {
  pin: string;
  duressPin: string;
  currentPin: string;
}

/** Both PINs well-formed and different; the current PIN when one is set already. */
export function checkPins(v: PinValues, pinSet: boolean, t: AlarmeTranslate): FormErrors {
  const format = t('alarme.error.pinFormat', { min: ALARME_LIMITS.pinMin, max: ALARME_LIMITS.pinMax });
  const errors: FormErrors = {};
  if (pinSet && !isPin(v.currentPin)) errors.currentPin = format;
  if (!isPin(v.pin)) errors.pin = format;
  if (!isPin(v.duressPin)) errors.duressPin = format;
  else if (v.duressPin === v.pin) errors.duressPin = t('alarme.error.duressSame');
  return errors;
}

/** The contact form's values (the phone as typed). */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

/** The request body of the contact form: the phone in E.164 (the region's dial code for a national number). */
export function contactBody(v: ContactValues, dialCode: string): ContactBody {
  const phone = joinPhone(dialCode, v.phone);
  const email = v.email.trim();
  return { name: v.name.trim(), ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}

/** A name, and a phone and/or an e-mail in their formats. */
export function checkContact(v: ContactValues, dialCode: string, t: AlarmeTranslate): FormErrors {
  const body = contactBody(v, dialCode);
  const errors: FormErrors = {};
  if (!body.name) errors.name = t('alarme.error.name');
  if (!body.phone && !body.email) errors.phone = t('alarme.error.phoneOrEmail');
  if (body.phone && !isPhone(body.phone)) errors.phone = t('alarme.error.phone');
  if (body.email && !isEmail(body.email)) errors.email = t('alarme.error.email');
  return errors;
}

/** The meeting form's values (times as `datetime-local` values). */
export interface MeetingValues {
  place: string;
  startsAt: string;
  endsAt: string;
  checkInAt: string;
  clientDescription: string;
  clientPhone: string;
}

/** The request body of the meeting form; undefined times stay empty and fail the checks first. */
export function meetingBody(v: MeetingValues, dialCode: string): MeetingBody {
  const phone = joinPhone(dialCode, v.clientPhone);
  const description = v.clientDescription.trim();
  return {
    place: v.place.trim(),
    startsAt: fromLocalInput(v.startsAt) ?? '',
    endsAt: fromLocalInput(v.endsAt) ?? '',
    checkInAt: fromLocalInput(v.checkInAt) ?? '',
    ...(description ? { clientDescription: description } : {}),
    ...(phone ? { clientPhone: phone } : {}),
  };
}

/** A place, three times in order (check-in after the start, within the limit), an optional phone in its format. */
export function checkMeeting(v: MeetingValues, dialCode: string, t: AlarmeTranslate): FormErrors {
  const body = meetingBody(v, dialCode);
  const errors: FormErrors = {};
  if (!body.place) errors.place = t('alarme.error.place');
  else if (body.place.length > ALARME_LIMITS.text) errors.place = t('alarme.error.tooLong', { max: ALARME_LIMITS.text });
  if ((body.clientDescription?.length ?? 0) > ALARME_LIMITS.text)
    errors.clientDescription = t('alarme.error.tooLong', { max: ALARME_LIMITS.text });
  for (const field of ['startsAt', 'endsAt', 'checkInAt'] as const) if (!body[field]) errors[field] = t('alarme.error.dateTime');
  const start = Date.parse(body.startsAt);
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= start) errors.endsAt = t('alarme.error.endAfterStart');
  if (body.startsAt && body.checkInAt) {
    const checkIn = Date.parse(body.checkInAt);
    if (checkIn <= start) errors.checkInAt = t('alarme.error.checkInAfterStart');
    else if (checkIn - start > ALARME_LIMITS.maxCheckInHours * 3_600_000)
      errors.checkInAt = t('alarme.error.checkInWithin', { hours: ALARME_LIMITS.maxCheckInHours });
  }
  if (body.clientPhone && !isPhone(body.clientPhone)) errors.clientPhone = t('alarme.error.phone');
  return errors;
}
