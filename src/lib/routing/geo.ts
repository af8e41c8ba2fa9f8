/** Distance and nearest-neighbour helpers for places. */

export interface Point {
  lat: number;
  lon: number;
}

const R = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * For every point, the indexes of its `k` nearest other points, nearest first (ties by index).
 * A uniform grid keeps this near-linear: each point searches rings of cells until the k-th best
 * distance is inside the searched radius.
 */
export function nearestNeighbours(points: readonly Point[], k: number): number[][] {
  const n = points.length;
  if (n === 0) return [];
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (const p of points) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLon = Math.min(minLon, p.lon);
    maxLon = Math.max(maxLon, p.lon);
  }
  // About two points per cell on average.
  const cellsPerSide = Math.max(1, Math.round(Math.sqrt(n / 2)));
  const cellLat = (maxLat - minLat || 1) / cellsPerSide;
  const cellLon = (maxLon - minLon || 1) / cellsPerSide;
  const key = (x: number, y: number) => y * (cellsPerSide + 1) + x;
  const cellOf = (p: Point) => [Math.floor((p.lon - minLon) / cellLon), Math.floor((p.lat - minLat) / cellLat)] as const;
  const grid = new Map<number, number[]>();
  points.forEach((p, i) => {
    const [x, y] = cellOf(p);
    const list = grid.get(key(x, y));
    if (list) list.push(i);
    else grid.set(key(x, y), [i]);
  });
  // Smallest cell edge in km at the most poleward latitude bounds how far a ring reaches for sure.
  const kmPerDegLat = 111.19;
  const worstCos = Math.cos(rad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const ringKm = Math.min(cellLat * kmPerDegLat, cellLon * kmPerDegLat * worstCos);
  const want = Math.min(k, n - 1);
  if (want <= 0) return points.map(() => []);
  const result: number[][] = [];
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    const [cx, cy] = cellOf(p);
    const best: { i: number; d: number }[] = [];
    for (let ring = 0; ring <= cellsPerSide; ring++) {
      for (let y = cy - ring; y <= cy + ring; y++) {
        for (let x = cx - ring; x <= cx + ring; x++) {
          if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== ring) continue;
          for (const j of grid.get(key(x, y)) ?? []) {
            if (j !== i) best.push({ i: j, d: distanceKm(p, points[j]!) });
          }
        }
      }
      if (best.length >= want) {
        best.sort((a, b) => a.d - b.d || a.i - b.i);
        best.length = Math.max(want, Math.min(best.length, want * 4));
        // Everything within ring * ringKm has been seen; stop once the k-th best is inside it.
        if (best[want - 1]!.d <= ring * ringKm || ring === cellsPerSide) break;
      }
    }
    best.sort((a, b) => a.d - b.d || a.i - b.i);
    result.push(best.slice(0, want).map((b) => b.i));
  }
  return result;
}
