/**
 * The filter panel: "available now", the feature options of /features/options (gender, age, body
 * type, ethnicity, nationality, breast size, hair), services, hobby/professional and model/escort. Every change
 * searches at once; what the category decides is hidden or narrowed (see locks.ts). On phones the
 * panel is a bottom sheet whose footer button shows the live count of the chosen filters.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import type { Translate } from '../../components/cards/format.ts';
import type { Filters } from '../../stores/search.ts';
import { LIST_FILTERS, type CategoryLocks, type ListFilter } from './locks.ts';
import { loadFilterOptions, type FilterOptions } from './options.ts';
import { showCountLabel, useResultCount } from './count.ts';
import Sheet from './Sheet.tsx';

interface Props {
  id: string;
  t: Translate;
  region: RegionCode;
  locale: Locale;
  category: number;
  place?: string;
  independent?: 1;
  locks: CategoryLocks;
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
  onClose: () => void;
}

/** Phones get the sheet (Tailwind's `md` breakpoint is 768 px). */
const PHONE = '(max-width: 767.98px)';

/** Whether the viewport is a phone's, following rotation and resizing. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(() => matchMedia(PHONE).matches);
  useEffect(() => {
    const query = matchMedia(PHONE);
    const onChange = () => setPhone(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}

const box = 'rounded border-gray-300 text-brand-700 focus:ring-brand-600';

/** A titled group of controls. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">{children}</div>
    </fieldset>
  );
}

/** Radio buttons with an "any" choice. */
function Choice<T extends string | number>(props: {
  name: string;
  legend: string;
  any: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onPick: (v: T | undefined) => void;
}) {
  return (
    <Group legend={props.legend}>
      {[{ value: undefined, label: props.any }, ...props.options].map((o) => (
        <label key={String(o.value)} className="inline-flex items-center gap-1.5">
          <input type="radio" name={props.name} className={box} checked={props.value === o.value} onChange={() => props.onPick(o.value)} />
          {o.label}
        </label>
      ))}
    </Group>
  );
}

/** A number field committing whole ages within [min, max]. */
function AgeField(props: { label: string; value?: number; min: number; max: number; placeholder: number; onCommit: (v?: number) => void }) {
  const { label, value, min, max, placeholder, onCommit } = props;
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2">
      {label}
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        placeholder={String(placeholder)}
        className="w-20 rounded border border-gray-300 px-2 py-1"
        onChange={(e) => {
          const raw = e.target.value;
          setText(raw);
          if (raw === '') return onCommit(undefined);
          const n = Number(raw);
          if (Number.isInteger(n) && n >= min && n <= max) onCommit(n);
        }}
      />
    </label>
  );
}

