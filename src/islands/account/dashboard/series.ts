/** The dashboard's days shaped for the chart: x values in seconds and one series per measure. */
import type { DashboardData } from '../../../lib/api/own-profile.ts';

/** uPlot's aligned data: x (seconds, noon UTC of each day), views, opens, contact clicks. */
export type DashboardSeries = [number[], number[], number[], number[]];

/** Seconds of noon UTC on a "YYYY-MM-DD" day (noon keeps the day in any display time zone). */
export function daySeconds(date: string): number {
  return Date.parse(`${date}T12:00:00Z`) / 1000;
}

/** The days in date order as chart series; days with an unreadable date are left out. */
export function dashboardSeries(days: DashboardData['days']): DashboardSeries {
  const sorted = days.filter((d) => Number.isFinite(daySeconds(d.date))).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return [
    sorted.map((d) => daySeconds(d.date)),
    sorted.map((d) => d.views),
    sorted.map((d) => d.opens),
    sorted.map((d) => d.contactClicks),
  ];
}

/** Whether there is anything to draw (all zeros draws an empty chart, so the page says so instead). */
export function hasActivity(days: DashboardData['days']): boolean {
  return days.some((d) => d.views > 0 || d.opens > 0 || d.contactClicks > 0);
}
