/**
 * The search answers stay the same through changes to how they are computed: a fixed set of
 * searches (and their counts) on the seeded test database is answered exactly as recorded in
 * `search-answers.expected.json` (a digest of each answer's JSON, its total and first ids). The
 * searches run twice, so an answer served from a cache must equal the one computed.
 * `UPDATE_SEARCH_ANSWERS=1 npx vitest run src/server/services/search-answers.test.ts` records
 * them again after a deliberate change of the answers.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { searchMix } from '../testing/search-mix.ts';

const FILE = new URL('./search-answers.expected.json', import.meta.url);

interface Recorded {
  path: string;
  status: number;
  total: number | null;
  ids: number[];
  digest: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The searches: the benchmark's mix, and the count of every tenth. */
function paths(): string[] {
  const searches = searchMix(300, 7);
  const counts = searches.filter((_, i) => i % 10 === 0).map((p) => p.replace('/search/escorts?', '/search/escorts/count?'));
  return [...searches, ...counts];
}

async function answer(path: string): Promise<Recorded> {
  const res = await t.get(path);
  const body = res.body as { results?: { id: number }[]; total?: number; count?: number; searchRequestId?: string };
  // A request id is new for every answer by design: it is not part of what the search found.
  const { searchRequestId: _id, ...rest } = body;
  return {
    path,
    status: res.status,
    total: rest.total ?? rest.count ?? null,
    ids: (rest.results ?? []).map((r) => r.id),
    digest: createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 22),
  };
}

test('a fixed set of searches is answered exactly as recorded, the second time too', async () => {
  const first: Recorded[] = [];
  for (const p of paths()) first.push(await answer(p));
  if (process.env.UPDATE_SEARCH_ANSWERS === '1') writeFileSync(FILE, `${JSON.stringify(first, null, 1)}\n`);
  const expected = JSON.parse(readFileSync(FILE, 'utf8')) as Recorded[];
  expect(first).toEqual(expected);
  // Most searches find something: the comparison is not of empty pages.
  expect(first.filter((r) => r.ids.length > 0).length).toBeGreaterThan(120);
  const second: Recorded[] = [];
  for (const p of paths()) second.push(await answer(p));
  expect(second).toEqual(expected);
});
