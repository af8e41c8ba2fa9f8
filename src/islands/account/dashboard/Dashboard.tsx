/**
 * The escort's dashboard on the account page: totals, a chart of profile views, profile opens and
 * contact clicks per day over 30 days (loaded lazily), and the same numbers as a table for screen
 * readers and keyboard users (in a <details>).
 */
import { lazy, Suspense, useMemo } from 'react';
import type { DashboardData } from '../../../lib/api/own-profile.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../ui/useT.ts';
import { dashboardSeries, daySeconds, hasActivity } from './series.ts';

const LineChart = lazy(() => import('../../charts/LineChart.tsx'));

/** The three measures in display order, with their look. */
const MEASURES = [
  { key: 'views', label: 'dashboard.views', box: 'bg-brand-50', stroke: '#9d174d', fill: 'rgba(157, 23, 77, 0.08)' },
  { key: 'opens', label: 'dashboard.opens', box: 'bg-emerald-50', stroke: '#047857', dash: [2, 3] },
  { key: 'contactClicks', label: 'dashboard.clicks', box: 'bg-blue-50', stroke: '#1d4ed8', dash: [6, 3] },
] as const;

/** The dashboard section. */
export default function Dashboard({ data, tag }: { data: DashboardData; tag: string }) {
  const t = useT('editor');
  const series = useMemo(() => dashboardSeries(data.days), [data.days]);
  const lines = useMemo(
    () =>
      MEASURES.map((m) => ({
        label: t(m.label),
        stroke: m.stroke,
        dash: 'dash' in m ? [...m.dash] : undefined,
        fill: 'fill' in m ? m.fill : undefined,
      })),
    [t],
  );
  const day = (date: string) => formatDate(daySeconds(date) * 1000, tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="dashboard-heading" className="rounded-2xl bg-white p-5 shadow-sm" data-testid="dashboard">
      <h2 id="dashboard-heading" className="text-lg font-bold">
        {t('dashboard.heading')}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {MEASURES.map((m) => (
          <div key={m.key} className={`rounded-xl p-3 ${m.box}`}>
            <dt className="text-sm">{t(m.label)}</dt>
            <dd className="text-2xl font-bold" data-testid={`dashboard-${m.key === 'contactClicks' ? 'clicks' : m.key}`}>
              {formatNumber(data.totals[m.key], tag)}
            </dd>
          </div>
        ))}
      </dl>
      {hasActivity(data.days) ? (
        <div className="mt-4">
          <Suspense fallback={<div className="h-[220px]" />}>
            <LineChart data={series} series={lines} tag={tag} dayLabel={t('dashboard.chart.day')} testId="dashboard-chart" />
          </Suspense>
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t('dashboard.empty')}</p>
      )}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold">{t('dashboard.table')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('dashboard.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              {MEASURES.map((m) => (
                <th key={m.key} scope="col" className="text-right">
                  {t(m.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.date} className="border-t border-gray-200">
                <th scope="row" className="py-1 font-normal">
                  {day(d.date)}
                </th>
                {MEASURES.map((m) => (
                  <td key={m.key} className="text-right">
                    {formatNumber(d[m.key], tag)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
