/**
 * /admin/security/: the security event log (filter by kind, older pages on demand), the
 * impersonation log and the e-mails that could not be delivered over SMTP, read-only, for every
 * admin level (support included). The API refuses a session whose second factor is missing; the
 * page then says so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SECURITY_EVENT_TYPES,
  type ImpersonationEntry,
  type MailFailure,
  type SecurityEvent,
  type SecurityEventType,
} from '../../lib/api/admin.ts';
import { getImpersonationLog, getMailFailures, getSecurityEvents } from '../../lib/api/client/admin.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SelectField } from '../ui/fields.tsx';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';

/** Rows per page. */
const PAGE = 50;

const cell = 'border-b border-gray-200 px-2 py-1 text-left align-top';

/** One page of rows, the error of the last call, and a way to load the next (older) page. */
function usePages<T extends { id: number }>(load: (before?: number) => Promise<{ rows?: T[]; message?: string }>) {
  const [rows, setRows] = useState<T[]>([]);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const more = useCallback(
    async (reset = false) => {
      setBusy(true);
      const before = reset ? undefined : rows.at(-1)?.id;
      const res = await load(before);
      setBusy(false);
      if (!res.rows) return setError(res.message);
      setError(undefined);
      setRows((old) => (reset ? res.rows! : [...old, ...res.rows!]));
      setDone(res.rows.length < PAGE);
    },
    [load, rows],
  );
  return { rows, error, done, busy, more };
}

