/**
 * /admin/statistics/ (every admin level, read only): searches per day, the most searched places and
 * categories, and partner-advert clicks per partner and day, for 7, 30 or 90 days. Each chart is
 * hidden from assistive technology and followed by its numbers as a table. Below them, the last
 * background rebuilds of the site: what each one rendered and why, and the error of a failed one.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getAdminSiteRebuilds, getAdminStatistics } from '../../lib/api/client/tracking.ts';
import { SITE_REBUILDS_SHOWN } from '../../lib/api/tracking-codes.ts';
import type { SiteRebuild, Statistics } from '../../lib/api/tracking.ts';
import { formatDate, formatNumber, localeTag } from '../../lib/format.ts';
import { daySeconds } from '../account/dashboard/series.ts';
import { useApp } from '../app/context.ts';
import { FormAlert, SelectField } from '../ui/fields.tsx';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import { changedKeysText, REBUILD_REASON_KEYS } from './statistics/rebuilds.ts';
import { anyCount, categoryName, partnerSeries, searchSeries } from './statistics/series.ts';

const LineChart = lazy(() => import('../charts/LineChart.tsx'));

/** Periods to choose from (days). */
const PERIODS = [7, 30, 90] as const;
const PARTNER_STROKES = ['#9d174d', '#1d4ed8', '#047857'];
const cell = 'border-b border-gray-200 px-2 py-1';

