// Tree matching for POST /v1/strategy: does the solver tree answer, and if not, why.
export { matchTree, type MatchOutcome } from './match.ts';
export type { TreeProbe, TreeQuery, TreeAnswer, TreeLookupReason, TreeSpotKey, TreeSpotFigures } from './tree-probe.ts';
export type { AuditTriggerRecord } from './drift.ts';
export { treeSeatOf, treePairOf, type TreeSeat, type TreePair } from './tree-seats.ts';
