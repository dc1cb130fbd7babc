// buildApp(config) assembles the whole /v1 service and never listens (tests drive it with
// inject()); listen() binds it. Routes declare their zod schemas, responses included, and
// the OpenAPI document (/openapi.json, UI at /docs) is generated from them.
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import { customTreesRoot, databasePath, parseServerConfig, type ServerConfig, type ServerConfigInput } from './config.ts';
import { openDatabase, type Db } from './accounts/database.ts';
import { openAccountStore } from './accounts/accounts.ts';
import { openUsageStore } from './accounts/usage.ts';
import { startWalCheckpointer } from './accounts/wal-checkpointer.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerHooks } from './http/hooks.ts';
import { createRateLimiter } from './http/rate-limiter.ts';
import { requestIdOf } from './http/request-id.ts';
import { createUsageLimits } from './http/usage-limits.ts';
import { healthRoutes } from './http/routes/health.ts';
import { registerReplyHeaders } from './http/reply-headers.ts';
import { strategyRoutes } from './http/routes/strategy.ts';
import { postStrategyRoutes } from './http/routes/strategy-post.ts';
import { extrasRoutes } from './http/routes/extras.ts';
import { adminRoutes } from './http/routes/admin.ts';
import type { TreeServices } from './http/routes/tree-services.ts';
import { createNodeCache } from './engines/tree-lookup.ts';
import { createFallbackEngine, type FallbackEngine } from './engines/fallback/index.ts';
import type { Account } from './accounts/accounts.ts';
import type { TreeCatalog } from './trees/spot-tree.ts';
import { openTreeFileCatalog } from './trees/tree-file-catalog.ts';
import { treeMaintenance, type TreeMaintenanceOptions } from './jobs/tree-maintenance.ts';
import { createRiverSolver, type RiverSolver } from '../solver/tree-file/river/river-solver.ts';

export interface AppDeps {
  /** An open account database; default: <dataDir>/dss.sqlite, closed with the app. */
  db?: Db;
  /** Clock in epoch ms (usage months, rate windows, health time). */
  now?: () => number;
  /** Where trees come from; default: the tree files under config.treesDirs and <dataDir>/custom. */
  trees?: TreeCatalog;
  /** Solves river nodes of the default catalog; default: a worker-thread solver, made on first use. */
  riverSolver?: RiverSolver;
  /** Answers POST decisions the tree does not; default: a worker pool per config.fallback, closed with the app. */
  fallbackEngine?: FallbackEngine;
  /** Solve jobs and syncs (docs/sync.md); default: jobs solve the pool-profile spots. */
  treeMaintenance?: TreeMaintenanceOptions;
}

/** An account's strategy folder, resolved under <dataDir>/custom. */
export function treeRootsOf(config: Pick<ServerConfig, 'dataDir'>, account: Account) {
  return { customDir: account.strategyFolder === null ? null : path.join(customTreesRoot(config), account.strategyFolder) };
}

export type App = FastifyInstance;

export function buildApp(configInput: ServerConfigInput | ServerConfig, deps: AppDeps = {}): App {
  const config = parseServerConfig(configInput);
  const now = deps.now ?? Date.now;
  const db = deps.db ?? openDatabase(databasePath(config));
  const accounts = openAccountStore(db, now);
  const usage = openUsageStore(db, now);
  const limits = createUsageLimits(usage, createRateLimiter(now), now);

  const app = Fastify({
    logger: config.logger === false ? false : config.logger === true ? { level: 'info' } : config.logger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.limits.bodyLimitBytes,
    // HEAD is answered only where declared (health): a HEAD must never bill a decision.
    exposeHeadRoutes: false,
    return503OnClosing: true,
    // A request the HTTP parser refuses, and one without a Host, still get the error body
    // (the Host guard answers 421 for the latter).
    clientErrorHandler,
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));

  let boundPort = config.port;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address !== null && typeof address === 'object') boundPort = address.port;
  });

  registerHooks(app, {
    accounts,
    limits,
    preAuth: createRateLimiter(now),
    preAuthPerSecond: config.limits.preAuthPerSecond,
    origins: { port: () => boundPort, extraOrigins: config.allowedOrigins },
  });
  registerReplyHeaders(app);
  registerErrorHandler(app);

  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DSS Desk: Decision Strategy Service',
        description: 'Poker decisions from solver trees, on localhost. Amounts in big blinds (BB).',
        version: 'v1',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'The admin token of this server run (dss serve prints it)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.register(swaggerUi, { routePrefix: '/docs' });
  app.register(async (scope) => {
    scope.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => scope.swagger());
  });

  let riverSolver = deps.riverSolver ?? null;
  const ownRiverSolver = !deps.riverSolver;
  const fileCatalog = deps.trees
    ? null
    : openTreeFileCatalog({ v1Dirs: config.treesDirs, riverSolver: () => (riverSolver ??= createRiverSolver()), now });
  app.addHook('onClose', async () => {
    fileCatalog?.close();
    if (ownRiverSolver) await riverSolver?.close();
  });
  const treeServices: TreeServices = {
    catalog: deps.trees ?? fileCatalog!,
    cache: createNodeCache(config.limits.nodeCacheEntries),
    limits,
    rootsOf: (account) => treeRootsOf(config, account),
  };
  if (config.webRoot !== null) app.register(fastifyStatic, { root: config.webRoot, prefix: '/', index: 'index.html', decorateReply: false });
  app.register(healthRoutes({ now }));
  app.register(strategyRoutes(treeServices));
  // The engine's workers load at startup (ready() in onReady), so no early POST waits for them.
  const fallbackEngine = deps.fallbackEngine ?? createFallbackEngine(config.fallback);
  app.addHook('onReady', async () => fallbackEngine.ready());
  if (!deps.fallbackEngine) app.addHook('onClose', async () => fallbackEngine.close());
  app.register(postStrategyRoutes({ ...treeServices, engine: fallbackEngine }));
  app.register(extrasRoutes({ ...treeServices, accounts, usage, now }));
  if (config.admin !== null) app.register(adminRoutes(accounts, config.admin));
  app.register(treeMaintenance({ config, db, accounts, limits, now, refreshTrees: () => fileCatalog?.refresh() }, deps.treeMaintenance));

  const checkpointer = startWalCheckpointer(db, config.limits.walCheckpointMs);
  app.addHook('onClose', async () => {
    await checkpointer?.stop();
    if (!deps.db) db.close();
  });
  return app;
}

/** Binds the app to the configured host and port; resolves to the address it serves on. */
export async function listen(app: App, configInput: ServerConfigInput | ServerConfig): Promise<string> {
  const config = parseServerConfig(configInput);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const host = config.host === '::1' ? '[::1]' : config.host;
  return `http://${host}:${port}`;
}
