import { describe, expect, it } from 'vitest';
import { emptyDraft, type TableDraft } from './table-draft.ts';
import { moveAt, withNewHistoryRow, withNewPlayer, withoutPlayer } from './table-edits.ts';

describe('table edits', () => {
  it('moves entries within bounds', () => {
    expect(moveAt(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveAt(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveAt(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
  });

  it('adds players on free seats up to 10', () => {
    let draft = emptyDraft();
    for (let i = 0; i < 12; i++) draft = withNewPlayer(draft);
    expect(draft.players.map((player) => player.seat)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('removes a player with their history and moves the hero off them', () => {
    const draft: TableDraft = {
      ...withNewPlayer(emptyDraft()),
      heroSeat: 1,
      history: [
        { street: 'flop', seat: 1, kind: 'check', amountBb: '' },
        { street: 'flop', seat: 0, kind: 'check', amountBb: '' },
      ],
    };
    const next = withoutPlayer(draft, 1);
    expect(next.players.map((player) => player.seat)).toEqual([0, 2]);
    expect(next.heroSeat).toBe(0);
    expect(next.history).toEqual([{ street: 'flop', seat: 0, kind: 'check', amountBb: '' }]);
  });

  it('adds a history row for the next player in acting order', () => {
    const draft = { ...emptyDraft(), flop: 'As7d2c' };
    const first = withNewHistoryRow(draft);
    const second = withNewHistoryRow(first);
    expect(second.history.map((row) => [row.street, row.seat])).toEqual([
      ['flop', 0],
      ['flop', 1],
    ]);
    expect(withNewHistoryRow(emptyDraft()).history[0].street).toBe('preflop');
  });
});
