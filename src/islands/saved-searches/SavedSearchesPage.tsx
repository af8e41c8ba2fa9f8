/**
 * A punter's saved searches (/users/account/saved-searches/): each with its page, its filters, a
 * link that opens it, rename, the alert e-mails on or off, and delete.
 */
import { useEffect, useId, useState } from 'react';
import { changeSavedSearch, deleteSavedSearch, getSavedSearches } from '../../lib/api/client/saved-searches.ts';
import type { SavedSearch, SavedSearchesResponse } from '../../lib/api/saved-searches.ts';
import { SAVED_SEARCH_NAME_MAX } from '../../lib/api/tip-codes.ts';
import { showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

/** The filters of a saved search, readable ("age_min 21, hair_color blonde"). */
function filterList(query: string): string {
  const params = [...new URLSearchParams(query)];
  const grouped = new Map<string, string[]>();
  for (const [k, v] of params) grouped.set(k, [...(grouped.get(k) ?? []), v]);
  return [...grouped].map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v.join(', ')}`).join(' · ');
}

/** One saved search. */
function Row({ search, onChange, onDelete }: { search: SavedSearch; onChange: (s: SavedSearch) => void; onDelete: () => void }) {
  const t = useT('punter');
  const { locale } = useApp();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);

  const patch = async (body: { name?: string; alerts?: boolean }) => {
    setBusy(true);
    const res = await changeSavedSearch(search.id, body, { locale });
    setBusy(false);
    if (!res.data) return showError();
    onChange(res.data.results);
    setRenaming(false);
  };
  const remove = async () => {
    setBusy(true);
    const res = await deleteSavedSearch(search.id, { locale });
    setBusy(false);
    if (!res.data) return showError();
    onDelete();
  };
  const filters = filterList(search.query);

  return (
    <li className="space-y-2 py-4" data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{search.name}</p>
          <p className="text-sm text-ink-muted">{search.path}</p>
          <p className="text-sm">{filters ? t('savedSearch.filters', { list: filters }) : t('savedSearch.noFilters')}</p>
        </div>
        <a href={search.href} className={`${secondaryButton} no-underline`}>
          {t('savedSearch.open')}
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={search.alerts}
            disabled={busy}
            onChange={(e) => void patch({ alerts: e.target.checked })}
          />
          {t('savedSearch.alerts')}
        </label>
        {renaming ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void patch({ name: name.trim() });
            }}
          >
            <label htmlFor={`${id}-name`} className="sr-only">
              {t('savedSearch.renameLabel', { name: search.name })}
            </label>
            <input
              id={`${id}-name`}
              className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className="text-sm font-semibold underline" disabled={busy}>
              {t('savedSearch.confirm')}
            </button>
            <button type="button" className="text-sm underline" onClick={() => setRenaming(false)}>
              {t('savedSearch.cancel')}
            </button>
          </form>
        ) : (
          <button type="button" className="text-sm underline" onClick={() => setRenaming(true)}>
            {t('savedSearch.rename')}
          </button>
        )}
        <button
          type="button"
          className="text-sm text-red-800 underline"
          disabled={busy}
          aria-label={t('savedSearch.deleteLabel', { name: search.name })}
          onClick={() => void remove()}
        >
          {t('savedSearch.delete')}
        </button>
      </div>
    </li>
  );
}

/** The page. */
export default function SavedSearchesPage() {
  const t = useT('punter');
  const { locale, path } = useApp();
  const [data, setData] = useState<SavedSearchesResponse>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void getSavedSearches({ locale, signal: controller.signal }).then((res) => {
      if (res.data) setData(res.data);
      else if (res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
  }, [locale]);

  if (failed) return <p role="alert">{t('savedSearch.error')}</p>;
  if (!data) return <p role="status">{t('savedSearch.loading')}</p>;
  const set = (results: SavedSearch[]) => setData({ ...data, results });
  return (
    <section aria-labelledby="saved-searches-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="saved-searches-heading" className="text-xl font-bold">
        {t('savedSearch.heading', { count: data.results.length, limit: data.limit })}
      </h2>
      {data.results.length === 0 ? (
        <div className="mt-3 space-y-3">
          <p>{t('savedSearch.empty')}</p>
          <a href={path('/')} className="font-semibold">
            {t('savedSearch.browse')}
          </a>
        </div>
      ) : (
        <ul className="divide-y divide-gray-200">
          {data.results.map((s) => (
            <Row
              key={s.id}
              search={s}
              onChange={(next) => set(data.results.map((x) => (x.id === next.id ? next : x)))}
              onDelete={() => set(data.results.filter((x) => x.id !== s.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
