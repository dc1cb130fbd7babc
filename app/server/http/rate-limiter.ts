// Fixed-window counters: at most `limit` requests per key in each whole second of the
// clock (window = floor(ms / 1000)). In memory, per process.

export interface RateLimiter {
  /** Counts one request for `key`; false when the window already held `limit`. */
  take(key: string | number, limit: number): boolean;
}

export function createRateLimiter(now: () => number = Date.now, maxKeys = 100_000): RateLimiter {
  let window = -1;
  let counts = new Map<string | number, number>();
  return {
    take(key, limit) {
      const current = Math.floor(now() / 1000);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const used = counts.get(key) ?? 0;
      if (used >= limit) return false;
      // A flood of distinct keys within one second cannot grow the map without bound.
      if (used === 0 && counts.size >= maxKeys) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}
