import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

/** 1, 2, 5, 10, 20, 50, … times the step: ticks never fall between whole units. */
function tickSteps(step: number): number[] {
  const steps: number[] = [];
  for (let scale = step; scale < 1e15; scale *= 10) steps.push(scale, 2 * scale, 5 * scale);
  return steps;
}

/**
 * A 30-day line chart drawn by uPlot (canvas, ~20 KB gzipped; this file is only in the
 * dashboard's lazy chunk). Days are YYYY-MM-DD market days, placed at UTC midnight and shown in
 * UTC so the browser's own time zone cannot move a day. Resizes with its container.
 */
export function Chart(props: {
  title: string;
  days: string[];
  series: ChartSeries[];
  /** Axis and legend text for a value (money with the market's sign, or a count). */
  format: (value: number) => string;
  axisFormat: (value: number) => string;
  /** The smallest tick step: one whole unit of money (100 minor units) or one player. */
  step: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { title, days, series, format, axisFormat, step } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const width = () => Math.max(260, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: {
          x: { time: true },
          // A flat or tiny series still gets whole-step ticks (no "0.20" players or cents).
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(max, min + 4 * step)] },
        },
        axes: [
          { values: '{D} {MMM}', space: 60 },
          {
            size: 64,
            incrs: tickSteps(step),
            values: (_u, ticks) => ticks.map((v) => axisFormat(Math.round(v))),
          },
        ],
        series: [
          { value: '{YYYY}-{MM}-{DD}' },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: true, size: 4 },
            value: (_u: uPlot, v: number | null) => (v == null ? '–' : format(v)),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series, format, axisFormat, step]);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <div ref={box} data-testid="chart" />
    </figure>
  );
}
