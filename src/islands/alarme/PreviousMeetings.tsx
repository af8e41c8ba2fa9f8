/**
 * Closed meetings, newest first, collapsed until opened (fetched then). Details of safe and
 * cancelled meetings are deleted after ALARME_LIMITS.retentionDays, which the list says.
 */
import { useState } from 'react';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import type { Meeting } from '../../lib/api/alarme.ts';
import { getPreviousMeetings } from '../../lib/api/client/alarme.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { card } from './classes.ts';

interface Props {
  /** The loaded list (undefined until the section is opened); meetings closed on this page join it. */
  previous: Meeting[] | undefined;
  onLoaded: (meetings: Meeting[]) => void;
}

/** The collapsed section. */
export default function PreviousMeetings({ previous, onLoaded }: Props) {
  const t = useT('alarme');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [failed, setFailed] = useState(false);

  const open = (isOpen: boolean) => {
    if (!isOpen || previous) return;
    setFailed(false);
    void getPreviousMeetings().then((res) => (res.data ? onLoaded(res.data.results) : setFailed(true)));
  };

  return (
    <details className={card} onToggle={(e) => open(e.currentTarget.open)}>
      <summary className="flex min-h-12 cursor-pointer items-center text-lg font-bold">{t('alarme.previous.heading')}</summary>
      <div className="mt-3 space-y-3">
        <p className="text-sm text-ink-muted">{t('alarme.previous.retention', { days: ALARME_LIMITS.retentionDays })}</p>
        {failed ? (
          <p role="alert">{t('alarme.loadFailed')}</p>
        ) : previous === undefined ? (
          <p role="status">{t('alarme.loading')}</p>
        ) : previous.length === 0 ? (
          <p>{t('alarme.previous.empty')}</p>
        ) : (
          <ul className="divide-y divide-gray-200" data-testid="previous-meetings">
            {previous.map((m) => (
              <li key={m.id} className="py-2">
                <p className="font-semibold break-words">{m.place}</p>
                <p className="text-sm text-ink-muted">
                  {formatDate(m.startsAt, tag, { dateStyle: 'medium', timeStyle: 'short' })} · {t(`alarme.status.${m.status}`)}
                  {m.alertReason ? ` · ${t(`alarme.reason.${m.alertReason}`)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
