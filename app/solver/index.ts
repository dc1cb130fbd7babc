// Public API of the solver. See README.md next to this file for the contract.
export {
  type BetSize,
  type BetSizeConfig,
  type BetSizeConfigInput,
  type Street,
  type StreetSizes,
  type StreetSizesInput,
  BetSizeError,
  STREETS,
  formatBetSize,
  formatBetSizeConfig,
  formatBetSizes,
  parseBetSize,
  parseBetSizeConfig,
  parseBetSizes,
} from './bet-size.ts';
export {
  type ActionTreeConfig,
  type ActionTreeNode,
  type ActionType,
  type NodeKind,
  type Player,
  type TreeAction,
  buildActionTree,
  countActionNodes,
} from './action-tree.ts';
export { formatCents, bbToCents, centsToBb } from './amount.ts';
export { type GameConfig, type ResolvedGameConfig, PostflopGame, buildGame, resolveGameConfig } from './postflop-game.ts';
export { type SolveOptions, type SolveProgress, type SolveResult, resetSolve, solveGame, solveGameSync } from './solve.ts';
export {
  type ChanceOutcome,
  type GameNodeInfo,
  type NodeStrategy,
  type RootEquityAndEv,
  averageStrategyAt,
  chanceOutcomes,
  childByToken,
  computeExploitability,
  handsOf,
  nodeInfo,
  reachAt,
  rootEquityAndEv,
} from './queries.ts';
export { type RiverSubgameInput, type RiverSubgameResult, solveRiverSubgame } from './river-subgame.ts';
