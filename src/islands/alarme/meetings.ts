/** The escort's open meetings as the page keeps them: an answer's meeting replaces, joins or leaves the list. */
import { OPEN_MEETING_STATUSES, type MeetingStatus } from '../../lib/api/alarme-codes.ts';
import type { Meeting } from '../../lib/api/alarme.ts';

/** Whether a meeting is still open (shown as a card, not among the previous ones). */
export const isOpen = (status: MeetingStatus) => (OPEN_MEETING_STATUSES as readonly MeetingStatus[]).includes(status);

/** The open meetings after an answer about `meeting`: replaced or added while open, removed once closed; soonest check-in first. */
export function withMeeting(open: readonly Meeting[], meeting: Meeting): Meeting[] {
  const rest = open.filter((m) => m.id !== meeting.id);
  if (!isOpen(meeting.status)) return rest;
  return [...rest, meeting].sort((a, b) => Date.parse(a.checkInAt) - Date.parse(b.checkInAt));
}

/** Whether a meeting still takes an action (its buttons). */
export function canAct(meeting: Meeting, action: 'extend' | 'panic' | 'cancel' | 'edit'): boolean {
  switch (action) {
    case 'cancel':
      return meeting.status === 'scheduled';
    case 'edit':
      return meeting.status === 'scheduled' || meeting.status === 'active';
    // Once contacts were alerted, only "I'm safe" (which tells them) changes anything.
    case 'extend':
    case 'panic':
      return meeting.status !== 'alerted' && isOpen(meeting.status);
  }
}
