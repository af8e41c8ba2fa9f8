/**
 * The compressed copies of a build: which files get them, that they are the same bytes for the same
 * file in every build, that a kept page takes its copies from the store instead of being compressed
 * again (and a changed page never does), and that the store keeps only what the last build used.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { diffBuilds, isSiteFile } from '../server/site/publish.ts';
import { brotliCopy, compressibleFiles, gzipCopy, precompressDir, STORE_DIR, STORE_MANIFEST } from './precompress.ts';

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-precompress-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page of `n` paragraphs: text that compresses well, a few KB. */
function page(title: string, n = 40): string {
  const rows = Array.from({ length: n }, (_, i) => `<p class="card">Listing ${i} in ${title}: escort, venue, reviews</p>`).join('\n');
  return `<!doctype html><html lang="de"><head><title>${title}</title></head><body>${rows}</body></html>`;
}

function write(dir: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

const read = (dir: string, file: string) => readFileSync(join(dir, file));
const ino = (dir: string, file: string) => statSync(join(dir, file)).ino;

describe('the copies', () => {
  test('are the same bytes for the same input, and decompress to it', () => {
    const data = Buffer.from(page('Köln'));
    expect(brotliCopy(data).equals(brotliCopy(Buffer.from(data)))).toBe(true);
    expect(gzipCopy(data).equals(gzipCopy(Buffer.from(data)))).toBe(true);
    expect(brotliDecompressSync(brotliCopy(data)).equals(data)).toBe(true);
    const gz = gzipCopy(data);
    expect(gunzipSync(gz).equals(data)).toBe(true);
    // The gzip header names no file (FLG = 0) and no time (MTIME = 0).
    expect(gz[3]).toBe(0);
    expect(gz.readUInt32LE(4)).toBe(0);
  });

  test('go to text files of at least 1 KB whose copy is smaller; not to images, small files, dotfiles or copies', async () => {
    const out = tmp();
    write(out, {
      'sex/koeln/index.html': page('Köln'),
      'small/index.html': '<h1>small</h1>',
      '_astro/app.Ab12.js': `export const x = ${JSON.stringify(page('js'))};`,
      '_astro/site.Cd34.css': `.card{color:red}\n`.repeat(100),
      'sitemap-de.xml': `<urlset>${'<url><loc>https://lustmap.test/sex/</loc></url>'.repeat(50)}</urlset>`,
      // Bytes no coder makes smaller.
      'noise.json': randomBytes(3000),
      'photo.png': randomBytes(4000),
      '.build-report.json': JSON.stringify({ renderedPaths: Array.from({ length: 200 }, (_, i) => `/p/${i}/`) }),
      // A leftover of an earlier run, named like a copy: never an input of its own.
      'old/index.html.br': randomBytes(2000),
    });
    const summary = await precompressDir(out, { cacheDir: tmp(), workers: 0 });
    for (const file of ['sex/koeln/index.html', '_astro/app.Ab12.js', '_astro/site.Cd34.css', 'sitemap-de.xml']) {
      expect(brotliDecompressSync(read(out, `${file}.br`)).equals(read(out, file)), file).toBe(true);
      expect(gunzipSync(read(out, `${file}.gz`)).equals(read(out, file)), file).toBe(true);
      expect(read(out, `${file}.br`).equals(brotliCopy(read(out, file))), file).toBe(true);
    }
    for (const file of ['small/index.html', 'noise.json', 'photo.png', '.build-report.json', 'old/index.html.br'])
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(out, `${file}${suffix}`)), `${file}${suffix}`).toBe(false);
    expect(summary).toMatchObject({ files: 6, small: 1, compressed: 8, reused: 0 });
    expect(compressibleFiles(out)).not.toContain('sex/koeln/index.html.br');
  });

  test('of two builds of the same files with separate caches are byte-identical, with workers or without', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`sex/city-${i}/index.html`] = page(`City ${i}`, 20 + i);
    const [a, b] = [tmp(), tmp()];
    write(a, files);
    write(b, files);
    await precompressDir(a, { cacheDir: tmp(), workers: 0 });
    const summary = await precompressDir(b, { cacheDir: tmp(), workers: 2 });
    expect(summary.compressed).toBe(80);
    for (const file of Object.keys(files))
      for (const suffix of ['.br', '.gz']) expect(read(a, `${file}${suffix}`).equals(read(b, `${file}${suffix}`)), file).toBe(true);
  });
});

