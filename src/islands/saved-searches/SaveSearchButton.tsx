/**
 * "Save this search" on a search page, loaded lazily by the search island once it is hydrated (the
 * page's first script stays within its budget). Punters name the search and save the page with its
 * filters (the search codec's query); anyone else is told to log in as a client.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { RegionCode } from '../../../regions/constants.ts';
import { saveSearch } from '../../lib/api/client/saved-searches.ts';
import { encodeFilters } from '../../lib/api/search-codec.ts';
import { SAVED_SEARCH_NAME_MAX } from '../../lib/api/tip-codes.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { appPath } from '../../lib/routing/app-routes.ts';
import { $searchState } from '../../stores/search.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  region: RegionCode;
  categoryId: number;
  place?: string;
}

const control = 'rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600 disabled:opacity-60';

/** The region prefix of the page ("" for the default region). */
const prefixOf = (region: RegionCode, pathname: string) => (pathname.startsWith(`/${region}/`) ? `/${region}` : '');

/** The button with its small naming form. */
export default function SaveSearchButton({ region, categoryId, place }: Props) {
  const t = useT('punter');
  const id = useId();
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void loadSession();
  }, []);

  if (session.status !== 'authenticated' && session.status !== 'anonymous') return null;
  const punter = session.status === 'authenticated' && hasRole(session.user.roles, ROLES.punter);
  if (!punter)
    return (
      <p className="text-sm text-ink-muted">
        {session.status === 'anonymous' ? (
          <button
            type="button"
            className="underline underline-offset-2"
            onClick={() => openAuthModal({ mode: 'login', loginVariant: 'as-punter' })}
          >
            {t('savedSearch.loginHint')}
          </button>
        ) : (
          t('savedSearch.punterOnly')
        )}
      </p>
    );

  const prefix = prefixOf(region, location.pathname);
  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('savedSearch.name'));
    setBusy(true);
    const res = await saveSearch({
      name: trimmed.slice(0, SAVED_SEARCH_NAME_MAX),
      region,
      categoryId,
      place,
      path: location.pathname,
      query: encodeFilters($searchState.get().filters, new URLSearchParams()).toString(),
    });
    setBusy(false);
    if (res.data) {
      setSaved(true);
      setOpen(false);
    } else setError(res.errors.name?.[0] ?? res.errors.categoryId?.[0] ?? t('savedSearch.error'));
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="save-search">
      {!open && (
        <button
          type="button"
          className={control}
          onClick={() => {
            setName((document.querySelector('h1')?.textContent ?? '').trim().slice(0, SAVED_SEARCH_NAME_MAX));
            setError(undefined);
            setSaved(false);
            setOpen(true);
          }}
        >
          {t('savedSearch.save')}
        </button>
      )}
      {open && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)} noValidate>
          <label className="text-sm">
            <span className="block font-medium">{t('savedSearch.name')}</span>
            <input
              className="rounded-lg border border-gray-300 px-3 py-2"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <button type="submit" className={control} disabled={busy}>
            {t('savedSearch.confirm')}
          </button>
          <button type="button" className={control} onClick={() => setOpen(false)}>
            {t('savedSearch.cancel')}
          </button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className="w-full text-sm">
          {t('savedSearch.saved')}{' '}
          <a href={appPath('savedSearches', undefined, prefix)} className="font-semibold">
            {t('savedSearch.mine')}
          </a>
        </p>
      )}
    </div>
  );
}
