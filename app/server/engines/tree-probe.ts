// The tree side of POST /v1/strategy: the matcher's TreeProbe (matching/tree-probe.ts)
// implemented with GET's machinery -- the catalog, the node cache, the suit basis, the
// node walk and the strategy lookup. So a tree answer to a POST is exactly GET's answer
// for the same coordinates (same data, same node_id, same X-Cache rule).
//
// Where GET answers an error, the probe answers `not_answered` with the reason, and the
// engine takes over:
//   404 flop_not_covered, line_not_in_tree, off_tree_sizing, illegal_action, unknown
//                          -> the same reason;
//   404 terminal, street_closed at the node (the tree ends where the table goes on)
//                          -> line_not_in_tree;
//   404 spot_not_configured (the spot vanished since spot(): a tree set was replaced)
//                          -> flop_not_covered;
//   422 combo_not_in_range -> combo_not_in_range;
//   503 tree_unavailable (a damaged tree file, a river solve past its time)
//                          -> malformed_node;
//   422 node cards against the board or the hand (the matcher rules these out first)
//                          -> unknown.
import type { GetAudit } from '../../shared/contract/audit.ts';
import type { Verbosity } from '../../shared/contract/fields.ts';
import type { GetDecisionResponse } from '../../shared/contract/responses.ts';
import type { SpotTree, TreeCatalog, TreeRoots } from '../trees/spot-tree.ts';
import type { TreeAnswer, TreeLookupReason, TreeProbe, TreeQuery, TreeSpotFigures, TreeSpotKey } from './matching/tree-probe.ts';
import { suitBasisOf } from './suit-basis.ts';
import { treeDecision } from './tree-decision.ts';
import { lookupNode, nodeBoardIssues, type NodeCache, type NodeLookup } from './tree-lookup.ts';

/** What a tree answer hands back to the route. */
export interface ProbeAnswer {
  /** GET's answer for the same coordinates, without its audit block. */
  response: GetDecisionResponse;
  /** The node and its strategy came from the in-memory caches (X-Cache: HIT). */
  cached: boolean;
  /** GET's audit block of the node (only when the probe was made with `audit`). */
  getAudit: GetAudit | null;
}

/** Server-Timing stages the probe may end (the GET stages of a tree lookup). */
export type ProbeStage = 'node_id_translate' | 'fetch_storage' | 'diagnose_not_found' | 'transform' | 'audit_meta';

export interface TreeProbeOptions {
  catalog: TreeCatalog;
  cache: NodeCache;
  /** The caller's trees: its strategy folder first, then v1. */
  roots: TreeRoots;
  /** The request's flop: spot() reads the figures from its tree when there is one. */
  flop: string;
  verbosity: Verbosity;
  /** Build GET's audit block of the node (POST audit: true). */
  audit: boolean;
  mark?: (stage: ProbeStage) => void;
}

/** Errors that mean "the tree could not be read", not "bad input" (GET: 503 tree_unavailable). */
const TREE_READ_FAILURES = ['TreeFileError', 'RiverTimeoutError'];

export function isTreeReadFailure(error: unknown): error is Error {
  return error instanceof Error && TREE_READ_FAILURES.includes(error.name);
}

function notAnswered(reason: TreeLookupReason, detail: Record<string, unknown>): TreeAnswer<ProbeAnswer> {
  return { status: 'not_answered', reason, detail };
}

function lookupReason(lookup: Extract<NodeLookup, { status: 'not_found' }>): TreeLookupReason {
  switch (lookup.reason) {
    case 'terminal':
    case 'street_closed':
      return 'line_not_in_tree';
    case 'spot_not_configured':
      return 'flop_not_covered';
    default:
      return lookup.reason;
  }
}

export function createTreeProbe(options: TreeProbeOptions): TreeProbe<ProbeAnswer> {
  const { catalog, cache, roots } = options;
  const mark = options.mark ?? (() => {});

  /** A tree of the spot: the request's flop when covered, else any covered flop of the spot. */
  const anyTreeOf = async (spot: TreeSpotKey): Promise<SpotTree | null> => {
    const own = await catalog.locate(roots, spot, suitBasisOf(options.flop).canonicalFlopText);
    if (own.status === 'found') return own.tree;
    if (own.status === 'spot_not_configured') return null;
    const covered = await catalog.coverage(roots);
    for (const entry of covered) {
      const same = Object.entries(spot).every(([key, value]) => entry.spot[key as keyof TreeSpotKey] === value);
      if (!same) continue;
      for (const flop of entry.flops) {
        const other = await catalog.locate(roots, spot, flop);
        if (other.status === 'found') return other.tree;
      }
    }
    return null;
  };

  return {
    async spot(key): Promise<TreeSpotFigures | null> {
      const tree = await anyTreeOf(key);
      return tree === null ? null : { potBb: tree.meta.potBb, effectiveStackBb: tree.meta.effectiveStackBb };
    },

    async ask(query: TreeQuery): Promise<TreeAnswer<ProbeAnswer>> {
      const basis = suitBasisOf(query.flop);
      const boardIssues = nodeBoardIssues(query);
      if (boardIssues.length > 0) {
        return notAnswered('unknown', { message: boardIssues.map((issue) => issue.message).join('; ') });
      }
      try {
        const lookup = await lookupNode(catalog, cache, { roots, spot: query.spot, basis, node: query.node }, mark);
        if (lookup.status === 'not_found') {
          return notAnswered(lookupReason(lookup), { tree_reason: lookup.reason, message: lookup.message, legal_tokens: lookup.legalTokens });
        }
        const decision = await treeDecision(
          { spot: query.spot, basis, hand: query.hand, verbosity: options.verbosity, audit: options.audit },
          lookup,
          mark,
        );
        if (decision.status === 'combo_not_in_range') return notAnswered('combo_not_in_range', { message: decision.message });
        const { audit, ...response } = decision.response;
        return { status: 'answered', answer: { response, cached: decision.cached, getAudit: audit ?? null } };
      } catch (error) {
        if (isTreeReadFailure(error)) return notAnswered('malformed_node', { message: error.message, error: error.name });
        throw error;
      }
    },
  };
}
