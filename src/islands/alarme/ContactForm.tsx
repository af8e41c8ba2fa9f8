/**
 * Add or edit an emergency contact: a name and a phone and/or an e-mail. A national phone number
 * gets the region's dial code; a new or changed address is confirmed by the contact again.
 */
import type { EmergencyContact } from '../../lib/api/alarme.ts';
import { addContact, updateContact } from '../../lib/api/client/alarme.ts';
import { useApp } from '../app/context.ts';
import { DIAL_CODES } from '../auth/ContactFields.tsx';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { checkContact, contactBody, type ContactValues } from './checks.ts';
import { formButton } from './classes.ts';
import { alarmeErrors } from './errors.ts';

interface Props {
  /** The contact edited; a new one without it. */
  contact?: EmergencyContact;
  onSaved: (contact: EmergencyContact) => void;
  onCancel: () => void;
}

/** The form. */
export default function ContactForm({ contact, onSaved, onCancel }: Props) {
  const t = useT('alarme');
  const { region } = useApp();
  const dial = DIAL_CODES[region.code];
  const headingId = contact ? `contact-form-${contact.id}` : 'contact-form-new';
  const form = useApiForm({
    initial: { name: contact?.name ?? '', phone: contact?.phone ?? '', email: contact?.email ?? '' } satisfies ContactValues,
    validate: (v) => checkContact(v, dial, t),
    submit: (v) => (contact ? updateContact(contact.id, contactBody(v, dial)) : addContact(contactBody(v, dial))),
    onFailure: (failure) => alarmeErrors(t, failure),
    onSuccess: ({ results }) => onSaved(results),
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-gray-300 p-4 sm:grid-cols-2"
    >
      <h3 id={headingId} className="font-bold sm:col-span-2">
        {contact ? t('alarme.contacts.editHeading', { name: contact.name }) : t('alarme.contacts.addHeading')}
      </h3>
      <FormAlert message={form.errors._} />
      <TextField className="sm:col-span-2" label={t('alarme.contacts.name')} autoComplete="off" maxLength={80} {...form.text('name')} />
      <TextField
        label={t('alarme.contacts.phone')}
        type="tel"
        autoComplete="off"
        placeholder={`${dial} …`}
        hint={t('alarme.contacts.phoneHint', { dial })}
        {...form.text('phone')}
      />
      <TextField label={t('alarme.contacts.email')} type="email" autoComplete="off" {...form.text('email')} />
      <p className="text-sm text-ink-muted sm:col-span-2">{t('alarme.contacts.confirmHint')}</p>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
        <SubmitButton busy={form.submitting} className={formButton}>
          {t('alarme.contacts.save')}
        </SubmitButton>
        <button type="button" className={`${secondaryButton} min-h-12`} onClick={onCancel}>
          {t('alarme.cancel')}
        </button>
      </div>
    </form>
  );
}
