// Trees you can get and make (docs/sync.md), beyond the /v1 contract:
//   GET    /sync/manifest.json   (X-API-Key) the v1 trees this server offers to other servers' syncs
//   GET    /sync/files/:file     (X-API-Key) one tree file; Range: bytes=<offset>- resumes
//   GET    /admin/trees          (admin) tree sets on this machine: v1 sets and strategy folders
//   POST   /admin/trees/sync     (admin) start a sync into <dataDir>/trees
//   GET    /admin/trees/sync     (admin) the running or last sync, with its progress
//   DELETE /admin/trees/sync     (admin) stop the running sync (it resumes next time)
//   POST   /admin/jobs           (admin) queue a solve of one flop
//   GET    /admin/jobs[/:job_id] (admin) jobs with their progress
//   DELETE /admin/jobs/:job_id   (admin) cancel a queued or running job
// Amounts of time in seconds, sizes in bytes, exploitability in % of the starting pot.
import { z } from 'zod';
import { flopField, normalisedFlopField } from './card-fields.ts';
import { platformField, positionPairField, stakesField, TREE_SITUATIONS } from './fields.ts';

const count = z.number().int().nonnegative();
const isoTime = z.string().describe('ISO 8601 UTC');
const SOURCES = ['v1', 'custom'] as const;

// ---- tree manifests and sets

export const manifestSpotSchema = z.object({
  source: z.string(),
  platform: z.string(),
  stakes: z.string(),
  pool: z.string(),
  situation: z.string(),
  position: z.string(),
  flop: normalisedFlopField.describe('Canonical flop'),
});

export const manifestTreeSchema = z.object({
  file: z.string(),
  spot: manifestSpotSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: count.describe('Bytes'),
  revision: z.string(),
  exploitability_pct: z.number(),
  iterations: count,
  solver_version: z.string(),
});

/** GET /sync/manifest.json: a tree manifest (docs/tree-format.md). */
export const syncManifestSchema = z.object({
  format: z.literal('dss-tree-manifest'),
  version: z.literal(1),
  trees: z.array(manifestTreeSchema),
});
export type SyncManifest = z.output<typeof syncManifestSchema>;

export const treeProblemSchema = z.object({ file: z.string(), problem: z.string() });
export type TreeProblem = z.output<typeof treeProblemSchema>;

export const treeSetSchema = z.object({
  source: z.enum(SOURCES).describe('v1: shared default trees; custom: an account strategy folder'),
  folder: z.string().nullable().describe('custom: the folder relative to <dataDir>/custom'),
  dir: z.string().describe('Absolute path on this machine'),
  /** Accounts whose strategy folder this is (custom), empty for v1. */
  accounts: z.array(z.string()),
  trees: z.array(manifestTreeSchema),
  problems: z.array(treeProblemSchema).describe('Listed files that are missing or of the wrong size; an unreadable manifest'),
});
export type TreeSet = z.output<typeof treeSetSchema>;

export const treeSetsResponseSchema = z.object({ sets: z.array(treeSetSchema) });

// ---- sync

export const syncStartBodySchema = z.strictObject({
  source: z.string().min(1).max(2000).describe('A tree-set directory on this machine, or an http(s) URL: a manifest, or a DSS server origin'),
  key: z.string().min(1).max(200).optional().describe("An API key of the source server (sent as X-API-Key)"),
});
export type SyncStartBody = z.output<typeof syncStartBodySchema>;

export const SYNC_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export const SYNC_PHASES = ['manifest', 'files', 'finishing', 'done'] as const;

export const syncStateSchema = z.object({
  sync_id: z.string(),
  source: z.string(),
  status: z.enum(SYNC_STATUSES),
  phase: z.enum(SYNC_PHASES),
  started_at: isoTime,
  finished_at: isoTime.nullable(),
  files_total: count.describe('Files to fetch (those already here are not counted)'),
  files_done: count,
  bytes_total: count,
  bytes_done: count.describe('Bytes in place, resumed ones included'),
  current_file: z.string().nullable(),
  added: z.array(z.string()),
  replaced: z.array(z.string()),
  unchanged: count,
  skipped: z.array(treeProblemSchema).describe('Files reported and left out (corrupt, foreign, missing)'),
  resumed_bytes: count,
  error: z.string().nullable(),
});
export type SyncState = z.output<typeof syncStateSchema>;

export const syncStatusResponseSchema = z.object({ sync: syncStateSchema.nullable() });
export type SyncStatusResponse = z.output<typeof syncStatusResponseSchema>;

// ---- solve jobs

export const jobCreateBodySchema = z.strictObject({
  situation: z.enum(TREE_SITUATIONS),
  position: positionPairField,
  flop: flopField,
  pool: z.enum(['regs', 'fish']).optional().describe('Pool profile; default regs'),
  platform: platformField.optional().describe('Default generic'),
  stakes: stakesField.optional().describe('Default 50_100'),
  target_exploitability: z.number().min(0).max(100).optional().describe('% of the pot; the solve stops there (default 0.5; 0: run max_iterations)'),
  max_iterations: z.number().int().min(1).max(100_000).optional().describe('Default 1000'),
  account: z.string().min(1).max(64).optional().describe("Write the tree into this account's strategy folder (source custom); default: the v1 set in <dataDir>/trees"),
});
export type JobCreateBody = z.input<typeof jobCreateBodySchema>;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobSchema = z.object({
  job_id: z.string(),
  status: z.enum(JOB_STATUSES),
  spot: z.object({ platform: z.string(), stakes: z.string(), pool: z.string(), situation: z.string(), position: z.string() }),
  flop: normalisedFlopField.describe('As asked'),
  canonical_flop: normalisedFlopField.describe('The flop the tree is stored under'),
  destination: z.object({
    source: z.enum(SOURCES),
    account: z.string().nullable(),
    folder: z.string().nullable().describe('Relative to <dataDir>/custom; null: <dataDir>/trees'),
  }),
  target_exploitability: z.number(),
  max_iterations: count,
  created_at: isoTime,
  started_at: isoTime.nullable(),
  finished_at: isoTime.nullable(),
  progress: z
    .object({
      iteration: count,
      exploitability_pct: z.number().nullable(),
      elapsed_s: z.number(),
      eta_s: z.number().nullable().describe('Seconds left, estimated; null before the first estimate'),
    })
    .nullable()
    .describe('Running and finished jobs; null while queued'),
  result: z
    .object({ file: z.string(), iterations: count, exploitability_pct: z.number(), seconds: z.number() })
    .nullable()
    .describe('Done jobs: the tree file written'),
  error: z.string().nullable(),
});
export type Job = z.output<typeof jobSchema>;

export const jobsResponseSchema = z.object({ jobs: z.array(jobSchema) });
export const jobIdParamsSchema = z.object({ job_id: z.string().regex(/^\d{1,12}$/) });
