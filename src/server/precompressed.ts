/**
 * Precompressed copies of the built site's files: the build writes `<file>.br` (brotli) and
 * `<file>.gz` (gzip) next to each text file (src/integrations/precompress.ts), the server answers
 * with a copy when the request accepts its encoding (static.ts), and neither the S3 publish nor the
 * site checks treat a copy as a file of its own. Framework-free: the build's worker threads load it.
 */

/** Extensions of the files that get copies (text formats; images, fonts and videos are compressed already). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
  '.map',
]);

/** Files smaller than this get no copies: the saving does not pay for the extra file. */
export const MIN_COMPRESSED_SIZE = 1024;

/** A content coding the build writes copies in, preferred first. */
export interface CopyEncoding {
  /** The token of Accept-Encoding and Content-Encoding. */
  coding: 'br' | 'gzip';
  /** Appended to the file's name. */
  suffix: '.br' | '.gz';
}

/** The copies of a file, preferred first. */
export const COPY_ENCODINGS: readonly CopyEncoding[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

const EXTENSION = /\.[a-z0-9]+$/i;
const COPY = new RegExp(`(${[...COMPRESSIBLE_EXTENSIONS].map((e) => `\\${e}`).join('|')})\\.(br|gz)$`, 'i');

/** Whether a file (path or name) is of a type that gets copies, whatever its size. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(EXTENSION.exec(file)?.[0]?.toLowerCase() ?? '');
}

/** Whether a file is a compressed copy of another (`sex/koeln/index.html.br`), not a file of the site. */
export function isCompressedCopy(file: string): boolean {
  return COPY.test(file);
}

/**
 * The copies an Accept-Encoding header admits, best first: a coding with a higher q first, brotli
 * before gzip at equal q; `*` stands for a coding not named; `q=0` refuses. No header: none.
 */
export function acceptedCopies(acceptEncoding: string | undefined): CopyEncoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^q\s*=\s*(.*)$/i.exec(param);
      // A q-value that is no number refuses the coding.
      if (m) weight = /^[0-9.]+$/.test(m[1]!) ? Math.min(1, Number(m[1]) || 0) : 0;
    }
    const name = token.toLowerCase();
    // The first mention of a coding counts.
    if (!q.has(name)) q.set(name, weight);
  }
  const weightOf = (coding: string) => q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  return COPY_ENCODINGS.map((e, i) => ({ e, i, w: weightOf(e.coding) }))
    .filter((c) => c.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((c) => c.e);
}
