import { describe, expect, it } from 'vitest';
import { type PreflopSummary, preflopScenarioOf } from './table.ts';

describe('preflopScenarioOf', () => {
  it.each([
    ['no summary', undefined, null],
    ['an empty summary', {}, null],
    ['a sent scenario, which wins over the counts', { scenario: '4bet', raises: 1 }, '4bet'],
    ['limpers only', { raises: 0, limpers: 2 }, 'limped'],
    ['no raise and no limper', { raises: 0 }, null],
    ['an open', { raises: 1 }, 'srp'],
    ['an open with callers', { raises: 1, callers: 2 }, 'srp'],
    ['a raise over limpers', { raises: 1, limpers: 1 }, 'iso'],
    ['a 3-bet', { raises: 2, squeeze: true }, '3bet'],
    ['a 4-bet', { raises: 3 }, '4bet'],
    ['a 5-bet', { raises: 4 }, '5bet'],
    ['more raises', { raises: 7 }, '5bet'],
    ['limpers without raises', { limpers: 3 }, null],
  ] as [string, PreflopSummary | undefined, string | null][])('%s -> %s', (_name, summary, scenario) => {
    expect(preflopScenarioOf(summary)).toBe(scenario);
  });
});
