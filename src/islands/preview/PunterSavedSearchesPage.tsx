/** /__static/punter/profile/saved-searches/: saved searches with their filters and what is new, with example data. */
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { EXAMPLE_SAVED_SEARCHES, exampleCity } from './examples.ts';
import PreviewPage from './PreviewPage.tsx';

/** The page. */
export default function PunterSavedSearchesPage() {
  const t = useT('venue', 'search');
  const { locale } = useApp();
  const city = exampleCity(locale);
  return (
    <PreviewPage kind="punter">
      <ul className="divide-y divide-gray-200" data-testid="saved-searches">
        {EXAMPLE_SAVED_SEARCHES.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold">{t(`preview.savedSearches.${s.category}`, { city })}</p>
              {s.filters.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-1">
                  {s.filters.map((f) => (
                    <li key={f} className="chip text-xs">
                      {t(`card.badge.${f}`)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <p className={s.newCount ? 'font-semibold text-brand-700' : 'text-ink-muted'}>
              {s.newCount ? t('preview.savedSearches.new', { count: s.newCount }) : t('preview.savedSearches.none')}
            </p>
          </li>
        ))}
      </ul>
    </PreviewPage>
  );
}
