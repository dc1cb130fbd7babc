// The whole acting range at a node (GET /v1/node-mix): every combo in range with its reach
// weight and mix, every hand class with its reach-weighted mix, and the range's overall
// action frequencies. Cards in the caller's basis.
import { COMBO_CARDS, combosOfClass, handClassName, handClassOf, NUM_HAND_CLASSES } from '../../shared/poker/combos.ts';
import { formatCard } from '../../shared/poker/cards.ts';
import { permuteCard } from '../../shared/poker/isomorphism.ts';
import type { NodeMixResponse } from '../../shared/contract/extras.ts';
import type { NodeStrategy, SpotTree } from '../trees/spot-tree.ts';
import { toActOf } from './answers.ts';
import { exactMix, roundTo } from './frequencies.ts';
import type { SuitBasis } from './suit-basis.ts';
import type { CachedNode } from './tree-lookup.ts';

const WEIGHT_DECIMALS = 4;

/** A combo as 'AhKd' (higher card first) in the caller's basis, with its class index. */
function callerCombo(canonicalCombo: number, basis: SuitBasis): { hand: string; classIndex: number } {
  const a = permuteCard(COMBO_CARDS[2 * canonicalCombo], basis.toCaller);
  const b = permuteCard(COMBO_CARDS[2 * canonicalCombo + 1], basis.toCaller);
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return { hand: formatCard(hi) + formatCard(lo), classIndex: handClassOf(canonicalCombo) };
}

export function nodeMixAnswer(tree: SpotTree, node: CachedNode, callerPath: string, basis: SuitBasis, strategy: NodeStrategy): Omit<NodeMixResponse, 'audit'> {
  const view = node.ref.node;
  const A = strategy.actionCount;
  const overall = new Float64Array(A);
  const classMix = Array.from({ length: NUM_HAND_CLASSES }, () => ({ reach: 0, mix: new Float64Array(A), combos: 0 }));
  const combos: NodeMixResponse['combos'] = [];
  for (let row = 0; row < strategy.combos.length; row++) {
    const reach = strategy.reach[row];
    const mix = strategy.mix.subarray(row * A, (row + 1) * A);
    const { hand, classIndex } = callerCombo(strategy.combos[row], basis);
    const entry = classMix[classIndex];
    entry.reach += reach;
    entry.combos++;
    for (let a = 0; a < A; a++) {
      entry.mix[a] += reach * mix[a];
      overall[a] += reach * mix[a];
    }
    combos.push({ hand, class: handClassName(classIndex), weight: roundTo(reach, WEIGHT_DECIMALS), mix: exactMix(mix) });
  }
  // Matrix order: classes as the 13x13 grid reads (AA, AKs, ...), combos by class then hand.
  const classOrder = (name: string) => classIndexByName.get(name)!;
  combos.sort((x, y) => classOrder(x.class) - classOrder(y.class) || (x.hand < y.hand ? 1 : -1));
  const classes: NodeMixResponse['classes'] = [];
  classMix.forEach((entry, classIndex) => {
    if (entry.combos === 0) return;
    classes.push({
      class: handClassName(classIndex),
      weight: roundTo(entry.reach / combosOfClass(classIndex).length, WEIGHT_DECIMALS),
      mix: exactMix(entry.mix),
    });
  });
  const overallMix = exactMix(overall);
  return {
    node_id: callerPath,
    source: tree.meta.source,
    to_act: toActOf(view),
    round_start_pot_bb: roundTo(view.roundStartPotBb, 2),
    actions: view.actions.map((action) => ({
      type: action.type,
      node_token: action.token,
      ...(action.amountBb !== null ? { amount: action.amountBb } : {}),
      ...(action.potPct !== null ? { pot_pct: roundTo(action.potPct, 4) } : {}),
    })),
    overall: view.actions.map((action, a) => ({ node_token: action.token, frequency: overallMix[a] })),
    combos,
    classes,
  };
}

const classIndexByName = new Map(Array.from({ length: NUM_HAND_CLASSES }, (_, i) => [handClassName(i), i]));
