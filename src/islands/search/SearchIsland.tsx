/**
 * The search island of every category and place page (hydrates `client:idle`). The static HTML
 * carries the first page of results as its children; on hydration the search store
 * (src/stores/search.ts) takes over the URL, results, adverts and gallery flag, and this island
 * renders them: filters, sort, pagination, result count, empty and error states, partner adverts
 * (between the results, and the live-cam strip below them), "near me" on pages without a place and
 * the gallery view.
 */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import { formatNumber } from '../../components/cards/format.ts';
import type { PartnerAdvert } from '../../lib/api/search.ts';
import {
  $adverts,
  $near,
  $gallery,
  $searchResult,
  $searchState,
  activeFilterCount,
  changeFilters,
  changeSort,
  connectSearch,
  goToPage,
  lastPage,
  pageHref,
  resetFilters,
  retrySearch,
  setGallery,
  NEAR_RADIUS_KM,
  SORTS,
  type Sort,
} from '../../stores/search.ts';
import { placeAdverts } from './slots.ts';
import { readCurrentLocation } from './near-me.ts';
import { numberLocaleOf, useTranslate } from './labels.ts';
import type { CategoryLocks } from './locks.ts';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';

/** The props of the island (small and serialisable). */
export interface SearchIslandProps {
  region: { code: RegionCode; locale: Locale; htmlLang: string; hideFirstPageAdverts: boolean };
  categoryId: number;
  place?: string;
  /** Only escorts working on their own (the UK independent pages). */
  independent?: 1;
  locks: CategoryLocks;
  /** The search texts in the page's language, as JSON (absent: the island loads the dictionary). */
  labels: string;
  /** Listings of the static first page; null when the page was built without listings. */
  initialTotal: number | null;
  /** The static first page of results. */
  children?: ReactNode;
}

// Loaded when first used, so the page's first script stays small. The cards are fetched while the
// first results load (the static HTML shows the build's cards until then).
const loadCardGrid = () => import('../../components/cards/CardGrid.tsx');
const CardGrid = lazy(loadCardGrid);
const FilterPanel = lazy(() => import('./FilterPanel.tsx'));
const loadGallery = () => import('./Gallery.tsx');
const Gallery = lazy(loadGallery);
const Pagination = lazy(() => import('./Pagination.tsx'));
const AdvertCard = lazy(() => import('./AdvertCard.tsx'));
const PartnerStrip = lazy(() => import('./PartnerStrip.tsx'));
// "Near me" asks the browser only on a click: its toggle and notice load after hydration.
const NearMeToggle = lazy(() => import('./NearMe.tsx').then((m) => ({ default: m.NearMeToggle })));
const NearMeStatus = lazy(() => import('./NearMe.tsx').then((m) => ({ default: m.NearMeStatus })));
// Saving the search is its own chunk, fetched after hydration.
const SaveSearch = lazy(() => import('../saved-searches/SaveSearchButton.tsx'));

const control = 'rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600 disabled:opacity-60';

