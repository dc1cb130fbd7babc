import { describe, expect, it } from 'vitest';
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { parseRange } from '../../shared/poker/ranges.ts';
import regsJson from './regs.json' with { type: 'json' };
import { loadPoolProfile, poolProfileFromChart, POOLS, spotProfile } from './pool-profile.ts';
import { POSITION_PAIRS, preflopLine, SITUATIONS } from './preflop.ts';

const overlap = (a: Float32Array, b: Float32Array): number => {
  let sum = 0;
  for (let i = 0; i < NUM_COMBOS; i++) sum += Math.min(a[i], b[i]);
  return sum;
};
const within = (inner: Float32Array, outer: Float32Array): boolean => inner.every((w, i) => w <= outer[i] + 1e-6);

describe('preflopLine: pot, effective stack and positions from the preflop sizes', () => {
  const sizes = { openBb: 2.5, sbOpenBb: 3, threeBetIpTimes: 3, threeBetOopTimes: 4.4 };
  const table = { stackBb: 100, sbBb: 0.5, bbBb: 1 };
  it.each([
    // situation, pair, pot, stack, oop, ip, aggressor side
    ['srp', 'btn_bb', 5.5, 97.5, 'bb', 'btn', 'ip'],
    ['srp', 'sb_bb', 6, 97, 'sb', 'bb', 'oop'],
    ['srp', 'co_bb', 5.5, 97.5, 'bb', 'co', 'ip'],
    ['srp', 'early_bb', 5.5, 97.5, 'bb', 'early', 'ip'],
    ['srp', 'btn_sb', 6, 97.5, 'sb', 'btn', 'ip'],
    ['srp', 'co_sb', 6, 97.5, 'sb', 'co', 'ip'],
    ['srp', 'early_sb', 6, 97.5, 'sb', 'early', 'ip'],
    ['srp', 'co_btn', 6.5, 97.5, 'co', 'btn', 'oop'],
    ['srp', 'early_btn', 6.5, 97.5, 'early', 'btn', 'oop'],
    ['srp', 'early_co', 6.5, 97.5, 'early', 'co', 'oop'],
    ['3bet', 'bb_sb', 18, 91, 'sb', 'bb', 'ip'],
    ['3bet', 'bb_btn', 22.5, 89, 'bb', 'btn', 'oop'],
    ['3bet', 'bb_co', 22.5, 89, 'bb', 'co', 'oop'],
    ['3bet', 'bb_early', 22.5, 89, 'bb', 'early', 'oop'],
    ['3bet', 'sb_btn', 23, 89, 'sb', 'btn', 'oop'],
    ['3bet', 'sb_co', 23, 89, 'sb', 'co', 'oop'],
    ['3bet', 'sb_early', 23, 89, 'sb', 'early', 'oop'],
    ['3bet', 'btn_co', 16.5, 92.5, 'co', 'btn', 'ip'],
    ['3bet', 'btn_early', 16.5, 92.5, 'early', 'btn', 'ip'],
    ['3bet', 'co_early', 16.5, 92.5, 'early', 'co', 'ip'],
  ] as const)('%s %s: pot %s bb, stack %s bb, %s out of position vs %s, aggressor %s', (situation, pair, pot, stack, oop, ip, side) => {
    const line = preflopLine(situation, pair, sizes, table);
    expect([line.potBb, line.effectiveStackBb, line.oop, line.ip, line.aggressorSide]).toEqual([pot, stack, oop, ip, side]);
  });

  it('names a pair that is not served', () => {
    expect(() => preflopLine('srp', 'bb_btn', sizes, table)).toThrow('position "bb_btn" is not a srp pair');
  });
});

