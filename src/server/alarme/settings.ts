/**
 * The escort's two PINs: the safe PIN closes a meeting; the duress PIN answers exactly like it but
 * alerts every contact at once. Both are stored as argon2id hashes. Changing them needs the current
 * safe PIN; wrong current PINs are limited per escort.
 */
import type { AlarmeSettings, AlarmeSettingsBody } from '../../lib/api/alarme.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { escortOf, pinsOf, savePins } from '../db/queries/alarme-contacts.ts';
import { invalid, limited, notFound, ok, type Outcome } from '../services/outcome.ts';
import type { AlarmeDeps } from './deps.ts';

/** Tries at the current PIN per escort and quarter hour. */
export const PIN_CHANGE_LIMIT = { name: 'alarme-pin-change', max: 10, windowSeconds: 15 * 60 } as const;

/** Whether the PINs are set, the region's emergency number and the grace period. */
export async function alarmeSettings(deps: AlarmeDeps, userId: number): Promise<Outcome<AlarmeSettings>> {
  const escort = await escortOf(deps.db, userId);
  if (!escort) return notFound();
  const pins = await pinsOf(deps.db, userId);
  return ok({
    pinSet: pins !== undefined,
    duressPinSet: pins !== undefined,
    emergencyNumber: deps.regions[escort.region].legal.emergency,
    graceMinutes: deps.graceMinutes,
  });
}

/** Set or change both PINs. */
export async function setPins(deps: AlarmeDeps, userId: number, body: AlarmeSettingsBody): Promise<Outcome<AlarmeSettings>> {
  const current = await pinsOf(deps.db, userId);
  if (current) {
    const refused = limited(await deps.limiter.hit(PIN_CHANGE_LIMIT, String(userId)));
    if (refused) return refused;
    if (body.currentPin === undefined) return invalid({ currentPin: ['Enter your current PIN.'] });
    if (!(await verifyPassword(body.currentPin, current.pin_hash))) return invalid({ currentPin: ['The current PIN is wrong.'] });
  }
  const [pinHash, duressHash] = await Promise.all([hashPassword(body.pin), hashPassword(body.duressPin)]);
  await savePins(deps.db, userId, pinHash, duressHash, deps.clock.now().toISOString());
  return alarmeSettings(deps, userId);
}

/** Which PIN `pin` is: both hashes are always checked, so the answer takes as long either way. */
export async function whichPin(deps: AlarmeDeps, userId: number, pin: string): Promise<'safe' | 'duress' | 'wrong' | 'unset'> {
  const pins = await pinsOf(deps.db, userId);
  if (!pins) return 'unset';
  const [safe, duress] = await Promise.all([verifyPassword(pin, pins.pin_hash), verifyPassword(pin, pins.duress_pin_hash)]);
  return safe ? 'safe' : duress ? 'duress' : 'wrong';
}
