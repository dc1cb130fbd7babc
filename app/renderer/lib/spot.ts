// A spot is the tree coordinate of the API (platform, stakes, pool, situation and the
// position pair <aggressor>_<caller>); a board is the flop plus the turn and river the
// walk has dealt. Cards are kept normalised ('AsKh7d': rank upper-case, suit lower-case).
import { formatCards, parseCards, PokerInputError } from '../../shared/poker/cards.ts';

export interface Spot {
  platform: string;
  stakes: string;
  /** playerType of GET, player_type of POST. */
  pool: string;
  situation: string;
  /** `<aggressor>_<caller>`. */
  position: string;
}

export interface Board {
  flop: string;
  turn?: string;
  river?: string;
}

export const SPOT_FIELDS = ['platform', 'stakes', 'pool', 'situation', 'position'] as const satisfies readonly (keyof Spot)[];

/** 'ashk7D' -> 'AsKh7d'; null when the text is not whole cards. */
export function normaliseCards(text: string): string | null {
  try {
    return formatCards(parseCards(text.trim()));
  } catch (error) {
    if (error instanceof PokerInputError) return null;
    throw error;
  }
}

/** 'As Kh 7d', 'as,kh,7d' and 'AsKh7d' -> ['As', 'Kh', '7d']; null when a card is bad. */
export function cardsOfText(text: string): string[] | null {
  const compact = text.replace(/[\s,]+/g, '');
  const normalised = normaliseCards(compact);
  if (normalised === null) return null;
  return normalised.match(/../g) ?? [];
}

/** The query-key part naming a spot and board: `platform/stakes/pool/situation/position/flop[/turn[/river]]`. */
export function spotKey(spot: Spot, board: Board): string {
  const parts = [spot.platform, spot.stakes, spot.pool, spot.situation, spot.position, board.flop];
  if (board.turn) parts.push(board.turn);
  if (board.river) parts.push(board.river);
  return parts.join('/');
}

/** The spot and node parameters of GET /v1/strategy and GET /v1/node-mix (absent cards left out). */
export function spotQueryParams(spot: Spot, board: Board, node: string): Record<string, string> {
  const params: Record<string, string> = {
    platform: spot.platform,
    stakes: spot.stakes,
    playerType: spot.pool,
    situation: spot.situation,
    position: spot.position,
    flop: board.flop,
    node,
  };
  if (board.turn) params.turn = board.turn;
  if (board.river) params.river = board.river;
  return params;
}

/** True when every spot field is a non-empty string. */
export function isCompleteSpot(spot: Partial<Spot>): spot is Spot {
  return SPOT_FIELDS.every((field) => typeof spot[field] === 'string' && spot[field] !== '');
}

export function sameSpot(a: Spot, b: Partial<Spot>): boolean {
  return SPOT_FIELDS.every((field) => a[field] === b[field]);
}

/** '1_2' -> '1/2'. */
export function formatStakes(stakes: string): string {
  return stakes.replace('_', '/');
}

/** 'btn_bb' -> 'BTN vs BB' (aggressor first). */
export function formatPositionPair(position: string): string {
  const [aggressor, caller] = position.split('_');
  if (caller === undefined) return position.toUpperCase();
  return `${aggressor.toUpperCase()} vs ${caller.toUpperCase()}`;
}

/** The aggressor of a position pair ('sb_bb' -> 'sb'). */
export function aggressorOf(position: string): string {
  return position.split('_')[0];
}

/** 'srp' -> 'Single-raised pot', '3bet' -> '3-bet pot'; other values as given. */
export function formatSituation(situation: string): string {
  if (situation === 'srp') return 'Single-raised pot';
  if (situation === '3bet') return '3-bet pot';
  return situation;
}
