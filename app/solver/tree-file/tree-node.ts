// The structural walk of a tree file: TreeNode objects built lazily from the stored
// abstract tree (the turn and river subtrees are the same for every card) plus the cards
// dealt on the line. A node is in its own card basis: the flop is the file's canonical
// flop and the turn/river cards are the ones asked for; a turn card the file does not
// store is answered from its stored twin under the flop's suit symmetry (toStored).
import { formatCard, parseCard } from '../../shared/poker/cards.ts';
import { TreeFileError, type StoredNode, type StoredStructure } from './format.ts';
import { canonicalTurn, IDENTITY_PERMUTATION, type SuitPermutation } from '../../shared/poker/isomorphism.ts';

export interface TreeNodeAction {
  type: 'check' | 'bet' | 'call' | 'raise' | 'fold';
  /** Node-id token: x, c, f, b<amount>, r<amount> (an all-in raise is b<total>). */
  token: string;
  /** Street total in BB (bet, raise-to, or the total called to); null for check and fold. */
  amountBb: number | null;
  /** Size as a fraction of the pot (bet: of the pot before it; raise: increment over the pot after calling). */
  potPct: number | null;
  raiseRatio: number | null;
  allIn: boolean;
  /** The node this action leads to (built on first access). */
  readonly child: TreeNode;
}

export interface TreeNode {
  /** Node id in the node's basis: root-x-b2.5-c-turn_Kd-... */
  readonly nodeId: string;
  readonly parent: TreeNode | null;
  /** The token that led here from the parent (null at the root). */
  readonly lastToken: string | null;
  readonly kind: 'decision' | 'street_closed' | 'terminal';
  /** Terminal nodes: fold, all-in called before the river (board runs out), or river showdown. */
  readonly reason: 'fold' | 'allin' | 'showdown' | null;
  readonly street: 'flop' | 'turn' | 'river';
  readonly toAct: 'oop' | 'ip' | null;
  /** Pot including every bet so far on this street (also an unmatched one). */
  readonly potBb: number;
  readonly roundStartPotBb: number;
  /** Chips behind. */
  readonly stacksBb: { oop: number; ip: number };
  readonly board: readonly number[];
  readonly actions: readonly TreeNodeAction[];
  /** street_closed: the street the next card opens. */
  readonly nextStreet: 'turn' | 'river' | null;
  /** The file holds this decision node's strategy (flop and turn nodes of a flop tree); river nodes are solved on demand. */
  readonly stored: boolean;
}

export interface NodeInternals {
  /** Index into the stored structure. */
  index: number;
  /** Suit permutation from the node's basis to the stored basis (identity unless a non-stored turn card). */
  toStored: SuitPermutation;
  /** Index of the stored turn card in structure.turnCards (-1 on the flop). */
  storedTurnIndex: number;
}

export interface NodeFactory {
  root: TreeNode;
  internals(node: TreeNode): NodeInternals;
  childByToken(node: TreeNode, token: string): TreeNode | null;
  deal(node: TreeNode, card: number): TreeNode | null;
  nodeById(nodeId: string): TreeNode | null;
}

const AMOUNT_TOKEN = /^([br])(\d+(?:\.\d+)?)$/;

