/** "A message to your contacts": sent to every confirmed contact by SMS and/or e-mail. */
import { useState } from 'react';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import { messageContacts } from '../../lib/api/client/alarme.ts';
import { FormAlert, SubmitButton, TextareaField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { card, formButton } from './classes.ts';
import { alarmeErrors } from './errors.ts';

/** The section. */
export default function MessageSection() {
  const t = useT('alarme');
  const [sent, setSent] = useState<string>();
  const form = useApiForm({
    initial: { text: '' },
    validate: (v): Record<string, string> => (v.text.trim() ? {} : { text: t('alarme.error.message') }),
    submit: (v) => messageContacts({ text: v.text.trim() }),
    onFailure: (failure) => alarmeErrors(t, failure),
    onSuccess: ({ results }, { reset }) => {
      reset();
      setSent(t('alarme.note.sent', { count: results.sentTo }));
    },
  });
  return (
    <section aria-labelledby="alarme-note" className={card}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-3">
        <h2 id="alarme-note" className="text-lg font-bold">
          {t('alarme.note.heading')}
        </h2>
        <p className="text-sm">{t('alarme.note.intro')}</p>
        <FormAlert message={form.errors._} />
        <FormAlert tone="info" message={sent} />
        <TextareaField
          label={t('alarme.note.text')}
          rows={3}
          maxLength={ALARME_LIMITS.text}
          {...form.text('text')}
          onChange={(e) => {
            setSent(undefined);
            form.set('text', e.target.value);
          }}
        />
        <SubmitButton busy={form.submitting} className={formButton}>
          {t('alarme.note.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
