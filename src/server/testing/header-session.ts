/**
 * A session for route tests: the request names its user in the `x-test-user` header, and the
 * user's roles come from the database, as a real session's do. `mfa` marks the session as confirmed
 * with the second factor, for tests whose subject is the role guard and not the sign-in.
 */
import type { RoleId } from '../../lib/permissions.ts';
import type { SessionResolver } from '../context.ts';
import type { Database } from '../db/database.ts';
import { syncSql } from './sync-sql.ts';

const TEST_USER_HEADER = 'x-test-user';

/** The resolver; `database` is read at request time (tests open it after building the resolver). */
export function headerSession(database: () => Database, o: { mfa?: boolean } = {}): SessionResolver {
  return (c) => {
    const id = Number(c.req.header(TEST_USER_HEADER));
    if (!id) return Promise.resolve(null);
    const rows = syncSql(database()).all('SELECT role_id AS r FROM user_roles WHERE user_id = ?', id) as { r: RoleId }[];
    const roles = rows.map((x) => x.r);
    return Promise.resolve(o.mfa ? { id, roles, mfa: true } : { id, roles });
  };
}
