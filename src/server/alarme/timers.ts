/**
 * The durable timers of emergency meetings. The meetings table is the due-time table: every run
 * (every ALARME_POLL_SECONDS, and once at start) moves each meeting whose time came:
 * scheduled → active at its start, active → overdue at its check-in, overdue → alerted at
 * check-in + grace; sends the reminder ALARME_LIMITS.reminderMinutes before the check-in; and
 * sends every booked message not sent yet. Each move is a conditional UPDATE and each message
 * has a dedupe key, so a restart, a crash mid-run or two servers never lose or double an alert.
 */
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import { escortOf } from '../db/queries/alarme-contacts.ts';
import { dueMeetings, markReminded, remindersDue, updateMeetingIn } from '../db/queries/alarme-meetings.ts';
import type { AlarmeDeps } from './deps.ts';
import { raiseAlert, sendPending } from './escalation.ts';
import { langOf, localTime, textsOf } from './texts.ts';

/** What one run did. */
export interface TimerRun {
  started: number;
  overdue: number;
  alerted: number;
  reminded: number;
  sent: number;
}

/** Run the timers once. */
export async function runAlarmeTimers(deps: AlarmeDeps): Promise<TimerRun> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const run: TimerRun = { started: 0, overdue: 0, alerted: 0, reminded: 0, sent: 0 };
  for (const id of await dueMeetings(deps.db, 'scheduled', 'starts_at', at))
    if (await updateMeetingIn(deps.db, id, ['scheduled'], { status: 'active', updated_at: at })) run.started++;
  run.reminded = await sendReminders(deps, now);
  for (const id of await dueMeetings(deps.db, 'active', 'check_in_at', at))
    if (await updateMeetingIn(deps.db, id, ['active'], { status: 'overdue', updated_at: at })) run.overdue++;
  const graceEnd = new Date(now.getTime() - deps.graceMinutes * 60_000).toISOString();
  for (const id of await dueMeetings(deps.db, 'overdue', 'check_in_at', graceEnd))
    if (await raiseAlert(deps, id, 'missed_check_in', ['overdue'], { checkInBefore: graceEnd })) run.alerted++;
  run.sent = await sendPending(deps);
  return run;
}

/** The reminders due: to the escort's own e-mail and verified phone, once per check-in time. */
async function sendReminders(deps: AlarmeDeps, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + ALARME_LIMITS.reminderMinutes * 60_000).toISOString();
  let sent = 0;
  for (const m of await remindersDue(deps.db, soon)) {
    const escort = await escortOf(deps.db, m.user_id);
    if (escort) {
      const lang = langOf(escort.locale, escort.region);
      const t = textsOf(lang);
      const text = t.reminder(localTime(m.check_in_at, lang, escort.region));
      const link = `${deps.siteUrl}${deps.regions[escort.region].prefix}/users/profile/alarme/`;
      // Sent before it is noted: a crash in between sends again under the same key, which the outbox keeps once.
      const base = { text, purpose: 'alarmeReminder', link, code: null, userId: escort.id };
      const key = `alarme-reminder:${m.id}:${m.check_in_at}`;
      if (escort.email)
        await deps.messages.send({ ...base, channel: 'email', to: escort.email, subject: t.reminderSubject, dedupeKey: `${key}:email` });
      if (escort.phone && escort.phone_verified_at)
        await deps.messages.send({ ...base, channel: 'sms', to: escort.phone, subject: null, dedupeKey: `${key}:sms` });
    }
    await markReminded(deps.db, m.id, m.check_in_at);
    sent++;
  }
  return sent;
}

/** Run the timers now and then every `seconds` until stopped (the state is in the database: stopping loses nothing). */
export function startAlarmeTimers(deps: AlarmeDeps, seconds: number): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = runAlarmeTimers(deps)
      .then(
        () => undefined,
        (err: unknown) => deps.log.error('alarme timers failed', { error: String(err) }),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, seconds * 1000);
        timer.unref();
      });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
