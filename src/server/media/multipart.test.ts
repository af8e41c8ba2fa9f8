import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { t } from '../../../i18n/index.ts';
import { readMultipart, type MultipartLimits } from './multipart.ts';

const root = mkdtempSync(join(tmpdir(), 'lustmap-multipart-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dir: string;
let runs = 0;
beforeEach(() => {
  dir = join(root, `run-${++runs}`);
});
const temps = () => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

const MB = 1024 * 1024;
const BOUNDARY = 'xxBOUNDARYxx';
const headers = new Headers({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
const limits = (o: Partial<MultipartLimits> = {}): MultipartLimits => ({
  field: 'file',
  maxFileBytes: 64 * MB,
  maxFiles: 2,
  maxTotalBytes: 64 * MB,
  tmpDir: dir,
  ...o,
});
const part = (field: string, name: string) =>
  new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const end = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`);

/**
 * A body sending one file of `total` bytes (0xab) in 1 MB chunks; `onChunk(n)` runs before chunk n
 * is sent (it may wait), and with `failAfter` the stream errors after that many chunks, as when the
 * client goes away.
 */
function fileBody(total: number, o: { onChunk?: (n: number) => void | Promise<void>; failAfter?: number; field?: string } = {}) {
  const chunk = new Uint8Array(MB).fill(0xab);
  let sent = 0;
  let n = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (n === 0) controller.enqueue(part(o.field ?? 'file', 'clip.mp4'));
      if (o.failAfter !== undefined && n >= o.failAfter) {
        controller.error(new Error('the client went away'));
        return;
      }
      if (sent >= total) {
        controller.enqueue(end);
        controller.close();
        return;
      }
      await o.onChunk?.(n);
      n++;
      const size = Math.min(MB, total - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
}

describe('streaming to a temporary file', () => {
  test('the file is written to disk while the body still arrives, and discard() removes it', async () => {
    let onDisk = 0;
    const body = fileBody(32 * MB, {
      onChunk: (n) => {
        // Halfway through the body, most of what was sent is on disk already.
        if (n === 16) onDisk = temps().reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
      },
    });
    const read = await readMultipart(headers, body, limits());
    if (!read.ok) throw new Error(read.problems.join());
    expect(onDisk).toBeGreaterThan(8 * MB);
    expect(read.files).toHaveLength(1);
    const [file] = read.files;
    expect(file).toMatchObject({ name: 'clip.mp4', bytes: 32 * MB });
    expect(file!.path.startsWith(dir)).toBe(true);
    expect((statSync(file!.path).mode & 0o777).toString(8)).toBe('600');
    const bytes = readFileSync(file!.path);
    expect(bytes.length).toBe(32 * MB);
    expect(bytes.every((x) => x === 0xab)).toBe(true);
    await read.discard();
    expect(temps()).toEqual([]);
  });

  test('files in other fields are not written', async () => {
    const read = await readMultipart(headers, fileBody(MB, { field: 'other' }), limits());
    expect(read).toMatchObject({ ok: true, files: [] });
    expect(temps()).toEqual([]);
  });

  test('a file over the limit is refused while it arrives and its partial file is removed', async () => {
    let chunks = 0;
    const read = await readMultipart(
      headers,
      fileBody(40 * MB, { onChunk: (n) => void (chunks = n + 1) }),
      limits({ maxFileBytes: 8 * MB, maxTotalBytes: 8 * MB }),
    );
    expect(read).toEqual({ ok: false, status: 413, problems: ['clip.mp4: larger than 8 MB'] });
    expect(chunks).toBeLessThan(12);
    expect(temps()).toEqual([]);
  });

  test('an upload the client abandons halfway leaves no file behind', async () => {
    const read = await readMultipart(headers, fileBody(32 * MB, { failAfter: 6 }), limits());
    expect(read).toMatchObject({ ok: false, status: 422 });
    expect(temps()).toEqual([]);
  });

  test('a body cut off before its end boundary leaves no file behind', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(part('file', 'a.jpg'));
        controller.enqueue(new Uint8Array(1000).fill(1));
        controller.close();
      },
    });
    const read = await readMultipart(headers, cut, limits());
    expect(read).toEqual({ ok: false, status: 422, problems: ['the multipart body is malformed'] });
    expect(temps()).toEqual([]);
  });

  test('a body cut off inside a file is refused as malformed in the locale asked for', async () => {
    const text = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n${'x'.repeat(100)}`;
    const read = await readMultipart(headers, new Request('http://localhost/', { method: 'POST', body: text }).body, {
      ...limits(),
      locale: 'de',
    });
    expect(read).toEqual({ ok: false, status: 422, problems: [t('de', 'photos.upload.malformed')] });
    expect(temps()).toEqual([]);
  });
});
