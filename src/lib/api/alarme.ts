/**
 * Emergency meetings ("alarme", SPEC §7 "Emergency meetings: list, update, status update,
 * previous, contacts, contact update and status, message"): an escort's trusted contacts (each
 * confirms before receiving alerts), meetings with a check-in time that escalate to every
 * confirmed contact when the check-in is missed, a panic action and a duress PIN, the contact's
 * private alert page and the escort's message to contacts. Every `/users/emergency-*` call is the
 * escort's own (nobody else's, admins included); the `/emergency/*` calls are the contacts' (by
 * their secret token).
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { ALARME_LIMITS, ALERT_REASONS, CONTACT_STATUSES, MEETING_ACTIONS, MEETING_STATUSES } from './alarme-codes.ts';

export * from './alarme-codes.ts';

const text = (max: number = ALARME_LIMITS.text) => z.string().trim().max(max, `at most ${max} characters`);
const pin = z
  .string()
  .regex(new RegExp(`^\\d{${ALARME_LIMITS.pinMin},${ALARME_LIMITS.pinMax}}$`), `${ALARME_LIMITS.pinMin} to ${ALARME_LIMITS.pinMax} digits`);
/** E.164 phone number, as the rest of the API takes it. */
const phone = z.string().regex(/^\+[1-9]\d{6,14}$/, 'The phone format is invalid.');
const isoDateTime = z.iso.datetime({ offset: true });

/** `…/{id}` path parameter. */
export const alarmeParamSchema = z.object({ id: idSchema });
/** `/emergency/…/{token}` path parameter (the contact's secret). */
export const alarmeTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'The link is invalid.') });

// ---------------------------------------------------------------- settings (the two PINs)

/** `GET /users/emergency-settings`: whether the PINs are set (never the PINs). */
export const alarmeSettingsSchema = z.object({
  pinSet: z.boolean(),
  duressPinSet: z.boolean(),
  /** The region's emergency number (e.g. 110), shown on the page and in every alert. */
  emergencyNumber: z.string(),
  graceMinutes: z.number().int(),
});
export type AlarmeSettings = z.infer<typeof alarmeSettingsSchema>;
export const alarmeSettingsResponseSchema = z.object({ results: alarmeSettingsSchema });

/** `PUT /users/emergency-settings`: set or change the safe PIN and the duress PIN (they must differ; changing needs the current safe PIN once one is set). */
export const alarmeSettingsBodySchema = z
  .object({ pin, duressPin: pin, currentPin: pin.optional() })
  .strict()
  .refine((b) => b.pin !== b.duressPin, { message: 'The duress PIN must differ from the safe PIN.', path: ['duressPin'] });
export type AlarmeSettingsBody = z.input<typeof alarmeSettingsBodySchema>;

// ---------------------------------------------------------------- contacts

/** `POST /users/emergency-contacts` and `PUT …/{id}` (update): a name and a phone and/or an e-mail. */
export const contactBodySchema = z
  .object({
    name: text(80).min(1, 'Enter a name.'),
    phone: phone.optional(),
    email: z.email('The email must be a valid email address.').max(254).optional(),
  })
  .strict()
  .refine((b) => b.phone !== undefined || b.email !== undefined, {
    message: 'Enter a phone number or an e-mail address.',
    path: ['phone'],
  });
export type ContactBody = z.input<typeof contactBodySchema>;

/** `POST /users/emergency-contacts/{id}/status`: pause or resume a confirmed contact, or send the confirmation again to a pending one. */
export const contactStatusBodySchema = z.object({ action: z.enum(['pause', 'resume', 'resend']) }).strict();
export type ContactStatusBody = z.input<typeof contactStatusBodySchema>;

/** An emergency contact as the escort sees it. */
export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmergencyContact = z.infer<typeof contactSchema>;
export const contactResponseSchema = z.object({ results: contactSchema });
export const contactsResponseSchema = z.object({ results: z.array(contactSchema) });

/** `POST /emergency/contacts/confirm`: the contact confirms with the token of the link, or the 6-digit code with the contact id of the message. */
export const contactConfirmBodySchema = z.union([
  z.object({ token: alarmeTokenParamSchema.shape.token }).strict(),
  z.object({ contactId: idSchema, code: z.string().regex(/^\d{6}$/, 'The code has 6 digits.') }).strict(),
]);
export type ContactConfirmBody = z.input<typeof contactConfirmBodySchema>;
export const contactConfirmResponseSchema = z.object({ results: z.object({ confirmed: z.boolean(), escortName: z.string() }) });

// ---------------------------------------------------------------- meetings

