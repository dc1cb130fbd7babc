// Layout of the per-day usage chart (plain SVG, no chart library): one stacked bar per
// UTC day of the month (solver below, fallback on top) and a line of discovery calls on
// its own axis, since free discovery calls can outnumber billed ones by far.
import { daysOfMonth } from './month.ts';

export interface UsageDay {
  day: string;
  billed: number;
  discovery: number;
  solver: number;
  fallback: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface DayBar {
  day: string;
  /** Day of the month, 1-based. */
  dayNumber: number;
  x: number;
  width: number;
  solverY: number;
  solverHeight: number;
  fallbackY: number;
  fallbackHeight: number;
  discoveryY: number;
  values: UsageDay;
}

export interface ChartLayout {
  bars: DayBar[];
  billedTicks: Array<{ value: number; y: number }>;
  discoveryTicks: Array<{ value: number; y: number }>;
  /** Polyline points of discovery calls, "x,y x,y ...". */
  discoveryPoints: string;
  plot: { x: number; y: number; width: number; height: number };
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (at least 1). */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

function ticksOf(max: number, count: number): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (max * index) / count);
}

/** Days missing from the answer count zero; days outside the month are ignored. */
export function fillMonth(month: string, days: readonly UsageDay[]): UsageDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return daysOfMonth(month).map((day) => byDay.get(day) ?? { day, billed: 0, discovery: 0, solver: 0, fallback: 0 });
}

export function dailyChartLayout(month: string, days: readonly UsageDay[], box: ChartBox, tickCount = 4): ChartLayout {
  const filled = fillMonth(month, days);
  const plot = { x: box.left, y: box.top, width: box.width - box.left - box.right, height: box.height - box.top - box.bottom };
  // Whole-number ticks: a nice step per tick, the axis maximum a whole number of steps.
  const axisMax = (value: number) => niceCeiling(value / tickCount) * tickCount;
  const billedMax = axisMax(Math.max(...filled.map((day) => Math.max(day.billed, day.solver + day.fallback))));
  const discoveryMax = axisMax(Math.max(...filled.map((day) => day.discovery)));
  const slot = plot.width / filled.length;
  const barWidth = Math.max(1, slot * 0.7);
  const yOf = (value: number, max: number) => plot.y + plot.height - (value / max) * plot.height;
  const bars = filled.map((values, index): DayBar => {
    const x = plot.x + index * slot + (slot - barWidth) / 2;
    const solverHeight = (values.solver / billedMax) * plot.height;
    const fallbackHeight = (values.fallback / billedMax) * plot.height;
    const solverY = plot.y + plot.height - solverHeight;
    return {
      day: values.day,
      dayNumber: index + 1,
      x,
      width: barWidth,
      solverY,
      solverHeight,
      fallbackY: solverY - fallbackHeight,
      fallbackHeight,
      discoveryY: yOf(values.discovery, discoveryMax),
      values,
    };
  });
  return {
    bars,
    billedTicks: ticksOf(billedMax, tickCount).map((value) => ({ value, y: yOf(value, billedMax) })),
    discoveryTicks: ticksOf(discoveryMax, tickCount).map((value) => ({ value, y: yOf(value, discoveryMax) })),
    discoveryPoints: bars.map((bar) => `${round(bar.x + bar.width / 2)},${round(bar.discoveryY)}`).join(' '),
    plot,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
