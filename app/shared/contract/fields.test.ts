import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  countField,
  describeValue,
  handIdField,
  nodeField,
  nonNegativeBbField,
  platformField,
  playerTypeBodyField,
  playerTypeQueryField,
  positionPairField,
  positiveBbField,
  queryBooleanField,
  seatField,
  situationBodyField,
  situationQueryField,
  stakesField,
  verbosityField,
} from './fields.ts';
import { issuesOf, parsed } from './test-helpers.ts';

type Row = [name: string, schema: z.ZodType, value: unknown];

const accepted: Row[] = [
  ['platform', platformField, 'ggpoker_2'],
  ['platform at 30 chars', platformField, 'a'.repeat(30)],
  ['stakes', stakesField, '1_2'],
  ['stakes with big numbers', stakesField, '100_200'],
  ['playerType', playerTypeQueryField, 'regs'],
  ['playerType any identifier', playerTypeQueryField, 'pool_2024'],
  ['player_type fish', playerTypeBodyField, 'fish'],
  ['situation srp', situationQueryField, 'srp'],
  ['situation 3bet', situationQueryField, '3bet'],
  ['POST situation beyond the served list', situationBodyField, '4bet'],
  ['position pair', positionPairField, 'btn_bb'],
  ['position at 40 chars', positionPairField, 'a'.repeat(40)],
  ['node root', nodeField, 'root'],
  ['node at 200 chars', nodeField, 'r'.repeat(200)],
  ['node not checked for grammar', nodeField, 'root-zz'],
  ['verbosity full', verbosityField, 'full'],
  ['hand_id 1 char', handIdField, 'h'],
  ['hand_id 128 chars', handIdField, 'h'.repeat(128)],
  ['seat 0', seatField('seat'), 0],
  ['seat 9', seatField('seat'), 9],
  ['positive BB', positiveBbField('initial_pot_bb'), 0.01],
  ['zero BB where allowed', nonNegativeBbField('stack_bb'), 0],
  ['count 0', countField('raises', 20), 0],
];

describe('field schemas accept', () => {
  it.each(accepted)('%s', (_name, schema, value) => {
    expect(issuesOf(schema, value)).toEqual([]);
  });
});

type Rejected = [name: string, schema: z.ZodType, value: unknown, code: string, message: string];

const rejected: Rejected[] = [
  ['platform with upper case', platformField, 'GG', 'invalid_format', 'platform "GG" must be lowercase letters, digits and _'],
  ['platform with a dash', platformField, 'gg-poker', 'invalid_format', 'platform "gg-poker" must be lowercase letters, digits and _'],
  ['empty platform', platformField, '', 'invalid_format', 'platform "" must be lowercase letters, digits and _'],
  ['platform over 30 chars', platformField, 'a'.repeat(31), 'too_big', `platform "${'a'.repeat(31)}" is longer than 30 characters`],
  ['platform not a string', platformField, 3, 'invalid_type', 'platform must be a string, not 3'],
  ['missing platform', platformField, undefined, 'invalid_type', 'platform is required'],
  ['stakes with a slash', stakesField, '1/2', 'invalid_format', 'stakes "1/2" must be <sb>_<bb> integers, e.g. 1_2'],
  ['stakes with decimals', stakesField, '0.5_1', 'invalid_format', 'stakes "0.5_1" must be <sb>_<bb> integers, e.g. 1_2'],
  ['playerType upper case', playerTypeQueryField, 'Regs', 'invalid_format', 'playerType "Regs" must be lowercase letters, digits and _'],
  ['player_type outside regs/fish', playerTypeBodyField, 'nits', 'invalid_value', 'player_type "nits" is not one of regs, fish'],
  ['situation 4bet on GET', situationQueryField, '4bet', 'invalid_value', 'situation "4bet" is not one of srp, 3bet'],
  ['position over 40 chars', positionPairField, 'a'.repeat(41), 'too_big', `position "${'a'.repeat(41)}" is longer than 40 characters`],
  ['position with upper case', positionPairField, 'BTN_bb', 'invalid_format', 'position "BTN_bb" must be lowercase letters, digits and _'],
  ['empty node', nodeField, '', 'too_small', 'node is empty (the tree starts at root)'],
  ['node over 200 chars', nodeField, 'r'.repeat(201), 'too_big', `node "${'r'.repeat(56)}... is longer than 200 characters (201)`],
  ['verbosity other', verbosityField, 'long', 'invalid_value', 'verbosity "long" is not one of brief, full'],
  ['empty hand_id', handIdField, '', 'too_small', 'hand_id is empty (1..128 chars)'],
  ['hand_id over 128 chars', handIdField, 'h'.repeat(129), 'too_big', 'hand_id is longer than 128 characters (129)'],
  ['seat 10', seatField('hero_seat'), 10, 'too_big', 'hero_seat 10 is not an integer 0..9'],
  ['seat -1', seatField('hero_seat'), -1, 'too_small', 'hero_seat -1 is not an integer 0..9'],
  ['seat 1.5', seatField('hero_seat'), 1.5, 'invalid_type', 'hero_seat 1.5 is not an integer 0..9'],
  ['seat as a string', seatField('hero_seat'), '3', 'invalid_type', 'hero_seat must be an integer 0..9, not "3"'],
  ['zero where > 0', positiveBbField('initial_pot_bb'), 0, 'too_small', 'initial_pot_bb 0 must be > 0'],
  ['a pot under a cent of a BB', positiveBbField('initial_pot_bb'), 0.004, 'too_small', 'initial_pot_bb 0.004 is under 0.01 BB (amounts are in cents of a BB)'],
  ['a stack over a million BB', positiveBbField('stack_bb'), 1e308, 'too_big', 'stack_bb 1e+308 is over 1000000 BB'],
  ['an ante over a million BB', nonNegativeBbField('ante_bb'), 2e6, 'too_big', 'ante_bb 2000000 is over 1000000 BB'],
  ['a deeply nested array where a number belongs', positiveBbField('initial_pot_bb'), JSON.parse('['.repeat(6000) + ']'.repeat(6000)), 'invalid_type', 'initial_pot_bb must be a number of BB, not a deeply nested array'],
  ['negative where >= 0', nonNegativeBbField('ante_bb'), -0.5, 'too_small', 'ante_bb -0.5 must be >= 0'],
  ['count above its max', countField('callers', 9), 10, 'too_big', 'callers 10 is not an integer 0..9'],
  ['query boolean 1', queryBooleanField('audit'), '1', 'invalid_value', 'audit "1" must be true or false'],
  ['query boolean TRUE', queryBooleanField('audit'), 'TRUE', 'invalid_value', 'audit "TRUE" must be true or false'],
];

describe('field schemas reject', () => {
  it.each(rejected)('%s', (_name, schema, value, code, message) => {
    expect(issuesOf(schema, value)).toEqual([{ path: '', code, message }]);
  });
});

describe('field defaults and parsing', () => {
  it('player_type defaults to regs', () => {
    expect(parsed(playerTypeBodyField, undefined)).toBe('regs');
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('query boolean %s parses to %s', (text, value) => {
    expect(parsed(queryBooleanField('audit'), text)).toBe(value);
  });

  it('describeValue quotes strings and cuts long values', () => {
    expect(describeValue('ab')).toBe('"ab"');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue('x'.repeat(100))).toHaveLength(60);
  });
});
