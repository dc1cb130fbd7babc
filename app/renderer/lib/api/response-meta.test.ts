import { describe, expect, it } from 'vitest';
import { responseMetaOf } from './response-meta.ts';

describe('responseMetaOf', () => {
  it('reads the /v1 headers', () => {
    const headers = new Headers({
      'X-Request-ID': 'req-12345678',
      'X-Cache': 'MISS, HIT',
      'X-Engine': 'fallback',
      'X-Fallback-Reason': 'no_node',
      'X-RateLimit-Limit': '10',
      'X-RateLimit-Monthly-Remaining': '-5',
      'X-RateLimit-Monthly-Limit': '1000',
      'X-RateLimit-HardCap': '2000',
    });
    expect(responseMetaOf(headers)).toMatchObject({
      requestId: 'req-12345678',
      cache: 'MISS',
      engine: 'fallback',
      fallbackReason: 'no_node',
      rateLimitPerSecond: 10,
      monthlyRemaining: -5,
      monthlyLimit: 1000,
      hardCap: 2000,
      retryAfterSec: null,
    });
  });

  it('ignores values that are not what the contract says', () => {
    const meta = responseMetaOf(new Headers({ 'X-Engine': 'oracle', 'X-RateLimit-Limit': 'ten' }));
    expect(meta.engine).toBeNull();
    expect(meta.rateLimitPerSecond).toBeNull();
    expect(meta.cache).toBeNull();
  });
});
