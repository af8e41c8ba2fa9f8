/**
 * Twilio's status callback (delivery receipts of the SMS the Twilio gateway sent,
 * src/server/notify/twilio.ts): `POST /api/v2/webhooks/twilio/status`, a form Twilio signs with
 * X-Twilio-Signature. A missing or wrong signature is refused with 403 before anything is read
 * from the form; a signed receipt is recorded against its message, and a replay changes nothing.
 * Not served (404) unless SMS_PROVIDER=twilio.
 */
import { Hono } from 'hono';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { fieldErrors, unprocessable } from '../http/validate.ts';
import { formParams, recordTwilioStatus, signedUrlOf, statusCallbackSchema, validTwilioSignature } from '../notify/twilio-status.ts';

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

export function twilioRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/webhooks/twilio/status', async (c) => {
    const settings = accounts.settings.messages.twilio;
    if (!settings) return notFoundJson(c);
    if (!FORM_TYPE.test(c.req.header('content-type') ?? ''))
      return c.json({ message: 'Send the status callback as application/x-www-form-urlencoded.' }, 415);
    const params = formParams(await c.req.text());
    const url = signedUrlOf(settings, c.req.url);
    if (!validTwilioSignature(settings, c.req.header('x-twilio-signature'), url, params))
      return c.json({ message: 'Invalid signature.' }, 403);
    const parsed = statusCallbackSchema.safeParse(params);
    if (!parsed.success) return unprocessable(c, fieldErrors(parsed.error.issues));
    // The message's own id rides in the callback URL the send asked for (`?m=`), signed with it.
    const m = new URL(url).searchParams.get('m');
    const id = m !== null && /^\d{1,15}$/.test(m) ? Number(m) : undefined;
    const recorded = await recordTwilioStatus(deps.db, parsed.data, id, deps.clock.now());
    return c.json({ results: { recorded } });
  });

  return app;
}
