// Leduc hold'em in vector form (as postflop-solver's tests/leduc.rs): six cards J J Q Q K K
// (hands 0..5, 2r and 2r+1 share rank r), ante 1, one private card each, one public card
// after the first round. Bets are 2 in the first round and 4 in the second, at most one
// raise per round. A pair with the board wins, else the higher rank; equal ranks tie.
// The public card is a chance node with 3 stored children (boards 0, 2, 4) and 3
// isomorphic ones (boards 1, 3, 5 = the same after swapping cards 2r <-> 2r+1).
// Known equilibrium value for the first player: about -0.0856 (OpenSpiel).
import { type CfrGame, type GameNodeSpec, type IsomorphicChance, flattenTree } from '../game.ts';

const NUM_HANDS = 6;
const NUM_PAIRS = NUM_HANDS * (NUM_HANDS - 1);
const NOT_DEALT = -1;

interface LeducPayload {
  board: number;
  folded: number | null;
  /** Each player's matched contribution: what the loser pays the winner. */
  amount: number;
}

type LastAction = 'none' | 'check' | 'bet' | 'raise';

const SWAP = Uint16Array.from([0, 1, 2, 3, 4, 5]);

function buildRound(player: number, board: number, amount: number, last: LastAction, bets: [number, number]): GameNodeSpec {
  const second = board !== NOT_DEALT;
  const size = second ? 4 : 2;
  const opp = player ^ 1;
  const after = (nextAmount: number, nextBets: [number, number]): GameNodeSpec => {
    if (second) return { type: 'terminal', payload: { board, folded: null, amount: nextAmount } satisfies LeducPayload };
    return {
      type: 'chance',
      chanceWeight: 1 / 4,
      children: [0, 2, 4].map((card) => buildRound(0, card, nextAmount, 'none', [0, 0])),
      isomorphic: [0, 1, 2].map((childIndex) => ({ childIndex, swaps: [SWAP, SWAP] as [Uint16Array, Uint16Array] })),
      payload: nextBets,
    };
  };
  const children: GameNodeSpec[] = [];
  if (last === 'none' || last === 'check') {
    // check
    children.push(player === 0 ? buildRound(1, board, amount, 'check', bets) : after(amount, bets));
    // bet
    const b: [number, number] = [bets[0], bets[1]];
    b[player] = size;
    children.push(buildRound(opp, board, amount, 'bet', b));
  } else {
    children.push({ type: 'terminal', payload: { board, folded: player, amount } satisfies LeducPayload });
    const called = amount + bets[opp] - bets[player];
    children.push(after(called, [bets[opp], bets[opp]]));
    if (last === 'bet') {
      const b: [number, number] = [bets[0], bets[1]];
      b[player] = bets[opp] + size;
      // the raiser first matches the bet: the matched amount grows by the bet faced
      children.push(buildRound(opp, board, amount + bets[opp] - bets[player], 'raise', b));
    }
  }
  return { type: 'player', player, children };
}

export function buildLeducGame(): CfrGame {
  const root = buildRound(0, NOT_DEALT, 1, 'none', [0, 0]);
  const flat = flattenTree(root, () => NUM_HANDS);
  const weights = new Float32Array(NUM_HANDS).fill(1);
  const specs = flat.specs;
  return {
    numNodes: flat.numNodes,
    nodeType: flat.nodeType,
    firstChild: flat.firstChild,
    numChildren: flat.numChildren,
    storageOffset: flat.storageOffset,
    storageSize: flat.storageSize,
    numHands: () => NUM_HANDS,
    initialWeights: () => weights,
    chanceWeight: (node) => specs[node].chanceWeight ?? 1,
    isomorphicChances: (node): readonly IsomorphicChance[] => specs[node].isomorphic ?? [],
    evaluate(node, player, cfreach, cfOff, out, outOff) {
      const t = specs[node].payload as LeducPayload;
      const unit = t.amount / NUM_PAIRS;
      for (let mine = 0; mine < NUM_HANDS; mine++) {
        let v = 0;
        if (mine !== t.board) {
          for (let theirs = 0; theirs < NUM_HANDS; theirs++) {
            if (theirs === mine || theirs === t.board) continue;
            let sign: number;
            if (t.folded !== null) sign = t.folded === player ? -1 : 1;
            else if (t.board >> 1 === mine >> 1) sign = 1;
            else if (t.board >> 1 === theirs >> 1) sign = -1;
            else if (mine >> 1 === theirs >> 1) sign = 0;
            else sign = mine > theirs ? 1 : -1;
            v += sign * unit * cfreach[cfOff + theirs];
          }
        }
        out[outOff + mine] = v;
      }
    },
  };
}
