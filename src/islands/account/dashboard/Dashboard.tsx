/**
 * The escort's dashboard on the account page: totals, a chart of profile views and contact clicks
 * per day over 30 days (loaded lazily), and the same numbers as a table for screen readers and
 * keyboard users (in a <details>).
 */
import { lazy, Suspense, useMemo } from 'react';
import type { DashboardData } from '../../../lib/api/own-profile.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../ui/useT.ts';
import { dashboardSeries, daySeconds, hasActivity } from './series.ts';

const Chart = lazy(() => import('./Chart.tsx'));

/** The dashboard section. */
export default function Dashboard({ data, tag }: { data: DashboardData; tag: string }) {
  const t = useT('editor');
  const series = useMemo(() => dashboardSeries(data.days), [data.days]);
  const labels = useMemo(() => ({ views: t('dashboard.views'), clicks: t('dashboard.clicks') }), [t]);
  const day = (date: string) => formatDate(daySeconds(date) * 1000, tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="dashboard-heading" className="rounded-2xl bg-white p-5 shadow-sm" data-testid="dashboard">
      <h2 id="dashboard-heading" className="text-lg font-bold">
        {t('dashboard.heading')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm">{t('dashboard.views')}</dt>
          <dd className="text-2xl font-bold" data-testid="dashboard-views">
            {formatNumber(data.totals.views, tag)}
          </dd>
        </div>
        <div className="rounded-xl bg-blue-50 p-3">
          <dt className="text-sm">{t('dashboard.clicks')}</dt>
          <dd className="text-2xl font-bold" data-testid="dashboard-clicks">
            {formatNumber(data.totals.contactClicks, tag)}
          </dd>
        </div>
      </dl>
      {hasActivity(data.days) ? (
        <div className="mt-4">
          <Suspense fallback={<div className="h-[220px]" />}>
            <Chart data={series} labels={labels} tag={tag} />
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
              <th scope="col" className="text-right">
                {t('dashboard.views')}
              </th>
              <th scope="col" className="text-right">
                {t('dashboard.clicks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.date} className="border-t border-gray-200">
                <th scope="row" className="py-1 font-normal">
                  {day(d.date)}
                </th>
                <td className="text-right">{formatNumber(d.views, tag)}</td>
                <td className="text-right">{formatNumber(d.contactClicks, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
