/**
 * The signed-in user's restrictions (quarantine, unpublishing, photo or review removal, account
 * quarantine), each with its statement of reasons, and one appeal per decision; the outcome shows
 * once another admin has decided. Renders nothing while there are none.
 */
import { useEffect, useState } from 'react';
import { appealRestriction, getMyRestrictions } from '../../lib/api/client/moderation.ts';
import type { Restriction } from '../../lib/api/moderation.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { FormAlert, SubmitButton, TextareaField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

function AppealForm({ id, done }: { id: number; done: (r: Restriction) => void }) {
  const t = useT('account');
  const form = useApiForm({
    initial: { text: '' },
    validate: (v): FormErrors => (v.text.trim().length < 10 ? { text: t('appeal.tooShort') } : {}),
    submit: (v) => appealRestriction(id, v.text.trim()),
    onSuccess: (res) => {
      showSuccess();
      done(res.results);
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-2">
      <FormAlert message={form.errors._} />
      <TextareaField label={t('appeal.text')} hint={t('appeal.hint')} rows={3} {...form.text('text')} />
      <SubmitButton busy={form.submitting}>{t('appeal.submit')}</SubmitButton>
    </form>
  );
}

export default function Restrictions() {
  const t = useT('account', 'admin');
  const { locale, region } = useApp();
  const [rows, setRows] = useState<Restriction[]>([]);
  useEffect(() => {
    void getMyRestrictions().then((res) => res.data && setRows(res.data.results));
  }, []);
  if (rows.length === 0) return null;
  const when = (iso: string) => formatDate(iso, localeTag(locale, region.code), { dateStyle: 'long' });
  const replace = (r: Restriction) => setRows((all) => all.map((x) => (x.id === r.id ? r : x)));
  return (
    <section aria-labelledby="account-restrictions" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="account-restrictions" className="text-xl font-bold">
        {t('appeal.heading')}
      </h2>
      <p className="text-sm">{t('appeal.intro')}</p>
      <ul className="space-y-4">
        {rows.map((r) => (
          <li key={r.id} className="space-y-2 border-t border-gray-200 pt-3" data-restriction-id={r.id}>
            <p className="font-semibold">
              {t(`appeal.kind.${r.kind}`)} · {when(r.decidedAt)}
            </p>
            <p className="text-sm">
              {t('appeal.reason')}: {t(`moderation.reason.${r.reasonCode}`)}. {r.reasonText}
            </p>
            {r.appeal === null && <AppealForm id={r.id} done={replace} />}
            {r.appeal && !r.appeal.outcome && <p className="text-sm">{t('appeal.pending', { when: when(r.appeal.at) })}</p>}
            {r.appeal?.outcome && (
              <p className="text-sm">
                {t(r.appeal.outcome === 'reversed' ? 'appeal.reversed' : 'appeal.upheld')} {r.appeal.note}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
