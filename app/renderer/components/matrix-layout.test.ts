import { describe, expect, it } from 'vitest';
import { barHeightShare, cellIndexOf, classOfHand, heaviestClass, MATRIX_CELLS, matrixEntries, MIN_BAR_SHARE, mixSegments } from './matrix-layout.ts';

describe('matrix layout', () => {
  it('puts aces top-left, pairs on the diagonal, suited above and offsuit below', () => {
    expect(MATRIX_CELLS).toHaveLength(169);
    expect(MATRIX_CELLS[0]).toMatchObject({ name: 'AA', row: 0, col: 0, kind: 'pair', comboCount: 6 });
    expect(MATRIX_CELLS[1]).toMatchObject({ name: 'AKs', row: 0, col: 1, kind: 'suited', comboCount: 4 });
    expect(MATRIX_CELLS[13]).toMatchObject({ name: 'AKo', row: 1, col: 0, kind: 'offsuit', comboCount: 12 });
    expect(MATRIX_CELLS[168]).toMatchObject({ name: '22', row: 12, col: 12 });
    expect(MATRIX_CELLS.reduce((sum, cell) => sum + cell.comboCount, 0)).toBe(1326);
  });

  it('finds cells by class name', () => {
    expect(cellIndexOf('AKs')).toBe(1);
    expect(cellIndexOf('32o')).toBe(167);
    expect(cellIndexOf('AKx')).toBe(-1);
  });

  it.each([
    ['AhKh', 'AKs'],
    ['KdAh', 'AKo'],
    ['7c7d', '77'],
    ['2s3s', '32s'],
  ])('%s is in class %s', (hand, name) => {
    expect(classOfHand(hand)).toBe(name);
  });

  it('places class entries on their cells and leaves the rest empty', () => {
    const entries = matrixEntries([{ class: 'AKo', weight: 0.5, mix: [1] }, { class: 'bad', weight: 1, mix: [1] }]);
    expect(entries[13]).toEqual({ class: 'AKo', weight: 0.5, mix: [1] });
    expect(entries.filter((entry) => entry !== null)).toHaveLength(1);
  });

  it('drops zero frequencies from bars and normalises float drift', () => {
    const segments = mixSegments([0.5, 0, 0.5000001]);
    expect(segments.map((segment) => segment.index)).toEqual([0, 2]);
    expect(segments[0].share + segments[1].share).toBeCloseTo(1, 12);
    expect(segments[0].share).toBeLessThan(0.5);
    expect(mixSegments([0, 0])).toEqual([]);
  });

  it('finds the heaviest class in range, the first of equals', () => {
    const entries = matrixEntries([
      { class: 'AA', weight: 0.01, mix: [1] },
      { class: 'QTs', weight: 0.04, mix: [1] },
      { class: 'KK', weight: 0.04, mix: [1] },
    ]);
    expect(heaviestClass(entries)?.class).toBe('KK');
    expect(heaviestClass(matrixEntries([]))).toBeNull();
    expect(heaviestClass(matrixEntries([{ class: 'AA', weight: 0, mix: [1] }]))).toBeNull();
  });

  it.each([
    [0.04, 0.04, 1],
    [0.02, 0.04, 0.5],
    [0.5, 1, 0.5],
    [0.0001, 0.04, MIN_BAR_SHARE],
    [0.3, 0, MIN_BAR_SHARE],
  ])('a class of weight %d under a heaviest of %d gets a bar of %d of the cell', (weight, maxWeight, share) => {
    expect(barHeightShare(weight, maxWeight)).toBeCloseTo(share, 12);
  });
});
