/**
 * Accounts: verification and reset secrets (stored as SHA-256 hashes, never in the clear), revoked
 * sessions, the message outbox, single-use captcha solutions and the impersonation audit log.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';
import { clustered, nowText } from './dialect.ts';

const CHANNELS = ['email', 'sms', 'whatsapp'];

export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    const now = nowText(db);
    const s = db.schema;

    await s.alterTable('users').addColumn('terms_accepted_at', 'text').execute();
    await s
      .alterTable('users')
      .addColumn('phone_channel', 'text', (c) => c.check(nullOr('phone_channel', oneOf('phone_channel', ['sms', 'whatsapp']))))
      .execute();
    await s.alterTable('users').addColumn('registration_source', 'text').execute();

    await s
      .createTable('auth_secrets')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) =>
        c.notNull().check(oneOf('purpose', ['verify_email', 'verify_phone', 'reset_email', 'reset_sms', 'impersonate'])),
      )
      // NULL for a request about an address nobody registered (answered exactly like a real one).
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      // The page handle (verifyNumber, userHash, reset hash): shows the request and resends; with a
      // code it verifies. The link token (e-mail links, impersonation path): grants on its own.
      .addColumn('handle_hash', 'text', (c) => c.unique())
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('code_hash', 'text')
      .addColumn('whatsapp_code', 'text')
      .addColumn('channel', 'text', (c) => c.check(nullOr('channel', oneOf('channel', CHANNELS))))
      .addColumn('recipient', 'text')
      .addColumn('redirect_path', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_sent_at', 'text', (c) => c.notNull())
      .addColumn('whatsapp_received_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('auth_secrets_user').on('auth_secrets').columns(['user_id', 'purpose']).execute();
    await s.createIndex('auth_secrets_expiry').on('auth_secrets').column('expires_at').execute();
    await s
      .createIndex('auth_secrets_whatsapp')
      .on('auth_secrets')
      .columns(['recipient', 'whatsapp_code'])
      .where(sql.ref('whatsapp_code'), 'is not', null)
      .execute();

    await clustered(
      db,
      s
        .createTable('revoked_sessions')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer')
        .addColumn('expires_at', 'text', (c) => c.notNull()),
    ).execute();
    await s.createIndex('revoked_sessions_expiry').on('revoked_sessions').column('expires_at').execute();

    await s
      .createTable('outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', CHANNELS)))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('code', 'text')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

    await clustered(
      db,
      s
        .createTable('captcha_uses')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull()),
    ).execute();

    await s
      .createTable('impersonation_log')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('action', 'text', (c) => c.notNull().check(oneOf('action', ['start', 'stop'])))
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('impersonation_log_admin').on('impersonation_log').columns(['admin_id', 'created_at']).execute();
  },
};
