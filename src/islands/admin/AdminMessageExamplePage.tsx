/**
 * /admin/message-example/ (canViewAdminMessageExample): the message an admin sends a user about a
 * decision, the statement-of-reasons template, filled with example values in the active locale.
 */
import { useState } from 'react';
import { REASON_CODES, RESTRICTION_KINDS, type ReasonCode, type RestrictionKind } from '../../lib/api/moderation-codes.ts';
import { SelectField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';

function Example() {
  const t = useT('admin', 'account');
  const [kind, setKind] = useState<RestrictionKind>('quarantine');
  const [code, setCode] = useState<ReasonCode>('fake_profile');
  const vars = {
    name: 'Lena',
    decision: t(`appeal.kind.${kind}`),
    reason: t(`moderation.reason.${code}`),
    details: t('moderation.example.details'),
  };
  return (
    <section aria-labelledby="message-example" className="space-y-4">
      <h2 id="message-example" className="text-xl font-semibold">
        {t('moderation.example.heading')}
      </h2>
      <p className="text-sm">{t('moderation.example.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('moderation.example.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as RestrictionKind)}
          options={RESTRICTION_KINDS.map((k) => ({ value: k, label: t(`appeal.kind.${k}`) }))}
        />
        <SelectField
          label={t('moderation.statement.code')}
          value={code}
          onChange={(e) => setCode(e.target.value as ReasonCode)}
          options={REASON_CODES.map((c) => ({ value: c, label: t(`moderation.reason.${c}`) }))}
        />
      </div>
      <article aria-label={t('moderation.example.message')} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
        <p>{t('moderation.example.greeting', vars)}</p>
        <p>{t('moderation.example.decision', vars)}</p>
        <p>{t('moderation.example.reason', vars)}</p>
        <p>{t('moderation.example.appeal')}</p>
        <p>{t('moderation.example.signature')}</p>
      </article>
    </section>
  );
}

export default function AdminMessageExamplePage() {
  return (
    <AdminFrame permission="canViewAdminMessageExample">
      <Example />
    </AdminFrame>
  );
}
