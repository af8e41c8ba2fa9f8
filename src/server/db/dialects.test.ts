import { expect, test } from 'vitest';
import { isUniqueViolation } from './dialects.ts';

test('a unique-key violation is recognised in SQLite and PostgreSQL words, for the columns asked about only', () => {
  const sqlite = new Error('UNIQUE constraint failed: users.email');
  expect(isUniqueViolation(sqlite, 'users', ['email', 'phone'])).toBe(true);
  expect(isUniqueViolation(sqlite, 'users', ['phone'])).toBe(false);
  expect(isUniqueViolation(new Error('UNIQUE constraint failed: profiles.user_id, profiles.slug'), 'profiles', ['slug'])).toBe(true);
  const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_key"'), {
    code: '23505',
    constraint: 'users_phone_key',
  });
  expect(isUniqueViolation(pg, 'users', ['email', 'phone'])).toBe(true);
  expect(isUniqueViolation(pg, 'users', ['email'])).toBe(false);
  expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23503', constraint: 'users_phone_key' }), 'users', ['phone'])).toBe(
    false,
  );
  expect(isUniqueViolation('UNIQUE constraint failed: users.email', 'users', ['email'])).toBe(false);
});
