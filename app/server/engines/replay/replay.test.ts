import { describe, expect, it } from 'vitest';
import { HandClosed, NoDecision } from './errors.ts';
import { replayPostflop, replayPreflop, replayTable } from './replay.ts';
import { postflopBody, preflopBody } from './test-tables.ts';

const SIX_MAX = 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100';
const HU_FLOP = 'bb:97.5 btn:97.5';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('preflop replay', () => {
  it('posts the blinds and puts utg first to act with fold, call 1 and raise 2..100', () => {
    const table = replayPreflop(preflopBody({ players: SIX_MAX, hero: 'utg' }));
    expect(table).toMatchObject({ kind: 'preflop', street: 'preflop', potBb: 1.5, toCallBb: 1, currentBetBb: 1, heroPosition: 'utg' });
    expect(table.legal).toEqual({
      fold: true,
      check: false,
      call: { toBb: 1, addBb: 1, allIn: false },
      bet: null,
      raise: { minBb: 2, maxBb: 100 },
    });
    expect(table.seats.map((s) => s.position)).toEqual(['sb', 'bb', 'utg', 'hj', 'co', 'btn']);
    expect(table.preflopOrder).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    { name: 'after folds to the button', history: 'utg:f hj:f co:f', hero: 'btn', toCall: 1, pot: 1.5, raise: { minBb: 2, maxBb: 100 } },
    { name: 'facing an open', history: 'utg:r2.5', hero: 'hj', toCall: 2.5, pot: 4, raise: { minBb: 4, maxBb: 100 } },
    { name: 'facing a 3-bet as the opener', history: 'utg:r2.5 hj:f co:r8 btn:f sb:f bb:f', hero: 'utg', toCall: 5.5, pot: 12, raise: { minBb: 13.5, maxBb: 100 } },
    { name: 'the small blind after a limp', history: 'utg:c hj:f co:f btn:f', hero: 'sb', toCall: 0.5, pot: 2.5, raise: { minBb: 2, maxBb: 100 } },
  ])('replays $name', ({ history, hero, toCall, pot, raise }) => {
    const table = replayPreflop(preflopBody({ players: SIX_MAX, hero, history }));
    expect(table.toCallBb).toBe(toCall);
    expect(table.potBb).toBe(pot);
    expect(table.legal.raise).toEqual(raise);
  });

  it('gives the big blind its option after limps: check or raise, never fold', () => {
    const table = replayPreflop(preflopBody({ players: SIX_MAX, hero: 'bb', history: 'utg:c hj:f co:f btn:f sb:c' }));
    expect(table.legal).toMatchObject({ fold: false, check: true, call: null, raise: { minBb: 2, maxBb: 100 } });
    expect(table.preflop).toMatchObject({ raises: 0, limperSeats: [0, 4] });
  });

  it('heads-up the button posts the small blind, acts first preflop and last postflop', () => {
    const table = replayPreflop(preflopBody({ players: 'btn:50 bb:50', hero: 'btn' }));
    expect(table.potBb).toBe(1.5);
    expect(table.toCallBb).toBe(0.5);
    expect(table.seats.map((s) => s.position)).toEqual(['bb', 'btn']);
    const bb = replayPreflop(preflopBody({ players: 'btn:50 bb:50', hero: 'bb', history: 'btn:c' }));
    expect(bb.legal.check).toBe(true);
  });

  it('takes antes from every player as dead money', () => {
    const players = 'utg:100 utg1:100 utg2:100 lj:100 hj:100 co:100 btn:100 sb:100 bb:100';
    const table = replayPreflop(preflopBody({ players, hero: 'utg', ante: 0.125 }));
    expect(table.potBb).toBe(1.5 + 9 * 0.125);
    expect(table.roundStartPotBb).toBe(9 * 0.125);
    expect(table.legal.raise).toEqual({ minBb: 2, maxBb: 99.875 });
  });

  it('a short all-in raise does not reopen the betting for the opener', () => {
    const table = replayPreflop(
      preflopBody({ players: 'utg:100 hj:100 co:4 btn:100 sb:100 bb:100', hero: 'utg', history: 'utg:r3 hj:f co:r4 btn:f sb:f bb:f' }),
    );
    expect(table.legal.raise).toBeNull();
    expect(table.legal.call).toEqual({ toBb: 4, addBb: 1, allIn: false });
    expect(table.actions[2]).toMatchObject({ allIn: true, fullRaise: false });
  });

  it('records the preflop line: open, callers, squeeze', () => {
    const table = replayPreflop(preflopBody({ players: SIX_MAX, hero: 'utg', history: 'utg:r2.5 hj:c co:r11 btn:c sb:f bb:f' }));
    expect(table.preflop).toEqual({
      raises: 2,
      limperSeats: [],
      callerSeats: [3],
      raiserSeats: [0, 2],
      aggressorSeat: 2,
      openSizeBb: 2.5,
      lastRaiseToBb: 11,
      squeeze: true,
    });
  });

  it('accepts room spellings of positions (UTG+1, BU)', () => {
    const table = replayPreflop(preflopBody({ players: 'UTG:100 UTG+1:100 BU:100 SB:100 BB:100', hero: 'UTG+1', history: 'UTG:f' }));
    expect(table.heroSeat).toBe(1);
  });

  it('a blind that cannot be covered puts the player all-in', () => {
    const table = replayPreflop(preflopBody({ players: 'btn:20 sb:0.3 bb:20', hero: 'btn' }));
    expect(table.potBb).toBe(1.3);
    expect(table.seats.find((s) => s.position === 'sb')!.allIn).toBe(true);
  });

  it.each([
    { name: 'acting out of turn', history: 'co:r2.5', hero: 'btn', message: 'history[0]: seat 2 acts out of turn; seat 0 is to act' },
    { name: 'a raise below the minimum', history: 'utg:r3 hj:r4', hero: 'co', message: 'history[1]: seat 1 raises to 4 but the minimum raise is to 5' },
    { name: 'a raise above the stack', history: 'utg:r120', hero: 'co', message: 'history[0]: seat 0 raises to 120 but can put in at most 100 (all-in)' },
    { name: 'a check facing the big blind', history: 'utg:x', hero: 'co', message: 'history[0]: seat 0 checks facing a bet of 1 (1 to call)' },
    { name: 'a call with nothing to call', history: 'utg:c hj:f co:f btn:f sb:c bb:c', hero: 'utg', message: 'history[5]: seat 5 calls with nothing to call (it can check)' },
    { name: 'a fold when checking is free', history: 'utg:c hj:f co:f btn:f sb:c bb:f', hero: 'utg', message: 'history[5]: seat 5 folds with nothing to call (it can check)' },
    { name: 'an action after the hand ended', history: 'utg:f hj:f co:f btn:f sb:f bb:x', hero: 'bb', message: 'history[5]: seat 5 acts after the hand ended (every other player folded)' },
    { name: 'an action by a folded player', history: 'utg:f hj:f co:f btn:r2.5 sb:f bb:c sb:c', hero: 'bb', message: 'history[6]: seat 4 acts after the preflop betting closed' },
    { name: 'an action by a player who folded', history: 'utg:f hj:r2.5 utg:c', hero: 'co', message: 'history[2]: seat 0 acts but has folded' },
    { name: 'the hero not to act', history: 'utg:f', hero: 'co', message: 'seat 1 is to act, not the hero (seat 2)' },
  ])('rejects $name', ({ history, hero, message }) => {
    const error = thrown(() => replayPreflop(preflopBody({ players: SIX_MAX, hero, history })));
    expect(error).toBeInstanceOf(NoDecision);
    expect((error as Error).message).toBe(message);
  });

  it.each([
    { name: 'an unknown position', players: 'utg:100 xx:100 bb:100', message: 'players[1]: position "xx" of seat 1 is not a room position (utg, utg1, utg2, mp, lj, hj, co, btn, sb, bb)' },
    { name: 'a repeated position', players: 'utg:100 UTG:100 bb:100', message: 'players[1]: position "UTG" of seat 1 repeats the utg of seat 0' },
    { name: 'no big blind', players: 'utg:100 btn:100 sb:100', message: 'players have no bb position: the blinds cannot be posted' },
  ])('rejects a table with $name', ({ players, message }) => {
    const error = thrown(() => replayPreflop(preflopBody({ players, hero: 'utg' })));
    expect(error).toBeInstanceOf(NoDecision);
    expect((error as Error).message).toBe(message);
  });

  it('rejects a hand that repeats a card', () => {
    const error = thrown(() => replayPreflop(preflopBody({ players: SIX_MAX, hero: 'utg', hand: 'AhAh' })));
    expect(error).toBeInstanceOf(NoDecision);
    expect((error as Error).message).toBe('hand "AhAh" repeats Ah');
  });

  it.each([
    { name: 'everyone folded to the big blind', history: 'utg:f hj:f co:f btn:f sb:f', hero: 'bb', reason: 'terminal' },
    { name: 'the preflop betting closed', history: 'utg:r2.5 hj:f co:f btn:f sb:f bb:c', hero: 'bb', reason: 'street_closed' },
    { name: 'both players all-in', history: 'utg:r100 hj:f co:f btn:f sb:f bb:c', hero: 'bb', reason: 'terminal' },
  ])('answers HandClosed $reason when $name', ({ history, hero, reason }) => {
    const error = thrown(() => replayPreflop(preflopBody({ players: SIX_MAX, hero, history })));
    expect(error).toBeInstanceOf(HandClosed);
    expect((error as HandClosed).reason).toBe(reason);
  });

  it('rejects a hero who is all-in while others still bet', () => {
    const error = thrown(() =>
      replayPreflop(preflopBody({ players: 'utg:5 hj:100 co:100 btn:100 sb:100 bb:100', hero: 'utg', history: 'utg:r5 hj:r12' })),
    );
    expect((error as Error).message).toBe('hero seat 0 is all-in: no decision is left to it');
  });
});

