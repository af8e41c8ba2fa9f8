/** /admin/reports/: reports from the public report form, open ones first, with the profile beside; resolve with a note. */
import { useStore } from '../ui/useStore.ts';
import { useCallback, useState } from 'react';
import { getReports, resolveReport } from '../../lib/api/client/moderation.ts';
import type { AdminReport } from '../../lib/api/moderation.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import ProfileSummary from './ProfileSummary.tsx';
import { usePaged } from './usePaged.ts';
import { useWhen } from './useWhen.ts';

function ResolveForm({ id, done }: { id: number; done: () => void }) {
  const t = useT('admin');
  const form = useApiForm({
    initial: { note: '' },
    validate: (v): FormErrors => (v.note.trim() ? {} : { note: t('moderation.reports.noteMissing') }),
    submit: (v) => resolveReport(id, v.note.trim()),
    onSuccess: () => {
      showSuccess();
      done();
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="flex flex-wrap items-end gap-2">
      <FormAlert message={form.errors._} />
      <TextField label={t('moderation.reports.note')} className="min-w-60 flex-1" {...form.text('note')} />
      <SubmitButton busy={form.submitting}>{t('moderation.reports.resolve')}</SubmitButton>
    </form>
  );
}

function Report({ report, write, done }: { report: AdminReport; write: boolean; done: () => void }) {
  const t = useT('admin');
  const when = useWhen();
  return (
    <li className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm md:grid-cols-2" data-report-id={report.id}>
      <div className="space-y-1 text-sm">
        <p className="font-semibold">
          {t('moderation.reports.reason')}: {report.reason}
        </p>
        {report.message && <p>{report.message}</p>}
        {report.contactEmail && <p>{report.contactEmail}</p>}
        <p className="text-ink-muted">{when(report.createdAt)}</p>
        {report.resolutionNote && (
          <p>
            {t('moderation.reports.resolved')}: {report.resolutionNote}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <ProfileSummary profile={report.profile} />
        {write && !report.resolvedAt && <ResolveForm id={report.id} done={done} />}
      </div>
    </li>
  );
}

function Reports() {
  const t = useT('admin');
  const user = useStore($user);
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const load = useCallback((page: number) => getReports({ page, status }), [status]);
  const list = usePaged(load);
  const write = can(user?.roles ?? [], 'canModerateWrite');
  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <h2 id="reports-heading" className="text-xl font-semibold">
        {t('moderation.reports.heading')}
      </h2>
      <SelectField
        label={t('moderation.reports.status')}
        className="max-w-xs"
        value={status}
        onChange={(e) => setStatus(e.target.value as 'open' | 'resolved')}
        options={[
          { value: 'open', label: t('moderation.reports.open') },
          { value: 'resolved', label: t('moderation.reports.resolved') },
        ]}
      />
      <FormAlert message={list.error} />
      {!list.busy && !list.error && list.rows.length === 0 && <p>{t('moderation.reports.empty')}</p>}
      <ul className="space-y-4">
        {list.rows.map((r) => (
          <Report key={r.id} report={r} write={write} done={list.reload} />
        ))}
      </ul>
      <Pager list={list} />
    </section>
  );
}

export default function AdminReportsPage() {
  return (
    <AdminFrame permission="canModerate">
      <Reports />
    </AdminFrame>
  );
}
