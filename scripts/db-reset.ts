/**
 * `npm run db:reset`: delete the database and seed it again with demo data.
 * Options: --profiles <n> (default 6000), --seed <n>; DB_PATH picks the file (data/app.db).
 */
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccountLines } from '../src/server/seed/accounts.ts';
import { DEFAULT_DEMO_PROFILES, DEFAULT_DEMO_SEED, setup } from '../src/server/setup.ts';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string', default: String(DEFAULT_DEMO_PROFILES) },
    seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
  },
});
const profiles = Number(values.profiles);
const seed = Number(values.seed);
if (!Number.isInteger(profiles) || profiles < 1) throw new Error('--profiles must be a positive whole number');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const path = process.env.DB_PATH ?? join(resolve(import.meta.dirname, '..'), 'data', 'app.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });

const started = performance.now();
const { database, seeded } = await setup({ path, seedProfiles: profiles, seed });
await database.close();
const total = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `${relative(process.cwd(), path) || path}: ${seeded?.profiles} listings, ${seeded?.punters} punters, ${seeded?.photos} photos, ${seeded?.reviews} reviews`,
);
console.log(`seeded in ${((seeded?.ms ?? 0) / 1000).toFixed(2)} s (${total} s with migrations and places)`);
console.log(demoAccountLines().join('\n'));
