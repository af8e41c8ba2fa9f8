/**
 * /admin/payments/: every transaction, newest first, by status and by order reference or username;
 * support reads, admins with canAdminWrite refund a paid purchase after confirming.
 */
import { useStore } from '../ui/useStore.ts';
import { useCallback, useState } from 'react';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../../lib/api/billing-codes.ts';
import { getAdminTransactions } from '../../lib/api/client/admin-payments.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { primaryButton } from '../ui/classes.ts';
import { FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import PaymentRow, { type RefundOutcome } from './PaymentRow.tsx';
import { usePaged } from './usePaged.ts';

function Payments() {
  const t = useT('admin');
  const user = useStore($user);
  const mayRefund = can(user?.roles ?? [], 'canAdminWrite');
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [outcome, setOutcome] = useState<RefundOutcome>();
  const load = useCallback((page: number) => getAdminTransactions({ page, status, q }), [status, q]);
  const list = usePaged(load);
  // A new filter starts again at its first page.
  const filter = (next: { status?: TransactionStatus | ''; q?: string }) => {
    if (next.status !== undefined) setStatus(next.status);
    if (next.q !== undefined) setQ(next.q);
    setOutcome(undefined);
    list.setPage(1);
  };
  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <h2 id="payments-heading" className="text-xl font-semibold">
        {t('admin.payments.heading')}
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          filter({ q: typed.trim() });
        }}
      >
        <SelectField
          label={t('admin.payments.filter.status')}
          className="max-w-xs"
          value={status}
          onChange={(e) => filter({ status: e.target.value as TransactionStatus | '' })}
          options={[
            { value: '', label: t('admin.payments.filter.all') },
            ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`admin.payments.status.${s}`) })),
          ]}
        />
        <TextField
          label={t('admin.payments.filter.query')}
          hint={t('admin.payments.filter.queryHint')}
          className="min-w-60 flex-1"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SubmitButton busy={list.busy} className={`${primaryButton} sm:w-auto`}>
          {t('admin.payments.filter.search')}
        </SubmitButton>
      </form>
      {outcome && <FormAlert tone={outcome.tone} message={outcome.message} />}
      <FormAlert message={list.error} />
      {!list.busy && !list.error && list.rows.length === 0 && <p>{t('admin.payments.empty')}</p>}
      <ul className="space-y-3">
        {list.rows.map((txn) => (
          <PaymentRow
            key={txn.id}
            txn={txn}
            mayRefund={mayRefund}
            done={(o) => {
              setOutcome(o);
              list.reload();
            }}
          />
        ))}
      </ul>
      <Pager list={list} />
    </section>
  );
}

export default function AdminPaymentsPage() {
  return (
    <AdminFrame permission="canModerate">
      <Payments />
    </AdminFrame>
  );
}
