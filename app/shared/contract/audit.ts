// Audit blocks, present only when audit is requested. Both are loose objects: the block
// can grow, and a client keeps (and ignores) keys it does not know.
import { z } from 'zod';

export const GET_COVERAGES = ['covered', 'not_covered'] as const;

/**
 * GET audit: at the top level next to node_id on 200s; inside `error` on a 404 not_found
 * and a 422 combo_not_in_range. Fields that need a tree file are null when there is none
 * (e.g. flop_not_covered), node_path is null when the node id cannot be read.
 */
export const getAuditSchema = z.looseObject({
  spot_id: z.string().describe('<source>/<platform>/<stakes>/<pool>/<situation>/<position>/<canonical flop>'),
  node_path: z.string().nullable().describe('The node id in the canonical suit basis; null when it cannot be read'),
  coverage: z.enum(GET_COVERAGES).describe('covered when a tree file holds the node, else not_covered'),
  strategy_revision: z.string().nullable().describe('Content hash of the tree file; null without a tree file'),
  suit_permutation: z
    .string()
    .regex(/^[cdhs]{4}$/)
    .describe('Canonical suit of each raw suit in c,d,h,s order, e.g. "hdcs" maps c->h, d->d, h->c, s->s'),
  tree_file: z.string().nullable().describe('Tree file name; null without a tree file'),
  reach_weight: z.number().min(0).max(1).optional().describe("The hand's reach weight at the node (decisions only)"),
});
export type GetAudit = z.output<typeof getAuditSchema>;

/** `{ real, tree, threshold }` for drift rules; other rules may add their own figures. */
export const triggerDetailSchema = z.looseObject({
  real: z.unknown().optional(),
  tree: z.unknown().optional(),
  threshold: z.number().optional(),
});

export const auditTriggerSchema = z.looseObject({
  rule: z.string(),
  detail: triggerDetailSchema,
});
export type AuditTrigger = z.output<typeof auditTriggerSchema>;

export const POST_COVERAGES = ['covered', 'fallback'] as const;

/** POST audit: coverage_reason is null when the tree answered. */
export const postAuditSchema = z.looseObject({
  request_id: z.string(),
  coverage: z.enum(POST_COVERAGES),
  coverage_reason: z.string().nullable().describe('A fallback reason; null when the tree answered'),
  fallback_triggers: z.array(auditTriggerSchema),
  shadow_triggers: z.array(auditTriggerSchema).describe('Observations (drift); never decisive'),
});
export type PostAudit = z.output<typeof postAuditSchema>;
