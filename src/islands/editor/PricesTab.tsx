/**
 * /users/profile/prices/: the price list as a table of duration × incall/outcall in the region's
 * currency. Amounts are typed as decimals in the locale and sent as integer minor units; each
 * duration (from GET /prices/time-slots/) appears once; rows can be added and removed.
 */
import { useState, type FormEvent } from 'react';
import { getPrices, getPriceTimeSlots, savePrices } from '../../lib/api/client/own-profile.ts';
import type { Prices } from '../../lib/api/own-profile.ts';
import { formatDuration, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { failureErrors } from '../ui/failure.ts';
import { useT } from '../ui/useT.ts';
import { LoadedTab } from './LoadedTab.tsx';
import { nextDuration, pricesBody, rowsFromPrices, type PriceErrors, type PriceRow } from './prices.ts';
import PriceRowFields from './PriceRowFields.tsx';

/** What the tab loads. */
interface Loaded {
  prices: Prices;
  durations: number[];
}

async function load(): Promise<Loaded | undefined> {
  const [prices, slots] = await Promise.all([getPrices(), getPriceTimeSlots()]);
  if (!prices.data || !slots.data) return undefined;
  return { prices: prices.data.results, durations: slots.data.results };
}

/** The page. */
export default function PricesTab() {
  return <LoadedTab load={load}>{(data) => <PricesForm initial={data} />}</LoadedTab>;
}

function PricesForm({ initial }: { initial: Loaded }) {
  const t = useT('editor');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const { durations } = initial;
  const currency = initial.prices.currency;
  const [rows, setRows] = useState<PriceRow[]>(() => rowsFromPrices(initial.prices.prices, tag));
  const [nextKey, setNextKey] = useState(rows.length + 1);
  const [errors, setErrors] = useState<PriceErrors>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (key: number, patch: Partial<PriceRow>) => {
    setSaved(false);
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const add = () => {
    const duration = nextDuration(rows, durations);
    if (duration === undefined) return;
    setRows((list) => [...list, { key: nextKey, durationMinutes: duration, incall: '', outcall: '' }]);
    setNextKey((k) => k + 1);
    setSaved(false);
  };
  const remove = (key: number) => {
    setRows((list) => list.filter((r) => r.key !== key));
    setSaved(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(undefined);
    const out = pricesBody(rows, tag);
    setErrors(out.errors ?? {});
    if (out.errors) return;
    setBusy(true);
    const res = await savePrices(out.body);
    setBusy(false);
    if (res.data) {
      setRows(rowsFromPrices(res.data.results.prices, tag, nextKey));
      setNextKey((k) => k + res.data.results.prices.length);
      setSaved(true);
      return;
    }
    setAlert(Object.values(failureErrors(t, res))[0]);
  };

  const sorted = [...rows].sort((a, b) => a.durationMinutes - b.durationMinutes);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <div>
        <h2 className="text-lg font-bold">{t('editor.prices.heading')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('editor.prices.intro', { currency })}</p>
      </div>
      <FormAlert message={alert} />
      {sorted.length === 0 ? (
        <p className="text-sm">{t('editor.prices.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('editor.prices.heading')} data-testid="price-rows">
          {sorted.map((row) => (
            <PriceRowFields
              key={row.key}
              row={row}
              currency={currency}
              durations={durations.filter((d) => d === row.durationMinutes || !rows.some((r) => r.durationMinutes === d))}
              durationLabel={(d) => formatDuration(d, tag)}
              errors={errors}
              t={t}
              onChange={(patch) => change(row.key, patch)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ul>
      )}
      <button type="button" className={secondaryButton} onClick={add} disabled={nextDuration(rows, durations) === undefined}>
        {t('editor.prices.add')}
      </button>
      <SubmitButton busy={busy}>{t('editor.save')}</SubmitButton>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {saved ? t('editor.prices.saved') : ''}
      </p>
    </form>
  );
}
