// The node mixes an export needs: the node alone, or every decision node of its line
// (each on its own board: a node before the turn card has no turn). One billed call per
// node not loaded yet; nodes the tree answers 404 for (street closed, terminal) are
// skipped, not errors.
import { useQueries } from '@tanstack/react-query';
import { isNotFound } from '../../lib/api/api-error.ts';
import { nodeMixQueryOptions } from '../../lib/api/get-node-mix.ts';
import { boardCardsOf, decisionNodeIds, replayLine } from '../../lib/line.ts';
import type { Board, Spot } from '../../lib/spot.ts';
import type { ExportMix } from './node-mix-rows.ts';

export interface ExportMixes {
  nodeIds: string[];
  mixes: ExportMix[];
  skipped: string[];
  isPending: boolean;
  error: unknown;
}

export function boardAt(flop: string, nodeId: string): Board {
  return { flop, ...boardCardsOf(replayLine(nodeId)) };
}

export function useExportMixes(spot: Spot, flop: string, node: string, line: boolean): ExportMixes {
  const nodeIds = line ? decisionNodeIds(node) : [node];
  const results = useQueries({
    queries: nodeIds.map((nodeId) => nodeMixQueryOptions(spot, boardAt(flop, nodeId), nodeId)),
  });
  const mixes: ExportMix[] = [];
  const skipped: string[] = [];
  let error: unknown = null;
  results.forEach((result, index) => {
    if (result.data) mixes.push(result.data);
    else if (isNotFound(result.error)) skipped.push(nodeIds[index]);
    else if (result.error && error === null) error = result.error;
  });
  return { nodeIds, mixes, skipped, isPending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'), error };
}
