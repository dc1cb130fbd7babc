// The local admin key endpoints (Bearer admin token): their shapes live in the contract
// (app/shared/contract/admin.ts), shared with the server; re-exported here for the
// feature's api/ and components.
export {
  adminKeySchema,
  adminKeysResponseSchema,
  createKeyBodySchema,
  createKeyResponseSchema,
  type AdminKey,
  type CreateKeyBody,
  type CreatedKey,
} from '../../../shared/contract/admin.ts';
