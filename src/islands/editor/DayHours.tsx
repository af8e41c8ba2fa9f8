/** One weekday of the weekly hours: open or closed, and from–to times (past midnight noted). */
import { useId } from 'react';
import { inputClass } from '../ui/classes.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import { pastMidnight, type DayRow } from './availability.ts';

interface Props {
  row: DayRow;
  name: string;
  error?: string;
  t: Translate<KeysOf<'editor'>>;
  onChange: (patch: Partial<DayRow>) => void;
}

/** A weekday row. */
export default function DayHours({ row, name, error, t, onChange }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const noteId = row.open && pastMidnight(row.opens, row.closes) ? `${id}-note` : undefined;
  const described = [errorId, noteId].filter(Boolean).join(' ') || undefined;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[10rem_auto_1fr] sm:items-center" data-testid={`weekday-${row.weekday}`}>
      <span className="font-semibold" id={`${id}-name`}>
        {name}
      </span>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          checked={row.open}
          onChange={(e) => onChange({ open: e.currentTarget.checked })}
        />
        {t('editor.availability.open', { day: name })}
      </label>
      {row.open ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-opens`} className="sr-only">
            {t('editor.availability.opens', { day: name })}
          </label>
          <input
            id={`${id}-opens`}
            type="time"
            className={`${inputClass} w-32`}
            value={row.opens}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(e) => onChange({ opens: e.currentTarget.value })}
          />
          <span aria-hidden="true">–</span>
          <label htmlFor={`${id}-closes`} className="sr-only">
            {t('editor.availability.closes', { day: name })}
          </label>
          <input
            id={`${id}-closes`}
            type="time"
            className={`${inputClass} w-32`}
            value={row.closes}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(e) => onChange({ closes: e.currentTarget.value })}
          />
          {noteId && (
            <span id={noteId} className="text-sm text-ink-muted">
              {t('editor.availability.pastMidnight')}
            </span>
          )}
          {error && (
            <p id={errorId} className="w-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      ) : (
        <span className="text-sm text-ink-muted">{t('editor.availability.closed')}</span>
      )}
    </li>
  );
}
