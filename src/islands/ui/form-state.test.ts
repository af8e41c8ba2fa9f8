import { beforeEach, expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { $toasts } from '../../stores/toasts.ts';
import { failureErrors } from './failure.ts';
import { formReducer, initialFormState, mapFailure, type FormAction, type FormState } from './form-state.ts';

const t = translator('en');
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

test('mapFailure is pure: it asks for the toast instead of raising it', () => {
  expect(mapFailure(t, failure(503))).toEqual({ errors: {}, serverErrors: {}, toast: true });
  expect(mapFailure(t, failure(403, {}, 'Forbidden')).toast).toBe(true);
  expect($toasts.get()).toEqual([]);
});

interface Values {
  email: string;
  username: string;
  terms: boolean;
}
const run = (actions: FormAction<Values>[], from: FormState<Values> = initialFormState({ email: '', username: '', terms: false })) =>
  actions.reduce(formReducer<Values>, from);
const taken = mapFailure(t, failure(422, { email: [SERVER_MESSAGES.isEmailTaken], username: [SERVER_MESSAGES.isUsernameTaken] }));

test('a failed submit sets the field errors and the SPEC §8 form error keys, and ends the submit', () => {
  const s = run([{ type: 'submit' }, { type: 'failure', errors: taken.errors, serverErrors: taken.serverErrors }]);
  expect(s.submitting).toBe(false);
  expect(s.errors).toEqual({ email: t('validation.isEmailTaken'), username: t('validation.isUsernameTaken') });
  expect(s.flags).toEqual({
    isEmailTaken: true,
    isEmailInvalid: false,
    isPhoneInvalid: false,
    isBothContactsPrivate: false,
    isUsernameTaken: true,
  });
  expect(s.shown).toBe(1);
});

test("editing a field clears that field's error and key at once, and only that field's", () => {
  const failed = run([{ type: 'submit' }, { type: 'failure', errors: { ...taken.errors, _: 'alert' }, serverErrors: taken.serverErrors }]);
  const s = run([{ type: 'change', field: 'email', value: 'new@example.com' }], failed);
  expect(s.values.email).toBe('new@example.com');
  expect(s.errors).toEqual({ username: t('validation.isUsernameTaken'), _: 'alert' });
  expect(s.flags.isEmailTaken).toBe(false);
  expect(s.flags.isUsernameTaken).toBe(true);
  expect(s.shown).toBe(failed.shown);
  // An edit of a field without an error keeps the errors object (nothing re-renders for it).
  expect(run([{ type: 'change', field: 'terms', value: true }], s).errors).toBe(s.errors);
});

test('dotted server fields are cleared by their first segment', () => {
  const failed = run([{ type: 'failure', errors: { captcha: 'odd' }, serverErrors: { 'captcha.solution': ['odd'] } }]);
  expect(run([{ type: 'change', field: 'email', value: 'x' }], failed).errors).toEqual({ captcha: 'odd' });
  const cleared = formReducer(failed as unknown as FormState<{ captcha: string }>, { type: 'change', field: 'captcha', value: 'y' });
  expect(cleared.errors).toEqual({});
  expect(cleared.serverErrors).toEqual({});
});

test('local errors and success replace the errors; reset starts over', () => {
  const failed = run([{ type: 'submit' }, { type: 'failure', errors: taken.errors, serverErrors: taken.serverErrors }]);
  const local = run([{ type: 'errors', errors: { terms: 'Accept' } }], failed);
  expect(local.errors).toEqual({ terms: 'Accept' });
  expect(local.flags.isEmailTaken).toBe(false);
  expect(local.shown).toBe(2);
  const ok = run([{ type: 'submit' }, { type: 'success' }], failed);
  expect([ok.submitting, ok.errors, ok.serverErrors, ok.flags.isEmailTaken]).toEqual([false, {}, {}, false]);
  expect(ok.values).toEqual(failed.values);
  expect(run([{ type: 'reset', values: { email: 'a', username: 'b', terms: true } }], failed)).toEqual(
    initialFormState({ email: 'a', username: 'b', terms: true }),
  );
});

test('a submit marks the form as submitting until its answer', () => {
  const s = run([{ type: 'submit' }]);
  expect(s.submitting).toBe(true);
  expect(run([{ type: 'errors', errors: {} }], s).submitting).toBe(false);
});
