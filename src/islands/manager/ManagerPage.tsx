/**
 * /manager/: the manager's escorts (SPEC §2 "Manager"): a search box, the table (cards on phones)
 * with name, venue, published state, photo count and last change (and an e-mail address still
 * waiting for its owner's confirmation), paging, the create-escort
 * dialog, and per escort the venue select, publish/unpublish and the editor links. A quarantined
 * manager sees the quarantine modal on arrival and whenever creating or publishing is refused.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import type { RegionCode } from '../../../regions/schema.ts';
import { getManagedEscorts, getManagerVenues } from '../../lib/api/client/manager.ts';
import type { ManagedEscort, ManagerStanding, VenueRef } from '../../lib/api/manager.ts';
import { formatDate } from '../../lib/format.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { Modal } from '../publish/Modal.tsx';
import { inputClass, primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { EscortActions } from './EscortActions.tsx';
import type { PublishBlock } from './publish-check.ts';

const CreateEscortDialog = lazy(() => import('./CreateEscortDialog.tsx'));
const QuarantineModal = lazy(() => import('./QuarantineModal.tsx'));

/** BCP 47 tags for dates in each locale. */
const DATE_LOCALE = { de: 'de-DE', en: 'en-GB', ro: 'ro-RO', it: 'it-IT' } as const;

interface Listing {
  rows: ManagedEscort[];
  total: number;
  perPage: number;
}

