import { describe, expect, it } from 'vitest';
import type { PreflopBody } from '../../../../shared/contract/strategy-body.ts';
import { SUITS } from '../../../../shared/poker/cards.ts';
import { NUM_HAND_CLASSES, handClassName } from '../../../../shared/poker/combos.ts';
import { replayTable } from '../../replay/replay.ts';
import { tablePositions } from '../../replay/random-table.ts';
import { preflopBody } from '../../replay/test-tables.ts';
import { decideFallback } from '../engine.ts';
import { comboCount, openRange } from './pool-ranges.ts';

function decide(body: PreflopBody) {
  const answer = decideFallback(body, replayTable(body));
  const freq = (type: string) => answer.data.actions.find((a) => a.type === type)?.frequency ?? 0;
  const amount = (type: string) => (answer.data.actions.find((a) => a.type === type) as { amount?: number } | undefined)?.amount;
  return { answer, freq, amount, rule: answer.rule };
}

/** A hand of the class, e.g. 'T9s' -> 'Th9h', '72o' -> '7h2c'. */
function handOf(name: string): string {
  const pair = name.length === 2;
  const suited = name.endsWith('s');
  return `${name[0]}h${name[1]}${pair || !suited ? 'c' : 'h'}`;
}

/** Players of an n-handed table (all `stack` deep) and folds up to the hero. */
function table(n: number, hero: string, stack = 100, extra: Partial<Parameters<typeof preflopBody>[0]> = {}) {
  const positions = tablePositions(n);
  const players = positions.map((p) => `${p}:${stack}`).join(' ');
  const before = positions.slice(0, positions.indexOf(hero));
  const history = n === 2 ? '' : before.map((p) => `${p}:f`).join(' ');
  return preflopBody({ players, hero, history, ...extra });
}

const SIX = 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100';

describe('preflop fallback: sensible play', () => {
  it('raises AA unopened from every seat of every table size, regs and fish', () => {
    for (let n = 2; n <= 10; n++) {
      for (const hero of tablePositions(n).filter((p) => p !== 'bb')) {
        for (const pool of ['regs', 'fish'] as const) {
          expect(decide(table(n, hero, 100, { hand: 'AhAd', pool })).freq('raise'), `${n}-handed ${hero} ${pool}`).toBe(1);
        }
      }
    }
  });

  it.each([6, 9, 10])('folds 72o under the gun %i-handed, deep and short', (n) => {
    expect(decide(table(n, 'utg', 100, { hand: '7h2d' })).freq('fold')).toBe(1);
    expect(decide(table(n, 'utg', 12, { hand: '7h2d' })).freq('fold')).toBe(1);
  });

  it('never folds when it can check: the big blind checks 72o after limps', () => {
    const { freq } = decide(preflopBody({ players: SIX, hero: 'bb', hand: '7h2d', history: 'utg:c hj:f co:f btn:c sb:c' }));
    expect(freq('fold')).toBe(0);
    expect(freq('check')).toBe(1);
  });

  it('tightens opens with more players behind: utg opens fewer hands 9-handed than 6-handed', () => {
    expect(comboCount(openRange('regs', 8))).toBeLessThan(comboCount(openRange('regs', 5)));
    expect(comboCount(openRange('regs', 5))).toBeLessThan(comboCount(openRange('regs', 2)));
  });

  it('blends at a resized range edge: the edge class opens at its membership weight', () => {
    const range = openRange('regs', 8);
    const edge = Array.from({ length: NUM_HAND_CLASSES }, (_, c) => c).find((c) => range[c] > 0.01 && range[c] < 0.99)!;
    expect(edge).toBeDefined();
    const { freq } = decide(table(9, 'utg', 100, { hand: handOf(handClassName(edge)) }));
    expect(freq('raise')).toBeCloseTo(range[edge], 3);
    expect(freq('fold')).toBeCloseTo(1 - range[edge], 3);
  });

  it('widens opens with antes', () => {
    const count = (ante?: number) => {
      let raising = 0;
      for (let c = 0; c < NUM_HAND_CLASSES; c++) raising += decide(table(9, 'utg', 100, { hand: handOf(handClassName(c)), ante })).freq('raise');
      return raising;
    };
    expect(count(0.125)).toBeGreaterThan(count());
  });
});

