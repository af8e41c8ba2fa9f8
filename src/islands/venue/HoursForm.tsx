/**
 * The venue's opening hours per weekday: the escort availability's rows (closed, or opens–closes;
 * a closing time before the opening runs past midnight), saved as `opening_hours`.
 */
import { useState, type SubmitEvent } from 'react';
import { saveVenueProfile } from '../../lib/api/client/venue.ts';
import { localeTag, weekdayNames } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { rowsFromWeekly, weeklyBody, type DayError, type DayRow } from '../editor/availability.ts';
import DayHours from '../editor/DayHours.tsx';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import type { VenueSectionProps } from './values.ts';

/** The section. */
export default function HoursForm({ venue, onSaved }: VenueSectionProps) {
  const t = useT('venue', 'editor');
  const { locale, region } = useApp();
  const names = weekdayNames(localeTag(locale, region.code));
  const [rows, setRows] = useState<DayRow[]>(() => rowsFromWeekly(venue.opening_hours));
  const [errors, setErrors] = useState<Record<number, DayError>>({});
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (weekday: number, patch: Partial<DayRow>) => {
    setDone(false);
    setRows((list) => list.map((r) => (r.weekday === weekday ? { ...r, ...patch } : r)));
  };

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    setAlert(undefined);
    const out = weeklyBody(rows);
    setErrors(out.errors ?? {});
    if (out.errors) return;
    setBusy(true);
    const res = await saveVenueProfile({ opening_hours: out.weekly });
    setBusy(false);
    if (res.data) {
      onSaved(res.data.results);
      setRows(rowsFromWeekly(res.data.results.opening_hours));
      setDone(true);
      return;
    }
    setAlert(Object.values(failureErrors(t, res))[0]);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="venue-hours"
    >
      <div>
        <h2 id="venue-hours" className="text-lg font-bold">
          {t('venue.hours.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('venue.hours.intro')}</p>
      </div>
      <FormAlert message={alert} />
      <ul className="divide-y divide-gray-200">
        {rows.map((row) => (
          <DayHours
            key={row.weekday}
            row={row}
            name={names[row.weekday] ?? String(row.weekday)}
            error={errors[row.weekday] ? t(errors[row.weekday]!) : undefined}
            t={t}
            onChange={(patch) => change(row.weekday, patch)}
          />
        ))}
      </ul>
      <SubmitButton busy={busy}>{t('venue.save')}</SubmitButton>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {done ? t('venue.hours.saved') : ''}
      </p>
    </form>
  );
}
