import { startPostgres } from '../src/server/testing/postgres-cluster.ts';
import { openPostgres } from '../src/server/db/postgres.ts';
import { copySqliteToPostgres } from '../src/server/db/copy.ts';
import { setup } from '../src/server/setup.ts';
import { sql } from 'kysely';
const c = await startPostgres();
try {
  let t0 = Date.now();
  const { database } = await setup({ path: ':memory:', seedProfiles: Number(process.argv[2] ?? 1500), log: { info() {}, warn() {}, error() {} } as never });
  console.log('seeded sqlite', Date.now() - t0);
  const url = await c.createDatabase();
  const { db } = await openPostgres(url);
  const r = await copySqliteToPostgres(database.sqlite, db as never);
  console.log(r);
  console.log((await sql`select count(*) as n from profiles`.execute(db)).rows, (await sql`select count(*) as n from profile_search`.execute(db)).rows);
  await sql`insert into users (username, region) values ('newbie', 'de')`.execute(db);
  console.log((await sql`select max(id) as m from users`.execute(db)).rows);
  await db.destroy();
} catch (e) { console.error(e); } finally { await c.stop(); }