/** `POST /users/emergency-meetings` (create) and `PUT …/{id}` (update, while scheduled or active). */
export const meetingBodySchema = z
  .object({
    place: text().min(1, 'Enter where the meeting is.'),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    checkInAt: isoDateTime,
    clientDescription: text().optional(),
    clientPhone: phone.optional(),
  })
  .strict()
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: 'The end must be after the start.', path: ['endsAt'] })
  .refine((b) => Date.parse(b.checkInAt) > Date.parse(b.startsAt), {
    message: 'The check-in must be after the start.',
    path: ['checkInAt'],
  })
  .refine((b) => Date.parse(b.checkInAt) - Date.parse(b.startsAt) <= ALARME_LIMITS.maxCheckInHours * 3_600_000, {
    message: `The check-in must be within ${ALARME_LIMITS.maxCheckInHours} hours of the start.`,
    path: ['checkInAt'],
  });
export type MeetingBody = z.input<typeof meetingBodySchema>;

/**
 * `POST /users/emergency-meetings/{id}/status`: `safe` (with the PIN: the safe PIN closes the
 * meeting; the duress PIN answers exactly the same but alerts every contact at once), `extend`
 * (minutes of ALARME_LIMITS.extendMinutes), `panic` (alerts at once), `cancel` (before the start).
 * `clientActionId` makes a retried tap (offline, then online) the same action.
 */
export const meetingStatusBodySchema = z
  .object({
    action: z.enum(MEETING_ACTIONS),
    pin: pin.optional(),
    minutes: z
      .number()
      .int()
      .refine((m) => (ALARME_LIMITS.extendMinutes as readonly number[]).includes(m), 'Not an offered extension.')
      .optional(),
    clientActionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, - and _ only'),
  })
  .strict()
  .refine((b) => b.action !== 'safe' || b.pin !== undefined, { message: 'Enter your PIN.', path: ['pin'] })
  .refine((b) => b.action !== 'extend' || b.minutes !== undefined, { message: 'Choose how long.', path: ['minutes'] });
export type MeetingStatusBody = z.input<typeof meetingStatusBodySchema>;

/** `POST /users/emergency-meetings/{id}/location`: the escort's last shared position (sent with an alert). */
export const meetingLocationBodySchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative().max(100_000).optional(),
  })
  .strict();
export type MeetingLocationBody = z.input<typeof meetingLocationBodySchema>;

/** A meeting as the escort sees it (a duress alert shows as `safe` here). */
export const meetingSchema = z.object({
  id: z.number().int(),
  status: z.enum(MEETING_STATUSES),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  checkInAt: z.string(),
  clientDescription: z.string().nullable(),
  clientPhone: z.string().nullable(),
  lastLocation: z.object({ lat: z.number(), lon: z.number(), accuracy: z.number().nullable(), at: z.string() }).nullable(),
  /** Set once contacts were alerted (missed check-in or panic; never duress in the escort's view). */
  alertedAt: z.string().nullable(),
  alertReason: z.enum(ALERT_REASONS).nullable(),
  /** Contacts who opened the alert and said they are on it. */
  acknowledgedBy: z.array(z.object({ name: z.string(), at: z.string() })),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingResponseSchema = z.object({ results: meetingSchema });
/** `GET /users/emergency-meetings` (open meetings) and `GET /users/emergency-meetings/previous` (closed ones, newest first). */
export const meetingsResponseSchema = z.object({ results: z.array(meetingSchema) });

// ---------------------------------------------------------------- message

/** `POST /users/emergency-message`: a message from the escort to every confirmed contact (SMS and/or e-mail). */
export const alarmeMessageBodySchema = z.object({ text: text().min(1, 'Write a message.') }).strict();
export type AlarmeMessageBody = z.input<typeof alarmeMessageBodySchema>;
export const alarmeMessageResponseSchema = z.object({ results: z.object({ sentTo: z.number().int().nonnegative() }) });

// ---------------------------------------------------------------- the contact's alert page

/** `GET /emergency/alerts/{token}`: what the alerted contact sees (only after an alert fired). */
export const alertViewSchema = z.object({
  escortName: z.string(),
  reason: z.enum(ALERT_REASONS),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  checkInAt: z.string(),
  clientDescription: z.string().nullable(),
  clientPhone: z.string().nullable(),
  lastLocation: z.object({ lat: z.number(), lon: z.number(), accuracy: z.number().nullable(), at: z.string() }).nullable(),
  alertedAt: z.string(),
  emergencyNumber: z.string(),
  /** Every contact who said they are on it (the others see that someone is). */
  acknowledgedBy: z.array(z.object({ name: z.string(), at: z.string() })),
  /** The meeting was closed safe after the alert. */
  resolved: z.boolean(),
});
export type AlertView = z.infer<typeof alertViewSchema>;
export const alertViewResponseSchema = z.object({ results: alertViewSchema });
/** `POST /emergency/alerts/{token}/ack`: "I'm on it". */
export const alertAckResponseSchema = alertViewResponseSchema;