export function createNodeFactory(file: { structure: StoredStructure; board: number[] }): NodeFactory {
  const { structure, board: rootBoard } = file;
  const internalsOf = new WeakMap<TreeNode, NodeInternals>();
  const dealt = new WeakMap<TreeNode, Map<number, TreeNode>>();

  const make = (index: number, parent: TreeNode | null, lastToken: string | null, board: readonly number[], toStored: SuitPermutation, storedTurnIndex: number): TreeNode => {
    const stored: StoredNode | undefined = structure.nodes[index];
    if (!stored) throw new TreeFileError(`tree structure has no node ${index} (corrupt)`);
    const nodeId = parent === null ? 'root' : `${parent.nodeId}-${lastToken}`;
    const actions: TreeNodeAction[] = [];
    const node: TreeNode = {
      nodeId,
      parent,
      lastToken,
      kind: stored.kind,
      reason: stored.reason,
      street: stored.street,
      toAct: stored.player === null ? null : stored.player === 0 ? 'oop' : 'ip',
      potBb: stored.potCents / 100,
      roundStartPotBb: stored.roundStartPotCents / 100,
      stacksBb: { oop: stored.stacksCents[0] / 100, ip: stored.stacksCents[1] / 100 },
      board,
      actions,
      nextStreet: stored.kind === 'street_closed' ? (stored.street === 'flop' ? 'turn' : 'river') : null,
      stored: stored.kind === 'decision' && stored.block !== null,
    };
    stored.actions.forEach((action, i) => {
      let child: TreeNode | null = null;
      actions.push({
        type: action.type,
        token: action.token,
        amountBb: action.amountCents === null ? null : action.amountCents / 100,
        potPct: action.potPct,
        raiseRatio: action.raiseRatio,
        allIn: action.allIn,
        get child(): TreeNode {
          child ??= make(stored.children[i], node, action.token, board, toStored, storedTurnIndex);
          return child;
        },
      });
    });
    internalsOf.set(node, { index, toStored, storedTurnIndex });
    return node;
  };

  const internals = (node: TreeNode): NodeInternals => {
    const inner = internalsOf.get(node);
    if (!inner) throw new TreeFileError(`node ${node.nodeId} does not belong to this tree file`);
    return inner;
  };

  const deal = (node: TreeNode, card: number): TreeNode | null => {
    if (node.kind !== 'street_closed') return null;
    if (!Number.isInteger(card) || card < 0 || card > 51 || node.board.includes(card)) return null;
    let memo = dealt.get(node);
    if (!memo) dealt.set(node, (memo = new Map()));
    const cached = memo.get(card);
    if (cached) return cached;
    const inner = internals(node);
    const next = structure.nodes[inner.index].next;
    if (next === null) throw new TreeFileError(`${node.nodeId}: street_closed node without a next street (corrupt)`);
    const board = [...node.board, card];
    let child: TreeNode;
    if (node.nextStreet === 'turn') {
      const canonical = canonicalTurn(rootBoard, card);
      const turnIndex = structure.turnCards.indexOf(canonical.card);
      if (turnIndex < 0) throw new TreeFileError(`turn card ${formatCard(canonical.card)} (for ${formatCard(card)}) is not stored in this tree file`);
      child = make(next, node, `turn_${formatCard(card)}`, board, canonical.permutation, turnIndex);
    } else {
      child = make(next, node, `river_${formatCard(card)}`, board, inner.toStored, inner.storedTurnIndex);
    }
    memo.set(card, child);
    return child;
  };

  const childByToken = (node: TreeNode, token: string): TreeNode | null => {
    const cardToken = /^(turn|river)_(.{2})$/i.exec(token);
    if (cardToken) {
      if (node.nextStreet !== cardToken[1].toLowerCase()) return null;
      let card: number;
      try {
        card = parseCard(cardToken[2]);
      } catch {
        return null;
      }
      return deal(node, card);
    }
    const exact = node.actions.find((a) => a.token === token);
    if (exact) return exact.child;
    // b2.50 and b2.5 name the same size: compare amounts to the cent
    const amount = AMOUNT_TOKEN.exec(token);
    if (!amount) return null;
    const cents = Math.round(Number(amount[2]) * 100);
    const match = node.actions.find((a) => a.token[0] === amount[1] && a.amountBb !== null && Math.round(a.amountBb * 100) === cents);
    return match ? match.child : null;
  };

  const root = make(0, null, null, rootBoard, IDENTITY_PERMUTATION, -1);

  const nodeById = (nodeId: string): TreeNode | null => {
    const tokens = nodeId.split('-');
    if (tokens[0] !== 'root') return null;
    let node: TreeNode | null = root;
    for (let i = 1; i < tokens.length && node; i++) node = childByToken(node, tokens[i]);
    return node;
  };

  return { root, internals, childByToken, deal, nodeById };
}
