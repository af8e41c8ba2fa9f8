/**
 * Managers: their own business contact (phone, e-mail, company, address), kept apart from the
 * login e-mail and phone so changing it never touches how the manager signs in.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const managerContacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('manager_contacts')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('company_name', 'text')
      .addColumn('street', 'text')
      .addColumn('postcode', 'text')
      .addColumn('city', 'text')
      .addColumn('country', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
