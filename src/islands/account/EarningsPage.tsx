/**
 * The escort's tips and earnings (/users/account/earnings/): totals in credits (tips, gallery
 * sales, what is available), the last 30 days as bars, and the latest tips with their messages
 * (shown as text) and gallery sales.
 */
import { useEffect, useState } from 'react';
import { getEarnings } from '../../lib/api/client/tips.ts';
import type { Earnings } from '../../lib/api/tips.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The share escorts earn (billing/shares.ts ESCORT_SHARE_PERCENT; the page only states it). */
const SHARE_PERCENT = 80;

/** The page. */
export default function EarningsPage() {
  const t = useT('galleries');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [data, setData] = useState<Earnings>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void getEarnings({ locale, signal: controller.signal }).then((res) => {
      if (res.data) setData(res.data.results);
      else if (res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
  }, [locale]);

  if (failed) return <p role="alert">{t('tip.earnings.error')}</p>;
  if (!data) return <p role="status">{t('tip.earnings.loading')}</p>;
  const top = Math.max(1, ...data.days.map((d) => d.tips + d.galleries));
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, tag, { day: 'numeric', month: 'short' });

  return (
    <div className="space-y-6" data-testid="earnings">
      <section aria-labelledby="earnings-totals" className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="earnings-totals" className="text-xl font-bold">
          {t('tip.earnings.total')}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {(
            [
              ['tip.earnings.tips', data.totals.tips],
              ['tip.earnings.galleries', data.totals.galleries],
              ['tip.earnings.balance', data.totals.balance],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-xl border border-gray-200 p-3">
              <dt className="text-sm text-ink-muted">{t(key)}</dt>
              <dd className="text-2xl font-bold">{t('tip.credits', { count: value })}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">{t('tip.earnings.share', { percent: SHARE_PERCENT })}</p>
      </section>

      <section aria-labelledby="earnings-chart" className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="earnings-chart" className="text-lg font-bold">
          {t('tip.earnings.chart')}
        </h2>
        <ol className="mt-4 flex h-32 items-end gap-0.5" aria-label={t('tip.earnings.chart')}>
          {data.days.map((d) => {
            const label = t('tip.earnings.day', { date: day(d.date), tips: d.tips, galleries: d.galleries });
            return (
              <li key={d.date} className="flex h-full flex-1 flex-col justify-end" title={label}>
                <span className="sr-only">{label}</span>
                <span className="block bg-brand-700" style={{ height: `${(d.galleries / top) * 100}%` }} aria-hidden="true" />
                <span className="block bg-amber-500" style={{ height: `${(d.tips / top) * 100}%` }} aria-hidden="true" />
              </li>
            );
          })}
        </ol>
        <p className="mt-2 flex gap-4 text-xs">
          <span>
            <span className="mr-1 inline-block h-2 w-2 bg-amber-500" aria-hidden="true" />
            {t('tip.earnings.tips')}
          </span>
          <span>
            <span className="mr-1 inline-block h-2 w-2 bg-brand-700" aria-hidden="true" />
            {t('tip.earnings.galleries')}
          </span>
        </p>
      </section>

      <section aria-labelledby="earnings-recent" className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="earnings-recent" className="text-lg font-bold">
          {t('tip.earnings.recent')}
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3">{t('tip.earnings.none')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200">
            {data.recent.map((e, i) => (
              <li key={`${e.createdAt}-${i}`} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="earning">
                <div>
                  <p className="font-semibold">
                    {e.kind === 'tip'
                      ? t('tip.earnings.tipFrom', { name: e.from ?? t('tip.earnings.guest') })
                      : t('tip.earnings.gallerySale')}
                  </p>
                  {e.message && <p className="whitespace-pre-line text-sm">{e.message}</p>}
                  <time dateTime={e.createdAt} className="text-sm text-ink-muted">
                    {formatDate(e.createdAt, tag, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </div>
                <p className="font-bold">+{t('tip.credits', { count: e.credits })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
