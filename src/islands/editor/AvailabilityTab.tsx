/**
 * /users/profile/availability/: weekly hours per weekday (closed, or opens–closes; a closing time
 * before the opening runs past midnight) and the "available now" switch, which says until when it
 * lasts and switches itself off on screen when that time has passed (the server ends it too).
 */
import { useEffect, useState } from 'react';
import { getAvailability, saveAvailability } from '../../lib/api/client/own-profile.ts';
import type { Availability } from '../../lib/api/own-profile.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { availableNowOn, msUntilEnd } from './availability.ts';
import { LoadedTab } from './LoadedTab.tsx';
import WeeklyHoursForm from './WeeklyHoursForm.tsx';

async function load(): Promise<Availability | undefined> {
  return (await getAvailability()).data?.results;
}

/** The page. */
export default function AvailabilityTab() {
  return (
    <LoadedTab load={load}>
      {(data, set) => (
        <div className="space-y-5">
          <AvailableNow saved={data} onSaved={set} />
          <WeeklyForm saved={data} onSaved={set} />
        </div>
      )}
    </LoadedTab>
  );
}

interface PartProps {
  saved: Availability;
  onSaved: (next: Availability) => void;
}

/** The "available now" switch: saved at once, with the saved weekly hours unchanged. */
function AvailableNow({ saved, onSaved }: PartProps) {
  const t = useT('editor');
  const { locale, region } = useApp();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const on = availableNowOn(saved.availableNowUntil, now);

  // Re-render when the switch runs out, so it turns itself off without a reload.
  useEffect(() => {
    const wait = msUntilEnd(saved.availableNowUntil, Date.now());
    if (wait === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [saved.availableNowUntil]);

  const toggle = async () => {
    setBusy(true);
    const res = await saveAvailability({ weekly: saved.weekly, availableNow: !on });
    setBusy(false);
    setNow(Date.now());
    if (res.data) onSaved(res.data.results);
    else showError();
  };

  const until = saved.availableNowUntil ? formatDate(saved.availableNowUntil, localeTag(locale, region.code), { timeStyle: 'short' }) : '';
  return (
    <section aria-labelledby="available-now" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="available-now" className="text-lg font-bold">
        {t('editor.availability.now.heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby="available-now-state"
          disabled={busy}
          onClick={() => void toggle()}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60 ${
            on ? 'border-brand-700 bg-brand-700' : 'border-gray-500 bg-gray-200'
          }`}
        >
          <span className="sr-only">{t('editor.availability.now.label')}</span>
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
        <p id="available-now-state" className="text-sm" data-testid="available-now-state">
          {on ? t('editor.availability.now.until', { time: until }) : t('editor.availability.now.off')}
        </p>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t('editor.availability.now.hint')}</p>
    </section>
  );
}

/** The weekly hours form. */
function WeeklyForm({ saved, onSaved }: PartProps) {
  const t = useT('editor');
  return (
    <WeeklyHoursForm
      id="weekly-hours"
      heading={t('editor.availability.weekly.heading')}
      intro={t('editor.availability.weekly.intro')}
      saveLabel={t('editor.save')}
      savedText={t('editor.availability.saved')}
      initial={saved.weekly}
      // The switch keeps its state: only the weekly hours change here.
      save={(weekly) => saveAvailability({ weekly })}
      weeklyOf={(next) => next.weekly}
      onSaved={onSaved}
    />
  );
}
