/**
 * Production mode (`NODE_ENV=production`): nothing demo exists in it. No demo data is seeded, and a
 * database that holds demo accounts refuses to start (`npm run demo:remove` deletes them); the
 * demo payment provider and its pages, the demo age check, the demo outbox and every simulation are
 * off. A feature whose real provider is not configured answers 503 with a message saying so (never
 * a 500), and the start log names each missing provider. Outside production (`npm start`, tests)
 * the demo parts run as the defaults.
 */
import type { Kysely } from 'kysely';
import type { DB } from './db/types.ts';
import { DEMO_DOMAIN } from './seed/accounts.ts';

/** Whether an environment asks for production mode. */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** Thrown by a demo part asked for in production; the app answers it with 503 and its message. */
export class DemoPartOff extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoPartOff';
  }
}

export { AGE_CHECK_UNAVAILABLE, PAYMENTS_UNAVAILABLE } from '../lib/api/unavailable.ts';

/** Throw DemoPartOff with `message` in production. */
export function refuseInProduction(production: boolean | undefined, message: string): void {
  if (production) throw new DemoPartOff(message);
}

/** How many demo accounts (every seeded person and admin: `users.is_demo`) a database holds. */
export async function countDemoAccounts(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_demo', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The one line a production start gives when the database holds demo accounts. */
export function demoAccountsFound(count: number, where: string): string {
  return (
    `Refusing to start in production: ${where} holds ${count} demo accounts (e-mail @${DEMO_DOMAIN}, published password and ` +
    'authenticator secret): remove them with `npm run demo:remove` (same DATABASE_URL or DB_PATH), then start again.'
  );
}

/**
 * What production mode lacks: one line per feature whose real provider is not configured (`payments`:
 * a live one is; `email`: e-mails go out over SMTP; `sms`: SMS go through a gateway).
 */
export function missingProviders(o: { messages: 'outbox' | 'webhook'; payments?: boolean; email?: boolean; sms?: boolean }): string[] {
  const undelivered = o.messages === 'outbox' ? [...(o.email ? [] : ['e-mails']), ...(o.sms ? [] : ['SMS'])] : [];
  return [
    ...(o.payments ? [] : ['payments: no payment provider is configured; checkout, tips and gallery purchases answer "not available"']),
    'age verification: no verification provider is configured; the age check answers "not available"',
    ...(undelivered.length === 2
      ? [
          'messages: no delivery is configured (MESSAGES=webhook:https://…, SMTP_URL for e-mail, SMS_PROVIDER for SMS); e-mails and SMS stay in the database undelivered',
        ]
      : undelivered[0] === 'SMS'
        ? [
            'messages: no SMS delivery is configured (MESSAGES=webhook:https://… or SMS_PROVIDER=twilio); e-mails go out over SMTP, SMS and WhatsApp messages stay in the database undelivered',
          ]
        : undelivered[0] === 'e-mails'
          ? [
              'messages: no e-mail delivery is configured (SMTP_URL or MESSAGES=webhook:https://…); SMS go through the gateway, e-mails stay in the database undelivered',
            ]
          : []),
  ];
}
