import { describe, expect, it } from 'vitest';
import {
  discoveryBodySchema,
  parseStrategyBody,
  postflopBodySchema,
  preflopBodySchema,
  strategyBodySchema,
  strategyBodyShapeOf,
} from './strategy-body.ts';
import { errorIssuesOf } from './errors.ts';
import { issueAt, issuesOf, parsed } from './test-helpers.ts';

const players = [
  { seat: 2, position: 'bb', stack_bb: 97.5 },
  { seat: 5, position: 'btn', stack_bb: 97.5 },
];
const postflop = {
  platform: 'acr',
  stakes: '1_2',
  flop: 'AsKd7h',
  hand: 'QhQd',
  hero_seat: 2,
  initial_pot_bb: 5.5,
  players,
  history: [],
};
const preflop = {
  platform: 'acr',
  stakes: '1_2',
  hand: 'QhQd',
  hero_seat: 2,
  players: [
    { seat: 2, position: 'bb', stack_bb: 100 },
    { seat: 5, position: 'btn', stack_bb: 100 },
  ],
  history: [{ seat: 5, kind: 'raise', amount_bb: 2.5 }],
};
const discovery = {
  discovery: true,
  platform: 'acr',
  stakes: '1_2',
  situation: 'srp',
  position: 'btn_bb',
  flop: 'AsKd7h',
  node: 'root',
};

function bodyIssues(body: unknown) {
  const result = parseStrategyBody(body);
  return result.success ? [] : errorIssuesOf(result.error.issues);
}

