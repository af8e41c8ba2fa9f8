/**
 * Emergency meetings ("alarme", SPEC §2 /users/profile/alarme, §4, §7 "Emergency meetings"): the
 * plain constants the islands use without the schema library. Status values are the project's
 * own (SPEC does not show them); docs/decisions.md "Escort safety" explains them.
 */

/**
 * A meeting's status: `scheduled` (before its start), `active` (started, check-in ahead),
 * `overdue` (check-in passed, within the grace period), `alerted` (contacts were alerted: missed
 * check-in, panic or duress), `safe` (the escort checked in safe), `cancelled`.
 */
export const MEETING_STATUSES = ['scheduled', 'active', 'overdue', 'alerted', 'safe', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Statuses of a meeting that is still open (shown as current, not in "previous"). */
export const OPEN_MEETING_STATUSES = ['scheduled', 'active', 'overdue', 'alerted'] as const satisfies readonly MeetingStatus[];

/** What the escort does with a meeting (`POST …/{id}/status`). */
export const MEETING_ACTIONS = ['safe', 'extend', 'panic', 'cancel'] as const;
export type MeetingAction = (typeof MEETING_ACTIONS)[number];

/** Why contacts were alerted. `duress` is never shown to the escort's own session (it looks safe there). */
export const ALERT_REASONS = ['missed_check_in', 'panic', 'duress'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/** An emergency contact's state: confirmation sent, confirmed (receives alerts), paused by the escort. */
export const CONTACT_STATUSES = ['pending', 'confirmed', 'paused'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Limits and timings (minutes unless named otherwise; tests and settings may shorten the grace). */
export const ALARME_LIMITS = {
  /** Contacts per escort. */
  maxContacts: 5,
  /** Open meetings per escort. */
  maxOpenMeetings: 3,
  /** The PINs: digits only. */
  pinMin: 4,
  pinMax: 8,
  /** Extending moves the check-in by one of these. */
  extendMinutes: [15, 30, 60, 120] as const,
  /** A check-in at most this far after the meeting's start (hours). */
  maxCheckInHours: 24,
  /** The reminder before the check-in time. */
  reminderMinutes: 10,
  /** Default grace after a missed check-in before contacts are alerted. */
  graceMinutes: 5,
  /** Meeting details are deleted this many days after a safe check-in or a cancellation. */
  retentionDays: 7,
  /** Longest free text (place, client description, message to contacts). */
  text: 500,
} as const;
