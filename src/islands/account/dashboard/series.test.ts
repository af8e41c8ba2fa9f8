import { describe, expect, test } from 'vitest';
import { dashboardSeries, daySeconds, hasActivity } from './series.ts';

describe('dashboard series', () => {
  test('sorted by date, x in seconds at noon UTC, one series per measure', () => {
    const days = [
      { date: '2025-03-02', views: 5, opens: 2, contactClicks: 1 },
      { date: '2025-03-01', views: 3, opens: 1, contactClicks: 0 },
      { date: 'garbage', views: 9, opens: 9, contactClicks: 9 },
    ];
    expect(dashboardSeries(days)).toEqual([
      [daySeconds('2025-03-01'), daySeconds('2025-03-02')],
      [3, 5],
      [1, 2],
      [0, 1],
    ]);
    expect(daySeconds('2025-03-01')).toBe(Date.UTC(2025, 2, 1, 12) / 1000);
  });
  test('activity only when a day has views, opens or clicks', () => {
    expect(hasActivity([{ date: '2025-03-01', views: 0, opens: 0, contactClicks: 0 }])).toBe(false);
    expect(hasActivity([{ date: '2025-03-01', views: 0, opens: 0, contactClicks: 2 }])).toBe(true);
    expect(hasActivity([{ date: '2025-03-01', views: 0, opens: 1, contactClicks: 0 }])).toBe(true);
    expect(hasActivity([])).toBe(false);
  });
});
