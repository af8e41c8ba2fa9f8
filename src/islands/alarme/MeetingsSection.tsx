/**
 * The open meetings as cards, the reminder banner when a check-in is near, the "I'm safe" dialog
 * (offline-proof, useSafeQueue.ts), and the form for a new meeting. The list is fetched again every
 * 30 s so a missed check-in shows as overdue, then alerted, without a reload.
 */
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import type { AlarmeSettings, Meeting } from '../../lib/api/alarme.ts';
import { getMeetings } from '../../lib/api/client/alarme.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { card, formButton } from './classes.ts';
import { alarmeErrors } from './errors.ts';
import MeetingCard from './MeetingCard.tsx';
import MeetingForm from './MeetingForm.tsx';
import { withMeeting } from './meetings.ts';
import SafeDialog from './SafeDialog.tsx';
import { reminderDue } from './times.ts';
import { useNow } from './useNow.ts';
import { useOnline } from './useOnline.ts';
import { useSafeQueue } from './useSafeQueue.ts';

/** How often the open meetings are fetched again. */
const REFRESH_MS = 30_000;

interface Props {
  meetings: Meeting[];
  onMeetings: Dispatch<SetStateAction<Meeting[]>>;
  settings: AlarmeSettings;
  /** A meeting was closed (safe, cancelled): it joins the previous ones. */
  onClosed: (meeting: Meeting) => void;
}

/** The section. */
export default function MeetingsSection({ meetings, onMeetings, settings, onClosed }: Props) {
  const t = useT('alarme');
  const now = useNow();
  const online = useOnline();
  const [form, setForm] = useState<number | 'new'>();
  const [safeFor, setSafeFor] = useState<Meeting>();
  const [notice, setNotice] = useState<string>();
  const [alert, setAlert] = useState<string>();

  const answered = (meeting: Meeting) => {
    onMeetings((list) => withMeeting(list, meeting));
    if (meeting.status === 'safe' || meeting.status === 'cancelled') onClosed(meeting);
  };

  const taps = useSafeQueue((tap, outcome, background) => {
    if (outcome.kind === 'done') answered(outcome.meeting);
    if (!background) return;
    // A tap sent once the connection came back: say how it ended.
    if (outcome.kind === 'done') return say(t('alarme.safe.done'));
    const reason = Object.values(alarmeErrors(t, outcome.failure) ?? failureErrors(t, outcome.failure))[0] ?? t('common.error');
    const place = meetings.find((m) => m.id === tap.meetingId)?.place ?? '';
    say(undefined, t('alarme.safe.failed', { place, reason }));
  });

  const say = (info?: string, error?: string) => {
    setNotice(info);
    setAlert(error);
  };

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      void getMeetings().then((res) => res.data && onMeetings(res.data.results));
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [onMeetings]);

  const submitSafe = async (meeting: Meeting, pin: string): Promise<string | undefined> => {
    const outcome = await taps.tap(meeting.id, pin);
    if (outcome.kind === 'done') return void say(t('alarme.safe.done'));
    if (outcome.kind === 'retry') return void say(t('alarme.safe.queued'));
    const errors = alarmeErrors(t, outcome.failure) ?? failureErrors(t, outcome.failure);
    return errors.pin ?? errors._ ?? t('common.error');
  };

  const waiting = new Set(taps.waiting.map((x) => x.meetingId));
  const soon = meetings.filter((m) => !waiting.has(m.id) && reminderDue(m.checkInAt, now));
  const full = meetings.length >= ALARME_LIMITS.maxOpenMeetings;

  return (
    <section aria-labelledby="alarme-meetings" className={`${card} space-y-3`}>
      <h2 id="alarme-meetings" className="text-lg font-bold">
        {t('alarme.meetings.heading')}
      </h2>
      {!online && (
        <p role="status" className="rounded-xl bg-amber-100 p-3 font-semibold text-amber-900">
          {t('alarme.offline')}
        </p>
      )}
      {soon.map((m) => (
        <p key={m.id} role="alert" className="rounded-xl bg-amber-400 p-3 text-lg font-bold text-night" data-testid="alarme-reminder">
          {t('alarme.reminder', { place: m.place })}
        </p>
      ))}
      <FormAlert tone="info" message={notice} />
      <FormAlert message={alert} />
      <p className="text-sm">{t('alarme.meetings.intro', { grace: settings.graceMinutes })}</p>
      {!settings.pinSet && <p className="font-semibold text-red-800">{t('alarme.meetings.noPin')}</p>}
      {meetings.length === 0 ? (
        <p>{t('alarme.meetings.none')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('alarme.meetings.list')}>
          {meetings.map((m) =>
            form === m.id ? (
              <li key={m.id}>
                <MeetingForm
                  meeting={m}
                  onSaved={(next) => {
                    setForm(undefined);
                    answered(next);
                    say(t('alarme.meetings.updated'));
                  }}
                  onCancel={() => setForm(undefined)}
                />
              </li>
            ) : (
              <MeetingCard
                key={m.id}
                meeting={m}
                now={now}
                graceMinutes={settings.graceMinutes}
                emergencyNumber={settings.emergencyNumber}
                sending={waiting.has(m.id)}
                onSafe={() => {
                  say();
                  setSafeFor(m);
                }}
                onEdit={() => {
                  say();
                  setForm(m.id);
                }}
                onChange={answered}
                onNotice={(text) => say(text)}
              />
            ),
          )}
        </ul>
      )}
      {form === 'new' ? (
        <MeetingForm
          onSaved={(next) => {
            setForm(undefined);
            answered(next);
            say(t('alarme.meetings.created'));
          }}
          onCancel={() => setForm(undefined)}
        />
      ) : full ? (
        <p className="text-sm text-ink-muted">{t('alarme.meetings.limit', { max: ALARME_LIMITS.maxOpenMeetings })}</p>
      ) : (
        <button
          type="button"
          className={formButton}
          onClick={() => {
            say();
            setForm('new');
          }}
        >
          {t('alarme.meetings.new')}
        </button>
      )}
      {safeFor && <SafeDialog place={safeFor.place} submit={(pin) => submitSafe(safeFor, pin)} onClose={() => setSafeFor(undefined)} />}
    </section>
  );
}