describe('preflop fallback: sizes', () => {
  it.each([
    { name: 'opens 2.5 bb', body: table(6, 'co', 100, { hand: 'AhKd' }), type: 'raise', amount: 2.5 },
    { name: 'opens 3 bb from the small blind', body: table(6, 'sb', 100, { hand: 'AhKd' }), type: 'raise', amount: 3 },
    { name: 'opens 2.5 bb from the heads-up button', body: table(2, 'btn', 100, { hand: 'AhKd' }), type: 'raise', amount: 2.5 },
    { name: 'iso-raises 3.5 bb plus 1 per limper', body: preflopBody({ players: SIX, hero: 'btn', hand: 'AhKd', history: 'utg:c hj:c co:f' }), type: 'raise', amount: 5.5 },
    { name: '3-bets 3x in position', body: preflopBody({ players: SIX, hero: 'btn', hand: 'AhAd', history: 'utg:f hj:f co:r2.5' }), type: 'raise', amount: 7.5 },
    { name: '3-bets 4.4x out of position', body: preflopBody({ players: SIX, hero: 'bb', hand: 'AhAd', history: 'utg:f hj:f co:r2.5 btn:f sb:f' }), type: 'raise', amount: 11 },
    { name: 'squeezes one open size more per caller', body: preflopBody({ players: SIX, hero: 'bb', hand: 'AhAd', history: 'utg:f hj:f co:r2.5 btn:c sb:f' }), type: 'raise', amount: 13.5 },
    { name: '4-bets 2.3x', body: preflopBody({ players: SIX, hero: 'co', hand: 'AhAd', history: 'utg:f hj:f co:r2.5 btn:r7.5 sb:f bb:f' }), type: 'raise', amount: 17.25 },
    { name: '5-bets all-in', body: preflopBody({ players: SIX, hero: 'btn', hand: 'AhAd', history: 'utg:f hj:f co:r2.5 btn:r7.5 sb:f bb:f co:r17.25' }), type: 'raise', amount: 100 },
    {
      name: 'goes all-in when the stack left would be under a third of the pot',
      body: preflopBody({ players: 'utg:100 hj:100 co:25 btn:100 sb:100 bb:100', hero: 'co', hand: 'AhAd', history: 'utg:f hj:f co:r2.5 btn:r7.5 sb:f bb:f' }),
      type: 'raise',
      amount: 25,
    },
  ])('$name', ({ body, type, amount }) => {
    const decision = decide(body);
    expect(decision.freq(type)).toBeGreaterThan(0);
    expect(decision.amount(type)).toBe(amount);
  });

  it('keys an all-in raise b<total> and a raise r<to>', () => {
    const allIn = decide(preflopBody({ players: SIX, hero: 'btn', hand: 'AhAd', history: 'utg:f hj:f co:r2.5 btn:r7.5 sb:f bb:f co:r17.25' }));
    expect(allIn.answer.data.actions.find((a) => a.type === 'raise')!.node_token).toBe('b100');
    const open = decide(table(6, 'co', 100, { hand: 'AhKd' }));
    expect(open.answer.data.actions.find((a) => a.type === 'raise')!.node_token).toBe('r2.5');
  });
});

