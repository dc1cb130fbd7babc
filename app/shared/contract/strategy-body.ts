// POST /v1/strategy bodies. The server picks the shape from the body itself:
//   discovery  when `discovery` is exactly true,
//   postflop   when `flop` is present,
//   preflop    otherwise.
// Each shape is a strict object (unknown keys: `unrecognized_keys`). The three shapes are
// mutually exclusive, so `strategyBodySchema` reports the issues of the chosen shape only,
// never an invalid_union over all three, and yields `{ shape, body }`.
import { z } from 'zod';
import {
  booleanField,
  describeValue,
  handIdField,
  nodeField,
  nonNegativeBbField,
  platformField,
  playerTypeBodyField,
  positionPairField,
  positiveBbField,
  seatField,
  situationBodyField,
  stakesField,
  verbosityField,
} from './fields.ts';
import { addIssues, boardIssues, cardField, type CrossFieldIssue, flopField, handField } from './card-fields.ts';
import {
  postflopHistoryField,
  postflopPlayersField,
  preflopHistoryField,
  preflopPlayersField,
  preflopSummarySchema,
  tableIssues,
} from './table.ts';

/**
 * `discovery: false` is accepted on decision bodies (a client may always send the flag,
 * as on GET); any other value there is an issue.
 */
const notDiscoveryField = z
  .literal(false, { error: (issue) => `discovery ${describeValue(issue.input)} must be true (discovery body) or false` })
  .optional();

/** Fields the postflop and preflop bodies share. */
const decisionShape = {
  platform: platformField,
  stakes: stakesField,
  player_type: playerTypeBodyField,
  hand: handField,
  hero_seat: seatField('hero_seat').describe('Hero seat; must be among players and still in the hand'),
  verbosity: verbosityField.default('brief'),
  audit: booleanField('audit').default(false).describe('true adds the audit block'),
  hand_id: handIdField.optional().describe('1..128 chars, for tracing; not echoed'),
  discovery: notDiscoveryField,
};

/** Error map of a body object: a body that is not a JSON object says so. */
const bodyError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' ? `body must be a JSON object, not ${describeValue(issue.input)}` : undefined,
};

const TREE_COORDINATES = ['situation', 'position', 'node'] as const;

/** situation, position and node are sent together or not at all. */
export function treeCoordinateIssues(body: Partial<Record<(typeof TREE_COORDINATES)[number], unknown>>): CrossFieldIssue[] {
  const sent = TREE_COORDINATES.filter((key) => body[key] !== undefined);
  if (sent.length === 0 || sent.length === TREE_COORDINATES.length) return [];
  return TREE_COORDINATES.filter((key) => body[key] === undefined).map((key) => ({
    path: [key],
    message: `${key} is required when ${sent.join(' and ')} ${sent.length === 1 ? 'is' : 'are'} sent (situation, position and node go together)`,
  }));
}

export const postflopBodySchema = z
  .strictObject({
    ...decisionShape,
    flop: flopField,
    turn: cardField('turn').optional(),
    river: cardField('river').optional().describe('River card, 2 chars; requires turn'),
    initial_pot_bb: positiveBbField('initial_pot_bb').describe('Pot in BB when the flop opened'),
    players: postflopPlayersField,
    history: postflopHistoryField,
    preflop: preflopSummarySchema.optional().describe('Preflop summary; the tree needs it to answer'),
    situation: situationBodyField.optional(),
    position: positionPairField.optional(),
    node: nodeField.optional().describe('Tree node for this decision, in the suit basis of the flop, fitted to tree sizes'),
  }, bodyError)
  .superRefine((body, ctx) => {
    addIssues(ctx, boardIssues(body), body);
    addIssues(ctx, tableIssues(body), body);
    addIssues(ctx, treeCoordinateIssues(body), body);
  });

export const preflopBodySchema = z
  .strictObject({
    ...decisionShape,
    players: preflopPlayersField,
    history: preflopHistoryField,
    ante_bb: nonNegativeBbField('ante_bb').optional().describe('Ante per player in BB'),
    // A body with flop is a postflop body. The marker also makes the preflop member of
    // the union below abort on such a body (see strategyBodySchema).
    flop: z.never({ error: 'flop makes the body a postflop body' }).optional(),
  }, bodyError)
  .superRefine((body, ctx) => {
    addIssues(ctx, tableIssues(body), body);
  });

export const discoveryBodySchema = z
  .strictObject({
    discovery: z.literal(true),
    platform: platformField,
    stakes: stakesField,
    player_type: playerTypeBodyField,
    situation: situationBodyField,
    position: positionPairField,
    flop: flopField,
    turn: cardField('turn').optional(),
    river: cardField('river').optional().describe('River card, 2 chars; requires turn'),
    node: nodeField,
  }, bodyError)
  .superRefine((body, ctx) => {
    addIssues(ctx, boardIssues(body), body);
  });

export type PostflopBody = z.output<typeof postflopBodySchema>;
export type PreflopBody = z.output<typeof preflopBodySchema>;
export type DiscoveryBody = z.output<typeof discoveryBodySchema>;
/** Bodies as a client writes them (defaults optional). */
export type PostflopBodyInput = z.input<typeof postflopBodySchema>;
export type PreflopBodyInput = z.input<typeof preflopBodySchema>;
export type DiscoveryBodyInput = z.input<typeof discoveryBodySchema>;

export type StrategyBodyShape = 'postflop' | 'preflop' | 'discovery';

export type StrategyBody =
  | { shape: 'postflop'; body: PostflopBody }
  | { shape: 'preflop'; body: PreflopBody }
  | { shape: 'discovery'; body: DiscoveryBody };

const SHAPE_SCHEMAS = {
  postflop: postflopBodySchema,
  preflop: preflopBodySchema,
  discovery: discoveryBodySchema,
} as const;

/** The shape the server answers for a raw body (before validation). */
export function strategyBodyShapeOf(body: unknown): StrategyBodyShape {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'preflop';
  if ((body as { discovery?: unknown }).discovery === true) return 'discovery';
  if (Object.hasOwn(body, 'flop')) return 'postflop';
  return 'preflop';
}

function tagged(body: PostflopBody | PreflopBody | DiscoveryBody): StrategyBody {
  if (body.discovery === true) return { shape: 'discovery', body };
  if (body.flop !== undefined) return { shape: 'postflop', body: body as PostflopBody };
  return { shape: 'preflop', body: body as PreflopBody };
}

/**
 * POST /v1/strategy body schema (fastify `schema.body`). Parsing validates the raw body
 * against the chosen shape first and reports that shape's issues; a valid body then
 * matches exactly one member of the union, which is what the OpenAPI document shows.
 *
 * When the chosen shape's only issues are unknown keys, zod lets the pipe run on into the
 * union (an unrecognized key does not stop a pipe). The union then returns the one member
 * that did not abort, which is the chosen shape with the same issues: the members abort
 * on each other's bodies through `discovery` (literal true / false) and `flop` (required
 * / never). The tests pin this.
 */
export const strategyBodySchema = z
  .preprocess(
    (body, ctx) => {
      const result = SHAPE_SCHEMAS[strategyBodyShapeOf(body)].safeParse(body);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: undefined });
      }
      return body;
    },
    z.union([discoveryBodySchema, postflopBodySchema, preflopBodySchema]),
  )
  .transform(tagged);

/** Parses a raw POST body into its tagged shape. */
export function parseStrategyBody(body: unknown): z.ZodSafeParseResult<StrategyBody> {
  return strategyBodySchema.safeParse(body);
}
