// The per-day chart: stacked billed bars (solver, fallback) on the left axis, discovery
// calls as a line on the right axis. The table under it carries the same numbers for
// screen readers and for copying. The chart is laid out at the width of its card (user
// units = CSS pixels), so it fills the card while its text keeps its size.
import { useLayoutEffect, useRef, useState } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { dailyChartLayout, type UsageDay } from '../chart.ts';

const BOX = { height: 240, left: 44, right: 48, top: 12, bottom: 28 };
/** Before the first measure, and the narrowest layout (narrower cards scale it down). */
const DEFAULT_WIDTH_PX = 760;
const MIN_WIDTH_PX = 480;

/** The content width of the element `ref` is attached to, in CSS pixels, kept up to date. */
function useWidth<T extends HTMLElement>(fallbackPx: number) {
  const ref = useRef<T>(null);
  const [widthPx, setWidthPx] = useState(fallbackPx);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setWidthPx(element.clientWidth || fallbackPx);
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidthPx(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallbackPx]);
  return [ref, widthPx] as const;
}

export function DailyChart({ month, days }: { month: string; days: readonly UsageDay[] }) {
  const [figureRef, figureWidthPx] = useWidth<HTMLElement>(DEFAULT_WIDTH_PX);
  const box = { ...BOX, width: Math.max(MIN_WIDTH_PX, figureWidthPx) };
  const layout = dailyChartLayout(month, days, box);
  const { plot } = layout;
  const labelEvery = 5;
  return (
    <figure className="daily-chart" ref={figureRef}>
      <svg viewBox={`0 0 ${box.width} ${box.height}`} width="100%" role="img" aria-labelledby="daily-chart-caption">
        {layout.billedTicks.map((tick) => (
          <g key={`b${tick.value}`}>
            <line x1={plot.x} x2={plot.x + plot.width} y1={tick.y} y2={tick.y} className="chart-grid" />
            <text x={plot.x - 6} y={tick.y} className="chart-axis" textAnchor="end" dominantBaseline="middle">
              {formatCount(tick.value)}
            </text>
          </g>
        ))}
        {layout.discoveryTicks.map((tick) => (
          <text key={`d${tick.value}`} x={plot.x + plot.width + 6} y={tick.y} className="chart-axis is-discovery" dominantBaseline="middle">
            {formatCount(tick.value)}
          </text>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.day}>
            <title>
              {`${bar.day}: ${bar.values.billed} billed (${bar.values.solver} solver, ${bar.values.fallback} fallback), ${bar.values.discovery} discovery`}
            </title>
            <rect x={bar.x} y={bar.solverY} width={bar.width} height={bar.solverHeight} className="chart-solver" />
            <rect x={bar.x} y={bar.fallbackY} width={bar.width} height={bar.fallbackHeight} className="chart-fallback" />
            {(bar.dayNumber === 1 || bar.dayNumber % labelEvery === 0) && (
              <text x={bar.x + bar.width / 2} y={plot.y + plot.height + 16} className="chart-axis" textAnchor="middle">
                {bar.dayNumber}
              </text>
            )}
          </g>
        ))}
        <polyline points={layout.discoveryPoints} className="chart-discovery" />
      </svg>
      <figcaption id="daily-chart-caption">
        Calls per UTC day: <span className="key key-solver">solver</span> and <span className="key key-fallback">fallback</span> billed calls
        (left axis), <span className="key key-discovery">discovery</span> calls (right axis).
      </figcaption>
      <details>
        <summary>Per-day numbers</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="num">Billed</th>
              <th scope="col" className="num">Solver</th>
              <th scope="col" className="num">Fallback</th>
              <th scope="col" className="num">Discovery</th>
            </tr>
          </thead>
          <tbody>
            {layout.bars
              .filter((bar) => bar.values.billed + bar.values.discovery > 0)
              .map((bar) => (
                <tr key={bar.day}>
                  <th scope="row">{bar.day}</th>
                  <td className="num">{formatCount(bar.values.billed)}</td>
                  <td className="num">{formatCount(bar.values.solver)}</td>
                  <td className="num">{formatCount(bar.values.fallback)}</td>
                  <td className="num">{formatCount(bar.values.discovery)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
