/**
 * Build benchmark: builds one region and then all regions, each in a fresh process, and prints pages
 * built, wall seconds, pages per second and peak memory (max RSS). The full build runs last, so
 * dist/ holds the complete site afterwards. Usage: `npm run bench:build [-- --region at]`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Count the HTML pages in dist/. */
function countPages(dir = join(root, 'dist')): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** Run inside the child: build in-process and report. */
async function child() {
  const { build } = await import('astro');
  const started = performance.now();
  await build({ root, logLevel: 'warn' });
  const seconds = (performance.now() - started) / 1000;
  const result = { pages: countPages(), seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  console.log(`BENCH ${JSON.stringify(result)}`);
}

interface Result {
  label: string;
  pages: number;
  seconds: number;
  maxRssMb: number;
}

function run(label: string, region: string | undefined): Result {
  const env = { ...process.env, REGION: region ?? '' };
  const started = performance.now();
  const out = spawnSync(process.execPath, [import.meta.filename, '--child'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = (performance.now() - started) / 1000;
  const line = out.stdout.split('\n').find((l) => l.startsWith('BENCH '));
  if (out.status !== 0 || !line) {
    process.stderr.write(out.stdout + out.stderr);
    throw new Error(`${label} build failed (exit ${out.status})`);
  }
  const r = JSON.parse(line.slice(6)) as Omit<Result, 'label'>;
  return { label, pages: r.pages, seconds: wall, maxRssMb: r.maxRssMb };
}

if (process.argv.includes('--child')) {
  await child();
} else {
  const i = process.argv.indexOf('--region');
  const region = i > 0 ? process.argv[i + 1]! : 'at';
  const results = [run(`region ${region}`, region), run('all regions', undefined)];
  console.log('build            pages   wall s   pages/s   peak MB');
  for (const r of results) {
    console.log(
      `${r.label.padEnd(15)} ${String(r.pages).padStart(6)} ${r.seconds.toFixed(1).padStart(8)} ${(r.pages / r.seconds).toFixed(0).padStart(9)} ${r.maxRssMb.toFixed(0).padStart(9)}`,
    );
  }
  const full = results[1]!;
  console.log(`target: all regions under 180 s on 2 cores — ${full.seconds <= 180 ? 'met' : 'MISSED'} (${full.seconds.toFixed(1)} s)`);
}
