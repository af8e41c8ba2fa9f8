/**
 * Emergency-meeting demo data for the demo escort: the PINs DEMO_ALARME_PINS (safe and duress),
 * one confirmed contact and one still waiting for the confirmation, so the alarme page and an
 * alert can be tried at once.
 */
import type { DatabaseSync } from 'node:sqlite';
import { hashSecret } from '../auth/secrets.ts';
import { hashPasswordSync } from '../security/password.ts';

/** The demo escort's PINs (README "Escort safety (alarme)"). */
export const DEMO_ALARME_PINS = { pin: '2468', duressPin: '1357' } as const;

/** The demo contacts: Mia confirmed (SMS and e-mail), Jonas pending (e-mail; confirmation code DEMO_PENDING_CODE). */
export const DEMO_ALARME_CONTACTS = {
  confirmed: { name: 'Mia (Schwester)', phone: '+4915112345670', email: 'mia@contacts.lustmap.test' },
  pending: { name: 'Jonas', email: 'jonas@contacts.lustmap.test' },
} as const;

/** The pending demo contact's confirmation code (a fixed one: the demo outbox has no message for it). */
export const DEMO_PENDING_CODE = '246813';

/** Write the demo escort's PINs and contacts. */
export function writeDemoAlarme(sqlite: DatabaseSync, escortId: number | undefined, now: Date): void {
  if (escortId === undefined) return;
  const at = now.toISOString();
  sqlite
    .prepare('INSERT INTO alarme_settings (user_id, pin_hash, duress_pin_hash, updated_at) VALUES (?, ?, ?, ?)')
    .run(escortId, hashPasswordSync(DEMO_ALARME_PINS.pin), hashPasswordSync(DEMO_ALARME_PINS.duressPin), at);
  const { confirmed, pending } = DEMO_ALARME_CONTACTS;
  sqlite
    .prepare(
      `INSERT INTO alarme_contacts (user_id, name, phone, email, status, sent_at, confirmed_at, created_at)
       VALUES (?, ?, ?, ?, 'confirmed', ?, ?, ?)`,
    )
    .run(escortId, confirmed.name, confirmed.phone, confirmed.email, at, at, at);
  sqlite
    .prepare(
      `INSERT INTO alarme_contacts (user_id, name, email, status, code_hash, sent_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
    )
    .run(escortId, pending.name, pending.email, hashSecret(DEMO_PENDING_CODE), at, at);
}
