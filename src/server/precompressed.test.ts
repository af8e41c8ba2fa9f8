/** Which files have copies, which names are copies, and which copy an Accept-Encoding header admits. */
import { describe, expect, test } from 'vitest';
import { acceptedCopies, isCompressedCopy, isCompressible } from './precompressed.ts';

const codings = (header: string | undefined) => acceptedCopies(header).map((e) => e.coding);

describe('file names', () => {
  test('text files get copies, images and fonts do not', () => {
    for (const f of ['a/index.html', '_astro/x.js', 'x.CSS', 'sitemap-de.xml', 'site.webmanifest', 'a.js.map', 'f.svg'])
      expect(isCompressible(f), f).toBe(true);
    for (const f of ['a.png', 'a.woff2', 'a.html.br', 'a.gz', 'README', 'a.html/']) expect(isCompressible(f), f).toBe(false);
  });

  test('a copy is a compressible name with .br or .gz, not any .gz file', () => {
    for (const f of ['sex/koeln/index.html.br', '/sex/koeln/index.html.gz', '_astro/x.js.br', 'robots.txt.GZ'])
      expect(isCompressedCopy(f), f).toBe(true);
    for (const f of ['archive.tar.gz', 'index.html', 'x.br', 'index.html.br.html', 'photo.png.gz'])
      expect(isCompressedCopy(f), f).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  test('brotli first, then gzip; none without the header', () => {
    expect(codings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(codings('br, gzip')).toEqual(['br', 'gzip']);
    expect(codings('gzip')).toEqual(['gzip']);
    expect(codings('x-gzip')).toEqual(['gzip']);
    expect(codings('deflate')).toEqual([]);
    expect(codings('identity')).toEqual([]);
    expect(codings('')).toEqual([]);
    expect(codings(undefined)).toEqual([]);
  });

  test('q-values order and refuse codings; * stands for those not named', () => {
    expect(codings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(codings('br;q=0, gzip')).toEqual(['gzip']);
    expect(codings('gzip;q=0, *')).toEqual(['br']);
    expect(codings('*')).toEqual(['br', 'gzip']);
    expect(codings('*;q=0')).toEqual([]);
    expect(codings(' BR ; Q=1 , GZIP ; q=0.1')).toEqual(['br', 'gzip']);
    expect(codings('br;q=abc, gzip')).toEqual(['gzip']);
  });
});
