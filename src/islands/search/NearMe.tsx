/**
 * The "near me" toggle of a category page's search and its notice. A click asks the browser for the
 * position (never before), the search then runs around it, nearest first; a refusal, a browser
 * without geolocation or a timeout is said in the notice and the results stay as they were. A
 * second click turns it off and forgets the position.
 */
import { atom } from 'nanostores';
import type { Translate } from '../../components/cards/format.ts';
import { $near, NEAR_RADIUS_KM, setNear, type NearPoint } from '../../stores/search.ts';
import { useStore } from '../ui/useStore.ts';
import { locate } from './locate.ts';
import { clearCurrentLocation, saveCurrentLocation, type LocateFailure, type LocateResult } from './near-me.ts';

// One state for the toggle and its notice (each is its own component, loaded after hydration).
const $busy = atom(false);
const $failure = atom<LocateFailure | null>(null);

/** What the toggle and its notice show. */
export interface NearMeState {
  near: NearPoint | null;
  busy: boolean;
  failure: LocateFailure | null;
  toggle: () => Promise<void>;
}

/** The state of "near me" and the click that turns it on or off (`ask` is the browser's, tests pass their own). */
export function useNearMe(ask: () => Promise<LocateResult> = () => locate()): NearMeState {
  const near = useStore($near);
  const busy = useStore($busy);
  const failure = useStore($failure);
  const toggle = async () => {
    // The click guard: the atom is current even before the next render.
    if ($busy.get()) return;
    $failure.set(null);
    if ($near.get()) {
      clearCurrentLocation();
      return setNear(null);
    }
    $busy.set(true);
    const result = await ask().finally(() => $busy.set(false));
    if ('failure' in result) return $failure.set(result.failure);
    saveCurrentLocation(result.point);
    return setNear(result.point);
  };
  return { near, busy, failure, toggle };
}

const base =
  'inline-flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium disabled:opacity-60 aria-disabled:opacity-60';

/** The toggle button (pressed while the search runs around the visitor). */
export function NearMeButton({ t, state, disabled }: { t: Translate; state: NearMeState; disabled?: boolean }) {
  const on = state.near !== null;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={state.busy}
      // Not disabled while the browser looks: a disabled button would drop the keyboard focus.
      aria-disabled={state.busy || undefined}
      disabled={disabled}
      onClick={() => void state.toggle()}
      className={`${base} ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white hover:border-brand-600'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      {t('search.near.button')}
    </button>
  );
}

/** The notice under the controls: the browser looking, where the search runs, or why it could not (a live region, always present). */
export function NearMeNotice({ t, state }: { t: Translate; state: NearMeState }) {
  const text = state.busy
    ? t('search.near.locating')
    : state.failure
      ? t(`search.near.${state.failure}`)
      : state.near
        ? t('search.near.active', { km: NEAR_RADIUS_KM })
        : '';
  const tone = state.failure ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-brand-100 bg-brand-50 text-ink';
  return (
    <p
      role="status"

      className={text ? `mt-3 rounded-xl border px-4 py-2 text-sm ${tone}` : 'sr-only'}
    >
      {text}
    </p>
  );
}

/** The toggle on the browser's geolocation (the search island loads it after hydrating). */
export function NearMeToggle({ t }: { t: Translate }) {
  return <NearMeButton t={t} state={useNearMe()} />;
}

/** The notice of the toggle's state (its live region). */
export function NearMeStatus({ t }: { t: Translate }) {
  return <NearMeNotice t={t} state={useNearMe()} />;
}
