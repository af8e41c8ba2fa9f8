/**
 * Authentication (SPEC §7 "Auth calls", §4 "Login"): captcha, login and its variants, logout,
 * registration and its variants, phone verification (SMS code, WhatsApp, resend, stuck check),
 * e-mail verification (link, resend, correcting the address), password reset by e-mail or SMS.
 * The flows are in src/server/services/; this file validates and answers.
 *
 * No answer tells whether an e-mail or phone is registered, except the one SPEC §5 requires:
 * registering an e-mail that is taken says so (behind the captcha and a per-address limit).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  changeEmailBodySchema,
  codeSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registrationBodySchema,
  resendCodeBodySchema,
  resendEmailBodySchema,
  resetByEmailBodySchema,
  resetBySmsBodySchema,
  secretSchema,
  sendOutSmsBodySchema,
  type RegistrationVariant,
} from '../../lib/api/auth.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { registerAccountJobs } from '../jobs/password-reset.ts';
import { callerOf } from '../http/caller.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import type { AuthDeps } from '../services/deps.ts';
import { changeEmail, resendEmail, verifyEmail } from '../services/email-verification.ts';
import { captchaChallenge, login, logout, type LoginVariant } from '../services/login.ts';
import { requestReset, resetByEmail, resetBySms } from '../services/password-reset.ts';
import { phoneData, resendSmsCode, verifyPhoneCode, whatsappCheck } from '../services/phone-verification.ts';
import { register } from '../services/registration.ts';

const hashParam = z.object({ hash: secretSchema });
const codeParams = z.object({ hash: secretSchema, code: codeSchema });
const tokenParam = z.object({ token: secretSchema });

/** The registration paths and the variant each one is (the variants always register a punter). */
const REGISTRATION_PATHS: Record<string, RegistrationVariant> = {
  '/users/registration': 'registration',
  '/users/registration/from-gallery': 'from-gallery',
  '/users/registration/from-tip': 'from-tip',
  '/users/registration/from-punter-modal': 'from-punter-modal',
};

export function authRoutes(deps: AppDeps, accounts: Accounts) {
  const d: AuthDeps = { db: deps.db, clock: deps.clock, regions: deps.regions, accounts };
  const app = new Hono<AppEnv>({ strict: false });
  // The work of a reset request runs after its answer (services/password-reset.ts).
  registerAccountJobs(accounts.jobs, d);

  app.get('/users/captcha', async (c) => answer(c, await captchaChallenge(d, callerOf(c, accounts))));

  for (const variant of ['', '/from-gallery', '/as-punter'] as const satisfies readonly LoginVariant[]) {
    app.post(`/users/login${variant}`, requireJson, validJson(loginBodySchema), async (c) =>
      answer(c, await login(d, callerOf(c, accounts), variant, c.req.valid('json'))),
    );
  }

  app.post('/users/logout', requireJson, async (c) => {
    await logout(d, callerOf(c, accounts));
    return c.body(null, 204);
  });

  for (const [path, variant] of Object.entries(REGISTRATION_PATHS)) {
    app.post(path, requireJson, validJson(registrationBodySchema), async (c) =>
      answer(c, await register(d, callerOf(c, accounts), variant, c.req.valid('json'))),
    );
  }

  // Phone verification.
  app.get('/user/verify-phone-data/:hash', validParams(hashParam), async (c) => answer(c, await phoneData(d, c.req.valid('param').hash)));

  app.post('/user/re-send-code/:hash', requireJson, validParams(hashParam), validJson(resendCodeBodySchema), async (c) =>
    answer(c, await resendSmsCode(d, callerOf(c, accounts), c.req.valid('param').hash)),
  );

  app.post('/user/verify-code/:hash/:code', requireJson, validParams(codeParams), async (c) => {
    const { hash, code } = c.req.valid('param');
    return answer(c, await verifyPhoneCode(d, callerOf(c, accounts), hash, code));
  });

  app.post('/user/whatsapp-check/:hash', requireJson, validParams(hashParam), async (c) =>
    answer(c, await whatsappCheck(d, callerOf(c, accounts), c.req.valid('param').hash)),
  );

  // E-mail verification.
  app.get('/users/verify/:token', validParams(tokenParam), async (c) =>
    answer(c, await verifyEmail(d, callerOf(c, accounts), c.req.valid('param').token)),
  );

  app.post('/users/verify/resend', requireJson, validJson(resendEmailBodySchema), async (c) =>
    answer(c, await resendEmail(d, callerOf(c, accounts), c.req.valid('json').userHash)),
  );

  app.put('/user/email', requireJson, validJson(changeEmailBodySchema), async (c) => {
    const { userHash, email } = c.req.valid('json');
    return answer(c, await changeEmail(d, callerOf(c, accounts), userHash, email));
  });

  // Password reset. The answer is the same, and as fast, whether or not the contact is registered.
  app.post('/users/forgot-password', requireJson, validJson(forgotPasswordBodySchema), async (c) =>
    answer(c, await requestReset(d, callerOf(c, accounts), c.req.valid('json'))),
  );

  app.post('/users/forgot-password/verify-sms', requireJson, validJson(resetBySmsBodySchema), async (c) =>
    answer(c, await resetBySms(d, callerOf(c, accounts), c.req.valid('json'))),
  );

  app.post('/users/forgot-password/verify-email', requireJson, validJson(resetByEmailBodySchema), async (c) =>
    answer(c, await resetByEmail(d, callerOf(c, accounts), c.req.valid('json'))),
  );

  return app;
}

/**
 * POST /users/send-out-verify-sms (SPEC §7: no /api prefix): an SMS code instead of waiting for
 * WhatsApp. Mounted at the site root by the app.
 */
export function sendOutSmsRoute(deps: AppDeps, accounts: Accounts, sameSite: MiddlewareHandler<AppEnv>) {
  const d: AuthDeps = { db: deps.db, clock: deps.clock, regions: deps.regions, accounts };
  const app = new Hono<AppEnv>({ strict: false });
  const limit = bodyLimit({ maxSize: 4096, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) });
  app.post('/users/send-out-verify-sms', sameSite, limit, requireJson, validJson(sendOutSmsBodySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return answer(c, await resendSmsCode(d, callerOf(c, accounts), c.req.valid('json').hash));
  });
  return app;
}
