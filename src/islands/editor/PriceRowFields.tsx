/** One line of the price table: its duration and the incall and outcall amounts, and a remove button. */
import type { Currency } from '../../lib/api/common.ts';
import { secondaryButton } from '../ui/classes.ts';
import { SelectField, TextField } from '../ui/fields.tsx';
import type { KeysOf, Translate } from '../ui/useT.ts';
import type { PriceErrors, PriceRow } from './prices.ts';

interface Props {
  row: PriceRow;
  currency: Currency;
  /** Durations this row may take (its own and the unused ones). */
  durations: number[];
  durationLabel: (minutes: number) => string;
  errors: PriceErrors;
  t: Translate<KeysOf<'editor'>>;
  onChange: (patch: Partial<PriceRow>) => void;
  onRemove: () => void;
}

/** A price line. */
export default function PriceRowFields({ row, currency, durations, durationLabel, errors, t, onChange, onRemove }: Props) {
  const error = (column: string) => {
    const key = errors[`${row.key}.${column}`];
    return key ? t(key) : undefined;
  };
  const name = durationLabel(row.durationMinutes);
  return (
    <li className="grid items-start gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-[12rem_1fr_1fr_auto]">
      <SelectField
        label={t('editor.prices.duration')}
        value={String(row.durationMinutes)}
        error={error('duration')}
        options={durations.map((d) => ({ value: String(d), label: durationLabel(d) }))}
        onChange={(e) => onChange({ durationMinutes: Number(e.currentTarget.value) })}
      />
      <TextField
        label={t('editor.prices.incall', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={row.incall}
        error={error('incall')}
        onChange={(e) => onChange({ incall: e.currentTarget.value })}
      />
      <TextField
        label={t('editor.prices.outcall', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={row.outcall}
        error={error('outcall')}
        onChange={(e) => onChange({ outcall: e.currentTarget.value })}
      />
      <button
        type="button"
        className={`${secondaryButton} sm:mt-6`}
        aria-label={t('editor.prices.remove', { duration: name })}
        onClick={onRemove}
      >
        {t('editor.prices.removeShort')}
      </button>
    </li>
  );
}
