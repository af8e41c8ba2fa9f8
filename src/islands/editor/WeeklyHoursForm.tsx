/**
 * A form of hours per weekday (closed, or opens–closes; a closing time before the opening runs past
 * midnight): the escort's availability and the venue's opening hours. The caller says what the form
 * is called and how it saves; the answer's hours replace the rows.
 */
import { useState, type SubmitEvent } from 'react';
import type { ApiResult } from '../../lib/api/http.ts';
import type { Availability } from '../../lib/api/own-profile.ts';
import { localeTag, weekdayNames } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { rowsFromWeekly, weeklyBody, type DayError, type DayRow } from './availability.ts';
import DayHours from './DayHours.tsx';

type Weekly = Availability['weekly'];

interface Props<T> {
  /** Id of the heading (the form's name). */
  id: string;
  heading: string;
  intro: string;
  saveLabel: string;
  savedText: string;
  initial: Weekly;
  /** Send the hours. */
  save: (weekly: Weekly) => Promise<ApiResult<{ results: T }>>;
  /** The hours in a save's answer. */
  weeklyOf: (saved: T) => Weekly;
  onSaved: (saved: T) => void;
}

/** The form. */
export default function WeeklyHoursForm<T>({ id, heading, intro, saveLabel, savedText, initial, save, weeklyOf, onSaved }: Props<T>) {
  const t = useT('editor');
  const { locale, region } = useApp();
  const names = weekdayNames(localeTag(locale, region.code));
  const [rows, setRows] = useState<DayRow[]>(() => rowsFromWeekly(initial));
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
    const res = await save(out.weekly);
    setBusy(false);
    if (res.data) {
      onSaved(res.data.results);
      setRows(rowsFromWeekly(weeklyOf(res.data.results)));
      setDone(true);
      return;
    }
    setAlert(Object.values(failureErrors(t, res))[0]);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-bold">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{intro}</p>
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
      <SubmitButton busy={busy}>{saveLabel}</SubmitButton>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {done ? savedText : ''}
      </p>
    </form>
  );
}