describe('postflop replay', () => {
  it('opens the flop with the first player in the list to act: check or bet 1..stack', () => {
    const table = replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', pot: 5.5 }));
    expect(table).toMatchObject({ kind: 'postflop', street: 'flop', potBb: 5.5, roundStartPotBb: 5.5, toCallBb: 0 });
    expect(table.legal).toEqual({ fold: false, check: true, call: null, bet: { minBb: 1, maxBb: 97.5 }, raise: null });
  });

  it('facing a bet: fold, call, raise from twice the bet to all-in', () => {
    const table = replayPostflop(postflopBody({ players: HU_FLOP, hero: 'btn', flop: 'As7d2c', pot: 5.5, history: 'bb:b3' }));
    expect(table.legal).toEqual({
      fold: true,
      check: false,
      call: { toBb: 3, addBb: 3, allIn: false },
      bet: null,
      raise: { minBb: 6, maxBb: 97.5 },
    });
    expect(table.potBb).toBe(8.5);
  });

  it('moves to the turn when the flop closed and the turn card is given', () => {
    const table = replayPostflop(
      postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', turn: 'Kh', pot: 5.5, history: 'bb:b3 btn:r9 bb:c' }),
    );
    expect(table).toMatchObject({ street: 'turn', potBb: 23.5, roundStartPotBb: 23.5, currentBetBb: 0 });
    expect(table.seats.map((s) => s.stackBb)).toEqual([88.5, 88.5]);
  });

  it('raises count the street total: a raise to 9 after a bet of 3 adds 9', () => {
    const table = replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', pot: 5.5, history: 'bb:b3 btn:r9' }));
    expect(table.toCallBb).toBe(6);
    expect(table.legal.raise).toEqual({ minBb: 15, maxBb: 97.5 });
  });

  it('skips players out of the hand and lets an all-in short raise through', () => {
    const table = replayPostflop(
      postflopBody({ players: 'sb:50- bb:40 co:12 btn:60', hero: 'bb', flop: 'As7d2c', pot: 7, history: 'bb:b8 co:r12 btn:c' }),
    );
    expect(table.actions[1]).toMatchObject({ allIn: true, fullRaise: false, toBb: 12 });
    // bb bet 8; co's raise to 12 is short of 16: bb may only call or fold.
    expect(table.legal.raise).toBeNull();
    expect(table.playersInHand).toBe(3);
  });

  it('gives multiway pots the right next actor after folds', () => {
    const table = replayPostflop(
      postflopBody({ players: 'bb:40 co:40 btn:40', hero: 'btn', flop: 'As7d2c', turn: '9h', pot: 7, history: 'bb:x co:b4 btn:c bb:f /turn co:x' }),
    );
    expect(table).toMatchObject({ street: 'turn', playersInHand: 2, potBb: 15, toCallBb: 0 });
  });

  it.each([
    { name: 'a bet facing a bet', history: 'bb:b3 btn:b5', message: 'history[1]: seat 1 bets 5 facing a bet of 3 (it can call, raise or fold)' },
    { name: 'a raise below the minimum', history: 'bb:b3 btn:r5', message: 'history[1]: seat 1 raises to 5 but the minimum raise is to 6' },
    { name: 'a raise with no bet', history: 'bb:r3', message: 'history[0]: seat 0 raises to 3 with no bet to raise (it can bet)' },
    { name: 'a bet below 1 BB', history: 'bb:b0.5', message: 'history[0]: seat 0 bets 0.5 but the minimum bet is 1' },
    { name: 'a bet above the stack', history: 'bb:b100', message: 'history[0]: seat 0 bets 100 but has only 97.5 behind' },
    { name: 'acting out of turn', history: 'btn:b3', message: 'history[0]: seat 1 acts out of turn; seat 0 is to act' },
    { name: 'a turn action without a turn card', history: 'bb:x btn:x /turn bb:x', message: 'history[2]: seat 0 acts on the turn but no turn card was given' },
    { name: 'a turn action before the flop closed', history: 'bb:b3 /turn btn:x', message: 'history[1]: seat 1 acts on the turn but the flop betting is not closed (seat 1 is to act)' },
    { name: 'an action after a fold ended the hand', history: 'bb:b3 btn:f bb:x', message: 'history[2]: seat 0 acts after the hand ended (every other player folded)' },
  ])('rejects $name', ({ history, message }) => {
    const error = thrown(() => replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', pot: 5.5, history })));
    expect(error).toBeInstanceOf(NoDecision);
    expect((error as Error).message).toBe(message);
  });

  it('rejects a flop action after the turn started', () => {
    const error = thrown(() =>
      replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', turn: 'Kh', pot: 5.5, history: 'bb:x btn:x /turn bb:x /flop btn:x' })),
    );
    expect((error as Error).message).toBe('history[3]: seat 1 acts on the flop after the turn started');
  });

  it('rejects a river action when the turn was not played', () => {
    const error = thrown(() =>
      replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', turn: 'Kh', river: '3s', pot: 5.5, history: 'bb:x btn:x /river bb:x' })),
    );
    expect((error as Error).message).toBe('history[2]: seat 0 acts on the river but the turn was not played');
  });

  it('rejects a turn card when the flop betting is still open', () => {
    const error = thrown(() =>
      replayPostflop(postflopBody({ players: HU_FLOP, hero: 'btn', flop: 'As7d2c', turn: 'Kh', pot: 5.5, history: 'bb:b3' })),
    );
    expect((error as Error).message).toBe('the turn card Kh is given but the flop betting is not closed (seat 1 is to act)');
  });

  it('rejects a hand that shares a card with the board', () => {
    const error = thrown(() => replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', hand: 'AsKd', pot: 5.5 })));
    expect(error).toBeInstanceOf(NoDecision);
    expect((error as Error).message).toBe('hand "AsKd" shares As with board "As7d2c"');
  });

  it('rejects a hero who is all-in in a three-way pot', () => {
    const error = thrown(() =>
      replayPostflop(postflopBody({ players: 'bb:10 co:40 btn:40', hero: 'bb', flop: 'As7d2c', pot: 7, history: 'bb:b10 co:c' })),
    );
    expect((error as Error).message).toBe('hero seat 0 is all-in: no decision is left to it');
  });

  it.each([
    { name: 'the flop closed without a turn card', history: 'bb:x btn:x', turn: undefined, river: undefined, reason: 'street_closed' },
    { name: 'the river closed', history: 'bb:x btn:x /turn bb:x btn:x /river bb:x btn:x', turn: 'Kh', river: '3s', reason: 'terminal' },
    { name: 'an all-in was called on the flop', history: 'bb:b97.5 btn:c', turn: 'Kh', river: '3s', reason: 'terminal' },
    { name: 'a fold ended the hand', history: 'bb:b3 btn:f', turn: undefined, river: undefined, reason: 'terminal' },
  ])('answers HandClosed $reason when $name', ({ history, turn, river, reason }) => {
    const error = thrown(() => replayPostflop(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', turn, river, pot: 5.5, history })));
    expect(error).toBeInstanceOf(HandClosed);
    expect((error as HandClosed).reason).toBe(reason);
  });

  it('replayTable picks the shape from the flop field', () => {
    expect(replayTable(postflopBody({ players: HU_FLOP, hero: 'bb', flop: 'As7d2c', pot: 5.5 })).kind).toBe('postflop');
    expect(replayTable(preflopBody({ players: SIX_MAX, hero: 'utg' })).kind).toBe('preflop');
  });
});
