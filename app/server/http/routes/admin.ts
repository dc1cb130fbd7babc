// /admin: key management for the local desktop UI, behind a per-start admin token
// (`Authorization: Bearer <token>`, printed by `dss serve` as <origin>/#token=<token>
// and handed to the Electron window). Not part of the /v1 contract.
//   GET    /admin/config          {local_key, account}: the local account's key
//   GET    /admin/keys            every key of every account (hints, never whole keys)
//   POST   /admin/keys            {account, label?} -> {key_id, key}: the whole key, once
//   DELETE /admin/keys/:key_id    204; the key answers 401 from then on
// The shapes are in app/shared/contract/admin.ts, shared with the renderer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminConfigResponseSchema,
  adminKeyParamsSchema,
  adminKeysResponseSchema,
  createKeyBodySchema,
  createKeyResponseSchema,
  type AdminKey,
} from '../../../shared/contract/admin.ts';
import { errorResponses } from '../../../shared/contract/errors.ts';
import { AccountInputError, DEFAULT_ACCOUNT_SETTINGS, type AccountStore, type ApiKeyRecord } from '../../accounts/accounts.ts';
import { ApiError } from '../errors.ts';
import { adminTokenCheck } from '../admin-auth.ts';

export interface AdminAccess {
  /** Bearer token of this server's run. */
  token: string;
  localAccount: string;
  localKey: string;
}

function keyOf(record: ApiKeyRecord): AdminKey {
  return {
    key_id: String(record.id),
    account: record.accountName,
    label: record.label,
    prefix: record.hint.replace(/\.\.\.$/, ''),
    created_at: record.createdAt,
    revoked_at: record.revokedAt,
  };
}

export function adminRoutes(accounts: AccountStore, access: AdminAccess): FastifyPluginAsyncZod {
  const checkToken = adminTokenCheck(access.token);
  return async (app) => {
    const common = { config: { access: 'admin' as const }, onRequest: checkToken };
    const tags = ['admin'];
    const security = [{ adminToken: [] }];

    app.get('/admin/config', { ...common, schema: { tags, security, response: { 200: adminConfigResponseSchema, ...errorResponses('unauthorized') } } }, async () => ({
      local_key: access.localKey,
      account: access.localAccount,
    }));

    app.get('/admin/keys', { ...common, schema: { tags, security, response: { 200: adminKeysResponseSchema, ...errorResponses('unauthorized') } } }, async () => ({
      keys: accounts.listKeys().map(keyOf),
    }));

    app.post(
      '/admin/keys',
      {
        ...common,
        schema: {
          tags,
          security,
          body: createKeyBodySchema,
          response: { 200: createKeyResponseSchema, ...errorResponses('unauthorized', 'validation_error', 'payload_too_large') },
        },
      },
      async (request) => {
        const { account: name, label } = request.body;
        try {
          const account = accounts.accountByName(name) ?? accounts.createAccount(name, DEFAULT_ACCOUNT_SETTINGS);
          const issued = accounts.issueKey(account.id, label ?? null);
          return { key_id: String(issued.record.id), key: issued.key };
        } catch (error) {
          if (error instanceof AccountInputError) throw new ApiError('validation_error', error.message, { issues: [{ path: 'account', code: 'custom', message: error.message }] });
          throw error;
        }
      },
    );

    app.delete(
      '/admin/keys/:key_id',
      { ...common, schema: { tags, security, params: adminKeyParamsSchema, response: { 204: z.null(), ...errorResponses('unauthorized', 'not_found', 'validation_error') } } },
      async (request, reply) => {
        const revoked = accounts.revokeKey(Number(request.params.key_id));
        if (revoked === null) throw new ApiError('not_found', `no key ${request.params.key_id}`);
        return reply.code(204).send(null);
      },
    );
  };
}
