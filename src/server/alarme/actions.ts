/**
 * What the escort does with a meeting: `safe` with the PIN (the duress PIN answers the same but
 * alerts at once), `extend`, `panic`, `cancel`. A tap id (`clientActionId`) seen before answers
 * the meeting as it is now: a tap retried after being offline never acts twice. A wrong PIN never
 * closes a meeting; the MAX_PIN_FAILURES-th wrong PIN on one meeting alerts like the panic button
 * (someone may be trying PINs on the escort's phone), and the answer stays "wrong PIN".
 */
import { ALARME_LIMITS, OPEN_MEETING_STATUSES, type Meeting, type MeetingStatusBody } from '../../lib/api/alarme.ts';
import { actionSeen, countPinFailure, meetingOf, recordAction, updateMeetingIn } from '../db/queries/alarme-meetings.ts';
import { invalid, notFound, type Outcome } from '../services/outcome.ts';
import type { AlarmeDeps } from './deps.ts';
import { raiseAlert, resolveAlert, sendPending } from './escalation.ts';
import { meetingClosed, viewMeeting } from './meetings.ts';
import { whichPin } from './settings.ts';

/** Wrong PINs on one meeting before it alerts. */
export const MAX_PIN_FAILURES = 5;

const wrongPin = () => invalid({ pin: ['The PIN is wrong.'] }, 'The PIN is wrong.');
const open = (status: string) => (OPEN_MEETING_STATUSES as readonly string[]).includes(status);

/** Send what was booked without holding up the answer (a failure is retried by the timers). */
function sendSoon(deps: AlarmeDeps): void {
  void sendPending(deps).catch((err: unknown) => deps.log.error('emergency messages not sent yet', { error: String(err) }));
}

/** Apply a status action to one of the escort's meetings. */
export async function meetingAction(deps: AlarmeDeps, userId: number, id: number, body: MeetingStatusBody): Promise<Outcome<Meeting>> {
  const meeting = await meetingOf(deps.db, userId, id);
  if (!meeting) return notFound();
  if (await actionSeen(deps.db, id, body.clientActionId)) return viewMeeting(deps, userId, id);
  const now = deps.clock.now();
  const at = now.toISOString();
  // A meeting closed with the duress PIN answers like a safe one: closed.
  const closed = !open(meeting.status) || meeting.duress_at !== null;

  switch (body.action) {
    case 'safe': {
      const pin = await whichPin(deps, userId, body.pin!);
      if (pin === 'wrong' || pin === 'unset') {
        if (closed) return wrongPin();
        const failures = await countPinFailure(deps.db, id);
        if (failures >= MAX_PIN_FAILURES && (await raiseAlert(deps, id, 'panic', OPEN_MEETING_STATUSES))) await sendPending(deps);
        return wrongPin();
      }
      if (closed) return meetingClosed();
      if (pin === 'duress') {
        // Alert (or, when already alerted, only mark the duress) and answer exactly as "safe" does.
        const raised = await raiseAlert(deps, id, 'duress', OPEN_MEETING_STATUSES, { duressAt: at });
        if (!raised) await updateMeetingIn(deps.db, id, ['alerted'], { duress_at: at, updated_at: at });
        await recordAction(deps.db, id, body.clientActionId, 'safe');
        sendSoon(deps);
        return viewMeeting(deps, userId, id);
      }
      const safe = await deps.db.transaction().execute(async (trx) => {
        if (!(await recordAction(trx, id, body.clientActionId, 'safe'))) return true;
        return (
          (await updateMeetingIn(trx, id, ['scheduled', 'active', 'overdue'], { status: 'safe', closed_at: at, updated_at: at })) !==
          undefined
        );
      });
      if (!safe && (await resolveAlert(deps, id, at))) sendSoon(deps);
      return viewMeeting(deps, userId, id);
    }
    case 'extend': {
      if (closed) return meetingClosed();
      if (meeting.status === 'alerted')
        return invalid({ action: ['Your contacts were alerted: check in safe with your PIN to end the alert.'] });
      const from = Math.max(Date.parse(meeting.check_in_at), now.getTime());
      const checkIn = new Date(from + body.minutes! * 60_000).toISOString();
      if (
        Date.parse(checkIn) - Date.parse(meeting.starts_at) >
        ALARME_LIMITS.maxCheckInHours * 3_600_000 + ALARME_LIMITS.extendMinutes[3] * 60_000
      )
        return invalid({ minutes: [`The check-in must stay within about ${ALARME_LIMITS.maxCheckInHours} hours of the start.`] });
      await deps.db.transaction().execute(async (trx) => {
        if (!(await recordAction(trx, id, body.clientActionId, 'extend'))) return;
        const status = meeting.status === 'scheduled' ? 'scheduled' : 'active';
        await updateMeetingIn(trx, id, ['scheduled', 'active', 'overdue'], { status, check_in_at: checkIn, updated_at: at });
      });
      return viewMeeting(deps, userId, id);
    }
    case 'panic': {
      if (closed) return meetingClosed();
      await recordAction(deps.db, id, body.clientActionId, 'panic');
      // The panic button waits for the messages: the escort's screen says they went out.
      if (await raiseAlert(deps, id, 'panic', OPEN_MEETING_STATUSES)) await sendPending(deps);
      return viewMeeting(deps, userId, id);
    }
    case 'cancel': {
      if (meeting.status !== 'scheduled' || meeting.duress_at)
        return invalid({ action: ['Only a meeting that has not started can be cancelled.'] });
      await deps.db.transaction().execute(async (trx) => {
        if (!(await recordAction(trx, id, body.clientActionId, 'cancel'))) return;
        await updateMeetingIn(trx, id, ['scheduled'], { status: 'cancelled', closed_at: at, updated_at: at });
      });
      return viewMeeting(deps, userId, id);
    }
  }
}
