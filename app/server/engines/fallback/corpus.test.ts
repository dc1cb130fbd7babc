// The engine on thousands of random LEGAL tables (2..10 players, every street, preflop
// and postflop, both pools, antes, short and deep stacks): every answer is legal at its
// table, frequencies are in [0, 1] and sum to exactly 1, postflop answers hold one action,
// the same body always gets the same answer, and every answer passes the contract schema.
import { describe, expect, it } from 'vitest';
import { postDecisionResponseSchema, type ActionRecord } from '../../../shared/contract/responses.ts';
import { parseNodeId } from '../../../shared/poker/node-id.ts';
import { randomDecisionBodies } from '../replay/random-table.ts';
import { replayTable } from '../replay/replay.ts';
import type { ReplayedTable } from '../replay/table.ts';
import { decideFallback } from './engine.ts';

const CORPUS = randomDecisionBodies(424242, 2000);
const EPS = 1e-9;

/** Why a record is not legal at the table, or null. */
function illegality(record: ActionRecord, table: ReplayedTable): string | null {
  const { legal } = table;
  if (record.frequency < 0 || record.frequency > 1) return `frequency ${record.frequency}`;
  switch (record.type) {
    case 'fold':
      return legal.fold ? null : 'fold with nothing to call';
    case 'check':
      return legal.check ? null : 'check facing a bet';
    case 'call':
      if (!legal.call) return 'call with nothing to call';
      return Math.abs(record.amount - legal.call.toBb) < EPS ? null : `call amount ${record.amount} != ${legal.call.toBb}`;
    case 'bet':
      if (!legal.bet) return 'bet not legal';
      if (record.amount < legal.bet.minBb - EPS || record.amount > legal.bet.maxBb + EPS) return `bet ${record.amount} outside ${legal.bet.minBb}..${legal.bet.maxBb}`;
      return record.node_token.startsWith('b') ? null : `bet token ${record.node_token}`;
    case 'raise': {
      if (!legal.raise) return 'raise not legal';
      const allIn = Math.abs(record.amount - legal.raise.maxBb) < EPS;
      if (record.amount > legal.raise.maxBb + EPS) return `raise ${record.amount} above the stack ${legal.raise.maxBb}`;
      if (record.amount < legal.raise.minBb - EPS && !allIn) return `raise ${record.amount} below the minimum ${legal.raise.minBb}`;
      const expected = allIn ? 'b' : 'r';
      return record.node_token.startsWith(expected) ? null : `raise token ${record.node_token} (all-in ${allIn})`;
    }
  }
}

describe('fallback engine on a corpus of random legal tables', () => {
  const answers = CORPUS.map((body) => {
    const table = replayTable(body);
    return { body, table, answer: decideFallback(body, table) };
  });

  it('answers every table with legal actions and amounts', () => {
    const problems: string[] = [];
    for (const { body, table, answer } of answers) {
      for (const record of answer.data.actions) {
        const why = illegality(record, table);
        if (why) problems.push(`${why} -- ${JSON.stringify(body)}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('gives frequencies that sum to exactly 1 in answer order, postflop one action at frequency 1', () => {
    for (const { table, answer } of answers) {
      const sum = answer.data.actions.reduce((total, record) => total + record.frequency, 0);
      expect(sum).toBe(1);
      if (table.kind === 'postflop') {
        expect(answer.data.actions).toHaveLength(1);
        expect(answer.data.actions[0].frequency).toBe(1);
      }
    }
  });

  it('keys every action so that a node id plus "-" plus the token still parses', () => {
    for (const { answer } of answers) {
      for (const record of answer.data.actions) expect(() => parseNodeId(`root-${record.node_token}`)).not.toThrow();
    }
  });

  it('never folds when it can check', () => {
    for (const { table, answer } of answers) {
      if (table.legal.check) expect(answer.data.actions.map((a) => a.type)).not.toContain('fold');
    }
  });

  it('passes the contract response schema in both verbosities', () => {
    for (const { table, answer } of answers.slice(0, 600)) {
      const response = { data: answer.data, engine: 'fallback', engine_version: answer.engine_version };
      const parsed = postDecisionResponseSchema.safeParse(response);
      expect(parsed.success, JSON.stringify({ issues: parsed.error?.issues, response, street: table.street })).toBe(true);
    }
  });

  it('answers the same body the same way, whatever the key order and tracing fields', () => {
    for (const { body, table, answer } of answers.slice(0, 300)) {
      const reordered = Object.fromEntries(Object.entries({ ...body, hand_id: 'trace-1' }).reverse()) as typeof body;
      expect(decideFallback(reordered, replayTable(reordered))).toEqual(answer);
      expect(decideFallback(body, table)).toEqual(answer);
    }
  });
});

describe('the corpus', () => {
  it('reaches every action type, all-in raises, mixes and most rules (so the checks above bite)', () => {
    const types = new Set<string>();
    const rules = new Set<string>();
    let allInRaises = 0;
    let mixes = 0;
    let multiway = 0;
    for (const body of CORPUS) {
      const table = replayTable(body);
      const answer = decideFallback(body, table);
      rules.add(answer.rule.replace(/_\d+$/, ''));
      if (answer.data.actions.length > 1) mixes++;
      if (table.playersInHand > 2 && table.kind === 'postflop') multiway++;
      for (const record of answer.data.actions) {
        types.add(record.type);
        if (record.type === 'raise' && record.node_token.startsWith('b')) allInRaises++;
      }
    }
    expect([...types].sort()).toEqual(['bet', 'call', 'check', 'fold', 'raise']);
    expect(allInRaises).toBeGreaterThan(10);
    expect(mixes).toBeGreaterThan(20);
    expect(multiway).toBeGreaterThan(100);
    for (const rule of ['open', 'open_fish', 'iso', 'iso_big_blind', 'vs_open', 'squeeze', 'vs_3bet', 'equity_vs_raise', 'push_fold_open', 'push_fold_call', 'value_bet', 'value_raise', 'call_price', 'fold_price', 'check']) {
      expect(rules, rule).toContain(rule);
    }
  });
});