export default function AdminSecurityPage() {
  const { locale, region } = useApp();
  const t = useT('account');
  const tag = localeTag(locale, region.code);
  const when = (iso: string) => formatDate(iso, tag, { dateStyle: 'short', timeStyle: 'medium' });
  const [type, setType] = useState<SecurityEventType | ''>('');

  const loadEvents = useCallback(
    async (before?: number) => {
      const res = await getSecurityEvents({ limit: PAGE, before, type: type || undefined });
      return res.data ? { rows: res.data.results } : { message: messageText(t, res.message) };
    },
    [type, t],
  );
  const loadLog = useCallback(
    async (before?: number) => {
      const res = await getImpersonationLog({ limit: PAGE, before });
      return res.data ? { rows: res.data.results } : { message: messageText(t, res.message) };
    },
    [t],
  );
  const loadMail = useCallback(
    async (before?: number) => {
      const res = await getMailFailures({ limit: PAGE, before });
      return res.data ? { rows: res.data.results } : { message: messageText(t, res.message) };
    },
    [t],
  );
  const events = usePages<SecurityEvent>(loadEvents);
  const log = usePages<ImpersonationEntry>(loadLog);
  const mail = usePages<MailFailure>(loadMail);

  // The first page of each, again whenever the filter changes (the loaders change with it).
  const { more: moreEvents } = events;
  const { more: moreLog } = log;
  const { more: moreMail } = mail;
  const firstEvents = useRef(moreEvents);
  const firstLog = useRef(moreLog);
  const firstMail = useRef(moreMail);
  firstEvents.current = moreEvents;
  firstLog.current = moreLog;
  firstMail.current = moreMail;
  useEffect(() => void firstEvents.current(true), [loadEvents]);
  useEffect(() => void firstLog.current(true), [loadLog]);
  useEffect(() => void firstMail.current(true), [loadMail]);

  const typeLabel = (value: string) =>
    (SECURITY_EVENT_TYPES as readonly string[]).includes(value) ? t(`account.security.type.${value as SecurityEventType}`) : value;
  const details = (d: SecurityEvent['details']) =>
    Object.entries(d)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');

  return (
    <div className="space-y-8">
      <section aria-labelledby="security-events" className="space-y-3">
        <h2 id="security-events" className="text-xl font-semibold">
          {t('account.security.events')}
        </h2>
        <SelectField
          label={t('account.security.filter')}
          className="max-w-xs"
          value={type}
          onChange={(e) => setType(e.target.value as SecurityEventType | '')}
          options={[
            { value: '', label: t('account.security.all') },
            ...SECURITY_EVENT_TYPES.map((v) => ({ value: v, label: typeLabel(v) })),
          ]}
        />
        <FormAlert message={events.error} />
        {events.rows.length === 0 && !events.error && !events.busy && <p>{t('account.security.empty')}</p>}
        {events.rows.length > 0 && (
          // Scrolls sideways on small screens; focusable so the keyboard scrolls it too.
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="security-events">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  {(['time', 'type', 'user', 'actor', 'address', 'details'] as const).map((c) => (
                    <th key={c} scope="col" className={cell}>
                      {t(`account.security.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {events.rows.map((e) => (
                  <tr key={e.id}>
                    <td className={cell}>{when(e.createdAt)}</td>
                    <td className={cell}>{typeLabel(e.type)}</td>
                    <td className={cell}>{e.userId ?? '–'}</td>
                    <td className={cell}>{e.actorId ?? '–'}</td>
                    <td className={cell}>{e.ip ?? '–'}</td>
                    <td className={`${cell} break-all`}>{details(e.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!events.done && events.rows.length > 0 && (
          <button type="button" className={secondaryButton} disabled={events.busy} onClick={() => void events.more()}>
            {t('account.security.more')}
          </button>
        )}
      </section>

      <section aria-labelledby="impersonation-log" className="space-y-3">
        <h2 id="impersonation-log" className="text-xl font-semibold">
          {t('account.security.impersonations')}
        </h2>
        <FormAlert message={log.error} />
        {log.rows.length === 0 && !log.error && !log.busy && <p>{t('account.security.empty')}</p>}
        {log.rows.length > 0 && (
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="impersonation-log">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  {(['time', 'action', 'admin', 'user', 'address', 'requestId'] as const).map((c) => (
                    <th key={c} scope="col" className={cell}>
                      {t(`account.security.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.rows.map((e) => (
                  <tr key={e.id}>
                    <td className={cell}>{when(e.createdAt)}</td>
                    <td className={cell}>
                      {t(`account.security.action.${e.action}`)}
                      {e.reason && <span className="block text-xs text-ink-muted">{e.reason}</span>}
                    </td>
                    <td className={cell}>{e.admin.username ?? e.admin.id}</td>
                    <td className={cell}>{e.user.username ?? e.user.id}</td>
                    <td className={cell}>{e.ip ?? '–'}</td>
                    <td className={`${cell} break-all font-mono`}>{e.requestId ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!log.done && log.rows.length > 0 && (
          <button type="button" className={secondaryButton} disabled={log.busy} onClick={() => void log.more()}>
            {t('account.security.more')}
          </button>
        )}
      </section>

      <section aria-labelledby="mail-failures" className="space-y-3">
        <h2 id="mail-failures" className="text-xl font-semibold">
          {t('account.security.mail')}
        </h2>
        <p className="text-sm text-ink-muted">{t('account.security.mailIntro')}</p>
        <FormAlert message={mail.error} />
        {mail.rows.length === 0 && !mail.error && !mail.busy && <p>{t('account.security.empty')}</p>}
        {mail.rows.length > 0 && (
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="mail-failures">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  {(['time', 'recipient', 'purpose', 'outcome', 'attempts', 'reply'] as const).map((c) => (
                    <th key={c} scope="col" className={cell}>
                      {t(`account.security.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {mail.rows.map((m) => (
                  <tr key={m.id}>
                    <td className={cell}>{when(m.updatedAt)}</td>
                    <td className={`${cell} break-all`}>
                      {m.recipient}
                      {m.userId !== null && <span className="block text-xs text-ink-muted">#{m.userId}</span>}
                    </td>
                    <td className={cell}>{m.purpose}</td>
                    <td className={cell}>{t(`account.security.mailStatus.${m.status}`)}</td>
                    <td className={cell}>{m.attempts}</td>
                    <td className={`${cell} break-all font-mono`}>{m.reply ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!mail.done && mail.rows.length > 0 && (
          <button type="button" className={secondaryButton} disabled={mail.busy} onClick={() => void mail.more()}>
            {t('account.security.more')}
          </button>
        )}
      </section>
    </div>
  );
}
