/** /admin/audit/: the append-only audit log of admin actions, newest first, paged (canViewAuditLog). */
import { getAuditLog } from '../../lib/api/client/moderation.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import { usePaged } from './usePaged.ts';
import { useWhen } from './useWhen.ts';

const cell = 'border-b border-gray-200 px-2 py-1 text-left align-top';

function Audit() {
  const t = useT('admin');
  const when = useWhen();
  const list = usePaged(getAuditLog);
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-semibold">
        {t('moderation.audit.heading')}
      </h2>
      <p className="text-sm">{t('moderation.audit.intro')}</p>
      <FormAlert message={list.error} />
      {!list.busy && !list.error && list.rows.length === 0 && <p>{t('moderation.audit.empty')}</p>}
      {list.rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                {(['id', 'time', 'actor', 'action', 'target', 'reason', 'hash'] as const).map((c) => (
                  <th key={c} scope="col" className={cell}>
                    {t(`moderation.audit.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((e) => (
                <tr key={e.id}>
                  <td className={cell}>{e.id}</td>
                  <td className={cell}>{when(e.at)}</td>
                  <td className={cell}>{e.actorName ?? e.actorId}</td>
                  <td className={cell}>{e.action}</td>
                  <td className={cell}>
                    {e.targetType} {e.targetId ?? ''}
                  </td>
                  <td className={cell}>{e.reason ?? '–'}</td>
                  <td className={`${cell} font-mono`} title={e.hash}>
                    {e.hash.slice(0, 12)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} />
    </section>
  );
}

export default function AdminAuditPage() {
  return (
    <AdminFrame permission="canViewAuditLog">
      <Audit />
    </AdminFrame>
  );
}
