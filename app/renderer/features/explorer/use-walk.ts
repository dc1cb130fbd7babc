import { useMemo } from 'react';
import { NodeIdError } from '../../../shared/poker/node-id.ts';
import { boardCardsOf, type LineState, replayLine } from '../../lib/line.ts';
import type { Board, Spot } from '../../lib/spot.ts';
import { useDiscovery } from './api/get-discovery.ts';
import { walkStateOf, type WalkState } from './walk.ts';

export interface Walk {
  /** null while loading, on a failure other than a 404, or when the node id does not parse. */
  state: WalkState | null;
  line: LineState | null;
  /** The flop plus the turn and river the node id has dealt. */
  board: Board;
  /** Why the node id does not parse, when it does not. */
  lineError: string | null;
  isPending: boolean;
  error: unknown;
  refetch(): void;
}

/** The line of `node`, its board, and what the tree says about it (discovery: free). */
export function useWalk(spot: Spot, flop: string, node: string): Walk {
  const parsed = useMemo(() => {
    try {
      const line = replayLine(node);
      return { line, board: { flop, ...boardCardsOf(line) }, error: null };
    } catch (error) {
      if (error instanceof NodeIdError) return { line: null, board: { flop }, error: error.message };
      throw error;
    }
  }, [flop, node]);
  const query = useDiscovery(spot, parsed.board, node, parsed.line !== null);
  const state = parsed.line === null ? null : walkStateOf(query.data, query.error, parsed.line, node);
  return {
    state,
    line: parsed.line,
    board: parsed.board,
    lineError: parsed.error,
    isPending: query.isPending && query.fetchStatus !== 'idle',
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
