// The local admin key endpoints (Bearer admin token). Not in app/shared/contract yet:
// the shapes below are what the renderer codes against and should move there.
import { z } from 'zod';

export const adminKeySchema = z.object({
  key_id: z.string().min(1),
  account: z.string(),
  label: z.string().nullable().optional(),
  /** The first characters of the key, e.g. `sk_live_AbC1`, for recognising it. */
  prefix: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type AdminKey = z.output<typeof adminKeySchema>;

export const adminKeysResponseSchema = z.object({ keys: z.array(adminKeySchema) });

export const createKeyBodySchema = z.strictObject({
  account: z.string().min(1),
  label: z.string().min(1).max(100).optional(),
});
export type CreateKeyBody = z.output<typeof createKeyBodySchema>;

/** The full key is in this answer only; the server keeps a hash. */
export const createKeyResponseSchema = z.object({ key_id: z.string().min(1), key: z.string().min(1) });
export type CreatedKey = z.output<typeof createKeyResponseSchema>;