/** The island. */
function SearchIsland({ region, categoryId, place, independent, locks, labels, initialTotal, children }: SearchIslandProps) {
  const { t, locale, ready } = useTranslate(labels, region.locale);
  const numberLocale = numberLocaleOf(locale, region.locale, region.htmlLang);
  const result = useStore($searchResult);
  const state = useStore($searchState);
  const gallery = useStore($gallery);
  const adverts = useStore($adverts);
  const near = useStore($near);
  const [hydrated, setHydrated] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const filterButton = useRef<HTMLButtonElement>(null);
  const ids = useId();

  // Hydration: the store reads the URL and refreshes the first page (or the page the URL asks for).
  useEffect(() => {
    setHydrated(true);
    void loadCardGrid();
    return connectSearch({
      scope: { region: region.code, category: categoryId, place, ...(independent ? { independent } : {}) },
      locale,
      hideFirstPageAdverts: region.hideFirstPageAdverts,
      // "Near me" from earlier in the visit: the kept position only, the browser is not asked.
      near: place ? null : readCurrentLocation(),
    });
    // The scope is fixed for the page; a new locale searches again with its labels.
  }, [locale, region.code, region.hideFirstPageAdverts, categoryId, place, independent]);
  useEffect(() => {
    if (gallery) void loadGallery();
  }, [gallery]);

  const toPage = (n: number) => {
    void goToPage(n);
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };

  const data = result.status === 'ready' ? result.data : result.status === 'idle' ? undefined : result.previous;
  const total = data?.total ?? initialTotal;
  const loading = result.status === 'loading';
  const filterCount = activeFilterCount(state.filters);
  const pages = lastPage(total ?? 0);
  const placed = data
    ? placeAdverts(adverts, data.results.length, data.page, region.hideFirstPageAdverts)
    : new Map<number, PartnerAdvert>();
  const after = new Map(
    [...placed].map(([i, ad]) => [
      i,
      <Suspense key={`ad-${ad.id}`} fallback={null}>
        <AdvertCard advert={ad} t={t} />
      </Suspense>,
    ]),
  );

  let body: ReactNode;
  if ((data && data.total === 0) || (!data && initialTotal === 0 && result.status !== 'error')) {
    body = (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p>{near ? t('search.near.empty', { km: NEAR_RADIUS_KM }) : filterCount ? t('search.empty') : t('listing.empty')}</p>
        {filterCount > 0 && (
          <button type="button" className={`${control} mt-4`} onClick={() => void resetFilters()}>
            {t('search.reset')}
          </button>
        )}
      </div>
    );
  } else if (data && !data.results.length) {
    // Past the last page (a search with results has some on every page): the pagination below says so and links back.
    body = null;
  } else if (data) {
    body = gallery ? (
      <Suspense fallback={<p role="status">{t('listing.skeleton')}</p>}>
        <Gallery cards={data.results} t={t} />
      </Suspense>
    ) : (
      <Suspense fallback={children ?? null}>
        <CardGrid cards={data.results} t={t} numberLocale={numberLocale} after={after} />
      </Suspense>
    );
  } else if (result.status === 'error') {
    body = null;
  } else if (children && initialTotal !== null) {
    body = children;
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="space-y-2">
            <div className="skeleton aspect-[3/4] w-full" />
            <div className="skeleton h-4 w-3/4" />
            <div className="skeleton h-3 w-1/2" />
          </li>
        ))}
      </ul>
    );
  }

  if (!ready) return <p role="status" aria-busy="true" />;
  return (
    <div data-search-island="" data-state={hydrated ? result.status : 'static'}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {total === null || !ready ? t('listing.heading') : t('search.countHeading', { count: formatNumber(total, numberLocale) })}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {!place && hydrated && (
            <Suspense fallback={null}>
              <NearMeToggle t={t} />
            </Suspense>
          )}
          <button
            ref={filterButton}
            type="button"
            className={control}
            disabled={!hydrated}
            aria-expanded={panelOpen}
            aria-controls={`${ids}-filters`}
            onClick={() => setPanelOpen(!panelOpen)}
          >
            {filterCount ? t('search.filtersCount', { count: filterCount }) : t('search.filters')}
          </button>
          <label className="inline-flex items-center gap-2 text-sm">
            <span className="sr-only sm:not-sr-only">{t('search.sort')}</span>
            <select
              className="rounded-full border border-gray-300 bg-white px-3 py-2 text-sm"
              disabled={!hydrated}
              value={state.sort}
              onChange={(e) => void changeSort(e.target.value as Sort)}
            >
              {SORTS.filter((s) => s !== 'distance' || place || near).map((s) => (
                <option key={s} value={s}>
                  {t(`search.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <div role="group" aria-label={t('search.view')} className="inline-flex">
            {[false, true].map((on) => (
              <button
                key={String(on)}
                type="button"
                disabled={!hydrated}
                aria-pressed={gallery === on}
                onClick={() => setGallery(on)}
                className={`border border-gray-300 px-3 py-2 text-sm font-medium first:rounded-l-full last:rounded-r-full ${gallery === on ? 'border-brand-700 bg-brand-700 text-white' : 'bg-white'}`}
              >
                {t(on ? 'search.viewGallery' : 'search.viewList')}
              </button>
            ))}
          </div>
        </div>
      </div>
      {!place && hydrated && (
        <Suspense fallback={null}>
          <NearMeStatus t={t} />
        </Suspense>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <SaveSearch region={region.code} categoryId={categoryId} place={place} />
        </Suspense>
      )}
      {panelOpen && (
        <Suspense
          fallback={
            <p role="status" className="mt-3">
              {t('search.filtersLoading')}
            </p>
          }
        >
          <FilterPanel
            id={`${ids}-filters`}
            t={t}
            region={region.code}
            locale={locale}
            category={categoryId}
            place={place}
            independent={independent}
            locks={locks}
            filters={state.filters}
            onChange={(patch) => void changeFilters(patch)}
            onReset={() => void resetFilters()}
            onClose={() => {
              setPanelOpen(false);
              filterButton.current?.focus();
            }}
          />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {hydrated &&
          (loading ? t('listing.skeleton') : data ? t('search.countHeading', { count: formatNumber(data.total, numberLocale) }) : '')}
      </p>
      {result.status === 'error' && (
        <div role="alert" className="my-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('search.error')}</p>
          <button type="button" className={`${control} mt-3`} onClick={() => void retrySearch()}>
            {t('search.retry')}
          </button>
        </div>
      )}
      <div className={`mt-4 transition-opacity ${loading && data ? 'opacity-60' : ''}`} aria-busy={loading}>
        {body}
      </div>
      {hydrated && data && data.total > 0 && (
        <Suspense fallback={null}>
          <Pagination t={t} page={state.page} pages={pages} href={pageHref} onPage={toPage} />
        </Suspense>
      )}
      {hydrated && data && data.total > 0 && !(region.hideFirstPageAdverts && state.page === 1) && (
        <Suspense fallback={null}>
          <PartnerStrip region={region.code} place={place} t={t} />
        </Suspense>
      )}
    </div>
  );
}

export default withErrorBoundary(SearchIsland);
