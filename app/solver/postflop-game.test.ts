import { describe, expect, it } from 'vitest';
import { parseCards } from '../shared/poker/cards.ts';
import { COMBO_CARDS } from '../shared/poker/combos.ts';
import { equityHandVsRange } from '../shared/poker/equity.ts';
import { parseRange } from '../shared/poker/ranges.ts';
import { buildGame } from './postflop-game.ts';
import {
  averageStrategyAt, chanceOutcomes, childByToken, computeExploitability, handsOf, nodeInfo, reachAt, rootEquityAndEv,
} from './queries.ts';
import { solveGame, solveGameSync } from './solve.ts';

const NO_BETS = {};

describe('postflop game: values without betting', () => {
  it('gives EVs that add up to the pot and equal each player\'s equity share when nobody can bet', () => {
    const game = buildGame({
      board: 'QsJh2h8c3d',
      startingPotBb: 20,
      effectiveStackBb: 100,
      oopRange: 'AA,KK,QQ,AK,AQs,76s,55',
      ipRange: 'JJ,TT,AJ,KQ,QJs,T9s,98s',
      betSizes: NO_BETS,
    });
    solveGameSync(game, { maxIterations: 1, targetExploitabilityPct: 0 });
    const r = rootEquityAndEv(game);
    expect(r.oopEvBb + r.ipEvBb).toBeCloseTo(20, 4);
    expect(r.oopEvBb).toBeCloseTo((r.oopEquityPct / 100) * 20, 3);
    expect(r.oopEquityPct + r.ipEquityPct).toBeCloseTo(100, 6);
    expect(computeExploitability(game).exploitabilityBb).toBeCloseTo(0, 5);
  });

  it('computes root equity equal to exact enumeration hand by hand (turn board)', () => {
    const board = parseCards('QsJh2h8c');
    const oop = parseRange('AA,KQs,JTs,55,A5s:0.5');
    const ip = parseRange('QQ,AQo:0.5,T9s,87s,22');
    const game = buildGame({ board, startingPotBb: 10, effectiveStackBb: 50, oopRange: oop, ipRange: ip, betSizes: NO_BETS });
    solveGameSync(game, { maxIterations: 1, targetExploitabilityPct: 0 });
    const { oopEquityPct, oopEvBb } = rootEquityAndEv(game);
    // reference: weight each OOP combo by its weight times the IP weight it can face
    let num = 0;
    let den = 0;
    for (const combo of handsOf(game, 0)) {
      const hand = [COMBO_CARDS[2 * combo], COMBO_CARDS[2 * combo + 1]];
      let facing = 0;
      for (let j = 0; j < 1326; j++) {
        const c1 = COMBO_CARDS[2 * j];
        const c2 = COMBO_CARDS[2 * j + 1];
        if (ip[j] > 0 && !board.includes(c1) && !board.includes(c2) && !hand.includes(c1) && !hand.includes(c2)) facing += ip[j];
      }
      const eq = equityHandVsRange(hand, ip, board).equity;
      num += oop[combo] * facing * eq;
      den += oop[combo] * facing;
    }
    expect(oopEquityPct).toBeCloseTo((num / den) * 100, 3);
    expect(oopEvBb).toBeCloseTo((oopEquityPct / 100) * 10, 3);
  });
});

describe('postflop game: closed-form river (nuts and air vs bluff-catchers)', () => {
  // OOP: AA (6 nut combos) and 76o (12 air combos); IP: KK bluff-catchers. No card of one
  // range is in the other, so there is no card removal. OOP may bet the pot (b = P = 10)
  // once; IP may only call or fold. Equilibrium: IP calls P/(P+b) = 1/2; OOP bluffs b/(P+b)
  // = 1/2 of its 6 value combos = 3 of 12 air combos (25%); OOP EV = 6 * (P + b/2) / 18 = 5.
  const game = buildGame({
    board: 'QsJh2d3c8h',
    startingPotBb: 10,
    effectiveStackBb: 100,
    oopRange: 'AA,76o',
    ipRange: 'KK',
    betSizes: { river: { oop: { bet: '100%' } } },
  });
  solveGameSync(game, { maxIterations: 3000, targetExploitabilityPct: 0.01 });

  it('converges to the known frequencies and value', () => {
    expect(computeExploitability(game).exploitabilityPct).toBeLessThan(0.05);
    const root = averageStrategyAt(game, game.root);
    expect(root.actions.map((a) => a.token)).toEqual(['x', 'b10']);
    const n = root.hands.length;
    let valueBet = 0;
    let airBet = 0;
    let airCount = 0;
    for (let h = 0; h < n; h++) {
      const isAces = COMBO_CARDS[2 * root.hands[h]] >> 2 === 12;
      if (isAces) valueBet += root.strategy[n + h];
      else {
        airBet += root.strategy[n + h];
        airCount++;
      }
    }
    expect(valueBet / 6).toBeCloseTo(1, 2);
    expect(airBet / airCount).toBeCloseTo(0.25, 2);
    const facing = averageStrategyAt(game, childByToken(game, game.root, 'b10')!);
    const m = facing.hands.length;
    let call = 0;
    for (let h = 0; h < m; h++) call += facing.strategy[m + h];
    expect(call / m).toBeCloseTo(0.5, 2);
    expect(rootEquityAndEv(game).oopEvBb).toBeCloseTo(5, 2);
  });

  it('reports reach: starting weights at the root, times the strategy below', () => {
    const betNode = childByToken(game, game.root, 'b10')!;
    const reach = reachAt(game, betNode);
    const root = averageStrategyAt(game, game.root);
    const n = root.hands.length;
    for (let h = 0; h < n; h++) expect(reach.oop[h]).toBeCloseTo(root.strategy[n + h], 6);
    expect(Array.from(reach.ip)).toEqual(Array.from(reachAt(game, game.root).ip));
  });
});

