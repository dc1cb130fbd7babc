// The table draft in the URL (#/decision?table=...): compact JSON, read back leniently.
// A link with a damaged or outdated draft opens the builder with the defaults instead
// of failing, and fields it does not know are dropped.
import { z } from 'zod';
import { PREFLOP_SCENARIOS } from '../../../shared/contract/table.ts';
import { ACTION_KINDS, emptyDraft, HISTORY_STREETS, type TableDraft } from './table-draft.ts';

const seat = z.number().int().min(0).max(9);
const text = z.string().max(200);

const draftSchema = z.object({
  platform: text,
  stakes: text,
  playerType: z.enum(['regs', 'fish']),
  hand: text,
  heroSeat: seat,
  flop: text,
  turn: text,
  river: text,
  initialPotBb: text,
  anteBb: text,
  players: z.array(z.object({ seat, position: text, stackBb: text, inHand: z.boolean() })).max(10),
  history: z.array(z.object({ street: z.enum(HISTORY_STREETS), seat, kind: z.enum(ACTION_KINDS), amountBb: text })).max(200),
  preflop: z
    .object({
      scenario: z.union([z.enum(PREFLOP_SCENARIOS), z.literal('')]),
      aggressorSeat: text,
      raises: text,
      callers: text,
      limpers: text,
      openSizeBb: text,
      lastRaiseToBb: text,
      squeeze: z.boolean(),
    })
    .nullable(),
  tree: z.object({ situation: text, position: text, node: text }).nullable(),
  verbosity: z.enum(['brief', 'full']),
  audit: z.boolean(),
  handId: text,
});

export function encodeDraft(draft: TableDraft): string {
  return JSON.stringify(draft);
}

/** The draft of a `table` parameter; defaults when absent or unreadable, fields merged over them. */
export function decodeDraft(param: string | null): TableDraft {
  if (param === null) return emptyDraft();
  let json: unknown;
  try {
    json = JSON.parse(param);
  } catch {
    return emptyDraft();
  }
  const parsed = draftSchema.partial().safeParse(json);
  if (!parsed.success) return emptyDraft();
  const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { ...emptyDraft(), ...fields };
}
