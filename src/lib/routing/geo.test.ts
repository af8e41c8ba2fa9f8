import { expect, test } from 'vitest';
import { distanceKm, nearestNeighbours, type Point } from './geo.ts';

/** The obvious O(n²) answer the grid search must match. */
function bruteForce(points: Point[], k: number): number[][] {
  return points.map((p, i) =>
    points
      .map((q, j) => ({ j, d: distanceKm(p, q) }))
      .filter((x) => x.j !== i)
      .sort((a, b) => a.d - b.d || a.j - b.j)
      .slice(0, k)
      .map((x) => x.j),
  );
}

test('it measures Berlin to Munich as about 504 km', () => {
  expect(distanceKm({ lat: 52.52, lon: 13.405 }, { lat: 48.137, lon: 11.575 })).toBeCloseTo(504, -1);
});

test('it finds the same 8 nearest neighbours as a brute-force search', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const points = Array.from({ length: 400 }, () => ({ lat: 47 + rand() * 8, lon: 6 + rand() * 9 }));
  // A dense cluster and an outlier stress the ring search.
  points.push(...Array.from({ length: 30 }, () => ({ lat: 50 + rand() * 0.01, lon: 8 + rand() * 0.01 })));
  points.push({ lat: 54.9, lon: 14.9 });
  expect(nearestNeighbours(points, 8)).toEqual(bruteForce(points, 8));
});

test('it returns fewer neighbours when there are fewer other points', () => {
  expect(
    nearestNeighbours(
      [
        { lat: 1, lon: 1 },
        { lat: 2, lon: 2 },
      ],
      8,
    ),
  ).toEqual([[1], [0]]);
  expect(nearestNeighbours([{ lat: 1, lon: 1 }], 8)).toEqual([[]]);
});
