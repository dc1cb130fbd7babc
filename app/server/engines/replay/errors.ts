// Why a replayed table yields no decision. Both are plain errors with a stable `code`
// for the route to map: NoDecision -> 422 no_decision (not billed); HandClosed -> 404
// not_found with `reason` terminal or street_closed (the only POST 404s).

/**
 * The table cannot be replayed into a decision for the hero: an impossible line, a
 * repeated card, or no legal action for the hero. The message names the first bad
 * action (`history[3]: seat 4 raises to 6 but the minimum raise is to 8`).
 */
export class NoDecision extends Error {
  override name = 'NoDecision';
  readonly code = 'no_decision' as const;
  constructor(
    message: string,
    /** Index in history of the first bad action; null when the problem is not an action. */
    readonly historyIndex: number | null = null,
  ) {
    super(message);
  }
}

export type HandClosedReason = 'terminal' | 'street_closed';

/**
 * The line is legal but nothing is left to decide now: the hand is over (`terminal`), or
 * the street is closed and the next card is not in the body (`street_closed`).
 */
export class HandClosed extends Error {
  override name = 'HandClosed';
  readonly code = 'not_found' as const;
  constructor(
    readonly reason: HandClosedReason,
    message: string,
  ) {
    super(message);
  }
}
