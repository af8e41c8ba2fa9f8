/** /manager/contact-details/: the manager's own business contact (GET/PUT /manager/contact-details/). */
import { useEffect, useState } from 'react';
import { getContactDetails, saveContactDetails } from '../../lib/api/client/manager.ts';
import type { ContactDetails } from '../../lib/api/manager.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

type Values = { [K in keyof ContactDetails]: string };

const FIELDS = ['companyName', 'phone', 'email', 'street', 'postcode', 'city', 'country'] as const;

/** The saved details as form values (null → ""). */
function valuesOf(d: ContactDetails): Values {
  return Object.fromEntries(FIELDS.map((f) => [f, d[f] ?? ''])) as Values;
}

function ContactForm({ saved }: { saved: ContactDetails }) {
  const t = useT('manager');
  const form = useApiForm({
    initial: valuesOf(saved),
    submit: (v: Values) => saveContactDetails(v),
    onSuccess: (data, f) => {
      f.reset(valuesOf(data.results));
      showSuccess();
    },
  });
  const types: Partial<Record<(typeof FIELDS)[number], { type: string; autoComplete: string }>> = {
    phone: { type: 'tel', autoComplete: 'tel' },
    email: { type: 'email', autoComplete: 'email' },
    companyName: { type: 'text', autoComplete: 'organization' },
    street: { type: 'text', autoComplete: 'street-address' },
    postcode: { type: 'text', autoComplete: 'postal-code' },
    city: { type: 'text', autoComplete: 'address-level2' },
    country: { type: 'text', autoComplete: 'country-name' },
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="max-w-2xl space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <p className="text-sm text-ink-muted">{t('manager.contact.intro')}</p>
      <FormAlert message={form.errors._} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField key={f} label={t(`manager.contact.${f}`)} {...types[f]} {...form.text(f)} />
        ))}
      </div>
      <SubmitButton busy={form.submitting}>{t('manager.contact.save')}</SubmitButton>
    </form>
  );
}

export default function ContactDetailsPage() {
  const t = useT('manager');
  const [saved, setSaved] = useState<ContactDetails>();
  useEffect(() => {
    void getContactDetails().then((res) => (res.data ? setSaved(res.data.results) : showError()));
  }, []);
  if (!saved)
    return (
      <p role="status" className="text-ink-muted">
        {t('manager.loading')}
      </p>
    );
  return <ContactForm saved={saved} />;
}
