// /admin: key management for the local desktop UI, behind the admin token of the server's
// run (`Authorization: Bearer <token>`). Not part of the /v1 contract; the server
// validates with these schemas and the renderer parses with them.
//   GET    /admin/config          -> adminConfigResponseSchema
//   GET    /admin/keys            -> adminKeysResponseSchema
//   POST   /admin/keys            createKeyBodySchema -> createKeyResponseSchema
//   DELETE /admin/keys/:key_id    adminKeyParamsSchema -> 204
import { z } from 'zod';

/** GET /admin/config: the local account's key (the browser sign-in turns the admin token into it). */
export const adminConfigResponseSchema = z.object({
  local_key: z.string().min(1),
  account: z.string().min(1),
});
export type AdminConfig = z.output<typeof adminConfigResponseSchema>;

/** A key as listed: its hint, never the whole key. */
export const adminKeySchema = z.object({
  key_id: z.string().min(1),
  account: z.string(),
  label: z.string().nullable(),
  prefix: z.string().describe('The first characters of the key, e.g. sk_live_AbC1, for recognising it'),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type AdminKey = z.output<typeof adminKeySchema>;

/** GET /admin/keys: every key of every account, revoked ones included. */
export const adminKeysResponseSchema = z.object({ keys: z.array(adminKeySchema) });
export type AdminKeysResponse = z.output<typeof adminKeysResponseSchema>;

/** POST /admin/keys: makes the account (default settings) when it is new. */
export const createKeyBodySchema = z.strictObject({
  account: z.string().min(1).max(64),
  label: z.string().min(1).max(100).optional(),
});
export type CreateKeyBody = z.output<typeof createKeyBodySchema>;

/** The whole key is in this answer only; the server keeps a hash. */
export const createKeyResponseSchema = z.object({ key_id: z.string().min(1), key: z.string().min(1) });
export type CreatedKey = z.output<typeof createKeyResponseSchema>;

/** DELETE /admin/keys/:key_id: the id of `dss keys list`. */
export const adminKeyParamsSchema = z.object({ key_id: z.string().regex(/^\d{1,12}$/) });
