/** The escort's earnings in one line on the account page, with the way to the earnings page. */
import { useEffect, useState } from 'react';
import { getEarnings } from '../../lib/api/client/tips.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The card (nothing until the earnings are in). */
export default function EarningsCard() {
  const t = useT('galleries');
  const { href, locale } = useApp();
  const [total, setTotal] = useState<number>();
  useEffect(() => {
    void getEarnings({ locale }).then((res) => res.data && setTotal(res.data.results.totals.tips + res.data.results.totals.galleries));
  }, [locale]);
  if (total === undefined) return null;
  return (
    <section aria-labelledby="account-earnings" className="rounded-2xl bg-white p-5 shadow-sm" data-testid="earnings-card">
      <h2 id="account-earnings" className="text-lg font-bold">
        {t('tip.earnings.summary', { count: total })}
      </h2>
      <a href={href('earnings')} className="mt-2 inline-block font-semibold">
        {t('tip.earnings.open')}
      </a>
    </section>
  );
}
