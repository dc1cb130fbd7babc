// Test fixtures: small in-memory spot trees built from the solver's betting tree with a
// made-up but suit-symmetric strategy (a function of ranks and of how each hand card's
// suit relates to the board), so suit-permuted requests must give permuted answers.
// Every hand holding a queen or better is in range at every node.
// Tests only: never ship made-up strategies.
import { type Card, parseCards } from '../../shared/poker/cards.ts';
import { COMBO_CARDS, NUM_COMBOS } from '../../shared/poker/combos.ts';
import { buildActionTree, type ActionTreeNode } from '../../solver/action-tree.ts';
import { parseBetSizeConfig, type BetSizeConfigInput } from '../../solver/bet-size.ts';
import type {
  CoveredSpot,
  NodeRef,
  NodeStrategy,
  SpotKey,
  SpotTree,
  SpotTreeMeta,
  SpotTreeNode,
  TreeCatalog,
  TreeLocation,
  TreeRoots,
} from '../trees/spot-tree.ts';

export const FIXTURE_SPOT: SpotKey = { platform: 'testroom', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb' };

export interface FixtureTreeOptions {
  /** Canonical flop text (as canonicalFlopText writes it). */
  flop: string;
  source?: 'custom' | 'v1';
  spot?: SpotKey;
  potBb?: number;
  stackBb?: number;
  betSizes?: BetSizeConfigInput;
  /** Lines (tokens after root, card tokens left out) whose subtree the tree does not hold. */
  prunedLines?: string[];
  /** Counts strategy reads (tests of the node cache). */
  onStrategyRead?: () => void;
}

const DEFAULT_SIZES: BetSizeConfigInput = {
  flop: { bet: '50%', raise: '100%' },
  turn: { bet: '75%', raise: '' },
  river: { bet: '100%', raise: '' },
  raiseCap: 1,
};

interface FixtureRef extends NodeRef {
  readonly tree: ActionTreeNode;
  readonly board: Card[];
  readonly line: string[];
}

function viewOf(tree: ActionTreeNode): SpotTreeNode {
  const kind = tree.kind === 'decision' ? 'decision' : tree.kind === 'chance' && !tree.allIn ? 'street_closed' : 'terminal';
  const terminal = kind !== 'terminal' ? null : tree.terminal === 'fold' ? 'fold' : tree.allIn && tree.street !== 'river' ? 'allin' : 'showdown';
  return {
    kind,
    terminal,
    player: tree.player,
    street: tree.street,
    potBb: tree.potBb,
    roundStartPotBb: tree.roundStartPotBb,
    stacksBb: [tree.stacksBb[0], tree.stacksBb[1]],
    actions: tree.actions.map((a) => ({ type: a.type, token: a.token, amountBb: a.amountBb, potPct: a.potPct, raiseRatio: a.raiseRatio, allIn: a.allIn })),
  };
}

/** A number from a string, stable across runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Suit-symmetric description of a combo on a board: ranks plus how each card's suit meets the board. */
function symmetricKey(combo: number, board: readonly Card[]): string {
  const cards = [COMBO_CARDS[2 * combo], COMBO_CARDS[2 * combo + 1]];
  const suited = (cards[0] & 3) === (cards[1] & 3) ? 's' : 'o';
  // Each card as its rank plus the ranks of the board cards of its suit: unchanged by
  // any renaming of suits that maps the board onto itself. The two descriptions are
  // sorted as text, so a pair's two cards give the same key in either order.
  const described = cards.map((card) => symmetricCard(card, board)).sort();
  return `${described.join('|')}.${suited}`;
}

/** A dealt card described without its suit name: rank plus the ranks of board cards of its suit. */
function symmetricCard(card: Card, board: readonly Card[]): string {
  const sameSuit = board.filter((b) => (b & 3) === (card & 3)).map((b) => b >> 2).sort((a, b) => a - b);
  return `${card >> 2}:${sameSuit.join(',')}`;
}

function fixtureStrategy(ref: FixtureRef): NodeStrategy {
  const actionCount = ref.tree.actions.length;
  const combos: number[] = [];
  const reach: number[] = [];
  const mix: number[] = [];
  const lineKey = ref.line.join('-');
  for (let c = 0; c < NUM_COMBOS; c++) {
    const lo = COMBO_CARDS[2 * c];
    const hi = COMBO_CARDS[2 * c + 1];
    if (ref.board.includes(lo) || ref.board.includes(hi)) continue;
    const key = symmetricKey(c, ref.board);
    const h = hash(`${lineKey}|${key}`);
    // Some hands below a queen are out of range; a hand with a queen or better never is.
    if (h % 7 === 0 && Math.max(lo >> 2, hi >> 2) < 10) continue;
    combos.push(c);
    reach.push(((h >>> 3) % 1000) / 1000 + 0.001);
    const raw = Array.from({ length: actionCount }, (_, a) => hash(`${h}:${a}`) % 100);
    const total = raw.reduce((s, v) => s + v, 0) || 1;
    mix.push(...raw.map((v) => v / total));
  }
  const rows = new Int16Array(NUM_COMBOS).fill(-1);
  combos.forEach((combo, row) => (rows[combo] = row));
  return {
    combos: Uint16Array.from(combos),
    reach: Float32Array.from(reach.map((r) => Math.min(r, 1))),
    mix: Float64Array.from(mix),
    actionCount,
    rowOf: (combo) => rows[combo],
  };
}

export function fixtureTree(options: FixtureTreeOptions): SpotTree {
  const flopCards = parseCards(options.flop);
  const potBb = options.potBb ?? 10;
  const stackBb = options.stackBb ?? 40;
  const root = buildActionTree({
    startStreet: 'flop',
    startingPotBb: potBb,
    effectiveStackBb: stackBb,
    betSizes: parseBetSizeConfig(options.betSizes ?? DEFAULT_SIZES),
  });
  const pruned = new Set(options.prunedLines ?? []);
  const make = (tree: ActionTreeNode, board: Card[], line: string[]): FixtureRef => ({
    node: viewOf(tree),
    tree,
    board,
    line,
    ...(board.length === 5 ? { river: { fromSolverCache: false } } : {}),
  });
  const meta: SpotTreeMeta = {
    source: options.source ?? 'v1',
    spot: options.spot ?? FIXTURE_SPOT,
    flop: options.flop,
    // Like a content hash: every option that changes the tree changes it.
    revision: `rev-${hash(JSON.stringify({ ...options, onStrategyRead: undefined })).toString(16)}`,
    fileName: `${options.flop}.dsstree`,
    positions: { oop: 'bb', ip: 'btn' },
    potBb,
    effectiveStackBb: stackBb,
  };
  return {
    meta,
    root: make(root, flopCards, []),
    child(ref, index) {
      const { tree, board, line } = ref as FixtureRef;
      const childLine = [...line, tree.actions[index].token];
      if (pruned.has(childLine.join('-'))) return null;
      return make(tree.children[index], board, childLine);
    },
    nextCards(ref) {
      const { board } = ref as FixtureRef;
      return Array.from({ length: 52 }, (_, card) => card).filter((card) => !board.includes(card));
    },
    async deal(ref, card) {
      const { tree, board, line } = ref as FixtureRef;
      if (board.includes(card) || tree.kind !== 'chance') return null;
      return make(tree.children[0], [...board, card], [...line, `${board.length === 3 ? 'turn' : 'river'}_${symmetricCard(card, board)}`]);
    },
    async strategy(ref) {
      options.onStrategyRead?.();
      return fixtureStrategy(ref as FixtureRef);
    },
  };
}

/** A catalog over fixture trees; the custom source is used only when roots name a custom dir. */
export function fixtureCatalog(trees: SpotTree[]): TreeCatalog {
  const sameSpot = (a: SpotKey, b: SpotKey) =>
    a.platform === b.platform && a.stakes === b.stakes && a.pool === b.pool && a.situation === b.situation && a.position === b.position;
  const visible = (roots: TreeRoots) => trees.filter((t) => t.meta.source === 'v1' || roots.customDir !== null);
  return {
    async locate(roots, spot, canonicalFlop): Promise<TreeLocation> {
      const ofSpot = visible(roots).filter((t) => sameSpot(t.meta.spot, spot));
      if (ofSpot.length === 0) return { status: 'spot_not_configured' };
      const found = ofSpot.filter((t) => t.meta.flop === canonicalFlop).sort((a) => (a.meta.source === 'custom' ? -1 : 1))[0];
      return found ? { status: 'found', tree: found } : { status: 'flop_not_covered' };
    },
    async coverage(roots): Promise<CoveredSpot[]> {
      const spots = new Map<string, CoveredSpot>();
      for (const tree of visible(roots)) {
        const key = `${tree.meta.source}/${Object.values(tree.meta.spot).join('/')}`;
        const entry = spots.get(key) ?? { source: tree.meta.source, spot: tree.meta.spot, positions: tree.meta.positions, flops: [] };
        entry.flops.push(tree.meta.flop);
        spots.set(key, entry);
      }
      return [...spots.values()];
    },
  };
}
