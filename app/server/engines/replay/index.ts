// Table replay for POST /v1/strategy: rebuild the hand from players and history.
export { replayTable, replayPreflop, replayPostflop, isPostflopBody, type PreflopTableInput, type PostflopTableInput, type ReplayOptions } from './replay.ts';
export { NoDecision, HandClosed, type HandClosedReason } from './errors.ts';
export { heroOf, seatsInHand } from './table.ts';
export type { ReplayedTable, TableSeat, ReplayedAction, LegalActions, PreflopLine, Street, ActionKind } from './table.ts';
export { roomPositionOf, ROOM_POSITIONS, type RoomPosition } from './positions.ts';
