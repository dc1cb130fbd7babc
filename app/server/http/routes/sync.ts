// Trees between machines (docs/sync.md).
//   GET    /sync/manifest.json  X-API-Key: the v1 trees this server offers (stakes of the
//                               key's account), with `DSS-Sync-Files-Base: files/`
//   GET    /sync/files/:file    X-API-Key: one offered file; `Range: bytes=<n>-` answers 206
//   GET    /admin/trees         admin: the tree sets on this machine
//   POST   /admin/trees/sync    admin: {source, key?} starts a sync into <dataDir>/trees (202)
//   GET    /admin/trees/sync    admin: {sync}: the running or last sync
//   DELETE /admin/trees/sync    admin: stops the running sync (its partial files are kept)
// The /sync routes take an API key of this server, not the admin token: a second machine
// syncing from this one has what a user of it has, a key (`dss keys create`).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contract/errors.ts';
import {
  syncManifestSchema,
  syncStartBodySchema,
  syncStatusResponseSchema,
  syncStateSchema,
  treeSetsResponseSchema,
  type SyncState as SyncStateBody,
  type TreeSet as TreeSetBody,
} from '../../../shared/contract/jobs.ts';
import type { AccountStore } from '../../accounts/accounts.ts';
import { FILES_BASE_HEADER } from '../../trees/sync-source.ts';
import { customFoldersOf, offeredTrees, treeSetOf, type TreeSet } from '../../trees/sync-sets.ts';
import { TreeSetBusyError } from '../../trees/sync-lock.ts';
import type { SyncManager, SyncState } from '../../trees/sync-manager.ts';
import { ApiError } from '../errors.ts';
import { perSecondCheck } from '../hooks.ts';
import type { UsageLimits } from '../usage-limits.ts';
import { adminTokenCheck } from '../admin-auth.ts';

export interface SyncRouteDeps {
  /** v1 tree-set directories, in lookup order. */
  v1Dirs: readonly string[];
  /** <dataDir>/custom */
  customRoot: string;
  accounts: AccountStore;
  limits: UsageLimits;
  syncs: SyncManager;
  /** The admin token; null: no /admin routes. */
  adminToken: string | null;
}

/** A stream: Fastify sends it as is (no serializer). */
const fileBytes = z.unknown().describe('The tree file bytes (application/octet-stream)');
const FILE_NAME = /^[A-Za-z0-9_.-]{1,200}\.dsstree$/;

export function syncStateBody(state: SyncState): SyncStateBody {
  return {
    sync_id: String(state.id),
    source: state.source,
    status: state.status,
    phase: state.progress.phase,
    started_at: state.startedAt,
    finished_at: state.finishedAt,
    files_total: state.progress.filesTotal,
    files_done: state.progress.filesDone,
    bytes_total: state.progress.bytesTotal,
    bytes_done: state.progress.bytesDone,
    current_file: state.progress.currentFile,
    added: state.added,
    replaced: state.replaced,
    unchanged: state.unchanged,
    skipped: state.skipped,
    resumed_bytes: state.resumedBytes,
    error: state.error,
  };
}

function treeSetBody(set: TreeSet, accounts: string[]): TreeSetBody {
  return { source: set.source, folder: set.folder, dir: set.dir, accounts, trees: set.trees, problems: set.problems };
}

/** `bytes=<start>-` (one open range): the start, else null (the whole file is sent). */
export function rangeStart(header: string | undefined, size: number): number | null | 'unsatisfiable' {
  const match = typeof header === 'string' ? /^bytes=(\d{1,15})-$/.exec(header.trim()) : null;
  if (!match) return null;
  const start = Number(match[1]);
  return start < size ? start : 'unsatisfiable';
}

