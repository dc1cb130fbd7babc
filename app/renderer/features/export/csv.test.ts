import { describe, expect, it } from 'vitest';
import { csvField, lineCsv, nodeMixCsv } from './csv.ts';
import { nodeMixFixture } from './test-fixtures.ts';

describe('CSV export', () => {
  it('writes hand, class, weight and a column per action, combos in matrix order', () => {
    expect(nodeMixCsv(nodeMixFixture())).toBe(
      [
        'hand,class,weight,check,bet 1.8,bet 5.5',
        'AsAd,AA,0.5,0.1235,0.8765,0',
        'AhAd,AA,1,0.5,0.25,0.25',
        'AhKh,AKs,1,1,0,0',
        'KhKd,KK,1,0,0,1',
        '',
      ].join('\r\n'),
    );
  });

  it('writes a line in long format, one row per node, combo and action', () => {
    const second = nodeMixFixture({ node_id: 'root-x-b1.8', to_act: 'oop' });
    const text = lineCsv([nodeMixFixture(), second], 2);
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('node_id,hand,class,weight,action,token,frequency');
    expect(rows).toHaveLength(1 + 2 * 4 * 3);
    expect(rows[1]).toBe('root-x,AsAd,AA,0.5,check,x,0.12');
    expect(rows[2]).toBe('root-x,AsAd,AA,0.5,bet 1.8,b1.8,0.88');
    expect(rows[4]).toBe('root-x,AhAd,AA,1,check,x,0.5');
    expect(rows[13]).toBe('root-x-b1.8,AsAd,AA,0.5,check,x,0.12');
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('quotes %j as %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });
});
