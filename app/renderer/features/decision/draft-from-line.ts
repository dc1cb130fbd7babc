// A table draft for the explorer's current node, so a bot author can see what POST
// answers for the same decision: two players (OOP first), the line as history, the
// preflop summary of the tree's situation and the tree coordinates.
import { type LineState, type Seat, boardCardsOf } from '../../lib/line.ts';
import { aggressorOf, type Spot } from '../../lib/spot.ts';
import { emptyDraft, type TableDraft } from './table-draft.ts';

export interface LineContext {
  spot: Spot;
  flop: string;
  node: string;
  line: LineState;
  positions: Record<Seat, string>;
  hand: string | null;
  /** Pot when the flop opened (the root's round_start_pot_bb), when known. */
  flopPotBb: number | null;
  /** Stacks when the flop opened, when known. */
  stackBb: number | null;
}

const SEAT_OF: Record<Seat, number> = { oop: 0, ip: 1 };

/** The situation's number of preflop raises (srp: the open; 3bet: open and 3-bet). */
function raisesOf(situation: string): number | null {
  if (situation === 'srp') return 1;
  if (situation === '3bet') return 2;
  return null;
}

export function draftFromLine(context: LineContext): TableDraft {
  const { spot, line, positions } = context;
  const cards = boardCardsOf(line);
  const stack = context.stackBb === null ? '100' : String(context.stackBb);
  const aggressor = aggressorOf(spot.position);
  const aggressorSeat: Seat = positions.ip === aggressor ? 'ip' : 'oop';
  const raises = raisesOf(spot.situation);
  return {
    ...emptyDraft(),
    platform: spot.platform,
    stakes: spot.stakes,
    playerType: spot.pool === 'fish' ? 'fish' : 'regs',
    hand: context.hand ?? '',
    heroSeat: SEAT_OF[line.nextActor],
    flop: context.flop,
    turn: cards.turn ?? '',
    river: cards.river ?? '',
    initialPotBb: context.flopPotBb === null ? '' : String(context.flopPotBb),
    players: [
      { seat: SEAT_OF.oop, position: positions.oop, stackBb: stack, inHand: true },
      { seat: SEAT_OF.ip, position: positions.ip, stackBb: stack, inHand: true },
    ],
    history: line.steps.flatMap((step) =>
      step.actor === null
        ? []
        : [{
            street: step.street,
            seat: SEAT_OF[step.actor],
            kind: step.kind as 'check',
            amountBb: step.kind === 'bet' || step.kind === 'raise' ? String(step.amountBb) : '',
          }]),
    preflop: {
      scenario: spot.situation === 'srp' || spot.situation === '3bet' ? spot.situation : '',
      aggressorSeat: String(SEAT_OF[aggressorSeat]),
      raises: raises === null ? '' : String(raises),
      callers: '1',
      limpers: '0',
      openSizeBb: '',
      lastRaiseToBb: '',
      squeeze: false,
    },
    tree: { situation: spot.situation, position: spot.position, node: context.node },
  };
}
