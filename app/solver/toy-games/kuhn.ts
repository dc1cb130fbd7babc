// Kuhn poker in vector form (as postflop-solver's tests/kuhn.rs): 3 cards J < Q < K, one
// each, ante 1, one bet of 1. Private hands are the cards 0, 1, 2 (J, Q, K); both players
// hold distinct cards, so a hand blocks the same card for the opponent.
// Known equilibrium value for the first player: -1/18.
import { type CfrGame, type GameNodeSpec, type IsomorphicChance, flattenTree } from '../game.ts';

interface KuhnTerminal {
  folded: number | null;
  /** Amount won by the winner (the loser's contribution). */
  amount: number;
}

const NUM_HANDS = 3;
const NUM_PAIRS = NUM_HANDS * (NUM_HANDS - 1);

function terminal(folded: number | null, amount: number): GameNodeSpec {
  return { type: 'terminal', payload: { folded, amount } satisfies KuhnTerminal };
}

function kuhnTree(): GameNodeSpec {
  const p = (player: number, children: GameNodeSpec[]): GameNodeSpec => ({ type: 'player', player, children });
  return p(0, [
    // check
    p(1, [
      terminal(null, 1), // check-check
      p(0, [terminal(0, 1), terminal(null, 2)]), // check-bet: fold / call
    ]),
    // bet
    p(1, [terminal(1, 1), terminal(null, 2)]), // fold / call
  ]);
}

export function buildKuhnGame(): CfrGame {
  const flat = flattenTree(kuhnTree(), () => NUM_HANDS);
  const weights = new Float32Array(NUM_HANDS).fill(1);
  const payloads = flat.specs.map((s) => s.payload as KuhnTerminal | undefined);
  return {
    numNodes: flat.numNodes,
    nodeType: flat.nodeType,
    firstChild: flat.firstChild,
    numChildren: flat.numChildren,
    storageOffset: flat.storageOffset,
    storageSize: flat.storageSize,
    numHands: () => NUM_HANDS,
    initialWeights: () => weights,
    chanceWeight: () => 1,
    isomorphicChances: (): readonly IsomorphicChance[] => [],
    evaluate(node, player, cfreach, cfOff, out, outOff) {
      const t = payloads[node]!;
      for (let mine = 0; mine < NUM_HANDS; mine++) {
        let v = 0;
        for (let theirs = 0; theirs < NUM_HANDS; theirs++) {
          if (theirs === mine) continue;
          let sign: number;
          if (t.folded !== null) sign = t.folded === player ? -1 : 1;
          else sign = mine > theirs ? 1 : -1;
          v += (sign * t.amount * cfreach[cfOff + theirs]) / NUM_PAIRS;
        }
        out[outOff + mine] = v;
      }
    },
  };
}
