/**
 * Streaming multipart reader for uploads. Hono's parseBody buffers a whole body before anyone can
 * look at it; here busboy parses the request stream as it arrives and the read stops at the first
 * file over the per-file limit (or the request over its total), so a huge upload costs at most
 * the limit in memory and is refused while it is still being sent.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';

/** One file of the upload. */
export interface UploadedFile {
  /** The name the browser sent (for messages only; never used as a path). */
  name: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** Field that carries the files; files in other fields are skipped. */
  field: string;
  /** Largest file (bytes). */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  /** Largest sum of the files of one request (bytes). */
  maxTotalBytes: number;
}

/** The files, or why the body was refused: 413 (too large) or 422 (malformed, too many files), with a message per problem. */
export type MultipartResult = { ok: true; files: UploadedFile[] } | { ok: false; status: 413 | 422; problems: string[] };

/** A file name fit for a message: no path, no control characters, at most 100 characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  return clean || 'file';
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Read the files of a multipart/form-data request, enforcing the limits while streaming. */
export function readMultipart(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': headers.get('content-type') ?? '' },
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 1024, parts: limits.maxFiles + 20 },
      });
    } catch {
      resolve({ ok: false, status: 422, problems: ['the body is not multipart/form-data'] });
      return;
    }
    if (!body) {
      resolve({ ok: false, status: 422, problems: ['the body is empty'] });
      return;
    }
    const input = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    const files: UploadedFile[] = [];
    let total = 0;
    let done = false;
    const finish = (result: MultipartResult) => {
      if (done) return;
      done = true;
      // Stop reading: the rest of the body is never buffered.
      input.unpipe(parser);
      input.destroy();
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      resolve(result);
    };

    parser.on('file', (field, stream, info) => {
      if (field !== limits.field) {
        stream.resume();
        return;
      }
      const name = displayName(info.filename);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxTotalBytes)
          finish({ ok: false, status: 413, problems: [`the upload is larger than ${mb(limits.maxTotalBytes)} in all`] });
        else chunks.push(chunk);
      });
      stream.on('limit', () => finish({ ok: false, status: 413, problems: [`${name}: larger than ${mb(limits.maxFileBytes)}`] }));
      stream.on('end', () => {
        if (!done) files.push({ name, data: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => finish({ ok: false, status: 422, problems: [`at most ${limits.maxFiles} files at once`] }));
    parser.on('error', () => finish({ ok: false, status: 422, problems: ['the multipart body is malformed'] }));
    parser.on('close', () => finish({ ok: true, files }));
    input.on('error', () => finish({ ok: false, status: 422, problems: ['the upload was interrupted'] }));
    input.pipe(parser);
  });
}
