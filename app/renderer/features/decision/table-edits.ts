// Immutable edits of a table draft's lists (players in acting order, history rows).
import { freeSeats, type HistoryDraft, type PlayerDraft, type TableDraft } from './table-draft.ts';

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((entry, at) => (at === index ? item : entry));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_entry, at) => at !== index);
}

/** Moves an entry by `delta` places, clamped to the list. */
export function moveAt<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  if (target === index) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item);
  return copy;
}

/** Adds a player on the lowest free seat; the draft is returned unchanged at 10 players. */
export function withNewPlayer(draft: TableDraft): TableDraft {
  const seat = freeSeats(draft)[0];
  if (seat === undefined) return draft;
  const player: PlayerDraft = { seat, position: '', stackBb: '100', inHand: true };
  return { ...draft, players: [...draft.players, player] };
}

/** Removing a player drops their history rows too; the hero moves to the first remaining seat if needed. */
export function withoutPlayer(draft: TableDraft, index: number): TableDraft {
  const seat = draft.players[index]?.seat;
  const players = removeAt(draft.players, index);
  const heroSeat = draft.heroSeat === seat ? (players[0]?.seat ?? 0) : draft.heroSeat;
  return { ...draft, players, heroSeat, history: draft.history.filter((row) => row.seat !== seat) };
}

/** A new history row: the next street in use, the player after the last actor, a check. */
export function withNewHistoryRow(draft: TableDraft): TableDraft {
  const last = draft.history[draft.history.length - 1];
  const order = draft.players.map((player) => player.seat);
  const nextSeat = last === undefined ? order[0] : order[(order.indexOf(last.seat) + 1) % order.length];
  const street = last?.street ?? (draft.flop.trim() === '' ? 'preflop' : 'flop');
  const row: HistoryDraft = { street, seat: nextSeat ?? 0, kind: 'check', amountBb: '' };
  return { ...draft, history: [...draft.history, row] };
}
