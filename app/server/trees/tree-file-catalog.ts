// The tree catalog over tree files on disk (app/solver/tree-file): v1 tree sets (the
// bundled `trees/` and synced sets) and each account's custom folder, each a directory
// with manifest.json. A store re-reads its manifest when the file changes (checked at
// most once a second), so a synced or newly solved tree is served without a restart.
// River nodes are solved on demand by the river solver (worker threads).
import fs from 'node:fs';
import path from 'node:path';
import type { Card } from '../../shared/poker/cards.ts';
import { openTreeStore, type TreeStore } from '../../solver/tree-file/store.ts';
import type { TreeFile, TreeNode } from '../../solver/tree-file/reader.ts';
import { MANIFEST_FILE } from '../../solver/tree-file/manifest.ts';
import type { RiverSolution, RiverSolver } from '../../solver/tree-file/river/river-solver.ts';
import type { CoveredSpot, NodeRef, SpotKey, SpotTree, SpotTreeNode, TreeCatalog, TreeLocation, TreeRoots } from './spot-tree.ts';

export interface TreeFileCatalogOptions {
  /** v1 tree-set directories, searched in order. */
  v1Dirs: readonly string[];
  /** Solves river nodes; created by the caller (closed with the app). */
  riverSolver: () => RiverSolver;
  /** Decoded strategy blocks kept per open tree file. */
  cacheBlocks?: number;
  now?: () => number;
}

export interface TreeFileCatalog extends TreeCatalog {
  /** Looks at every manifest again on the next lookup (a sync or a solve job just wrote one). */
  refresh(): void;
  close(): void;
}

interface FileRef extends NodeRef {
  readonly tn: TreeNode;
  readonly solution: RiverSolution | null;
}

function viewOf(tn: TreeNode): SpotTreeNode {
  return {
    kind: tn.kind,
    terminal: tn.reason,
    player: tn.toAct === null ? null : tn.toAct === 'oop' ? 0 : 1,
    street: tn.street,
    potBb: tn.potBb,
    roundStartPotBb: tn.roundStartPotBb,
    stacksBb: [tn.stacksBb.oop, tn.stacksBb.ip],
    actions: tn.actions.map((a) => ({ type: a.type, token: a.token, amountBb: a.amountBb, potPct: a.potPct, raiseRatio: a.raiseRatio, allIn: a.allIn })),
  };
}

/** A tree file seen through the service's SpotTree interface. */
export function spotTreeOf(file: TreeFile, source: 'custom' | 'v1', riverSolver: () => RiverSolver): SpotTree {
  const { header } = file;
  const make = (tn: TreeNode, solution: RiverSolution | null): FileRef => ({
    node: viewOf(tn),
    tn,
    solution,
    ...(tn.street === 'river' ? { river: { fromSolverCache: solution?.cached ?? false } } : {}),
  });
  const { source: _source, flop, ...spot } = header.spot;
  return {
    meta: {
      source,
      spot: spot satisfies SpotKey,
      flop,
      revision: file.revision,
      fileName: path.basename(file.path),
      positions: header.positions,
      potBb: header.potBb,
      effectiveStackBb: header.effectiveStackBb,
    },
    root: make(file.root, null),
    child(ref, index) {
      const { tn, solution } = ref as FileRef;
      const action = tn.actions[index];
      return action ? make(action.child, solution) : null;
    },
    nextCards(ref) {
      const board = (ref as FileRef).tn.board;
      const cards: Card[] = [];
      for (let card = 0; card < 52; card++) if (!board.includes(card)) cards.push(card);
      return cards;
    },
    async deal(ref, card) {
      const { tn } = ref as FileRef;
      if (tn.nextStreet === 'river') {
        const solution = await riverSolver().riverStrategy(file, tn, card);
        return make(solution.root, solution);
      }
      const next = file.deal(tn, card);
      return next ? make(next, null) : null;
    },
    async strategy(ref) {
      const { tn, solution } = ref as FileRef;
      return solution ? solution.strategyAt(tn) : file.strategyAt(tn);
    },
  };
}

interface StoreSlot {
  store: TreeStore | null;
  manifestMtimeMs: number;
  checkedAtMs: number;
  trees: Map<string, SpotTree>;
}

export function openTreeFileCatalog(options: TreeFileCatalogOptions): TreeFileCatalog {
  const now = options.now ?? Date.now;
  const slots = new Map<string, StoreSlot>();

  /** The store of a directory, reopened when its manifest changed; null without a manifest. */
  const storeOf = (dir: string): StoreSlot => {
    let slot = slots.get(dir);
    const time = now();
    if (slot && time - slot.checkedAtMs < 1000) return slot;
    let mtime = -1;
    try {
      mtime = fs.statSync(path.join(dir, MANIFEST_FILE)).mtimeMs;
    } catch {
      mtime = -1;
    }
    if (slot && slot.manifestMtimeMs === mtime) {
      slot.checkedAtMs = time;
      return slot;
    }
    slot?.store?.close();
    slot = { store: mtime < 0 ? null : openTreeStore(dir, { cacheBlocks: options.cacheBlocks }), manifestMtimeMs: mtime, checkedAtMs: time, trees: new Map() };
    slots.set(dir, slot);
    return slot;
  };

  const sourcesOf = (roots: TreeRoots): { dir: string; source: 'custom' | 'v1' }[] => [
    ...(roots.customDir ? [{ dir: roots.customDir, source: 'custom' as const }] : []),
    ...options.v1Dirs.map((dir) => ({ dir, source: 'v1' as const })),
  ];

  return {
    async locate(roots, spot, canonicalFlop): Promise<TreeLocation> {
      let spotServed = false;
      for (const { dir, source } of sourcesOf(roots)) {
        const slot = storeOf(dir);
        if (!slot.store || !slot.store.hasSpot(spot)) continue;
        spotServed = true;
        const entry = slot.store.find(spot, canonicalFlop);
        if (!entry) continue;
        let tree = slot.trees.get(entry.file);
        if (!tree) {
          tree = spotTreeOf(slot.store.open(entry), source, options.riverSolver);
          slot.trees.set(entry.file, tree);
        }
        return { status: 'found', tree };
      }
      return { status: spotServed ? 'flop_not_covered' : 'spot_not_configured' };
    },

    async coverage(roots): Promise<CoveredSpot[]> {
      // One entry per (source, spot), its flops the union over every dir of that source
      // (the bundled set and synced sets are both v1): what locate() can answer.
      const covered = new Map<string, CoveredSpot>();
      for (const { dir, source } of sourcesOf(roots)) {
        const store = storeOf(dir).store;
        if (!store) continue;
        for (const spot of store.spots()) {
          const { source: _source, ...key } = spot.spot;
          const id = `${source}/${Object.values(key).join('/')}`;
          const known = covered.get(id);
          if (known) {
            known.flops = [...new Set([...known.flops, ...spot.flops])].sort();
            continue;
          }
          const entry = store.find(spot.spot, spot.flops[0]);
          const positions = entry ? store.open(entry).header.positions : { oop: '', ip: '' };
          covered.set(id, { source, spot: key, positions, flops: [...spot.flops].sort() });
        }
      }
      return [...covered.values()];
    },

    refresh() {
      for (const slot of slots.values()) slot.checkedAtMs = -Infinity;
    },

    close() {
      for (const slot of slots.values()) slot.store?.close();
      slots.clear();
    },
  };
}
