/**
 * `npm run bench:captcha`: what one captcha solution costs at the server's difficulty. Creates N
 * challenges as the server does and solves each twice: with Web Crypto (one digest call per try, as
 * the browser solves it) and with node:crypto (as a bot would). Prints the median and p90 of each.
 * Node's Web Crypto digest is slower per call than a browser's, so the first line is an upper bound.
 *
 * Options: --n 20 (challenges)  --min / --max (counter range; default: the server's)
 */
import { parseArgs } from 'node:util';
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey as nativeKey } from 'altcha-lib/algorithms/sha';
import { deriveKey as webKey } from 'altcha-lib/algorithms/web/sha';
import { DEFAULT_ACCOUNT_SETTINGS } from '../src/server/auth/settings.ts';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '20' },
    min: { type: 'string', default: String(DEFAULT_ACCOUNT_SETTINGS.captchaWork.min) },
    max: { type: 'string', default: String(DEFAULT_ACCOUNT_SETTINGS.captchaWork.max) },
  },
});
const n = Number(values.n);
const work = { min: Number(values.min), max: Number(values.max) };

/** The p-th percentile of sorted numbers. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const times = { web: [] as number[], native: [] as number[] };
for (let i = 0; i < n; i++) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(work.max, work.min),
    deriveKey: nativeKey,
    hmacSignatureSecret: 'bench',
    hmacKeySignatureSecret: 'bench-key',
  });
  for (const [name, deriveKey] of [
    ['web', webKey],
    ['native', nativeKey],
  ] as const) {
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
    if (!solution) throw new Error('a challenge was not solved');
    times[name].push(performance.now() - started);
  }
}

console.log(`captcha: ${n} challenges, counter ${work.min}..${work.max}, SHA-256, cost 1`);
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  const label = name === 'web' ? 'Web Crypto (as a browser)' : 'node:crypto (as a bot)';
  console.log(`  ${label.padEnd(26)} median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms`);
}
