import { describe, expect, it } from 'vitest';
import { adminKeyParamsSchema, adminKeysResponseSchema, createKeyBodySchema, createKeyResponseSchema } from './admin.ts';

describe('admin schemas', () => {
  it('reads a key list as the server sends it, revoked keys and null labels included', () => {
    const keys = {
      keys: [
        { key_id: '1', account: 'local', label: null, prefix: 'sk_live_AbC1', created_at: '2025-05-01T00:00:00.000Z', revoked_at: null },
        { key_id: '2', account: 'bot', label: 'my bot', prefix: 'sk_live_XyZ9', created_at: '2025-05-02T00:00:00.000Z', revoked_at: '2025-05-03T00:00:00.000Z' },
      ],
    };
    expect(adminKeysResponseSchema.parse(keys)).toEqual(keys);
  });

  it.each([
    ['an unknown key', { account: 'bot', colour: 'red' }],
    ['an empty account', { account: '' }],
    ['an account over 64 characters', { account: 'a'.repeat(65) }],
    ['an empty label', { account: 'bot', label: '' }],
  ])('refuses a create-key body with %s', (_name, body) => {
    expect(createKeyBodySchema.safeParse(body).success).toBe(false);
  });

  it('accepts a create-key body with an optional label', () => {
    expect(createKeyBodySchema.parse({ account: 'bot' })).toEqual({ account: 'bot' });
    expect(createKeyBodySchema.parse({ account: 'bot', label: 'ci' })).toEqual({ account: 'bot', label: 'ci' });
  });

  it('refuses an empty key in a create-key answer', () => {
    expect(createKeyResponseSchema.safeParse({ key_id: '3', key: '' }).success).toBe(false);
  });

  it.each([['12', true], ['0', true], ['abc', false], ['1'.repeat(13), false], ['-1', false]])('reads key_id %s in the path: %s', (keyId, ok) => {
    expect(adminKeyParamsSchema.safeParse({ key_id: keyId }).success).toBe(ok);
  });
});
