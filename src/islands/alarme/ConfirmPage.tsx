/**
 * /emergency/confirm/ (public, no account): a trusted contact confirms being an escort's emergency
 * contact, by the link (`#<token>`, read once and taken off the address bar) or by the contact
 * number and the 6-digit code of the SMS.
 */
import { useEffect, useRef, useState } from 'react';
import { confirmContact } from '../../lib/api/client/alarme.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { formButton } from './classes.ts';
import { checkCode, codeBody } from './confirm-code.ts';
import { alarmeErrors, type AlarmeTranslate } from './errors.ts';
import { dropFragment, tokenFromHash } from './fragment.ts';

/** The page. */
export default function ConfirmPage() {
  const t = useT('alarme');
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [confirmedFor, setConfirmedFor] = useState<string>();
  const [linkFailed, setLinkFailed] = useState(false);
  // The link is used once per page load, even when the component renders again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dropFragment(window);
    if (!token) return;
    void confirmContact({ token }).then((res) => (res.data ? setConfirmedFor(res.data.results.escortName) : setLinkFailed(true)));
  }, [token]);

  if (confirmedFor !== undefined) return <Confirmed name={confirmedFor} t={t} />;
  if (token && !linkFailed) return <p role="status">{t('alarme.confirm.checking')}</p>;
  return (
    <div className="mx-auto max-w-md space-y-4">
      {linkFailed && <p role="alert">{t('alarme.confirm.failed')}</p>}
      <CodeForm onConfirmed={setConfirmedFor} />
    </div>
  );
}

function Confirmed({ name, t }: { name: string; t: AlarmeTranslate }) {
  return (
    <div className="mx-auto max-w-md space-y-3" role="status">
      <p className="text-xl font-bold">{t('alarme.confirm.done', { name })}</p>
      <p>{t('alarme.confirm.doneText', { name })}</p>
    </div>
  );
}

/** The contact number and code of the SMS. */
function CodeForm({ onConfirmed }: { onConfirmed: (name: string) => void }) {
  const t = useT('alarme');
  const form = useApiForm({
    initial: { contactId: '', code: '' },
    validate: (v) => checkCode(v, t),
    submit: (v) => confirmContact(codeBody(v)),
    onFailure: (failure) => alarmeErrors(t, failure),
    onSuccess: ({ results }) => onConfirmed(results.escortName),
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="confirm-code"
    >
      <h2 id="confirm-code" className="text-lg font-bold">
        {t('alarme.confirm.heading')}
      </h2>
      <p>{t('alarme.confirm.intro')}</p>
      <FormAlert message={form.errors._} />
      <TextField label={t('alarme.confirm.contactId')} inputMode="numeric" autoComplete="off" {...form.text('contactId')} />
      <TextField label={t('alarme.confirm.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.text('code')} />
      <SubmitButton busy={form.submitting} className={formButton}>
        {t('alarme.confirm.submit')}
      </SubmitButton>
    </form>
  );
}
