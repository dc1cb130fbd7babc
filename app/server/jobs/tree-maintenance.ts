// Trees you can get and make, wired into the app: the /sync routes (other servers sync from
// this one), and for the local UI (admin token) tree sets, syncs into <dataDir>/trees and
// solve jobs. The job runner starts when the app is ready (re-queuing a job a stop or
// crash cut off) and stops with it (the running job goes back to the queue).
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { SpotSolveSpec } from '../../solver/tree-file/solve-spot.ts';
import type { AccountStore } from '../accounts/accounts.ts';
import type { Db } from '../accounts/database.ts';
import { customTreesRoot, type ServerConfig } from '../config.ts';
import { jobRoutes } from '../http/routes/jobs.ts';
import { syncRoutes } from '../http/routes/sync.ts';
import type { UsageLimits } from '../http/usage-limits.ts';
import { createSyncManager } from '../trees/sync-manager.ts';
import { createJobRunner } from './job-runner.ts';
import type { JobRequest } from './job-store.ts';
import { openJobStore } from './job-store.ts';

export interface TreeMaintenanceOptions {
  /** The solver's spot for a job; default: from the pool profile (tests pass tiny spots). */
  specOf?: (request: JobRequest) => SpotSolveSpec;
  /** Solver threads per job (default 1). */
  threads?: number;
  /** Iterations between exploitability checks (default 10). */
  checkEvery?: number;
}

export interface TreeMaintenanceDeps {
  config: Pick<ServerConfig, 'dataDir' | 'treesDirs' | 'admin'>;
  db: Db;
  accounts: AccountStore;
  limits: UsageLimits;
  now: () => number;
  /** Makes the tree catalog look at its manifests again: new trees are served at once. */
  refreshTrees: () => void;
}

/** `<dataDir>/trees`: where syncs and v1 solve jobs put trees (a default v1 set of `dss serve`). */
export function syncedTreesDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'trees');
}

export function treeMaintenance(deps: TreeMaintenanceDeps, options: TreeMaintenanceOptions = {}): FastifyPluginAsync {
  return async (app) => {
    const { config } = deps;
    const store = openJobStore(deps.db, deps.now);
    const runner = createJobRunner({
      store,
      dataDir: config.dataDir,
      specOf: options.specOf,
      threads: options.threads,
      checkEvery: options.checkEvery,
      onTreeAdded: () => deps.refreshTrees(),
      onJobFailed: (job, error) => app.log.warn({ jobId: job.id, error }, 'solve job failed'),
    });
    const syncs = createSyncManager({ destDir: syncedTreesDir(config), onSynced: () => deps.refreshTrees(), now: deps.now });
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => {
      await runner.close();
      await syncs.close();
    });

    const adminToken = config.admin?.token ?? null;
    await app.register(
      syncRoutes({ v1Dirs: config.treesDirs, customRoot: customTreesRoot(config), accounts: deps.accounts, limits: deps.limits, syncs, adminToken }),
    );
    if (adminToken !== null) {
      await app.register(jobRoutes({ adminToken, dataDir: config.dataDir, accounts: deps.accounts, store, runner, specOf: options.specOf }));
    }
  };
}