export function syncRoutes(deps: SyncRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const keyed = { config: { access: 'key' as const }, preHandler: perSecondCheck(deps.limits) };
    const tags = ['sync'];

    app.get(
      '/sync/manifest.json',
      {
        ...keyed,
        schema: {
          summary: 'The v1 trees this server offers to syncs (the stakes of the caller account)',
          tags,
          security: [{ apiKey: [] }],
          response: { 200: syncManifestSchema, ...errorResponses('unauthorized', 'rate_limited') },
        },
      },
      async (request, reply) => {
        reply.header(FILES_BASE_HEADER, 'files/');
        return offeredTrees(deps.v1Dirs, request.caller!.account.stakes).manifest;
      },
    );

    app.get(
      '/sync/files/:file',
      {
        ...keyed,
        schema: {
          summary: 'One offered tree file (application/octet-stream); Range: bytes=<offset>- resumes with 206',
          tags,
          security: [{ apiKey: [] }],
          params: z.object({ file: z.string().regex(FILE_NAME) }),
          response: {
            200: fileBytes,
            206: fileBytes,
            416: z.null().describe('The range starts at or past the end: fetch the whole file'),
            ...errorResponses('unauthorized', 'not_found', 'validation_error', 'rate_limited'),
          },
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const where = offeredTrees(deps.v1Dirs, request.caller!.account.stakes).pathOf(file);
        let size = -1;
        try {
          if (where !== null) size = fs.statSync(where).size;
        } catch {
          size = -1;
        }
        if (where === null || size < 0) throw new ApiError('not_found', `no offered tree file ${file}`);
        const start = rangeStart(request.headers.range, size);
        reply.header('accept-ranges', 'bytes').type('application/octet-stream');
        if (start === 'unsatisfiable') {
          // The partial file is not a prefix of this one: the client starts over.
          return reply.code(416).header('content-range', `bytes */${size}`).send(null as never);
        }
        const from = start ?? 0;
        if (start !== null) reply.code(206).header('content-range', `bytes ${from}-${size - 1}/${size}`);
        reply.header('content-length', String(size - from));
        return reply.send(fs.createReadStream(where, { start: from }));
      },
    );

    if (deps.adminToken === null) return;
    const admin = { config: { access: 'admin' as const }, onRequest: adminTokenCheck(deps.adminToken) };
    const adminTags = ['admin'];
    const security = [{ adminToken: [] }];

    app.get(
      '/admin/trees',
      { ...admin, schema: { summary: 'Tree sets on this machine: v1 sets, then strategy folders', tags: adminTags, security, response: { 200: treeSetsResponseSchema, ...errorResponses('unauthorized') } } },
      async () => {
        const owners = new Map<string, string[]>();
        for (const account of deps.accounts.listAccounts()) {
          if (account.strategyFolder !== null) owners.set(account.strategyFolder, [...(owners.get(account.strategyFolder) ?? []), account.name]);
        }
        const v1 = deps.v1Dirs.map((dir) => treeSetBody(treeSetOf(dir, 'v1', null), []));
        const custom = customFoldersOf(deps.customRoot, [...owners.keys()]).map((folder) =>
          treeSetBody(treeSetOf(path.join(deps.customRoot, folder), 'custom', folder), owners.get(folder) ?? []),
        );
        return { sets: [...v1, ...custom] };
      },
    );

    app.post(
      '/admin/trees/sync',
      {
        ...admin,
        schema: {
          summary: 'Start a sync into <dataDir>/trees from a directory or URL',
          tags: adminTags,
          security,
          body: syncStartBodySchema,
          response: { 202: syncStateSchema, ...errorResponses('unauthorized', 'validation_error', 'payload_too_large') },
        },
      },
      async (request, reply) => {
        try {
          const state = deps.syncs.start(request.body.source, request.body.key);
          return reply.code(202).send(syncStateBody(state));
        } catch (error) {
          if (!(error instanceof TreeSetBusyError)) throw error;
          throw new ApiError('validation_error', error.message, { issues: [{ path: 'source', code: 'busy', message: error.message }] });
        }
      },
    );

    app.get(
      '/admin/trees/sync',
      { ...admin, schema: { summary: 'The running or last sync', tags: adminTags, security, response: { 200: syncStatusResponseSchema, ...errorResponses('unauthorized') } } },
      async () => {
        const state = deps.syncs.current();
        return { sync: state === null ? null : syncStateBody(state) };
      },
    );

    app.delete(
      '/admin/trees/sync',
      {
        ...admin,
        schema: { summary: 'Stop the running sync (it resumes next time)', tags: adminTags, security, response: { 200: syncStatusResponseSchema, ...errorResponses('unauthorized') } },
      },
      async () => {
        const state = deps.syncs.cancel() ?? deps.syncs.current();
        return { sync: state === null ? null : syncStateBody(state) };
      },
    );
  };
}