function Statistics() {
  const t = useT('admin');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [days, setDays] = useState<number>(30);
  const [stats, setStats] = useState<Statistics>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    void getAdminStatistics(days).then((res) => {
      if (!live) return;
      if (res.data) {
        setStats(res.data.results);
        setError(undefined);
      } else setError(messageText(t, res.message));
    });
    return () => {
      live = false;
    };
  }, [days, t]);
  const searchLines = useMemo(() => [{ label: t('admin.statistics.searches'), stroke: '#9d174d', fill: 'rgba(157, 23, 77, 0.08)' }], [t]);
  const partnerLines = useMemo(
    () =>
      (stats?.partners ?? []).map((p, i) => ({
        label: p.partner,
        stroke: PARTNER_STROKES[i % PARTNER_STROKES.length]!,
        dash: i ? [6, 3] : undefined,
      })),
    [stats],
  );
  const day = (date: string) => formatDate(daySeconds(date) * 1000, tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const n = (v: number) => formatNumber(v, tag);
  return (
    <section aria-labelledby="statistics-heading" className="space-y-6">
      <h2 id="statistics-heading" className="text-xl font-semibold">
        {t('admin.statistics.heading')}
      </h2>
      <SelectField
        label={t('admin.statistics.period')}
        className="max-w-xs"
        value={String(days)}
        onChange={(e) => setDays(Number(e.target.value))}
        options={PERIODS.map((p) => ({ value: String(p), label: t('admin.statistics.days', { days: p }) }))}
      />
      <FormAlert message={error} />
      {stats && (
        <>
          <section aria-labelledby="statistics-searches" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
            <h3 id="statistics-searches" className="text-lg font-semibold">
              {t('admin.statistics.searchesHeading')}
            </h3>
            <p data-testid="statistics-searches-total">{t('admin.statistics.total', { count: n(stats.searches.total) })}</p>
            {anyCount([stats.searches.perDay]) && (
              <Suspense fallback={<div className="h-[220px]" />}>
                <LineChart
                  data={searchSeries(stats)}
                  series={searchLines}
                  tag={tag}
                  dayLabel={t('admin.statistics.day')}
                  testId="statistics-searches-chart"
                />
              </Suspense>
            )}
            <details className="text-sm">
              <summary className="cursor-pointer font-semibold">{t('admin.statistics.table')}</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">{t('admin.statistics.searchesCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={cell}>
                      {t('admin.statistics.day')}
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      {t('admin.statistics.searches')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.days.map((d, i) => (
                    <tr key={d}>
                      <th scope="row" className={`${cell} font-normal`}>
                        {day(d)}
                      </th>
                      <td className={`${cell} text-right`}>{n(stats.searches.perDay[i] ?? 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
          <div className="grid gap-6 md:grid-cols-2">
            <TopTable
              id="statistics-places"
              heading={t('admin.statistics.topPlaces')}
              column={t('admin.statistics.place')}
              searches={t('admin.statistics.searches')}
              empty={t('admin.statistics.empty')}
              rows={stats.topPlaces.map((p) => ({ key: `${p.region}/${p.place}`, name: `${p.place} (${p.region})`, count: n(p.searches) }))}
            />
            <TopTable
              id="statistics-categories"
              heading={t('admin.statistics.topCategories')}
              column={t('admin.statistics.category')}
              searches={t('admin.statistics.searches')}
              empty={t('admin.statistics.empty')}
              rows={stats.topCategories.map((c) => ({ key: String(c.categoryId), name: categoryName(c.categoryId), count: n(c.searches) }))}
            />
          </div>
          <section aria-labelledby="statistics-partners" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
            <h3 id="statistics-partners" className="text-lg font-semibold">
              {t('admin.statistics.partnersHeading')}
            </h3>
            {anyCount(stats.partners.map((p) => p.perDay)) && (
              <Suspense fallback={<div className="h-[220px]" />}>
                <LineChart
                  data={partnerSeries(stats)}
                  series={partnerLines}
                  tag={tag}
                  dayLabel={t('admin.statistics.day')}
                  testId="statistics-partners-chart"
                />
              </Suspense>
            )}
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.statistics.partnersCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {t('admin.statistics.partner')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t('admin.statistics.clicks')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.partners.map((p) => (
                  <tr key={p.partner}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {p.partner}
                    </th>
                    <td className={`${cell} text-right`} data-testid={`statistics-partner-${p.partner}`}>
                      {n(p.total)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <SiteRebuilds />
    </section>
  );
}

/** The last background rebuilds of the site as a table (loaded once, apart from the period's numbers). */
function SiteRebuilds() {
  const t = useT('admin');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [rebuilds, setRebuilds] = useState<SiteRebuild[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    void getAdminSiteRebuilds().then((res) => {
      if (!live) return;
      if (res.data) setRebuilds(res.data.results);
      else setError(messageText(t, res.message));
    });
    return () => {
      live = false;
    };
  }, [t]);
  const n = (v: number | null) => (v === null ? '–' : formatNumber(v, tag));
  const reason = (r: string | null) => {
    if (r === null) return '–';
    const key = REBUILD_REASON_KEYS[r];
    return key ? t(key) : r;
  };
  const changed = (c: SiteRebuild['changedKeys']) => {
    const text = changedKeysText(c, tag);
    return text === null ? '–' : text || t('admin.statistics.rebuildNoChanges');
  };
  return (
    <section
      aria-labelledby="statistics-rebuilds"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm"
      data-testid="statistics-rebuilds"
    >
      <h3 id="statistics-rebuilds" className="text-lg font-semibold">
        {t('admin.statistics.rebuildsHeading')}
      </h3>
      <p className="text-sm">{t('admin.statistics.rebuildsIntro', { count: SITE_REBUILDS_SHOWN })}</p>
      <FormAlert message={error} />
      {rebuilds?.length === 0 && <p className="text-sm">{t('admin.statistics.rebuildsEmpty')}</p>}
      {rebuilds && rebuilds.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.statistics.rebuildsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t('admin.statistics.rebuildStarted')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.statistics.rebuildOutcome')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.statistics.rebuildReason')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('admin.statistics.rebuildPages')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('admin.statistics.rebuildSeconds')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.statistics.rebuildChanged')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rebuilds.map((r) => (
                <tr key={r.id} data-testid={`statistics-rebuild-${r.id}`}>
                  <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                    <time dateTime={r.startedAt} title={r.buildId}>
                      {formatDate(r.startedAt, tag, { dateStyle: 'short', timeStyle: 'medium' })}
                    </time>
                  </th>
                  <td className={cell}>
                    {r.outcome === 'done' ? (
                      t('admin.statistics.rebuildDone')
                    ) : (
                      <>
                        <span className="font-semibold text-red-800">{t('admin.statistics.rebuildFailed')}</span>
                        {r.error && (
                          <span className="mt-1 block max-w-md text-xs break-words text-red-800">
                            {t('admin.statistics.rebuildError', { error: r.error })}
                          </span>
                        )}
                      </>
                    )}
                  </td>
                  <td className={cell}>{reason(r.reason)}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>
                    {n(r.rendered)} / {n(r.kept)}
                  </td>
                  <td className={`${cell} text-right`}>
                    {r.seconds === null ? '–' : formatNumber(r.seconds, tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                  </td>
                  <td className={cell}>{changed(r.changedKeys)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A ranked list as a table. */
function TopTable(p: {
  id: string;
  heading: string;
  column: string;
  searches: string;
  empty: string;
  rows: { key: string; name: string; count: string }[];
}) {
  return (
    <section aria-labelledby={p.id} className="space-y-2 rounded-2xl bg-white p-5 shadow-sm">
      <h3 id={p.id} className="text-lg font-semibold">
        {p.heading}
      </h3>
      {p.rows.length === 0 ? (
        <p className="text-sm">{p.empty}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {p.column}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {p.searches}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${cell} font-normal`}>
                  {r.name}
                </th>
                <td className={`${cell} text-right`}>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The page, inside the admin frame. */
export default function StatisticsPage() {
  return (
    <AdminFrame permission="canViewAdminArea">
      <Statistics />
    </AdminFrame>
  );
}