describe('postflop game: structure', () => {
  const game = buildGame({
    board: 'QsJh2h8c',
    startingPotBb: 10,
    effectiveStackBb: 40,
    oopRange: 'AA,KQs,JTs',
    ipRange: 'QQ,T9s,87s',
    betSizes: { turn: { bet: '50%' }, river: { bet: '75%' } },
  });

  it('walks decision nodes by token and reports pot, stacks and board', () => {
    const root = nodeInfo(game, game.root);
    expect(root).toMatchObject({ kind: 'decision', player: 0, street: 'turn', potBb: 10, stacksBb: [40, 40] });
    expect(root.actions.map((a) => a.token)).toEqual(['x', 'b5']);
    const call = childByToken(game, childByToken(game, game.root, 'b5')!, 'c')!;
    const chance = nodeInfo(game, call);
    expect(chance).toMatchObject({ kind: 'chance', potBb: 20, street: 'turn' });
    expect(chance.dealtCards.length).toBe(chance.children.length);
    const river = nodeInfo(game, chance.children[0]);
    expect(river).toMatchObject({ kind: 'decision', street: 'river', potBb: 20 });
    expect(river.board).toEqual([...parseCards('QsJh2h8c'), chance.dealtCards[0]]);
    expect(childByToken(game, game.root, 'b5.00')).toBe(childByToken(game, game.root, 'b5'));
    expect(childByToken(game, game.root, 'b6')).toBeNull();
  });

  it('lists every river card at a chance node, folding isomorphic suits with a swap', () => {
    const chance = childByToken(game, childByToken(game, game.root, 'x')!, 'x')!;
    const outcomes = chanceOutcomes(game, chance);
    expect(outcomes.length).toBe(48);
    // QsJh2h8c: spades and diamonds... only diamonds is absent from the board; no two suits
    // share the same ranks, so nothing folds here
    expect(outcomes.every((o) => o.suitSwap === null)).toBe(true);
  });

  it('zeroes the reach of hands holding the dealt card', () => {
    const chance = childByToken(game, childByToken(game, game.root, 'x')!, 'x')!;
    const info = nodeInfo(game, chance);
    const k = info.dealtCards.indexOf(parseCards('Ah')[0]);
    const reach = reachAt(game, info.children[k]);
    const hands = handsOf(game, 0);
    for (let h = 0; h < hands.length; h++) {
      const holdsAh = COMBO_CARDS[2 * hands[h]] === parseCards('Ah')[0] || COMBO_CARDS[2 * hands[h] + 1] === parseCards('Ah')[0];
      expect(reach.oop[h] === 0).toBe(holdsAh);
    }
  });
});

describe('postflop game: suit isomorphism and threads', () => {
  const config = {
    board: 'Ks7s2d',
    startingPotBb: 10,
    effectiveStackBb: 20,
    oopRange: 'AA,AK,76s',
    ipRange: 'QQ,AQs,98s',
    betSizes: { flop: { bet: '50%' }, turn: { bet: '100%' } },
  };

  it('folds the 13 cards of one suit the flop lacks onto the other and still solves the same game', () => {
    const iso = buildGame(config);
    const full = buildGame({ ...config, isomorphism: false });
    const turnChance = childByToken(iso, childByToken(iso, iso.root, 'x')!, 'x')!;
    const outcomes = chanceOutcomes(iso, turnChance);
    expect(outcomes.length).toBe(49);
    expect(outcomes.filter((o) => o.suitSwap !== null).length).toBe(13);
    expect(iso.numNodes).toBeLessThan(full.numNodes);
    solveGameSync(iso, { maxIterations: 6, targetExploitabilityPct: 0 });
    solveGameSync(full, { maxIterations: 6, targetExploitabilityPct: 0 });
    const a = rootEquityAndEv(iso);
    const b = rootEquityAndEv(full);
    expect(a.oopEvBb).toBeCloseTo(b.oopEvBb, 4);
    expect(a.oopEquityPct).toBeCloseTo(b.oopEquityPct, 6);
    expect(computeExploitability(iso).exploitabilityPct).toBeCloseTo(computeExploitability(full).exploitabilityPct, 3);
  });

  it('gives the same result on two threads as on one', async () => {
    const one = buildGame(config);
    const two = buildGame(config);
    const r1 = solveGameSync(one, { maxIterations: 4, targetExploitabilityPct: 0, checkEvery: 2 });
    const r2 = await solveGame(two, { maxIterations: 4, targetExploitabilityPct: 0, checkEvery: 2, threads: 2 });
    expect(r2.curve.map((p) => p.exploitabilityPct)).toEqual(r1.curve.map((p) => p.exploitabilityPct));
    expect(Array.from(averageStrategyAt(two, two.root).strategy)).toEqual(Array.from(averageStrategyAt(one, one.root).strategy));
  });
});
