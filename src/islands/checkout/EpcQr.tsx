/** The EPC/GiroCode of a bank transfer, drawn as one SVG path from the QR matrix. */
import { useMemo } from 'react';
import { qrMatrix, qrPath } from './qr.ts';

/** The code of `payload`, labelled for screen readers. */
export function EpcQr({ payload, label }: { payload: string; label: string }) {
  const { size, d } = useMemo(() => {
    const matrix = qrMatrix(payload);
    return { size: matrix.length, d: qrPath(matrix) };
  }, [payload]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="h-48 w-48 bg-white text-black"
      shapeRendering="crispEdges"
      data-testid="epc-qr"
    >
      <path d={d} fill="currentColor" />
    </svg>
  );
}
