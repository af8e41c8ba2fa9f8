/**
 * Registration and its variants (SPEC §5, §7). Registering a taken e-mail says so (SPEC §5, behind
 * the captcha and a per-address limit); a taken phone number answers exactly like a new one and
 * its owner gets a note instead.
 */
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { registrationBodySchema, RegistrationResults, RegistrationVariant } from '../../lib/api/auth.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { ROLES } from '../../lib/permissions.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { LOCALES } from '../../../regions/schema.ts';
import { isGuessable } from '../auth/passwords.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { accountById, createAccount, findAccount } from '../db/queries/accounts.ts';
import { hashPassword } from '../security/password.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { created, invalid, limited, type Outcome } from './outcome.ts';
import { startEmailVerification, startPhoneVerification } from './verification.ts';

/** Create an account and start verifying its contact; the variants (purchase flows) always register a punter. */
export async function register(
  deps: AuthDeps,
  caller: Caller,
  variant: RegistrationVariant,
  body: z.output<typeof registrationBodySchema>,
): Promise<Outcome<RegistrationResults>> {
  const { db, accounts } = deps;
  const refused = limited(await accounts.limiter.hit(LIMITS.registerPerAddress, caller.ip));
  if (refused) return refused;
  if (!(await accounts.captcha.verify(body.captcha))) return invalid({ captcha: [AUTH_MESSAGES.captchaInvalid] });
  const email = body.email ?? null;
  const phone = email ? null : (body.phone ?? null);
  if (isGuessable(body.password, [email, phone])) return invalid({ password: [AUTH_MESSAGES.passwordCommon] });

  const role = variant === 'registration' ? body.role : 'punter';
  const roleId = { punter: ROLES.punter, escort: ROLES.escort, venue: ROLES.venue }[role];
  const redirectPath = sameSitePath(body.redirectProfilePath) ?? null;
  const requested = caller.requestedLocale?.toLowerCase();
  const locale = requested && (LOCALES as readonly string[]).includes(requested) ? requested : null;
  // Hash before looking anything up: the taken-phone answer must take as long as a real one.
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now().toISOString();
  const existing = await findAccount(db, email ? { email } : { phone });
  if (existing && email) return invalid({ email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);

  const id = existing
    ? undefined
    : await createAccount(db, {
        email,
        phone,
        passwordHash,
        phoneChannel: phone ? body.phoneChannel : null,
        roleId,
        region: body.region,
        locale,
        source: variant,
        now,
      });
  if (email) {
    if (id === undefined) return invalid({ email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);
    const account = (await accountById(db, id))!;
    return created(await startEmailVerification(deps, caller, account, redirectPath));
  }
  const account = id === undefined ? null : ((await accountById(db, id)) ?? null);
  return created(await startPhoneVerification(deps, phone!, body.phoneChannel, account, { redirectPath, locale }));
}
