/**
 * The EPC/GiroCode of a bank transfer as SVG: the QR matrix (error correction M, as the EPC
 * standard asks) becomes one path, a rectangle per run of dark modules in a row, so the code is
 * drawn as elements and never through injected markup.
 */
import { encode } from 'uqr';

/** The QR matrix of a text (true = dark), with a quiet zone of two modules. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 2 }).data;
}

/** The SVG path of a matrix in module units: one rectangle per horizontal run of dark modules. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return d;
}
