/**
 * An autocomplete input (WAI-ARIA combobox with a listbox popup): typing asks for suggestions
 * (debounced, the previous request aborted), arrow keys move through them, Enter picks one,
 * Escape closes the list; the active option is announced through aria-activedescendant.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass } from '../ui/classes.ts';
import { moveActive } from './active-option.ts';

interface Props<T> {
  label: string;
  value: string;
  onInput: (text: string) => void;
  /** Suggestions for a text (empty when there are none). */
  suggest: (text: string, signal: AbortSignal) => Promise<T[]>;
  optionLabel: (item: T) => string;
  onPick: (item: T) => void;
  hint?: string;
  error?: string;
  /** Fewer characters than this ask for nothing. */
  minLength?: number;
  /** Spoken when a search found nothing. */
  noResults: string;
  autoComplete?: string;
}

/** The combobox. */
export function Combobox<T>({
  label,
  value,
  onInput,
  suggest,
  optionLabel,
  onPick,
  hint,
  error,
  minLength = 2,
  noResults,
  autoComplete,
}: Props<T>) {
  const id = useId();
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const abort = useRef<AbortController>(undefined);
  useEffect(() => () => (clearTimeout(timer.current), abort.current?.abort()), []);

  const ask = (text: string) => {
    clearTimeout(timer.current);
    abort.current?.abort();
    if (text.trim().length < minLength) return (setItems([]), setOpen(false));
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      abort.current = controller;
      void suggest(text.trim(), controller.signal).then((found) => {
        if (controller.signal.aborted) return;
        setItems(found);
        setActive(-1);
        setAsked(text);
        setOpen(true);
      });
    }, 200);
  };

  const pick = (item: T) => {
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return value.trim().length >= minLength && ask(value);
      setActive((a) => moveActive(a, items.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && open && active >= 0 && items[active]) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const expanded = open && items.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className={inputClass}
        value={value}
        autoComplete={autoComplete ?? 'off'}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          onInput(e.target.value);
          ask(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg"
      >
        {items.map((item, i) => (
          <li
            key={`${i}:${optionLabel(item)}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-ink'}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(item)}
          >
            {optionLabel(item)}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {open && items.length === 0 && asked ? noResults : ''}
      </p>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
