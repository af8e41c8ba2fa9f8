/** A QR code drawn from its module rows ("1" = dark), as one SVG path (crisp at any size). */
export default function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length;
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') d += `M${x} ${y}h1v1h-1z`;
  });
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} className="h-48 w-48 bg-white" shapeRendering="crispEdges">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