/** The panel. */
export default function FilterPanel(props: Props) {
  const { id, t, region, locale, category, place, independent, locks, filters, onChange, onReset, onClose } = props;
  const phone = usePhone();
  const count = useResultCount({ region, category, place, ...(independent ? { independent } : {}) }, filters, locale, phone);
  // Search pages speak their edition's language, so the document's language is the number locale.
  const numberLocale = document.documentElement.lang || locale;
  const [options, setOptions] = useState<FilterOptions | null | undefined>();
  useEffect(() => {
    let live = true;
    setOptions(undefined);
    void loadFilterOptions(region, locale).then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, [region, locale]);

  const person = locks.kind !== 'venue';
  const [ageMin, ageMax] = locks.age ?? [18, 100];
  const toggle = <T,>(list: readonly T[] | undefined, v: T) => (list?.includes(v) ? list.filter((x) => x !== v) : [...(list ?? []), v]);
  const listGroup = (key: ListFilter) => {
    const allowed = locks.lists[key];
    const opts = (options?.[key] ?? []).filter((o) => !allowed || allowed.includes(o.value));
    if (opts.length < 2) return null;
    const selected: readonly string[] = filters[key] ?? [];
    return (
      <Group key={key} legend={t(`search.filter.${key}`)}>
        {opts.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              className={box}
              checked={selected.includes(o.value)}
              onChange={() => onChange({ [key]: toggle(selected, o.value).sort() })}
            />
            {o.label}
          </label>
        ))}
      </Group>
    );
  };

  const content = (
    <>
      {/* Real people only: venues and AI companions have no "available now". Needs no option list. */}
      {locks.kind === 'person' && (
        <Group legend={t('search.filter.availability')}>
          <label className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              className={box}
              checked={filters.available_now === 1}
              onChange={(e) => onChange({ available_now: e.target.checked ? 1 : undefined })}
            />
            {t('search.filter.available_now')}
          </label>
        </Group>
      )}
      {options === undefined && <p role="status">{t('search.filtersLoading')}</p>}
      {options === null && <p role="alert">{t('search.filtersError')}</p>}
      {options && (
        <>
          {person && !locks.gender && (
            <Choice
              name={`${id}-gender`}
              legend={t('search.filter.gender')}
              any={t('search.filter.any')}
              value={filters.gender}
              options={options.gender}
              onPick={(gender) => onChange({ gender } as Partial<Filters>)}
            />
          )}
          {person && (
            <Group legend={t('search.filter.age')}>
              <AgeField
                label={t('search.filter.ageMin')}
                value={filters.age_min}
                min={ageMin}
                max={ageMax}
                placeholder={ageMin}
                onCommit={(age_min) => onChange({ age_min })}
              />
              <AgeField
                label={t('search.filter.ageMax')}
                value={filters.age_max}
                min={ageMin}
                max={ageMax}
                placeholder={ageMax}
                onCommit={(age_max) => onChange({ age_max })}
              />
            </Group>
          )}
          {person && LIST_FILTERS.map(listGroup)}
          {locks.kind === 'person' && locks.user_type === undefined && (
            <Choice
              name={`${id}-user-type`}
              legend={t('search.filter.user_type')}
              any={t('search.filter.any')}
              value={filters.user_type}
              options={[1, 0].map((v) => ({ value: v as 0 | 1, label: t(`search.filter.user_type.${v}`) }))}
              onPick={(user_type) => onChange({ user_type })}
            />
          )}
          {locks.kind === 'person' && locks.meeting_location === undefined && (
            <Choice
              name={`${id}-meeting`}
              legend={t('search.filter.meeting_location')}
              any={t('search.filter.any')}
              value={filters.meeting_location}
              options={[0, 1].map((v) => ({ value: v as 0 | 1, label: t(`search.filter.meeting_location.${v}`) }))}
              onPick={(meeting_location) => onChange({ meeting_location })}
            />
          )}
          <Group legend={t('search.filter.services')}>
            <div className="grid max-h-56 w-full grid-cols-1 gap-y-2 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
              {options.services
                .filter((s) => !locks.services.includes(s.id))
                .map((s) => (
                  <label key={s.id} className="inline-flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      className={box}
                      checked={filters.services?.includes(s.id) ?? false}
                      onChange={() => onChange({ services: toggle(filters.services, s.id).sort((a, b) => a - b) })}
                    />
                    {s.label}
                  </label>
                ))}
            </div>
          </Group>
        </>
      )}
    </>
  );
  const footer = (
    <div className={phone ? 'flex gap-3' : 'flex flex-wrap gap-3 border-t border-gray-200 pt-4'}>
      <button
        type="button"
        onClick={onReset}
        className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('search.reset')}
      </button>
      <button
        type="button"
        // In the sheet, closing the dialog first lets it hand focus back before the panel goes.
        onClick={(e) => (phone ? e.currentTarget.closest('dialog')?.close() : onClose())}
        className={`rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${phone ? 'flex-1' : ''}`}
      >
        {phone && count !== undefined ? showCountLabel(t, count, numberLocale) : t('search.showResults')}
      </button>
    </div>
  );
  if (phone) {
    return (
      <Sheet id={id} label={t('search.filters')} onClose={onClose} footer={footer}>
        {content}
      </Sheet>
    );
  }
  return (
    <div id={id} role="group" aria-label={t('search.filters')} className="mt-3 space-y-5 rounded-xl border border-gray-200 bg-gray-50 p-4">
      {content}
      {footer}
    </div>
  );
}
