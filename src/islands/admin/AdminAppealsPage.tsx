/**
 * /admin/appeals/: appeals against restrictions, open ones first. Another admin than the one who
 * decided upholds or reverses each with a note (the server refuses the deciding admin); the user
 * sees the outcome on their account page.
 */
import { useStore } from '../ui/useStore.ts';
import { useCallback, useState } from 'react';
import { decideAppeal, getAppeals } from '../../lib/api/client/moderation.ts';
import type { AdminAppeal, AppealOutcome } from '../../lib/api/moderation.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { FormAlert, SelectField, SubmitButton, TextareaField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import { usePaged } from './usePaged.ts';
import { useWhen } from './useWhen.ts';

function Decide({ appeal, done }: { appeal: AdminAppeal; done: () => void }) {
  const t = useT('admin');
  const form = useApiForm({
    initial: { outcome: 'upheld', note: '' },
    validate: (v): FormErrors => (v.note.trim().length < 3 ? { note: t('moderation.statement.tooShort') } : {}),
    submit: (v) => decideAppeal(appeal.id, { outcome: v.outcome as AppealOutcome, note: v.note.trim() }),
    onSuccess: () => {
      showSuccess();
      done();
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-2">
      <FormAlert message={form.errors._} />
      <SelectField
        label={t('moderation.appeals.outcome')}
        options={[
          { value: 'upheld', label: t('moderation.appeals.upheld') },
          { value: 'reversed', label: t('moderation.appeals.reversed') },
        ]}
        {...form.text('outcome')}
      />
      <TextareaField label={t('moderation.appeals.note')} rows={2} {...form.text('note')} />
      <SubmitButton busy={form.submitting}>{t('moderation.appeals.decide')}</SubmitButton>
    </form>
  );
}

function Appeals() {
  const t = useT('admin');
  const when = useWhen();
  const user = useStore($user);
  const [status, setStatus] = useState<'open' | 'decided'>('open');
  const load = useCallback((page: number) => getAppeals({ page, status }), [status]);
  const list = usePaged(load);
  const write = can(user?.roles ?? [], 'canModerateWrite');
  return (
    <section aria-labelledby="appeals-heading" className="space-y-4">
      <h2 id="appeals-heading" className="text-xl font-semibold">
        {t('moderation.appeals.heading')}
      </h2>
      <SelectField
        label={t('moderation.appeals.status')}
        className="max-w-xs"
        value={status}
        onChange={(e) => setStatus(e.target.value as 'open' | 'decided')}
        options={[
          { value: 'open', label: t('moderation.appeals.open') },
          { value: 'decided', label: t('moderation.appeals.decided') },
        ]}
      />
      <FormAlert message={list.error} />
      {!list.busy && !list.error && list.rows.length === 0 && <p>{t('moderation.appeals.empty')}</p>}
      <ul className="space-y-3">
        {list.rows.map((a) => (
          <li key={a.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
            <p className="text-sm">
              <span className="font-semibold">{t(`moderation.kind.${a.kind}`)}</span> · {a.username} #{a.userId} · {when(a.decidedAt)} ·{' '}
              {t('moderation.appeals.decidedBy', { name: a.decidedByName ?? String(a.decidedBy) })}
            </p>
            <p className="text-sm">
              {t(`moderation.reason.${a.reasonCode}`)}: {a.reasonText}
            </p>
            {a.appeal && <blockquote className="border-l-4 border-gray-300 pl-3">{a.appeal.text}</blockquote>}
            {a.appeal?.outcome && (
              <p className="text-sm">
                {t(`moderation.appeals.${a.appeal.outcome}`)}: {a.appeal.note}
              </p>
            )}
            {write && !a.appeal?.outcome && user?.id !== a.decidedBy && <Decide appeal={a} done={list.reload} />}
            {write && !a.appeal?.outcome && user?.id === a.decidedBy && <p className="text-sm">{t('moderation.appeals.notYours')}</p>}
          </li>
        ))}
      </ul>
      <Pager list={list} />
    </section>
  );
}

export default function AdminAppealsPage() {
  return (
    <AdminFrame permission="canModerate">
      <Appeals />
    </AdminFrame>
  );
}
