/**
 * /admin/profiles/?id=<id>: one profile's whole record (admin levels and support, read only): the
 * account with its roles, verifications and quarantine; the profile with its state, place and every
 * stored field; its photos with their moderation state (each opens in full); the reports about it;
 * the account's restrictions; and the audit entries about both, older ones on demand (only for the
 * roles that read the audit log). Without an id, a form asks for one. User text is rendered as text.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type {
  AdminProfileRecord,
  PhotoState,
  RecordAccount,
  RecordAuditPage,
  RecordPerson,
  RecordPhoto,
  RecordProfile,
  RecordReport,
  RecordRestriction,
} from '../../lib/api/admin-profile.ts';
import { getAdminProfile, getAdminProfileAudit } from '../../lib/api/client/admin-profile.ts';
import { formatDuration, formatMoney, localeTag, weekdayNames } from '../../lib/format.ts';
import { ROLE_NAMES } from '../../lib/permissions.ts';
import { useApp } from '../app/context.ts';
import { queryParam } from '../auth/navigation.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { FormAlert, TextField } from '../ui/fields.tsx';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import { useWhen } from './useWhen.ts';

const cell = 'border-b border-gray-200 px-2 py-1 text-left align-top';
const card = 'space-y-3 rounded-2xl bg-white p-5 shadow-sm';
const NONE = '–';

/** The id in the address (`?id=`), when it is a positive whole number. */
function idFromQuery(): number | undefined {
  const raw = queryParam('id')?.trim() ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
}

/** "username (#id)", or the id alone once the account is gone. */
const person = (p: RecordPerson) => (p.username ? `${p.username} (#${p.id})` : `#${p.id}`);

/** Term and description pairs, two columns from small screens up. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words">{value ?? NONE}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of the record with its heading. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card} data-testid={id}>
      <h3 id={id} className="text-lg font-semibold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** Without an id: a form that opens the record of one (a plain GET of this page). */
function Lookup() {
  const t = useT('admin');
  return (
    <section aria-labelledby="record-lookup" className="space-y-4">
      <h2 id="record-lookup" className="text-xl font-semibold">
        {t('admin.profile.lookup.heading')}
      </h2>
      <p className="text-sm">{t('admin.profile.lookup.intro')}</p>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <TextField label={t('admin.profile.lookup.id')} name="id" type="number" inputMode="numeric" min={1} required className="max-w-xs" />
        <button type="submit" className={`${primaryButton} w-auto`}>
          {t('admin.profile.lookup.open')}
        </button>
      </form>
    </section>
  );
}

function Account({ account }: { account: RecordAccount }) {
  const t = useT('admin');
  const when = useWhen();
  const at = (iso: string | null) => (iso ? when(iso) : t('admin.profile.value.notYet'));
  const v = account.verification;
  return (
    <Part id="record-account" heading={t('admin.profile.account.heading')}>
      <Facts
        rows={[
          [t('admin.profile.account.id'), account.id],
          [t('admin.profile.account.username'), account.username],
          [t('admin.profile.account.email'), account.email ?? NONE],
          [t('admin.profile.account.phone'), account.phone ?? NONE],
          [t('admin.profile.account.region'), account.region.toUpperCase()],
          [t('admin.profile.account.locale'), account.locale ?? NONE],
          [t('admin.profile.account.roles'), account.roles.map((r) => ROLE_NAMES[r as keyof typeof ROLE_NAMES] ?? r).join(', ')],
          [t('admin.profile.account.created'), when(account.createdAt)],
          [t('admin.profile.account.updated'), when(account.updatedAt)],
          [
            t('admin.profile.account.quarantine'),
            account.quarantined ? t('moderation.state.accountQuarantined') : t('admin.profile.value.no'),
          ],
          [t('admin.profile.account.vip'), account.vipValidTill ? when(account.vipValidTill) : NONE],
          [t('admin.profile.account.manager'), account.manager ? person(account.manager) : NONE],
          [t('admin.profile.account.source'), account.registrationSource ?? NONE],
          [t('admin.profile.account.terms'), account.termsAcceptedAt ? when(account.termsAcceptedAt) : NONE],
          [t('admin.profile.account.demo'), account.demo ? t('admin.profile.value.yes') : t('admin.profile.value.no')],
        ]}
      />
      <h4 className="font-semibold">{t('admin.profile.verification.heading')}</h4>
      <Facts
        rows={[
          [t('admin.profile.verification.email'), at(v.emailAt)],
          [
            t('admin.profile.verification.phone'),
            v.phoneAt && v.phoneChannel ? t('admin.profile.value.via', { when: when(v.phoneAt), channel: v.phoneChannel }) : at(v.phoneAt),
          ],
          [t('admin.profile.verification.secondFactor'), at(v.secondFactorAt)],
          [
            t('admin.profile.verification.age'),
            v.age
              ? `${t('admin.profile.value.via', { when: when(v.age.at), channel: v.age.provider })}${v.age.explicitUnlocked ? ` · ${t('admin.profile.verification.explicit')}` : ''}`
              : t('admin.profile.value.notYet'),
          ],
        ]}
      />
    </Part>
  );
}

