/**
 * E-mail or phone: a choice of the two and the matching input. The phone is typed with its
 * country code (the region's code is the placeholder).
 */
import type { RegionCode } from '../../../regions/constants.ts';
import { isEmail, isPhone } from '../../lib/identity.ts';
import { TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import type { ApiForm } from '../ui/useApiForm.ts';
import type { Translate } from '../ui/useT.ts';

export type ContactKind = 'email' | 'phone';

/** Dialling code of each edition's country, for the placeholder. */
export const DIAL_CODES: Record<RegionCode, string> = { de: '+49', at: '+43', uk: '+44', au: '+61', it: '+39' };

/** The contact part of a form's values: the chosen kind and both inputs. */
export interface ContactValues {
  kind: ContactKind;
  email: string;
  phone: string;
}

/** A form's contact values before the visitor typed anything. */
export const NO_CONTACT: ContactValues = { kind: 'email', email: '', phone: '' };

/** The format error of the chosen contact, as field errors (empty when it looks right). */
export function checkContact(v: ContactValues, t: Translate<'validation.isEmailInvalid' | 'validation.isPhoneInvalid'>): FormErrors {
  if (v.kind === 'email') return isEmail(v.email) ? {} : { email: t('validation.isEmailInvalid') };
  return isPhone(v.phone) ? {} : { phone: t('validation.isPhoneInvalid') };
}

/** The request's contact field. */
export function contactValue(v: ContactValues): { email: string } | { phone: string } {
  return v.kind === 'email' ? { email: v.email } : { phone: v.phone };
}

interface Props {
  t: Translate<
    'auth.contact.legend' | 'auth.contact.email' | 'auth.contact.phone' | 'auth.field.email' | 'auth.field.phone' | 'auth.field.phoneHint'
  >;
  region: RegionCode;
  /** The form holding the contact values; switching between e-mail and phone clears its errors. */
  form: Pick<ApiForm<ContactValues>, 'values' | 'errors' | 'set' | 'setErrors'>;
  /** "username" for login forms (password managers), "email"/"tel" for new accounts. */
  purpose: 'login' | 'new';
}

/** The contact choice and input. */
export default function ContactFields({ t, region, form, purpose }: Props) {
  const { kind, email, phone } = form.values;
  const onKind = (k: ContactKind) => {
    form.set('kind', k);
    form.setErrors({});
  };
  const option =
    'relative flex-1 rounded-full px-3 py-1.5 text-center text-sm font-semibold has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('auth.contact.legend')}</legend>
        <div className="flex gap-1 rounded-full border border-gray-400 p-1">
          {(['email', 'phone'] as const).map((k) => (
            <label key={k} className={option}>
              <input
                type="radio"
                name="contact-kind"
                value={k}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-transparent focus:outline-none"
                checked={kind === k}
                onChange={() => onKind(k)}
              />
              {t(`auth.contact.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'email' ? (
        <TextField
          label={t('auth.field.email')}
          type="email"
          inputMode="email"
          autoComplete={purpose === 'login' ? 'username' : 'email'}
          autoCapitalize="off"
          spellCheck={false}
          required
          value={email}
          error={form.errors.email}
          onChange={(e) => form.set('email', e.target.value)}
        />
      ) : (
        <TextField
          label={t('auth.field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete={purpose === 'login' ? 'username' : 'tel'}
          placeholder={`${DIAL_CODES[region]} …`}
          required
          value={phone}
          error={form.errors.phone}
          hint={t('auth.field.phoneHint')}
          onChange={(e) => form.set('phone', e.target.value)}
        />
      )}
    </div>
  );
}
