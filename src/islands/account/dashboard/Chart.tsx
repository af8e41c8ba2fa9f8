/**
 * The dashboard chart (uPlot, about 21 KB gzip): views and contact clicks per day. Loaded lazily
 * with the dashboard so no other page carries it; the data table next to it is the accessible view.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import stylesheet from 'uplot/dist/uPlot.min.css?url';
import type { DashboardSeries } from './series.ts';

/**
 * uPlot's stylesheet, linked when the chart first mounts. A stylesheet imported the usual way
 * would make the bundler wrap every lazy import of the site in its CSS-preloading helper (first-load
 * JS on every page); a URL import leaves that to this one component.
 */
function linkStylesheet(): void {
  if (document.querySelector(`link[href="${stylesheet}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

interface Props {
  data: DashboardSeries;
  labels: { views: string; clicks: string };
  /** BCP 47 tag for the day labels. */
  tag: string;
}

/** The chart; its width follows its container. */
export default function Chart({ data, labels, tag }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    linkStylesheet();
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: 220,
        series: [
          {},
          { label: labels.views, stroke: '#9d174d', width: 2, fill: 'rgba(157, 23, 77, 0.08)' },
          { label: labels.clicks, stroke: '#1d4ed8', width: 2, dash: [6, 3] },
        ],
        axes: [
          { values: (_u, ticks) => ticks.map((s) => day.format(s * 1000)) },
          { values: (_u, ticks) => ticks.map((n) => (Number.isInteger(n) ? String(n) : '')) },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 220 }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [data, labels, tag]);
  return <div ref={box} aria-hidden="true" className="w-full" data-testid="dashboard-chart" />;
}