describe('an incremental build', () => {
  test("takes a kept page's copies from the store, compresses a changed page again, and keeps only what it uses", async () => {
    const cache = tmp();
    const first = tmp();
    write(first, { 'sex/koeln/index.html': page('Köln v1'), 'sex/berlin/index.html': page('Berlin'), 'sex/bonn/index.html': page('Bonn') });
    await precompressDir(first, { cacheDir: cache, workers: 0 });

    // The next build: Köln kept (the same file, hard-linked as incremental.ts links kept pages),
    // Berlin rendered again with other content, Bonn gone.
    const second = tmp();
    mkdirSync(join(second, 'sex', 'koeln'), { recursive: true });
    linkSync(join(first, 'sex/koeln/index.html'), join(second, 'sex/koeln/index.html'));
    write(second, { 'sex/berlin/index.html': page('Berlin, renamed') });
    const summary = await precompressDir(second, { cacheDir: cache, workers: 0 });

    expect(summary).toMatchObject({ files: 2, compressed: 2, reused: 2 });
    // Köln's copies are the very files of the first build.
    expect(ino(second, 'sex/koeln/index.html.br')).toBe(ino(first, 'sex/koeln/index.html.br'));
    expect(ino(second, 'sex/koeln/index.html.gz')).toBe(ino(first, 'sex/koeln/index.html.gz'));
    // Berlin's are new, of its new content; the first build's stay as they were.
    expect(brotliDecompressSync(read(second, 'sex/berlin/index.html.br')).toString()).toBe(page('Berlin, renamed'));
    expect(gunzipSync(read(second, 'sex/berlin/index.html.gz')).toString()).toBe(page('Berlin, renamed'));
    expect(brotliDecompressSync(read(first, 'sex/berlin/index.html.br')).toString()).toBe(page('Berlin'));
    // The store holds the copies of this build's two files, no more.
    expect(readdirSync(join(cache, STORE_DIR)).sort()).toHaveLength(4);
    const manifest = JSON.parse(readFileSync(join(cache, STORE_MANIFEST), 'utf8')) as { files: Record<string, unknown> };
    expect(Object.keys(manifest.files).sort()).toEqual(['sex/berlin/index.html', 'sex/koeln/index.html']);
  });

  test('a page rendered again with the same content gets copies newer than itself', async () => {
    const cache = tmp();
    const first = tmp();
    write(first, { 'index.html': page('Start') });
    await precompressDir(first, { cacheDir: cache, workers: 0 });
    // The stored copies date from before the new page was written.
    const past = new Date(Date.now() - 60_000);
    for (const name of readdirSync(join(cache, STORE_DIR))) utimesSync(join(cache, STORE_DIR, name), past, past);
    const second = tmp();
    write(second, { 'index.html': page('Start') });
    const summary = await precompressDir(second, { cacheDir: cache, workers: 0 });
    expect(summary.reused).toBe(2);
    for (const suffix of ['.br', '.gz']) {
      expect(statSync(join(second, `index.html${suffix}`)).mtimeMs).toBeGreaterThanOrEqual(statSync(join(second, 'index.html')).mtimeMs);
      expect(ino(second, `index.html${suffix}`)).not.toBe(ino(first, `index.html${suffix}`));
    }
    expect(brotliDecompressSync(read(second, 'index.html.br')).toString()).toBe(page('Start'));
  });

  test('a page changed in place is compressed again, whatever the manifest remembers of its path', async () => {
    const cache = tmp();
    const out = tmp();
    write(out, { 'a/index.html': page('A') });
    await precompressDir(out, { cacheDir: cache, workers: 0 });
    write(out, { 'a/index.html': page('A, changed', 50) });
    const summary = await precompressDir(out, { cacheDir: cache, workers: 0 });
    expect(summary.compressed).toBe(2);
    expect(brotliDecompressSync(read(out, 'a/index.html.br')).toString()).toBe(page('A, changed', 50));
    expect(gunzipSync(read(out, 'a/index.html.gz')).toString()).toBe(page('A, changed', 50));
  });

  test('a store made with other parameters is emptied, and a broken manifest counts as none', async () => {
    const cache = tmp();
    mkdirSync(join(cache, STORE_DIR));
    writeFileSync(join(cache, STORE_DIR, 'stale.br'), 'x');
    writeFileSync(join(cache, STORE_MANIFEST), JSON.stringify({ parameters: 'brotli 0.0 q11', files: {} }));
    const out = tmp();
    write(out, { 'index.html': page('Start') });
    expect(await precompressDir(out, { cacheDir: cache, workers: 0 })).toMatchObject({ compressed: 2, reused: 0 });
    expect(existsSync(join(cache, STORE_DIR, 'stale.br'))).toBe(false);
    writeFileSync(join(cache, STORE_MANIFEST), '{not json');
    expect(await precompressDir(out, { cacheDir: cache, workers: 0 })).toMatchObject({ compressed: 2, reused: 0 });
  });
});

describe('publishing', () => {
  test('the S3 publish leaves the copies out', async () => {
    const out = tmp();
    write(out, { 'sex/index.html': page('Sex'), 'archive.tar.gz': randomBytes(100) });
    await precompressDir(out, { cacheDir: tmp(), workers: 0 });
    expect(isSiteFile('sex/index.html.br')).toBe(false);
    expect(isSiteFile('sex/index.html.gz')).toBe(false);
    expect((await diffBuilds(out, null)).changed).toEqual(['archive.tar.gz', 'sex/index.html']);
  });
});
