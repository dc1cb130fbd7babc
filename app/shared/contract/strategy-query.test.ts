import { describe, expect, it } from 'vitest';
import { normaliseStrategyQuery, strategyQuerySchema } from './strategy-query.ts';
import { issueAt, issuesOf, parsed } from './test-helpers.ts';

const spot = {
  platform: 'acr',
  stakes: '1_2',
  playerType: 'regs',
  situation: 'srp',
  position: 'btn_bb',
  flop: 'AsKd7h',
  node: 'root',
};
const decision = { ...spot, hand: 'QhQd' };

describe('GET /v1/strategy query', () => {
  it('parses a decision query with defaults (brief, no audit)', () => {
    expect(parsed(strategyQuerySchema, decision)).toEqual({ ...decision, discovery: false, verbosity: 'brief', audit: false });
  });

  it('parses every optional parameter', () => {
    const query = { ...decision, turn: '2c', river: '3d', verbosity: 'full', discovery: 'false', audit: 'true' };
    expect(parsed(strategyQuerySchema, query)).toEqual({ ...query, discovery: false, audit: true });
  });

  it('parses a discovery query without hand or verbosity', () => {
    expect(parsed(strategyQuerySchema, { ...spot, discovery: 'true' })).toEqual({ ...spot, discovery: true, audit: false });
  });

  it.each([
    ['a malformed hand', { hand: 'zz' }],
    ['a hand that overlaps the board', { hand: 'AsQd' }],
    ['a malformed verbosity', { verbosity: 'loud' }],
    ['both', { hand: ['a', 'b'], verbosity: '' }],
  ])('discovery strips %s before validation', (_name, extra) => {
    expect(parsed(strategyQuerySchema, { ...spot, ...extra, discovery: 'true' })).toEqual({ ...spot, discovery: true, audit: false });
  });

  it('does not strip hand when discovery is false', () => {
    expect(issueAt(strategyQuerySchema, { ...spot, hand: 'zz', discovery: 'false' }, 'hand').code).toBe('invalid_format');
  });

  it.each([
    ['turn', { turn: '' }, { ...decision, discovery: false, verbosity: 'brief', audit: false }],
    ['river', { turn: '2c', river: '' }, { ...decision, turn: '2c', discovery: false, verbosity: 'brief', audit: false }],
  ])('treats an empty %s as absent', (_name, extra, expected) => {
    expect(parsed(strategyQuerySchema, { ...decision, ...extra })).toEqual(expected);
  });

  it('rejects a river without turn, naming the river', () => {
    expect(issueAt(strategyQuerySchema, { ...decision, river: '2c' }, 'river')).toEqual({
      path: 'river',
      code: 'custom',
      message: 'river "2c" requires turn',
    });
  });

  it('rejects a river when the turn is empty', () => {
    expect(issueAt(strategyQuerySchema, { ...decision, turn: '', river: '2c' }, 'river').message).toBe('river "2c" requires turn');
  });

  it('rejects an unknown parameter with unrecognized_keys', () => {
    expect(issuesOf(strategyQuerySchema, { ...decision, foo: '1' })).toEqual([
      { path: '', code: 'unrecognized_keys', message: 'Unrecognized key: "foo"', keys: ['foo'] },
    ]);
  });

  it('rejects a snake_case player_type on GET (the GET parameter is playerType)', () => {
    const { playerType: _playerType, ...rest } = decision;
    const issues = issuesOf(strategyQuerySchema, { ...rest, player_type: 'regs' });
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['playerType', 'invalid_type'],
      ['', 'unrecognized_keys'],
    ]);
  });

  it('requires hand outside discovery', () => {
    expect(issueAt(strategyQuerySchema, spot, 'hand')).toEqual({
      path: 'hand',
      code: 'invalid_type',
      message: 'hand is required (except in discovery)',
    });
  });

  it.each([
    ['platform', { platform: 'ACR' }, 'invalid_format'],
    ['stakes', { stakes: '1-2' }, 'invalid_format'],
    ['playerType', { playerType: 'r'.repeat(31) }, 'too_big'],
    ['situation', { situation: 'limped' }, 'invalid_value'],
    ['position', { position: 'p'.repeat(41) }, 'too_big'],
    ['flop', { flop: 'AsKd' }, 'invalid_format'],
    ['flop', { flop: 'AsAsKd' }, 'custom'],
    ['turn', { turn: 'Kd' }, 'custom'],
    ['turn', { turn: '1c' }, 'invalid_format'],
    ['node', { node: '' }, 'too_small'],
    ['node', { node: 'x'.repeat(201) }, 'too_big'],
    ['hand', { hand: 'AhAh' }, 'custom'],
    ['hand', { hand: 'AsQd' }, 'custom'],
    ['verbosity', { verbosity: 'FULL' }, 'invalid_value'],
    ['discovery', { discovery: 'yes' }, 'invalid_value'],
    ['audit', { audit: '1' }, 'invalid_value'],
  ])('rejects a bad %s (%j) with %s', (path, extra, code) => {
    expect(issueAt(strategyQuerySchema, { ...decision, ...extra }, path).code).toBe(code);
  });

  it.each(['platform', 'stakes', 'playerType', 'situation', 'position', 'flop', 'node'])('requires %s, also in discovery', (key) => {
    const query: Record<string, string> = { ...spot, discovery: 'true' };
    delete query[key];
    expect(issueAt(strategyQuerySchema, query, key).message).toBe(`${key} is required`);
  });

  it('rejects a repeated parameter (an array) naming the field', () => {
    expect(issueAt(strategyQuerySchema, { ...decision, platform: ['a', 'b'] }, 'platform').message).toBe(
      'platform must be a string, not ["a","b"]',
    );
  });

  it('normalises without mutating the parsed query object', () => {
    const query = { ...spot, turn: '', hand: 'x', discovery: 'true' };
    const copy = { ...query };
    expect(normaliseStrategyQuery(query)).toEqual({ ...spot, discovery: 'true' });
    expect(query).toEqual(copy);
  });
});