describe.each(POOLS)('pool profile %s', (pool) => {
  const profile = loadPoolProfile(pool);

  it('serves every situation and position pair of the contract', () => {
    for (const situation of SITUATIONS) {
      for (const position of POSITION_PAIRS[situation]) {
        const spot = profile.spot(situation, position);
        expect(spot.oop.combos).toBeGreaterThanOrEqual(16);
        expect(spot.ip.combos).toBeGreaterThanOrEqual(16);
        expect(spot.aggressor).toBe(spot.preflop.aggressor === spot.oop.position ? 'oop' : 'ip');
      }
    }
    expect(profile.spots).toHaveLength(20);
  });

  it('writes ranges that parse back to the same weights', () => {
    let worst = 0;
    for (const spot of profile.spots) {
      for (const side of [spot.oop, spot.ip]) {
        const parsed = parseRange(side.range);
        for (let c = 0; c < NUM_COMBOS; c++) worst = Math.max(worst, Math.abs(parsed[c] - side.weights[c]));
      }
    }
    expect(worst).toBeLessThan(1e-3);
  });

  it('never flats what a seat 3-bets against the same open', () => {
    for (const position of POSITION_PAIRS.srp) {
      const [opener, caller] = position.split('_');
      const srpCaller = profile.spot('srp', position);
      const threeBet = profile.spot('3bet', `${caller}_${opener}`);
      const flat = srpCaller.oop.position === caller ? srpCaller.oop : srpCaller.ip;
      const threeBettor = threeBet.oop.position === caller ? threeBet.oop : threeBet.ip;
      expect(overlap(flat.weights, threeBettor.weights)).toBe(0);
    }
  });

  it('calls a 3-bet only with hands the opener opened, 4-bets excluded', () => {
    for (const position of POSITION_PAIRS['3bet']) {
      const [threeBettor, opener] = position.split('_');
      const spot = profile.spot('3bet', position);
      const caller = spot.oop.position === opener ? spot.oop : spot.ip;
      const srp = profile.spots.find((s) => s.situation === 'srp' && s.position.startsWith(`${opener}_`))!;
      const opens = srp.oop.position === opener ? srp.oop : srp.ip;
      expect(within(caller.weights, opens.weights)).toBe(true);
      const fourBet = parseRange(profile.chart.vsThreeBet[`${opener}_vs_${threeBettor}`].fourBet);
      expect(overlap(caller.weights, fourBet)).toBe(0);
    }
  });
});

describe('pool differences and lookups', () => {
  it('gives fish wider flats and fewer 3-bets than regs', () => {
    const regs = loadPoolProfile('regs');
    const fish = loadPoolProfile('fish');
    for (const position of POSITION_PAIRS.srp) {
      const caller = (p: typeof regs) => {
        const s = p.spot('srp', position);
        return s.aggressor === 'oop' ? s.ip : s.oop;
      };
      expect(caller(fish).combos).toBeGreaterThan(caller(regs).combos);
    }
    for (const position of POSITION_PAIRS['3bet']) {
      const threeBettor = (p: typeof regs) => {
        const s = p.spot('3bet', position);
        return s.aggressor === 'oop' ? s.oop : s.ip;
      };
      expect(threeBettor(fish).combos).toBeLessThan(threeBettor(regs).combos);
    }
  });

  it('uses the brief defaults for BTN open and BB defence in btn_bb / bb_btn', () => {
    const btnBb = spotProfile({ pool: 'regs', situation: 'srp', position: 'btn_bb' });
    expect(btnBb.ip.position).toBe('btn');
    expect(overlap(btnBb.ip.weights, parseRange(regsJson.opens.btn))).toBeCloseTo(btnBb.ip.combos, 3);
    expect(btnBb.oop.combos).toBeCloseTo(overlap(btnBb.oop.weights, parseRange(regsJson.vsOpen.bb_vs_btn.call)), 3);
    const bbBtn = spotProfile({ pool: 'regs', situation: '3bet', position: 'bb_btn' });
    expect(bbBtn.oop.combos).toBeCloseTo(overlap(bbBtn.oop.weights, parseRange(regsJson.vsOpen.bb_vs_btn.threeBet)), 3);
    expect([bbBtn.potBb, bbBtn.effectiveStackBb]).toEqual([22.5, 89]);
  });

  it('mixes UTG and HJ opens at equal weight into early', () => {
    const spot = spotProfile({ pool: 'regs', situation: 'srp', position: 'early_bb' });
    const utgOnly = parseRange('55');
    const hjOnly = parseRange('44');
    expect(overlap(spot.ip.weights, utgOnly)).toBeCloseTo(6, 5);
    expect(overlap(spot.ip.weights, hjOnly)).toBeCloseTo(3, 5);
  });

  it.each([
    [{ pool: 'sharks', situation: 'srp', position: 'btn_bb' }, 'pool "sharks" is not one of regs, fish'],
    [{ pool: 'regs', situation: '4bet', position: 'btn_bb' }, 'situation "4bet" is not one of srp, 3bet'],
    [{ pool: 'regs', situation: '3bet', position: 'btn_bb' }, 'position "btn_bb" is not a 3bet pair'],
  ])('names a bad coordinate: %o', (spot, message) => {
    expect(() => spotProfile(spot)).toThrow(message);
  });

  it('rejects a chart with a missing pair or a bad range token, naming where', () => {
    const missing = structuredClone(regsJson) as any;
    delete missing.vsOpen.bb_vs_btn;
    expect(() => poolProfileFromChart(missing)).toThrow(/vsOpen\.bb_vs_btn/);
    const badToken = structuredClone(regsJson) as any;
    badToken.vsThreeBet.btn_vs_bb.continue = '22+,AXs';
    expect(() => poolProfileFromChart(badToken)).toThrow(/vsThreeBet\.btn_vs_bb\.continue: .*AXs/);
  });
});
