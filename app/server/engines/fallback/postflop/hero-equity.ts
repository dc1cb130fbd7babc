// The hero's equity against one or more villain ranges: seeded Monte Carlo (the same
// seed, the same answer). Each deal draws every villain's combo by weight (redrawing a
// combo that collides with cards already dealt), completes the board at random and
// splits the pot among the best hands. On the river against one villain it is exact (no cards to come, every combo
// weighed).
import type { Card } from '../../../../shared/poker/cards.ts';
import { COMBO_CARDS, NUM_COMBOS } from '../../../../shared/poker/combos.ts';
import { seededRandom } from '../../../../shared/poker/equity.ts';
import { evaluate7, evaluateCards } from '../../../../shared/poker/evaluator.ts';
// Local aliases: hot loops read them without the module binding indirection.
const N = NUM_COMBOS;
const CARDS = COMBO_CARDS;
const eval7 = evaluate7;

interface Sampler {
  combos: Int32Array;
  cumulative: Float64Array;
}

/** A weighted sampler of a range without dead cards; uniform over live combos when the range has none. */
function samplerOf(weights: Float32Array, isDead: Uint8Array): Sampler {
  const live = (combo: number) => !isDead[CARDS[2 * combo]] && !isDead[CARDS[2 * combo + 1]];
  const combos: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let combo = 0; combo < N; combo++) {
    if (weights[combo] > 0 && live(combo)) {
      total += weights[combo];
      combos.push(combo);
      cumulative.push(total);
    }
  }
  if (combos.length === 0) {
    for (let combo = 0; combo < N; combo++) {
      if (!live(combo)) continue;
      combos.push(combo);
      cumulative.push(combos.length);
    }
  }
  return { combos: Int32Array.from(combos), cumulative: Float64Array.from(cumulative) };
}

function draw(sampler: Sampler, random: () => number): number {
  const target = random() * sampler.cumulative[sampler.cumulative.length - 1];
  let lo = 0;
  let hi = sampler.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sampler.cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return sampler.combos[lo];
}

function exactRiverEquity(hand: readonly Card[], board: readonly Card[], sampler: Sampler): number {
  const hero = evaluateCards([...hand, ...board]);
  let won = 0;
  let total = 0;
  for (let i = 0; i < sampler.combos.length; i++) {
    const combo = sampler.combos[i];
    const weight = sampler.cumulative[i] - (i > 0 ? sampler.cumulative[i - 1] : 0);
    const villain = eval7(CARDS[2 * combo], CARDS[2 * combo + 1], board[0], board[1], board[2], board[3], board[4]);
    won += weight * (hero > villain ? 1 : hero === villain ? 0.5 : 0);
    total += weight;
  }
  return total > 0 ? won / total : 0.5;
}

export function heroEquity(hand: readonly Card[], board: readonly Card[], villains: readonly Float32Array[], seed: number, samples: number): number {
  const isDead = new Uint8Array(52);
  for (const card of [...hand, ...board]) isDead[card] = 1;
  const samplers = villains.map((weights) => samplerOf(weights, isDead));
  if (board.length === 5 && samplers.length === 1) return exactRiverEquity(hand, board, samplers[0]);

  const random = seededRandom(seed);
  const used = new Uint8Array(52);
  const full = [...board, 0, 0, 0, 0, 0].slice(0, 5);
  const holes = new Int32Array(2 * samplers.length);
  let share = 0;
  let dealt = 0;
  for (let attempt = 0; dealt < samples && attempt < samples * 4; attempt++) {
    used.set(isDead);
    let ok = true;
    for (let v = 0; v < samplers.length && ok; v++) {
      // A colliding combo is redrawn (a few times) rather than the whole deal: far fewer
      // rejections multiway, at the price of a slight bias toward ranges dealt first.
      ok = false;
      for (let tries = 0; tries < 8 && !ok; tries++) {
        const combo = draw(samplers[v], random);
        const c0 = CARDS[2 * combo];
        const c1 = CARDS[2 * combo + 1];
        if (used[c0] || used[c1]) continue;
        used[c0] = used[c1] = 1;
        holes[2 * v] = c0;
        holes[2 * v + 1] = c1;
        ok = true;
      }
    }
    if (!ok) continue;
    for (let i = board.length; i < 5; i++) {
      let card: number;
      do card = Math.floor(random() * 52);
      while (used[card]);
      used[card] = 1;
      full[i] = card;
    }
    const hero = eval7(hand[0], hand[1], full[0], full[1], full[2], full[3], full[4]);
    let best = hero;
    let tied = 1;
    for (let v = 0; v < samplers.length; v++) {
      const value = eval7(holes[2 * v], holes[2 * v + 1], full[0], full[1], full[2], full[3], full[4]);
      if (value > best) {
        best = value;
        tied = 0;
      } else if (value === best) tied++;
    }
    if (best === hero) share += 1 / tied;
    dealt++;
  }
  return dealt > 0 ? share / dealt : 1 / (samplers.length + 1);
}