function Profile({ profile }: { profile: RecordProfile | null }) {
  const t = useT('admin');
  const when = useWhen();
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  if (!profile)
    return (
      <Part id="record-profile" heading={t('admin.profile.profile.heading')}>
        <p className="text-sm">{t('admin.profile.profile.none')}</p>
      </Part>
    );
  const state = profile.published
    ? t('moderation.state.published')
    : profile.quarantined
      ? t('moderation.state.quarantined')
      : t('moderation.state.unpublished');
  const money = (cents: number | null) => (cents === null ? NONE : formatMoney({ amountMinor: cents, currency: profile.currency }, tag));
  const days = weekdayNames(tag);
  return (
    <Part id="record-profile" heading={t('admin.profile.profile.heading')}>
      <Facts
        rows={[
          [t('admin.profile.profile.name'), profile.displayName],
          [t('admin.profile.profile.type'), profile.type],
          [t('admin.profile.profile.state'), state],
          [t('admin.profile.account.region'), profile.region.toUpperCase()],
          [
            t('admin.profile.profile.place'),
            profile.place ? `${profile.place.name} (${profile.place.kind}, ${profile.place.state}, #${profile.place.id})` : NONE,
          ],
          [t('admin.profile.profile.publishedAt'), profile.publishedAt ? when(profile.publishedAt) : NONE],
          [t('admin.profile.profile.moderatedAt'), profile.moderatedAt ? when(profile.moderatedAt) : t('admin.profile.value.notYet')],
          [t('admin.profile.profile.verifiedAt'), profile.verifiedAt ? when(profile.verifiedAt) : NONE],
          [t('admin.profile.account.created'), when(profile.createdAt)],
          [t('admin.profile.account.updated'), when(profile.updatedAt)],
          [
            t('admin.profile.profile.publicPage'),
            profile.published ? (
              <a href={profile.path} className="underline">
                {profile.path}
              </a>
            ) : (
              NONE
            ),
          ],
          [t('admin.profile.profile.services'), profile.services.length ? profile.services.join(', ') : NONE],
          [
            t('admin.profile.profile.hours'),
            profile.availability.length
              ? profile.availability.map((h) => `${days[h.weekday] ?? h.weekday} ${h.opens}–${h.closes}`).join(' · ')
              : NONE,
          ],
        ]}
      />
      {profile.prices.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-semibold">{t('admin.profile.profile.prices')}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t('admin.profile.profile.duration')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.profile.profile.incall')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.profile.profile.outcall')}
                </th>
              </tr>
            </thead>
            <tbody>
              {profile.prices.map((p) => (
                <tr key={p.durationMinutes}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {formatDuration(p.durationMinutes, tag)}
                  </th>
                  <td className={cell}>{money(p.incallCents)}</td>
                  <td className={cell}>{money(p.outcallCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{t('admin.profile.profile.fields')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full">
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t('admin.profile.profile.field')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.profile.profile.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(profile.fields).map(([k, v]) => (
                <tr key={k}>
                  <th scope="row" className={`${cell} font-mono font-normal`}>
                    {k}
                  </th>
                  <td className={`${cell} whitespace-pre-wrap wrap-anywhere`}>{v === null ? NONE : String(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Part>
  );
}

const STATE_CLASS: Record<PhotoState, string> = {
  visible: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  flagged: 'bg-red-100 text-red-900',
  removed: 'bg-gray-200 text-gray-900',
};

function Photo({ photo }: { photo: RecordPhoto }) {
  const t = useT('admin');
  const when = useWhen();
  return (
    <li className="w-36 space-y-1 text-xs" data-photo-id={photo.id} data-state={photo.state}>
      {photo.thumbUrl && photo.url ? (
        <a href={photo.url} target="_blank" rel="noopener" aria-label={t('admin.profile.photos.open', { id: photo.id })}>
          <img
            src={photo.thumbUrl}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            alt={t('moderation.queue.photoAlt', { id: photo.id })}
            className={`h-36 w-36 rounded object-cover ${photo.state === 'flagged' ? 'ring-2 ring-red-700' : ''}`}
            loading="lazy"
          />
        </a>
      ) : (
        <div className="flex h-36 w-36 items-center justify-center rounded bg-gray-100 p-2 text-center">
          {t('admin.profile.photos.gone', { id: photo.id })}
        </div>
      )}
      <p>
        <span className={`rounded px-1.5 py-0.5 font-semibold ${STATE_CLASS[photo.state]}`}>
          {t(`admin.profile.photos.state.${photo.state}`)}
        </span>{' '}
        #{photo.id}
      </p>
      {(photo.main || photo.explicit) && (
        <p>
          {[photo.main && t('admin.profile.photos.main'), photo.explicit && t('admin.profile.photos.explicit')].filter(Boolean).join(' · ')}
        </p>
      )}
      {photo.createdAt && <p>{when(photo.createdAt)}</p>}
      {photo.removal && (
        <p>
          {t('admin.profile.decided', { when: when(photo.removal.at), name: person(photo.removal.by) })}:{' '}
          {t(`moderation.reason.${photo.removal.reasonCode}`)}. {photo.removal.reasonText}
        </p>
      )}
    </li>
  );
}

function Photos({ photos }: { photos: RecordPhoto[] }) {
  const t = useT('admin');
  return (
    <Part id="record-photos" heading={t('admin.profile.photos.heading', { count: photos.filter((p) => p.state !== 'removed').length })}>
      {photos.length === 0 ? (
        <p className="text-sm">{t('admin.profile.photos.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {photos.map((p) => (
            <Photo key={`${p.state}-${p.id}`} photo={p} />
          ))}
        </ul>
      )}
    </Part>
  );
}

function Report({ report }: { report: RecordReport }) {
  const t = useT('admin');
  const when = useWhen();
  return (
    <li className="space-y-1 border-t border-gray-200 pt-2 text-sm first:border-t-0 first:pt-0" data-report-id={report.id}>
      <p className="font-semibold">
        {t('moderation.reports.reason')}: {report.reason} · {when(report.createdAt)}
      </p>
      {report.message && <p className="whitespace-pre-wrap">{report.message}</p>}
      <p>
        {t('admin.profile.reports.reporter')}: {report.reporter ? person(report.reporter) : t('admin.profile.reports.anonymous')}
        {report.contactEmail && ` · ${report.contactEmail}`}
      </p>
      <p>
        {report.resolvedAt
          ? `${t('moderation.reports.resolved')}: ${t('admin.profile.decided', {
              when: when(report.resolvedAt),
              name: report.resolvedBy ? person(report.resolvedBy) : NONE,
            })}${report.resolutionNote ? ` – ${report.resolutionNote}` : ''}`
          : t('moderation.reports.open')}
      </p>
    </li>
  );
}

function Reports({ reports }: { reports: AdminProfileRecord['reports'] }) {
  const t = useT('admin');
  return (
    <Part id="record-reports" heading={t('admin.profile.reports.heading', { count: reports.total })}>
      {reports.results.length === 0 && <p className="text-sm">{t('moderation.reports.empty')}</p>}
      {reports.total > reports.results.length && (
        <p className="text-sm">{t('admin.profile.newest', { shown: reports.results.length, total: reports.total })}</p>
      )}
      <ul className="space-y-2">
        {reports.results.map((r) => (
          <Report key={r.id} report={r} />
        ))}
      </ul>
    </Part>
  );
}

function Restriction({ r }: { r: RecordRestriction }) {
  const t = useT('admin');
  const when = useWhen();
  return (
    <li className="space-y-1 border-t border-gray-200 pt-2 text-sm first:border-t-0 first:pt-0" data-restriction-id={r.id}>
      <p className="font-semibold">
        {t(`moderation.kind.${r.kind}`)} · {r.targetType} #{r.targetId}
      </p>
      <p>{t('admin.profile.decided', { when: when(r.decidedAt), name: person(r.decidedBy) })}</p>
      <p>
        {t(`moderation.reason.${r.reasonCode}`)}. <span className="whitespace-pre-wrap">{r.reasonText}</span>
      </p>
      {r.appeal && (
        <p>
          {t('admin.profile.restrictions.appeal', { when: when(r.appeal.at) })}:{' '}
          <span className="whitespace-pre-wrap">{r.appeal.text}</span>
          {' – '}
          {r.appeal.outcome
            ? `${t(r.appeal.outcome === 'reversed' ? 'moderation.appeals.reversed' : 'moderation.appeals.upheld')}${r.appeal.note ? `: ${r.appeal.note}` : ''}`
            : t('admin.profile.restrictions.waiting')}
        </p>
      )}
    </li>
  );
}

function Restrictions({ restrictions }: { restrictions: AdminProfileRecord['restrictions'] }) {
  const t = useT('admin');
  return (
    <Part id="record-restrictions" heading={t('admin.profile.restrictions.heading', { count: restrictions.total })}>
      {restrictions.results.length === 0 && <p className="text-sm">{t('admin.profile.restrictions.empty')}</p>}
      {restrictions.total > restrictions.results.length && (
        <p className="text-sm">{t('admin.profile.newest', { shown: restrictions.results.length, total: restrictions.total })}</p>
      )}
      <ul className="space-y-2">
        {restrictions.results.map((r) => (
          <Restriction key={r.id} r={r} />
        ))}
      </ul>
    </Part>
  );
}

function Audit({ id, first }: { id: number; first: RecordAuditPage | null }) {
  const t = useT('admin');
  const when = useWhen();
  const [rows, setRows] = useState(first?.results ?? []);
  const [next, setNext] = useState(first?.nextBefore ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const more = async () => {
    if (next === null) return;
    setBusy(true);
    const res = await getAdminProfileAudit(id, next);
    setBusy(false);
    if (!res.data) return setError(messageText(t, res.message));
    setError(undefined);
    setRows((old) => [...old, ...res.data.results.results]);
    setNext(res.data.results.nextBefore);
  };
  return (
    <Part id="record-audit" heading={t('admin.profile.audit.heading')}>
      {first === null ? (
        <p className="text-sm">{t('admin.profile.audit.hidden')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm">{t('moderation.audit.empty')}</p>
      ) : (
        // Scrolls sideways on small screens; focusable so the keyboard scrolls it too.
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('admin.profile.audit.heading')}>
          <table className="w-full text-sm">
            <thead>
              <tr>
                {(['id', 'time', 'actor', 'action', 'target', 'reason'] as const).map((c) => (
                  <th key={c} scope="col" className={cell}>
                    {t(`moderation.audit.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id} data-audit-id={e.id}>
                  <td className={cell}>{e.id}</td>
                  <td className={`${cell} whitespace-nowrap`}>{when(e.at)}</td>
                  <td className={cell}>{e.actorName ?? e.actorId}</td>
                  <td className={`${cell} font-mono`}>{e.action}</td>
                  <td className={cell}>
                    {e.targetType} {e.targetId ?? ''}
                  </td>
                  <td className={`${cell} whitespace-pre-wrap`}>{e.reason ?? NONE}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormAlert message={error} />
      {next !== null && (
        <button type="button" className={secondaryButton} disabled={busy} aria-busy={busy} onClick={() => void more()}>
          {t('admin.profile.audit.more')}
        </button>
      )}
    </Part>
  );
}

function Record({ id }: { id: number }) {
  const t = useT('admin');
  const [record, setRecord] = useState<AdminProfileRecord>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    void getAdminProfile(id).then((res) => {
      if (!live) return;
      if (res.data) setRecord(res.data.results);
      else setError(res.status === 404 ? t('admin.profile.notFound', { id }) : messageText(t, res.message));
    });
    return () => {
      live = false;
    };
  }, [id, t]);
  if (error)
    return (
      <div className="space-y-4">
        <FormAlert message={error} />
        <Lookup />
      </div>
    );
  if (!record)
    return (
      <p role="status" className="text-ink-muted">
        {t('admin.profile.loading')}
      </p>
    );
  const name = record.profile?.displayName ?? record.account.username;
  return (
    <article aria-labelledby="record-heading" className="space-y-6">
      <header className="space-y-1">
        <h2 id="record-heading" className="text-xl font-semibold break-words">
          {t('admin.profile.heading', { name })}
        </h2>
        <p className="text-ink-muted text-sm">
          #{record.account.id}
          {record.profile && ` · ${record.profile.type} · ${record.profile.region.toUpperCase()}`}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <Account account={record.account} />
        <Profile profile={record.profile} />
      </div>
      <Photos photos={record.photos} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Reports reports={record.reports} />
        <Restrictions restrictions={record.restrictions} />
      </div>
      <Audit key={id} id={id} first={record.audit} />
    </article>
  );
}

export default function AdminProfilePage() {
  const [id] = useState(idFromQuery);
  return <AdminFrame permission="canModerate">{id === undefined ? <Lookup /> : <Record id={id} />}</AdminFrame>;
}