describe('POST body shape selection', () => {
  it.each([
    ['discovery: true', discovery, 'discovery'],
    ['discovery: true even without flop', { discovery: true }, 'discovery'],
    ['flop present', postflop, 'postflop'],
    ['flop present but null', { flop: null }, 'postflop'],
    ['no flop', preflop, 'preflop'],
    ['discovery: false with flop', { ...postflop, discovery: false }, 'postflop'],
    ['discovery: "true" (not a boolean) without flop', { discovery: 'true' }, 'preflop'],
    ['not an object', [discovery], 'preflop'],
  ] as [string, unknown, string][])('%s -> %s', (_name, body, shape) => {
    expect(strategyBodyShapeOf(body)).toBe(shape);
  });

  it.each([
    ['postflop', postflop],
    ['preflop', preflop],
    ['discovery', discovery],
  ] as const)('parses a valid %s body into its tagged shape', (shape, body) => {
    const result = parsed(strategyBodySchema, body);
    expect(result.shape).toBe(shape);
  });

  it('applies the defaults of a decision body', () => {
    expect(parsed(strategyBodySchema, postflop)).toEqual({
      shape: 'postflop',
      body: { ...postflop, player_type: 'regs', verbosity: 'brief', audit: false },
    });
  });

  it('reports the chosen shape issues only, never an invalid_union', () => {
    expect(bodyIssues({ ...discovery, node: '' })).toEqual([
      { path: 'node', code: 'too_small', message: 'node is empty (the tree starts at root)' },
    ]);
    expect(bodyIssues({ ...postflop, hero_seat: 12 }).map((issue) => issue.path)).toEqual(['hero_seat']);
    expect(bodyIssues({ ...preflop, ante_bb: -1 }).map((issue) => issue.path)).toEqual(['ante_bb']);
  });

  it.each([
    ['a hand', { hand: 'AhAd' }, ['hand']],
    ['a table', { players, history: [] }, ['players', 'history']],
    ['verbosity', { verbosity: 'full' }, ['verbosity']],
    ['audit', { audit: true }, ['audit']],
  ])('rejects a discovery body with %s (unrecognized_keys)', (_name, extra, keys) => {
    expect(bodyIssues({ ...discovery, ...extra })).toEqual([
      { path: '', code: 'unrecognized_keys', message: expect.any(String), keys },
    ]);
  });

  it.each([
    ['postflop', postflop],
    ['preflop', preflop],
    ['discovery', discovery],
  ] as const)('rejects an unknown key in a %s body with unrecognized_keys', (_shape, body) => {
    expect(bodyIssues({ ...body, colour: 'red' })).toEqual([
      { path: '', code: 'unrecognized_keys', message: 'Unrecognized key: "colour"', keys: ['colour'] },
    ]);
  });

  it('reports unknown keys together with the other issues of the chosen shape', () => {
    expect(bodyIssues({ ...postflop, colour: 'red', hero_seat: 'x' })).toEqual([
      { path: 'hero_seat', code: 'invalid_type', message: 'hero_seat must be an integer 0..9, not "x"' },
      { path: '', code: 'unrecognized_keys', message: 'Unrecognized key: "colour"', keys: ['colour'] },
    ]);
  });

  it('rejects postflop-only fields in a preflop body', () => {
    const issues = bodyIssues({ ...preflop, initial_pot_bb: 5, node: 'root' });
    expect(issues).toEqual([{ path: '', code: 'unrecognized_keys', message: expect.any(String), keys: ['initial_pot_bb', 'node'] }]);
  });

  it('rejects a discovery flag that is not a boolean, naming it', () => {
    expect(bodyIssues({ ...postflop, discovery: 'true' })).toEqual([
      { path: 'discovery', code: 'invalid_value', message: 'discovery "true" must be true (discovery body) or false' },
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(bodyIssues('hello')).toEqual([{ path: '', code: 'invalid_type', message: 'body must be a JSON object, not "hello"' }]);
  });
});

describe('postflop body rules', () => {
  it.each([
    ['turn and river', { turn: '2c', river: '3d' }],
    ['tree coordinates together', { situation: 'srp', position: 'btn_bb', node: 'root' }],
    ['a situation the tree may not serve', { situation: 'limped', position: 'btn_bb', node: 'root' }],
    ['a preflop summary', { preflop: { aggressor_seat: 5, raises: 1, callers: 1, limpers: 0, squeeze: false, scenario: 'srp', open_size_bb: 2.5, last_raise_to_bb: 2.5 } }],
    ['an empty preflop summary', { preflop: {} }],
    ['fish', { player_type: 'fish' }],
    ['hand_id', { hand_id: 'h-1' }],
    ['a player all-in preflop (stack 0)', { players: [...players, { seat: 7, position: 'co', stack_bb: 0 }] }],
    ['a player out of the hand', { players: [...players, { seat: 7, position: 'co', stack_bb: 50, in_hand: false }] }],
    ['10 players', { players: Array.from({ length: 10 }, (_, seat) => ({ seat, position: `p${seat}`, stack_bb: 100 })) }],
    [
      'history with amounts on bet and raise only',
      {
        turn: '2c',
        history: [
          { street: 'flop', seat: 2, kind: 'check' },
          { street: 'flop', seat: 5, kind: 'bet', amount_bb: 2 },
          { street: 'flop', seat: 2, kind: 'raise', amount_bb: 7 },
          { street: 'flop', seat: 5, kind: 'call' },
          { street: 'turn', seat: 2, kind: 'check' },
        ],
      },
    ],
    ['200 history records', { history: Array.from({ length: 200 }, () => ({ street: 'flop', seat: 2, kind: 'check' })) }],
  ])('accepts %s', (_name, extra) => {
    expect(issuesOf(postflopBodySchema, { ...postflop, ...extra })).toEqual([]);
  });

  it.each([
    ['a river without turn', { river: '3d' }, 'river', 'custom', 'river "3d" requires turn'],
    ['a hand on the board', { hand: 'As2d' }, 'hand', 'custom', 'hand "As2d" shares As with board "AsKd7h"'],
    ['a turn repeating the flop', { turn: '7H' }, 'turn', 'custom', 'turn "7H" repeats 7h from flop "AsKd7h"'],
    ['an empty turn (POST has no empty-as-absent rule)', { turn: '' }, 'turn', 'invalid_format', expect.any(String)],
    ['a zero pot', { initial_pot_bb: 0 }, 'initial_pot_bb', 'too_small', 'initial_pot_bb 0 must be > 0'],
    ['a missing pot', { initial_pot_bb: undefined }, 'initial_pot_bb', 'invalid_type', 'initial_pot_bb is required'],
    ['one player', { hero_seat: 2, players: [players[0]] }, 'players', 'too_small', 'players has 1 entries; 2..10 are needed'],
    ['11 players', { players: Array.from({ length: 11 }, (_, seat) => ({ seat: seat % 10, position: 'x', stack_bb: 1 })) }, 'players', 'too_big', 'players has 11 entries; 2..10 are allowed'],
    ['a seat 10', { players: [players[0], { ...players[1], seat: 10 }] }, 'players.1.seat', 'too_big', 'seat 10 is not an integer 0..9'],
    ['a repeated seat', { players: [players[0], { ...players[1], seat: 2 }] }, 'players.1.seat', 'custom', 'seat 2 appears twice in players'],
    ['a negative stack', { players: [players[0], { ...players[1], stack_bb: -1 }] }, 'players.1.stack_bb', 'too_small', 'stack_bb -1 must be >= 0'],
    ['a position that is not a string', { players: [players[0], { ...players[1], position: 3 }] }, 'players.1.position', 'invalid_type', 'position must be a string such as btn, not 3'],
    ['an unknown player key', { players: [players[0], { ...players[1], name: 'x' }] }, 'players.1', 'unrecognized_keys', 'Unrecognized key: "name"'],
    ['in_hand not a boolean', { players: [players[0], { ...players[1], in_hand: 'no' }] }, 'players.1.in_hand', 'invalid_type', 'in_hand must be true or false, not "no"'],
    ['fewer than 2 in hand', { hero_seat: 2, players: [players[0], { ...players[1], in_hand: false }] }, 'players', 'custom', 'players has 1 in the hand (in_hand not false); at least 2 are needed'],
    ['a hero not among players', { hero_seat: 3 }, 'hero_seat', 'custom', 'hero_seat 3 is not among players (seats 2, 5)'],
    ['a hero out of the hand', { hero_seat: 7, players: [...players, { seat: 7, position: 'co', stack_bb: 5, in_hand: false }] }, 'hero_seat', 'custom', 'hero_seat 7 is not in the hand (in_hand is false)'],
    ['a hero who folded', { players: [...players, { seat: 7, position: 'co', stack_bb: 5 }], history: [{ street: 'flop', seat: 2, kind: 'fold' }] }, 'hero_seat', 'custom', 'hero_seat 2 folded at history.0'],
    ['a history seat not among players', { history: [{ street: 'flop', seat: 8, kind: 'check' }] }, 'history.0.seat', 'custom', 'seat 8 in history is not among players (seats 2, 5)'],
    ['an unknown kind', { history: [{ street: 'flop', seat: 2, kind: 'jam' }] }, 'history.0.kind', 'invalid_union', 'kind "jam" is not one of check, call, fold, bet, raise'],
    ['a missing kind', { history: [{ street: 'flop', seat: 2 }] }, 'history.0.kind', 'invalid_union', 'kind is required'],
    ['a record that is not an object', { history: ['x'] }, 'history.0', 'invalid_type', 'action must be an object, not "x"'],
    ['a bet without amount', { history: [{ street: 'flop', seat: 2, kind: 'bet' }] }, 'history.0.amount_bb', 'invalid_type', 'amount_bb is required'],
    ['a raise of 0', { history: [{ street: 'flop', seat: 2, kind: 'raise', amount_bb: 0 }] }, 'history.0.amount_bb', 'too_small', 'amount_bb 0 must be > 0'],
    ['an amount on a call', { history: [{ street: 'flop', seat: 2, kind: 'call', amount_bb: 3 }] }, 'history.0', 'unrecognized_keys', 'Unrecognized key: "amount_bb"'],
    ['an amount on a check', { history: [{ street: 'flop', seat: 2, kind: 'check', amount_bb: 3 }] }, 'history.0', 'unrecognized_keys', 'Unrecognized key: "amount_bb"'],
    ['a preflop street in postflop history', { history: [{ street: 'preflop', seat: 2, kind: 'check' }] }, 'history.0.street', 'invalid_value', 'street "preflop" is not one of flop, turn, river'],
    ['201 history records', { history: Array.from({ length: 201 }, () => ({ street: 'flop', seat: 2, kind: 'check' })) }, 'history', 'too_big', 'history has 201 actions; at most 200 are allowed'],
    ['situation without position and node', { situation: 'srp' }, 'position', 'custom', 'position is required when situation is sent (situation, position and node go together)'],
    ['node without situation', { position: 'btn_bb', node: 'root' }, 'situation', 'custom', 'situation is required when position and node are sent (situation, position and node go together)'],
    ['a node over 200 chars', { situation: 'srp', position: 'btn_bb', node: 'r'.repeat(201) }, 'node', 'too_big', expect.stringContaining('is longer than 200 characters (201)')],
    ['a preflop aggressor not among players', { preflop: { aggressor_seat: 9 } }, 'preflop.aggressor_seat', 'custom', 'aggressor_seat 9 is not among players (seats 2, 5)'],
    ['a fractional raise count', { preflop: { raises: 1.5 } }, 'preflop.raises', 'invalid_type', 'raises 1.5 is not an integer 0..20'],
    ['a negative limper count', { preflop: { limpers: -1 } }, 'preflop.limpers', 'too_small', 'limpers -1 is not an integer 0..9'],
    ['squeeze as a number', { preflop: { squeeze: 1 } }, 'preflop.squeeze', 'invalid_type', 'squeeze must be true or false, not 1'],
    ['an unknown scenario', { preflop: { scenario: 'walk' } }, 'preflop.scenario', 'invalid_value', 'scenario "walk" is not one of limped, iso, srp, 3bet, 4bet, 5bet'],
    ['a zero open size', { preflop: { open_size_bb: 0 } }, 'preflop.open_size_bb', 'too_small', 'open_size_bb 0 must be > 0'],
    ['an unknown preflop key', { preflop: { pot: 5 } }, 'preflop', 'unrecognized_keys', 'Unrecognized key: "pot"'],
    ['a player_type outside regs/fish', { player_type: 'nits' }, 'player_type', 'invalid_value', 'player_type "nits" is not one of regs, fish'],
    ['audit as a string', { audit: 'true' }, 'audit', 'invalid_type', 'audit must be true or false, not "true"'],
    ['an empty hand_id', { hand_id: '' }, 'hand_id', 'too_small', 'hand_id is empty (1..128 chars)'],
    ['a missing history', { history: undefined }, 'history', 'invalid_type', 'history is required'],
  ])('rejects %s at %s', (_name, extra, path, code, message) => {
    const issue = issueAt(postflopBodySchema, { ...postflop, ...extra }, path as string);
    expect(issue.code).toBe(code);
    expect(issue.message).toEqual(message);
  });
});

describe('preflop body rules', () => {
  it.each([
    ['an empty history (first to act)', { history: [] }],
    ['street preflop on a record', { history: [{ street: 'preflop', seat: 5, kind: 'raise', amount_bb: 2.5 }] }],
    ['an ante', { ante_bb: 0.125 }],
    ['a zero ante', { ante_bb: 0 }],
    ['a fold of another player', { players: [...preflop.players, { seat: 7, position: 'co', stack_bb: 100 }], history: [{ seat: 7, kind: 'fold' }] }],
  ])('accepts %s', (_name, extra) => {
    expect(issuesOf(preflopBodySchema, { ...preflop, ...extra })).toEqual([]);
  });

  it.each([
    ['a zero start stack', { players: [preflop.players[0], { ...preflop.players[1], stack_bb: 0 }] }, 'players.1.stack_bb', 'too_small'],
    ['in_hand on a player', { players: [preflop.players[0], { ...preflop.players[1], in_hand: true }] }, 'players.1', 'unrecognized_keys'],
    ['a flop street', { history: [{ street: 'flop', seat: 5, kind: 'call' }] }, 'history.0.street', 'invalid_value'],
    ['a bet kind', { history: [{ seat: 5, kind: 'bet', amount_bb: 3 }] }, 'history.0.kind', 'invalid_union'],
    ['a raise without amount', { history: [{ seat: 5, kind: 'raise' }] }, 'history.0.amount_bb', 'invalid_type'],
    ['an amount on a call', { history: [{ seat: 5, kind: 'call', amount_bb: 1 }] }, 'history.0', 'unrecognized_keys'],
    ['a history seat not among players', { history: [{ seat: 0, kind: 'fold' }] }, 'history.0.seat', 'custom'],
    ['a hero who folded', { history: [{ seat: 2, kind: 'fold' }] }, 'hero_seat', 'custom'],
    ['a negative ante', { ante_bb: -0.1 }, 'ante_bb', 'too_small'],
    // The dispatcher sends a body with flop to the postflop shape; the preflop schema alone says why.
    ['a flop', { flop: 'AsKd7h' }, 'flop', 'invalid_type'],
  ])('rejects %s at %s', (_name, extra, path, code) => {
    expect(issueAt(preflopBodySchema, { ...preflop, ...extra }, path).code).toBe(code);
  });
});

describe('discovery body rules', () => {
  it.each([
    ['turn and river', { turn: '2c', river: '3d' }],
    ['player_type fish', { player_type: 'fish' }],
  ])('accepts %s', (_name, extra) => {
    expect(issuesOf(discoveryBodySchema, { ...discovery, ...extra })).toEqual([]);
  });

  it.each(['platform', 'stakes', 'situation', 'position', 'flop', 'node'])('requires %s', (key) => {
    const body: Record<string, unknown> = { ...discovery };
    delete body[key];
    expect(issueAt(discoveryBodySchema, body, key).message).toBe(`${key} is required`);
  });

  it('rejects a river without turn', () => {
    expect(issueAt(discoveryBodySchema, { ...discovery, river: '2c' }, 'river').message).toBe('river "2c" requires turn');
  });
});
