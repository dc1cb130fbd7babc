import { describe, expect, it } from 'vitest';
import { dailyChartLayout, fillMonth, niceCeiling } from './chart.ts';

const box = { width: 340, height: 120, left: 20, right: 20, top: 10, bottom: 10 };

describe('daily chart', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 10],
    [12, 20],
    [45, 50],
    [101, 200],
    [5000, 5000],
  ])('niceCeiling(%d) = %d', (value, ceiling) => {
    expect(niceCeiling(value)).toBe(ceiling);
  });

  it('fills the days the answer leaves out with zeros', () => {
    const days = fillMonth('2025-02', [{ day: '2025-02-03', billed: 4, discovery: 9, solver: 3, fallback: 1 }]);
    expect(days).toHaveLength(28);
    expect(days[2]).toEqual({ day: '2025-02-03', billed: 4, discovery: 9, solver: 3, fallback: 1 });
    expect(days[0]).toEqual({ day: '2025-02-01', billed: 0, discovery: 0, solver: 0, fallback: 0 });
  });

  it('stacks fallback on solver, scaled to a nice maximum, inside the plot', () => {
    const layout = dailyChartLayout('2025-02', [{ day: '2025-02-01', billed: 8, discovery: 40, solver: 6, fallback: 2 }], box);
    const first = layout.bars[0];
    // billed max 8 over 4 ticks -> step 2, axis 8; plot height 100.
    expect(first.solverHeight).toBeCloseTo(75);
    expect(first.fallbackHeight).toBeCloseTo(25);
    expect(first.solverY + first.solverHeight).toBeCloseTo(110);
    expect(first.fallbackY + first.fallbackHeight).toBeCloseTo(first.solverY);
    // discovery max 40 -> step 10, axis 40: the top of the plot.
    expect(first.discoveryY).toBeCloseTo(10);
    expect(layout.billedTicks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    const odd = dailyChartLayout('2025-02', [{ day: '2025-02-01', billed: 45, discovery: 0, solver: 45, fallback: 0 }], box);
    expect(odd.billedTicks.map((tick) => tick.value)).toEqual([0, 20, 40, 60, 80]);
    expect(layout.bars).toHaveLength(28);
    expect(layout.bars.every((bar) => bar.x >= box.left && bar.x + bar.width <= box.width - box.right + 1e-9)).toBe(true);
  });

  it('draws an empty month flat on the axis', () => {
    const layout = dailyChartLayout('2025-04', [], box);
    expect(layout.bars.every((bar) => bar.solverHeight === 0 && bar.discoveryY === 110)).toBe(true);
  });
});