describe('preflop fallback: short stacks', () => {
  it.each([
    { name: 'the heads-up button shoves any ace at 10 bb', players: 'btn:10 bb:10', hero: 'btn', history: '', hand: 'Ah2d', type: 'raise', freq: 1 },
    { name: 'the heads-up button folds 72o at 10 bb', players: 'btn:10 bb:10', hero: 'btn', history: '', hand: '7h2d', type: 'fold', freq: 1 },
    { name: 'the big blind calls a shove with AA', players: 'btn:10 bb:10', hero: 'bb', history: 'btn:r10', hand: 'AhAd', type: 'call', freq: 1 },
    { name: 'the big blind folds 72o to a shove', players: 'btn:10 bb:10', hero: 'bb', history: 'btn:r10', hand: '7h2d', type: 'fold', freq: 1 },
  ])('$name', ({ players, hero, history, hand, type, freq }) => {
    const decision = decide(preflopBody({ players, hero, history, hand }));
    expect(decision.rule).toMatch(/^push_fold/);
    expect(decision.freq(type)).toBe(freq);
  });

  it('shoves all-in, never a small raise', () => {
    const decision = decide(table(6, 'btn', 12, { hand: 'AhKd' }));
    expect(decision.amount('raise')).toBe(12);
  });

  it('shoves fewer hands with more players behind', () => {
    const shoves = (hero: string) => {
      let total = 0;
      for (let c = 0; c < NUM_HAND_CLASSES; c++) total += decide(table(9, hero, 8, { hand: handOf(handClassName(c)) })).freq('raise');
      return total;
    };
    expect(shoves('utg')).toBeLessThan(shoves('co'));
    expect(shoves('co')).toBeLessThan(shoves('sb'));
  });

  it('blends shove frequencies linearly within 1 bb of a chart threshold', () => {
    const frequencies = [7, 8, 9, 10, 11, 12, 13, 14].map((stack) => decide(preflopBody({ players: `btn:${stack} bb:${stack}`, hero: 'btn', hand: 'Kh2d' })).freq('raise'));
    // K2o shoves short and folds deeper, passing through a blend.
    expect(frequencies[0]).toBe(1);
    expect(frequencies[frequencies.length - 1]).toBe(0);
    for (let i = 1; i < frequencies.length; i++) expect(frequencies[i]).toBeLessThanOrEqual(frequencies[i - 1]);
  });
});

describe('preflop fallback: pools', () => {
  it('fish open more hands than regs and limp part of them', () => {
    let regsRaise = 0;
    let fishRaise = 0;
    let fishLimp = 0;
    for (let c = 0; c < NUM_HAND_CLASSES; c++) {
      const hand = handOf(handClassName(c));
      regsRaise += decide(table(6, 'hj', 100, { hand })).freq('raise');
      const fish = decide(table(6, 'hj', 100, { hand, pool: 'fish' }));
      fishRaise += fish.freq('raise');
      fishLimp += fish.freq('call');
    }
    expect(fishRaise + fishLimp).toBeGreaterThan(regsRaise);
    expect(fishLimp).toBeGreaterThan(0);
    expect(fishRaise).toBeLessThanOrEqual(regsRaise);
  });

  it('fish flat more and 3-bet less against an open', () => {
    let regs3 = 0;
    let fish3 = 0;
    let regsFlat = 0;
    let fishFlat = 0;
    for (let c = 0; c < NUM_HAND_CLASSES; c++) {
      const hand = handOf(handClassName(c));
      const history = 'utg:f hj:f co:r2.5 btn:f sb:f';
      const regs = decide(preflopBody({ players: SIX, hero: 'bb', hand, history }));
      const fish = decide(preflopBody({ players: SIX, hero: 'bb', hand, history, pool: 'fish' }));
      regs3 += regs.freq('raise');
      fish3 += fish.freq('raise');
      regsFlat += regs.freq('call');
      fishFlat += fish.freq('call');
    }
    expect(fishFlat).toBeGreaterThan(regsFlat);
    expect(fish3).toBeLessThan(regs3);
  });

  it('mix frequencies are range memberships, never per-hand constants: suits do not matter', () => {
    for (const name of ['AKo', 'T9s', '55', 'Q7o']) {
      const variants = SUITS.split('').map((s1, i) => `${name[0]}${s1}${name[1]}${name.endsWith('s') ? s1 : SUITS[(i + 1) % 4]}`);
      const mixes = variants.map((hand) => decide(table(6, 'co', 100, { hand })).answer.data.actions);
      for (const mix of mixes) expect(mix).toEqual(mixes[0]);
    }
  });
});
