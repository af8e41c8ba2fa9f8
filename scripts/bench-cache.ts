/**
 * `npm run bench:cache`: what a revalidation saves the server. On a test app (an in-memory demo
 * database with 1,500 listings, the real middleware stack with compress()) it times
 * sequential anonymous listing searches answered in full (200, gzip) against the same searches
 * revalidated with their `If-None-Match` tag (304, no body): median and p99 of the server time,
 * measured in-process around the app's handler until the body is read. Both read the search from
 * the server's in-process search cache, so the difference is the JSON, the hash, the compression
 * and the bytes.
 *
 * Options: --requests 2000  --profiles 1500  --searches 20
 */
import { parseArgs } from 'node:util';
import { searchMix } from '../src/server/testing/search-mix.ts';
import { createTestApp } from '../src/server/testing/app.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    profiles: { type: 'string', default: '1500' },
    searches: { type: 'string', default: '20' },
  },
});
const requests = Number(values.requests);
const profiles = Number(values.profiles);
const searchCount = Number(values.searches);
for (const [name, n] of Object.entries({ requests, profiles, searches: searchCount }))
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name}: give a whole number above 0`);

const t = await createTestApp({ profiles });

/** One request: its status, body bytes and milliseconds until the body was read. */
async function timed(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; ms: number; etag: string | null }> {
  const started = performance.now();
  const res = await t.app.request(path, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, bytes, ms: performance.now() - started, etag: res.headers.get('etag') };
}

// The first `--searches` searches of the mix that fill a page (24 cards), each run once to fill the
// search cache, with their tags.
const tags = new Map<string, string>();
const paths: string[] = [];
for (const path of searchMix(searchCount * 50, 11)) {
  if (paths.length === searchCount) break;
  const res = await t.app.request(path, { headers: { 'accept-encoding': 'identity' } });
  const etag = res.headers.get('etag');
  if (res.status !== 200 || !etag) throw new Error(`${path}: ${res.status}, tag ${etag}`);
  if (((await res.json()) as { results: unknown[] }).results.length < 24) continue;
  paths.push(path);
  tags.set(path, etag);
}
if (paths.length < searchCount) throw new Error(`only ${paths.length} searches fill a page: seed more --profiles`);

/** `requests` sequential requests round the searches (gzip); fails on an unexpected status. */
async function run(expect: 200 | 304): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const path = paths[i % paths.length]!;
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
    if (expect === 304) headers['if-none-match'] = tags.get(path)!;
    const r = await timed(path, headers);
    if (r.status !== expect) throw new Error(`${path}: ${r.status}, expected ${expect}`);
    ms.push(r.ms);
    bytes += r.bytes;
  }
  return { ms, bytes: bytes / requests };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const full = await run(200);
const revalidated = await run(304);
await t.close();

console.log(`${profiles} listings, ${paths.length} searches of 24 cards, ${requests} sequential requests each (in-process, gzip)`);
for (const [label, r] of [
  ['200 search', full],
  ['304 revalidation', revalidated],
] as const) {
  const sorted = [...r.ms].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(17)} median ${quantile(sorted, 0.5).toFixed(3)} ms  p99 ${quantile(sorted, 0.99).toFixed(3)} ms  ${Math.round(r.bytes)} body bytes`,
  );
}
