import { beforeEach, expect, test } from 'vitest';
import { dictionaries } from '../../../i18n/index.ts';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { translate } from '../../stores/messages.ts';
import { $toasts } from '../../stores/toasts.ts';
import { failureErrors } from './forms.tsx';

const t = translate(dictionaries.en);
const failure = (status: number, errors: Record<string, string[]> = {}, message = 'The given data was invalid.') => ({
  status,
  errors,
  message,
});

beforeEach(() => $toasts.set([]));

test('it shows each SPEC §5 message at its field in the active language', () => {
  const errors = failureErrors(
    t,
    failure(422, {
      email: [SERVER_MESSAGES.isEmailTaken],
      phone: [SERVER_MESSAGES.isPhoneInvalid],
      contact_email: [SERVER_MESSAGES.isEmailInvalid],
      email_private: [SERVER_MESSAGES.isBothContactsPrivate],
      username: [SERVER_MESSAGES.isUsernameTaken],
    }),
  );
  expect(errors).toEqual({
    email: t('validation.isEmailTaken'),
    phone: t('validation.isPhoneInvalid'),
    contact_email: t('validation.isEmailInvalid'),
    email_private: t('validation.isBothContactsPrivate'),
    username: t('validation.isUsernameTaken'),
  });
  expect(errors.username).toBe('This username is already taken.');
});

test('it shows the first message of a field, dotted fields at their first segment, and unknown texts as sent', () => {
  expect(
    failureErrors(t, failure(422, { password: [AUTH_MESSAGES.passwordMin, AUTH_MESSAGES.passwordCommon], 'captcha.solution': ['odd'] })),
  ).toEqual({
    password: t('validation.passwordMin'),
    captcha: 'odd',
  });
});

test('it turns a 422 without field errors into the form alert', () => {
  expect(failureErrors(t, failure(422, {}, AUTH_MESSAGES.credentials))).toEqual({ _: t('validation.credentials') });
});

test('it shows 429 and network failures in the form, anything else as the common error toast', () => {
  expect(failureErrors(t, failure(429))).toEqual({ _: t('auth.error.rateLimited') });
  expect(failureErrors(t, failure(0))).toEqual({ _: t('auth.error.network') });
  expect($toasts.get()).toEqual([]);
  expect(failureErrors(t, failure(500))).toEqual({});
  expect($toasts.get().map((x) => [x.kind, x.key])).toEqual([['error', 'common.error']]);
});
