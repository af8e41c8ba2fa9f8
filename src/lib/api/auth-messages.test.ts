import { expect, test } from 'vitest';
import { dictionaries } from '../../../i18n/index.ts';
import { LOCALES } from '../../../regions/constants.ts';
import { AUTH_MESSAGES, FORM_ERROR_I18N, messageKey } from './auth-messages.ts';
import { SERVER_MESSAGES } from './form-errors.ts';

test('it maps every account message to a key every dictionary has', () => {
  for (const message of Object.values(AUTH_MESSAGES)) {
    const key = messageKey(message);
    expect(key, message).toMatch(/^validation\./);
    for (const locale of LOCALES) expect((dictionaries[locale] as Record<string, string>)[key!], `${locale} ${key}`).toBeTruthy();
  }
});

test('it maps the SPEC §5 messages to the texts of their form error keys', () => {
  for (const [formKey, message] of Object.entries(SERVER_MESSAGES)) {
    expect(messageKey(message)).toBe(FORM_ERROR_I18N[formKey as keyof typeof FORM_ERROR_I18N]);
    expect(messageKey(` ${message.replace(/\.$/, '')} `)).toBe(FORM_ERROR_I18N[formKey as keyof typeof FORM_ERROR_I18N]);
  }
});

test('it knows nothing of other messages', () => {
  expect(messageKey('The given data was invalid.')).toBeUndefined();
});
