/**
 * The home page's featured profiles (GET /featured-profiles), hydrated when the section scrolls
 * into view. The build's copy (when it had an API) is the static first paint; the island refreshes
 * it and keeps the answer's homepageResultsId for the next page view (SPEC §4). Hydration never
 * moves focus: while focus is inside the build's copy, the fresh cards wait until it leaves.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import { getFeaturedProfiles } from '../../lib/api/client/search.ts';
import type { ProfileCard } from '../../lib/api/common.ts';
import { setHomepageResultsId } from '../../stores/tracking.ts';
import { numberLocaleOf, useTranslate } from '../search/labels.ts';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';

interface Props {
  region: { code: RegionCode; locale: Locale; htmlLang: string };
  /** How many profiles to show. */
  count: number;
  /** The region's default category: "see all" goes there. */
  allPath: string;
  /** The texts in the page's language, as JSON. */
  labels: string;
  /** The build's copy of the featured profiles. */
  children?: ReactNode;
}

// Loaded with the featured profiles (the build's copy shows until then).
const loadCardGrid = () => import('../../components/cards/CardGrid.tsx');
const CardGrid = lazy(loadCardGrid);

/** The island. */
function FeaturedIsland({ region, count, allPath, labels, children }: Props) {
  const { t, locale } = useTranslate(labels, region.locale);
  const [cards, setCards] = useState<ProfileCard[] | undefined>();
  // Fresh cards wait here while focus is inside the build's copy: swapping would drop the focus.
  const [pending, setPending] = useState<ProfileCard[] | undefined>();
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void loadCardGrid();
    const controller = new AbortController();
    void getFeaturedProfiles({ region: region.code, limit: count }, { locale, signal: controller.signal }).then((res) => {
      if (res.data) {
        setPending(res.data.results);
        setHomepageResultsId(res.data.homepageResultsId);
        // The home page view carries this id too (SPEC §4).
        (globalThis.lmTrack ??= []).push({ featured: res.data.homepageResultsId });
      } else if (res.status !== 0 || res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
  }, [region.code, count, locale]);
  useEffect(() => {
    const el = box.current;
    if (!pending) return;
    const apply = () => {
      setCards(pending);
      setPending(undefined);
    };
    if (!el || !el.contains(document.activeElement)) return apply();
    const onFocusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) apply();
    };
    el.addEventListener('focusout', onFocusOut);
    return () => el.removeEventListener('focusout', onFocusOut);
  }, [pending]);

  let body: ReactNode = children;
  if (cards)
    body = (
      <Suspense fallback={children ?? null}>
        <CardGrid cards={cards} t={t} numberLocale={numberLocaleOf(locale, region.locale, region.htmlLang)} eager={0} />
      </Suspense>
    );
  else if (failed && !children) body = <p className="text-ink-muted">{t('featured.error')}</p>;
  else if (!children)
    body = (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <div className="skeleton aspect-[3/4] w-full" />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <div ref={box}>{body}</div>
      <p className="mt-4">
        <a href={allPath} className="font-semibold">
          {t('featured.all')}
        </a>
      </p>
    </>
  );
}

export default withErrorBoundary(FeaturedIsland);
