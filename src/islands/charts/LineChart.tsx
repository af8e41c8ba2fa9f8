/**
 * A line chart of counts per day (uPlot, about 21 KB gzip), shared by the escort dashboard and the
 * admin statistics. Load it lazily so no other page carries it; it is hidden from assistive
 * technology, so every chart needs its numbers as a table next to it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import stylesheet from 'uplot/dist/uPlot.min.css?url';

/**
 * uPlot's stylesheet, linked when a chart first mounts. A stylesheet imported the usual way
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

/** One line: its legend label and look. */
export interface LineSeries {
  label: string;
  stroke: string;
  dash?: number[];
  fill?: string;
}

interface Props {
  /** uPlot's aligned data: x in seconds (noon UTC of each day), then one list per line. */
  data: number[][];
  series: readonly LineSeries[];
  /** BCP 47 tag for the day labels. */
  tag: string;
  /** The legend's name of the x values (a day), in the page's language. */
  dayLabel: string;
  height?: number;
  testId?: string;
}

/** The chart; its width follows its container. */
export default function LineChart({ data, series, tag, dayLabel, height = 220, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    linkStylesheet();
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height,
        series: [
          { label: dayLabel, value: (_u, v) => (v === null ? '–' : day.format(v * 1000)) },
          ...series.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, dash: s.dash, fill: s.fill })),
        ],
        axes: [
          { values: (_u, ticks) => ticks.map((s) => day.format(s * 1000)) },
          { values: (_u, ticks) => ticks.map((n) => (Number.isInteger(n) ? String(n) : '')) },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        cursor: { drag: { x: false, y: false } },
      },
      data as uPlot.AlignedData,
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [data, series, tag, dayLabel, height]);
  return <div ref={box} aria-hidden="true" className="w-full" data-testid={testId} />;
}
