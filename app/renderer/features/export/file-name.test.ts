import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name.ts';

describe('exportFileName', () => {
  it.each([
    ['AsKh7d', 'root', 'csv', false, 'dss-AsKh7d-root.csv'],
    ['AsKh7d', 'root-x-b2.5', 'ranges', false, 'dss-AsKh7d-root-x-b2.5.txt'],
    ['AsKh7d', 'root-x-x-turn_Kc', 'json', true, 'dss-AsKh7d-root-x-x-turn_Kc-line.json'],
    ['As/Kh', 'root:x', 'csv', false, 'dss-As_Kh-root_x.csv'],
  ] as const)('%s %s %s (line %s) -> %s', (flop, node, format, line, name) => {
    expect(exportFileName(flop, node, format, line)).toBe(name);
  });

  it('keeps long names short', () => {
    const node = `root${'-b100-r300'.repeat(20)}`;
    expect(exportFileName('AsKh7d', node, 'csv', true).length).toBeLessThanOrEqual(124);
  });
});