export default function ManagerPage() {
  const t = useT('manager');
  const { region, locale } = useApp();
  const searchId = useId();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [listing, setListing] = useState<Listing>();
  const [standing, setStanding] = useState<ManagerStanding>();
  const [venues, setVenues] = useState<Partial<Record<RegionCode, VenueRef[]>>>({});
  const [creating, setCreating] = useState(false);
  const [quarantineShown, setQuarantineShown] = useState(0);
  const [alert, setAlert] = useState<{ block: PublishBlock; escort: ManagedEscort }>();

  const load = useCallback(async (q: { q: string; page: number }, signal?: AbortSignal) => {
    const res = await getManagedEscorts({ q: q.q || undefined, page: q.page }, { signal });
    if (signal?.aborted) return;
    if (res.errors) return showError();
    setListing({ rows: res.data.results, total: res.data.total, perPage: res.data.perPage });
    setStanding((before) => {
      // The modal opens on arrival for a quarantined manager.
      if (!before && res.data.manager.quarantined) setQuarantineShown(1);
      return res.data.manager;
    });
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    void load(query, ctrl.signal);
    return () => ctrl.abort();
  }, [query, load]);

  // The venues of every region the listed escorts are in (usually the manager's one edition), once each.
  const missing = [...new Set(listing?.rows.map((r) => r.region) ?? [])].filter((r) => !(r in venues)).join(',');
  useEffect(() => {
    for (const r of missing ? (missing.split(',') as RegionCode[]) : [])
      void getManagerVenues(r).then((res) => setVenues((v) => ({ ...v, [r]: res.data?.results ?? [] })));
  }, [missing]);

  const changed = (e: Partial<ManagedEscort> & { id: number }) =>
    setListing((l) => l && { ...l, rows: l.rows.map((r) => (r.id === e.id ? { ...r, ...e } : r)) });
  const quarantined = () => setQuarantineShown((n) => n + 1);
  const search = (e: SubmitEvent) => {
    e.preventDefault();
    setQuery({ q: typed.trim(), page: 1 });
  };
  const date = (iso: string) => formatDate(iso, DATE_LOCALE[locale], { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  const status = (e: ManagedEscort) =>
    t(e.profilePublished ? 'manager.status.published' : e.quarantined ? 'manager.status.held' : 'manager.status.unpublished');
  // The address the manager gave waits for its owner to open the confirmation link.
  const pending = (e: ManagedEscort) =>
    e.emailPending && (
      <span className="block text-xs font-normal text-ink-muted">{t('manager.emailPending', { email: e.emailPending })}</span>
    );
  const pages = listing ? Math.max(1, Math.ceil(listing.total / listing.perPage)) : 1;
  const actions = (e: ManagedEscort) => (
    <EscortActions
      escort={e}
      venues={venues[e.region] ?? []}
      onChanged={changed}
      onQuarantined={quarantined}
      onBlocked={(block, escort) => setAlert({ block, escort })}
    />
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form role="search" onSubmit={search} className="flex min-w-0 flex-1 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
              {t('manager.search.label')}
            </label>
            <input id={searchId} type="search" className={inputClass} value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
          <button type="submit" className={secondaryButton}>
            {t('manager.search.submit')}
          </button>
        </form>
        <button
          type="button"
          className={`${primaryButton} w-auto`}
          onClick={() => (standing?.quarantined ? quarantined() : setCreating(true))}
        >
          {t('manager.create.open')}
        </button>
      </div>

      {!listing ? (
        <p role="status" className="text-ink-muted">
          {t('manager.loading')}
        </p>
      ) : listing.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 shadow-sm">{t(query.q ? 'manager.empty.search' : 'manager.empty')}</p>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {t('manager.count', { count: listing.total })}
          </p>
          {/* Phones: one card per escort. */}
          <ul className="space-y-3 md:hidden">
            {listing.rows.map((e) => (
              <li key={e.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
                <h2 className="text-lg font-bold">{e.displayName}</h2>
                {pending(e)}
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="font-semibold">{t('manager.col.venue')}</dt>
                  <dd>{e.venue?.name ?? t('manager.venue.none')}</dd>
                  <dt className="font-semibold">{t('manager.col.status')}</dt>
                  <dd>{status(e)}</dd>
                  <dt className="font-semibold">{t('manager.col.photos')}</dt>
                  <dd>{e.photosCount}</dd>
                  <dt className="font-semibold">{t('manager.col.changed')}</dt>
                  <dd>{date(e.updatedAt)}</dd>
                </dl>
                {actions(e)}
              </li>
            ))}
          </ul>
          <table className="hidden w-full rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">{t('manager.caption')}</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="p-3">
                  {t('manager.col.name')}
                </th>
                <th scope="col" className="p-3">
                  {t('manager.col.venue')}
                </th>
                <th scope="col" className="p-3">
                  {t('manager.col.status')}
                </th>
                <th scope="col" className="p-3">
                  {t('manager.col.photos')}
                </th>
                <th scope="col" className="p-3">
                  {t('manager.col.changed')}
                </th>
                <th scope="col" className="p-3">
                  {t('manager.col.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {listing.rows.map((e) => (
                <tr key={e.id} className="border-b border-gray-100 align-top last:border-0">
                  <th scope="row" className="p-3 font-semibold">
                    {e.displayName}
                    <span className="block text-xs font-normal text-ink-muted">@{e.username}</span>
                    {pending(e)}
                  </th>
                  <td className="p-3">{e.venue?.name ?? t('manager.venue.none')}</td>
                  <td className="p-3">{status(e)}</td>
                  <td className="p-3">{e.photosCount}</td>
                  <td className="p-3">{date(e.updatedAt)}</td>
                  <td className="p-3">{actions(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav aria-label={t('manager.paging')} className="flex items-center justify-between gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={query.page <= 1}
                onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
              >
                {t('manager.previous')}
              </button>
              <p className="text-sm">{t('manager.pageOf', { page: query.page, pages })}</p>
              <button
                type="button"
                className={secondaryButton}
                disabled={query.page >= pages}
                onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
              >
                {t('manager.next')}
              </button>
            </nav>
          )}
        </>
      )}

      <Suspense fallback={null}>
        {creating && (
          <CreateEscortDialog
            region={region.code}
            onClose={() => setCreating(false)}
            onQuarantined={() => {
              setCreating(false);
              quarantined();
            }}
            onCreated={() => {
              setCreating(false);
              showSuccess();
              setTyped('');
              setQuery({ q: '', page: 1 });
              void load({ q: '', page: 1 });
            }}
          />
        )}
        {quarantineShown > 0 && <QuarantineModal key={quarantineShown} statement={standing?.statement} />}
      </Suspense>
      {alert && (
        <Modal title={t(`manager.alert.${alert.block}.title`)} closeLabel={t('manager.alert.close')} onClose={() => setAlert(undefined)}>
          <p>{t(`manager.alert.${alert.block}.text`, { name: alert.escort.displayName })}</p>
        </Modal>
      )}
    </div>
  );
}
