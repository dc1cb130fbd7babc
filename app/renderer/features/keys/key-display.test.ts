import { describe, expect, it } from 'vitest';
import { isKeyWithPrefix, maskKey } from './key-display.ts';

const KEY = 'sk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('key display', () => {
  it('masks all but the start and the last four characters', () => {
    expect(maskKey(KEY)).toBe('sk_live_AbCd…2345');
    expect(maskKey(KEY)).not.toContain('MnOp');
  });

  it('recognises a key by its listed prefix', () => {
    expect(isKeyWithPrefix(KEY, 'sk_live_AbCd')).toBe(true);
    expect(isKeyWithPrefix(KEY, 'sk_live_AbCd…')).toBe(true);
    expect(isKeyWithPrefix(KEY, 'sk_live_Zz')).toBe(false);
    expect(isKeyWithPrefix(null, 'sk_live_AbCd')).toBe(false);
    expect(isKeyWithPrefix(KEY, '')).toBe(false);
  });
});
