/**
 * Emergency meetings (SPEC §7, issue 14). The escort's own calls under `/users/emergency-*`:
 * escorts only (401 without a session, 403 for other roles and for an admin signed in as the
 * escort: nobody else sees these, admins included), and only their own data (404 otherwise).
 * The contacts' calls under `/emergency/*` are public and work by the secret they were sent.
 */
import { Hono, type Context } from 'hono';
import {
  alarmeMessageBodySchema,
  alarmeParamSchema,
  alarmeSettingsBodySchema,
  alarmeTokenParamSchema,
  contactBodySchema,
  contactConfirmBodySchema,
  contactStatusBodySchema,
  meetingBodySchema,
  meetingLocationBodySchema,
  meetingStatusBodySchema,
} from '../../lib/api/alarme.ts';
import { ROLES } from '../../lib/permissions.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { callerOf } from '../http/caller.ts';
import { requireRole } from '../http/guards.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { meetingAction } from '../alarme/actions.ts';
import { acknowledgeAlert, alertPage, confirmContact } from '../alarme/contact-pages.ts';
import { addContact, changeContact, listContacts, removeContact, setContactStatus } from '../alarme/contacts.ts';
import { graceMinutesFromEnv, type AlarmeDeps } from '../alarme/deps.ts';
import { messageContacts } from '../alarme/message.ts';
import { changeMeeting, createMeeting, listMeetings, listPreviousMeetings, shareLocation } from '../alarme/meetings.ts';
import { alarmeSettings, setPins } from '../alarme/settings.ts';

/** The 403 of a session an admin holds as the escort. */
const OWN_SESSION_ONLY = 'Emergency meetings are private to the escort: not available while signed in as someone else.';

export function alarmeRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });
  const graceMinutes = graceMinutesFromEnv();
  const alarme = (c: Context<AppEnv>): AlarmeDeps => ({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    regions: deps.regions,
    messages: accounts.notifier.provider,
    siteUrl: callerOf(c, accounts).origin,
    graceMinutes,
    limiter: accounts.limiter,
  });
  const escort = requireRole(ROLES.escort);
  app.use('/users/emergency-*', escort, async (c, next) => {
    if (c.get('user')!.impersonatorId) return c.json({ message: OWN_SESSION_ONLY }, 403);
    await next();
  });
  const id = validParams(alarmeParamSchema);
  const token = validParams(alarmeTokenParamSchema);
  const me = (c: Context<AppEnv>) => c.get('user')!.id;

  app.get('/users/emergency-settings', async (c) => answer(c, await alarmeSettings(alarme(c), me(c))));
  app.put('/users/emergency-settings', requireJson, validJson(alarmeSettingsBodySchema), async (c) =>
    answer(c, await setPins(alarme(c), me(c), c.req.valid('json'))),
  );

  app.get('/users/emergency-contacts', async (c) => answer(c, await listContacts(alarme(c), me(c))));
  app.post('/users/emergency-contacts', requireJson, validJson(contactBodySchema), async (c) =>
    answer(c, await addContact(alarme(c), me(c), c.req.valid('json'))),
  );
  app.put('/users/emergency-contacts/:id', id, requireJson, validJson(contactBodySchema), async (c) =>
    answer(c, await changeContact(alarme(c), me(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/users/emergency-contacts/:id/status', id, requireJson, validJson(contactStatusBodySchema), async (c) =>
    answer(c, await setContactStatus(alarme(c), me(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete('/users/emergency-contacts/:id', id, async (c) => {
    const out = await removeContact(alarme(c), me(c), c.req.valid('param').id);
    return 'fail' in out ? answer(c, out) : c.body(null, 204);
  });

  app.get('/users/emergency-meetings', async (c) => answer(c, await listMeetings(alarme(c), me(c))));
  app.get('/users/emergency-meetings/previous', async (c) => answer(c, await listPreviousMeetings(alarme(c), me(c))));
  app.post('/users/emergency-meetings', requireJson, validJson(meetingBodySchema), async (c) =>
    answer(c, await createMeeting(alarme(c), me(c), c.req.valid('json'))),
  );
  app.put('/users/emergency-meetings/:id', id, requireJson, validJson(meetingBodySchema), async (c) =>
    answer(c, await changeMeeting(alarme(c), me(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/users/emergency-meetings/:id/status', id, requireJson, validJson(meetingStatusBodySchema), async (c) =>
    answer(c, await meetingAction(alarme(c), me(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/users/emergency-meetings/:id/location', id, requireJson, validJson(meetingLocationBodySchema), async (c) =>
    answer(c, await shareLocation(alarme(c), me(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.post('/users/emergency-message', requireJson, validJson(alarmeMessageBodySchema), async (c) =>
    answer(c, await messageContacts(alarme(c), me(c), c.req.valid('json'))),
  );

  app.post('/emergency/contacts/confirm', requireJson, validJson(contactConfirmBodySchema), async (c) =>
    answer(c, await confirmContact(alarme(c), accounts.clientAddress(c), c.req.valid('json'))),
  );
  app.get('/emergency/alerts/:token', token, async (c) =>
    answer(c, await alertPage(alarme(c), accounts.clientAddress(c), c.req.valid('param').token)),
  );
  app.post('/emergency/alerts/:token/ack', token, async (c) =>
    answer(c, await acknowledgeAlert(alarme(c), accounts.clientAddress(c), c.req.valid('param').token)),
  );
  return app;
}
