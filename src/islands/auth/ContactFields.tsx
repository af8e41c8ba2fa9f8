/**
 * E-mail or phone: a choice of the two and the matching input. The phone is typed with its
 * country code (the region's code is the placeholder).
 */
import { useState } from 'react';
import type { RegionCode } from '../../../regions/constants.ts';
import { isEmail, isPhone } from '../../lib/identity.ts';
import { TextField, type FieldErrors, type Translate } from './forms.tsx';

export type ContactKind = 'email' | 'phone';

/** Dialling code of each edition's country, for the placeholder. */
export const DIAL_CODES: Record<RegionCode, string> = { de: '+49', at: '+43', uk: '+44', au: '+61', it: '+39' };

/**
 * The state behind <ContactFields> for a form: the chosen kind and both inputs, the local format
 * check, the request's contact field and the props to spread on <ContactFields>. `onKindChange`
 * runs when the visitor switches between e-mail and phone (forms clear their errors).
 */
export function useContact(onKindChange: () => void) {
  const [kind, setKind] = useState<ContactKind>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  return {
    kind,
    email,
    phone,
    /** The format error of the chosen contact, as field errors (empty when it looks right). */
    check(t: Translate): FieldErrors {
      if (kind === 'email') return isEmail(email) ? {} : { email: t('validation.isEmailInvalid') };
      return isPhone(phone) ? {} : { phone: t('validation.isPhoneInvalid') };
    },
    /** The request's contact field. */
    value(): { email: string } | { phone: string } {
      return kind === 'email' ? { email } : { phone };
    },
    /** Props for <ContactFields>. */
    fields: {
      kind,
      email,
      phone,
      onKind: (k: ContactKind) => {
        setKind(k);
        onKindChange();
      },
      onEmail: setEmail,
      onPhone: setPhone,
    },
  };
}

interface Props {
  t: Translate;
  region: RegionCode;
  kind: ContactKind;
  onKind: (kind: ContactKind) => void;
  email: string;
  phone: string;
  onEmail: (v: string) => void;
  onPhone: (v: string) => void;
  errors: { email?: string; phone?: string };
  /** "username" for login forms (password managers), "email"/"tel" for new accounts. */
  purpose: 'login' | 'new';
}

/** The contact choice and input. */
export default function ContactFields({ t, region, kind, onKind, email, phone, onEmail, onPhone, errors, purpose }: Props) {
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
          error={errors.email}
          onChange={(e) => onEmail(e.target.value)}
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
          error={errors.phone}
          hint={t('auth.field.phoneHint')}
          onChange={(e) => onPhone(e.target.value)}
        />
      )}
    </div>
  );
}
