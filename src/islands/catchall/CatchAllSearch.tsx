/**
 * A search page the build did not pre-render (a place added since, or a category at a place with no
 * page of its own): heading, title and description from GET /seo/location-data, then the search island.
 */
import { Suspense, useEffect, useState } from 'react';
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import { getLocationData } from '../../lib/api/client/seo.ts';
import type { LocationData, PageState } from '../../lib/api/seo.ts';
import { setPageMeta } from '../profile/meta.ts';
import { SEARCH_KEYS } from '../search/labels.ts';
import SearchIsland from '../search/SearchIsland.tsx';
import { useT } from '../ui/useT.ts';

interface Props {
  region: { code: RegionCode; prefix: string; defaultLocale: Locale; htmlLang: string; hideFirstPageAdverts: boolean };
  state: PageState;
}

/** The page heading, in the visitor's locale (its strings load on their own, the search does not wait). */
function Heading({ data }: { data: LocationData }) {
  const t = useT('pages');
  return <h1 className="text-3xl font-bold tracking-tight">{t('place.h1', { category: data.category.label, place: data.place.name })}</h1>;
}

/** The search island with its strings from the dictionary (the 404 page has none built in for it). */
function Search(props: Omit<Parameters<typeof SearchIsland>[0], 'labels'>) {
  const t = useT('search');
  // Templates stay as they are: the island fills their placeholders.
  const labels = JSON.stringify(Object.fromEntries(SEARCH_KEYS.map((key) => [key, t(key)])));
  return <SearchIsland {...props} labels={labels} />;
}

/** The search view. */
export default function CatchAllSearch({ region, state }: Props) {
  const [data, setData] = useState<LocationData | null | undefined>(state.placeSlug ? undefined : null);
  useEffect(() => {
    if (!state.placeSlug || state.categoryId === null) return;
    let live = true;
    void getLocationData({ region: region.code, place: state.placeSlug, category: state.categoryId }).then((res) => {
      if (!live) return;
      setData(res.data?.results ?? null);
      if (res.data)
        setPageMeta({ title: res.data.results.seo.title, description: res.data.results.seo.metaDescription, path: res.data.results.path });
    });
    return () => {
      live = false;
    };
  }, [region.code, state.placeSlug, state.categoryId]);
  return (
    <div data-catch-all="search">
      {data && (
        <Suspense fallback={null}>
          <Heading data={data} />
        </Suspense>
      )}
      <section aria-labelledby="listings-heading" className="mt-8">
        <Suspense fallback={null}>
          <Search
            region={{
              code: region.code,
              locale: region.defaultLocale,
              htmlLang: region.htmlLang,
              hideFirstPageAdverts: region.hideFirstPageAdverts,
            }}
            categoryId={state.categoryId!}
            place={state.placeSlug ?? undefined}
            locks={{ kind: 'person', lists: {}, services: [] }}
            initialTotal={null}
          />
        </Suspense>
      </section>
    </div>
  );
}
