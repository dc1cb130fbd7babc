// Solve jobs for the local UI (admin token; docs/sync.md):
//   POST   /admin/jobs           {situation, position, flop, pool?, platform?, stakes?,
//                                 target_exploitability?, max_iterations?, account?}
//                                 -> 201 the new job; 200 the queued or running job that
//                                 already makes the same tree
//   GET    /admin/jobs           {jobs}: the latest 100, newest first
//   GET    /admin/jobs/:job_id   one job; poll it for progress (iteration, exploitability, ETA)
//   DELETE /admin/jobs/:job_id   cancels a queued or running job; a finished one is answered as it is
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/errors.ts';
import { jobCreateBodySchema, jobIdParamsSchema, jobSchema, jobsResponseSchema, type Job as JobBody } from '../../../shared/contract/jobs.ts';
import type { AccountStore } from '../../accounts/accounts.ts';
import { destinationOf, JobInputError, jobRequestOf, sameTree } from '../../jobs/job-spec.ts';
import type { Job, JobProgress, JobRequest, JobStore } from '../../jobs/job-store.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { SpotSolveSpec } from '../../../solver/tree-file/solve-spot.ts';
import { ApiError } from '../errors.ts';
import { adminTokenCheck } from '../admin-auth.ts';

export interface JobRouteDeps {
  adminToken: string;
  dataDir: string;
  accounts: AccountStore;
  store: JobStore;
  runner: JobRunner;
  specOf?: (request: JobRequest) => SpotSolveSpec;
}

export function jobBody(job: Job, live: JobProgress | null, dataDir: string): JobBody {
  const { request } = job;
  const progress = live ?? job.progress;
  return {
    job_id: String(job.id),
    status: job.status,
    spot: { platform: request.platform, stakes: request.stakes, pool: request.pool, situation: request.situation, position: request.position },
    flop: request.flop,
    canonical_flop: request.canonicalFlop,
    destination: { source: destinationOf(request, dataDir).source, account: request.account, folder: request.folder },
    target_exploitability: request.targetExploitabilityPct,
    max_iterations: request.maxIterations,
    created_at: job.createdAt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
    progress:
      progress === null
        ? null
        : {
            iteration: progress.iteration,
            exploitability_pct: progress.exploitabilityPct === null ? null : Math.round(progress.exploitabilityPct * 10_000) / 10_000,
            elapsed_s: Math.round(progress.elapsedMs / 100) / 10,
            eta_s: progress.etaS,
          },
    result:
      job.result === null
        ? null
        : { file: job.result.file, iterations: job.result.iterations, exploitability_pct: job.result.exploitabilityPct, seconds: job.result.seconds },
    error: job.error,
  };
}

export function jobRoutes(deps: JobRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { config: { access: 'admin' as const }, onRequest: adminTokenCheck(deps.adminToken) };
    const tags = ['admin'];
    const security = [{ adminToken: [] }];
    const view = (job: Job) => jobBody(job, deps.runner.liveProgress(job.id), deps.dataDir);
    const found = (id: string): Job => {
      const job = deps.store.get(Number(id));
      if (job === null) throw new ApiError('not_found', `no job ${id}`);
      return job;
    };

    app.post(
      '/admin/jobs',
      {
        ...common,
        schema: {
          summary: 'Queue a solve of one flop; the tree goes to <dataDir>/trees or the account folder',
          tags,
          security,
          body: jobCreateBodySchema,
          response: { 200: jobSchema, 201: jobSchema, ...errorResponses('unauthorized', 'validation_error', 'payload_too_large') },
        },
      },
      async (request, reply) => {
        const body = request.body;
        let jobRequest: JobRequest;
        try {
          jobRequest = jobRequestOf(
            {
              situation: body.situation,
              position: body.position,
              flop: body.flop,
              pool: body.pool,
              platform: body.platform,
              stakes: body.stakes,
              targetExploitabilityPct: body.target_exploitability,
              maxIterations: body.max_iterations,
              account: body.account,
            },
            deps.accounts,
            deps.specOf,
          );
        } catch (error) {
          if (!(error instanceof JobInputError)) throw error;
          throw new ApiError('validation_error', error.message, { issues: [{ path: error.field, code: 'custom', message: error.message }] });
        }
        const same = deps.store.active().find((job) => sameTree(job.request, jobRequest));
        if (same) return reply.code(200).send(view(same));
        const job = deps.store.enqueue(jobRequest);
        deps.runner.wake();
        return reply.code(201).send(view(deps.store.get(job.id) ?? job));
      },
    );

    app.get('/admin/jobs', { ...common, schema: { summary: 'Solve jobs, newest first (latest 100)', tags, security, response: { 200: jobsResponseSchema, ...errorResponses('unauthorized') } } }, async () => ({
      jobs: deps.store.list(100).map(view),
    }));

    app.get(
      '/admin/jobs/:job_id',
      { ...common, schema: { summary: 'One solve job with its progress', tags, security, params: jobIdParamsSchema, response: { 200: jobSchema, ...errorResponses('unauthorized', 'not_found', 'validation_error') } } },
      async (request) => view(found(request.params.job_id)),
    );

    app.delete(
      '/admin/jobs/:job_id',
      {
        ...common,
        schema: { summary: 'Cancel a queued or running job', tags, security, params: jobIdParamsSchema, response: { 200: jobSchema, ...errorResponses('unauthorized', 'not_found', 'validation_error') } },
      },
      async (request) => {
        const job = found(request.params.job_id);
        return view(deps.runner.cancel(job.id) ?? job);
      },
    );
  };
}
