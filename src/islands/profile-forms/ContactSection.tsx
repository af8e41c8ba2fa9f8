/**
 * Contact (SPEC §3 "Onboarding user information"): phone with its dial code (GET /country-codes/
 * via the resources), phone private, WhatsApp, contact e-mail and private, Telegram.
 */
import type { ProfileResources } from '../../lib/api/own-profile.ts';
import { CheckboxField, SelectField, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import { bindCheckbox, bindText, type SectionForm } from './section.ts';
import type { ContactValues } from './values.ts';

/** The fields of the section (for placing server errors). */
export const CONTACT_FIELDS = ['phone_country', 'phone', 'phone_private', 'phone_on_whatsapp', 'email', 'email_private', 'telegram'];

interface Props {
  form: SectionForm<ContactValues>;
  countries: ProfileResources['countryCodes'];
}

/** The contact inputs. */
export function ContactSection({ form, countries }: Props) {
  const t = useT('onboarding');
  const options = countries.map((c) => ({ value: c.code, label: `${c.flag} ${c.name} (${c.dialCode})` }));
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">{t('profileForm.contact.title')}</legend>
      <p className="text-sm text-ink-muted">{t('profileForm.contact.privateHint')}</p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <SelectField
          label={t('profileForm.contact.phoneCountry')}
          options={options}
          autoComplete="country"
          {...bindText(form, 'phone_country')}
        />
        <TextField
          label={t('profileForm.contact.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('profileForm.contact.phoneHint')}
          {...bindText(form, 'phone')}
        />
      </div>
      <CheckboxField label={t('profileForm.contact.phonePrivate')} {...bindCheckbox(form, 'phone_private')} />
      <CheckboxField label={t('profileForm.contact.whatsapp')} {...bindCheckbox(form, 'phone_on_whatsapp')} />
      <TextField
        label={t('profileForm.contact.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        {...bindText(form, 'email')}
      />
      <CheckboxField label={t('profileForm.contact.emailPrivate')} {...bindCheckbox(form, 'email_private')} />
      <TextField
        label={t('profileForm.contact.telegram')}
        autoCapitalize="off"
        spellCheck={false}
        hint={t('profileForm.contact.telegramHint')}
        {...bindText(form, 'telegram')}
      />
    </fieldset>
  );
}

/** Local checks: a phone or e-mail to reach the escort, and not both private (SPEC §5). */
export function checkContact(
  v: ContactValues,
  t: (key: 'profileForm.contact.required' | 'validation.isBothContactsPrivate') => string,
): FormErrors {
  if (!v.phone.trim() && !v.email.trim()) return { phone: t('profileForm.contact.required') };
  if (v.phone_private && v.email_private) return { email_private: t('validation.isBothContactsPrivate') };
  return {};
}
