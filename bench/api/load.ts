// A small HTTP load generator over keep-alive connections to 127.0.0.1 (autocannon is not
// installed): closed-loop throughput with N connections, and an open-loop fixed rate
// (requests leave on schedule whatever the answers do, so a slow server cannot slow the
// sending down and hide its own stalls).
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  durationMs: number;
  requestsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  statuses: Record<string, number>;
  /** Share of answers with X-Cache: HIT (API routes). */
  cacheHitShare: number | null;
}

interface Sample {
  status: number;
  ms: number;
  cacheHit: boolean | null;
}

function requestOnce(agent: http.Agent, url: URL, headers: Record<string, string>, startedAt = performance.now()): Promise<Sample> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        const cache = res.headers['x-cache'];
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - startedAt, cacheHit: cache === undefined ? null : String(cache).startsWith('HIT') });
      });
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - startedAt, cacheHit: null }));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(samples: Sample[], durationMs: number): LoadResult {
  const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const withCache = samples.filter((s) => s.cacheHit !== null);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    requests: samples.length,
    errors: samples.filter((s) => s.status !== 200).length,
    durationMs: Math.round(durationMs),
    requestsPerSec: Math.round((samples.length / durationMs) * 1000),
    latencyMs: { p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)), max: round(latencies[latencies.length - 1] ?? 0) },
    statuses,
    cacheHitShare: withCache.length ? round(withCache.filter((s) => s.cacheHit).length / withCache.length) : null,
  };
}

/** As many requests as `connections` keep-alive connections can carry for `durationMs`, cycling through urls. */
export async function closedLoop(urls: string[], headers: Record<string, string>, connections: number, durationMs: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const parsed = urls.map((u) => new URL(u));
  const samples: Sample[] = [];
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() - start < durationMs) samples.push(await requestOnce(agent, parsed[next++ % parsed.length], headers));
    }),
  );
  const elapsed = performance.now() - start;
  agent.destroy();
  return summarise(samples, elapsed);
}

/**
 * `ratePerSec` requests per second for `durationMs`. The scheduler sleeps between ticks
 * (a busy loop would take a core from the server on a small machine) and sends every
 * request due at each tick; each is timed from when it leaves.
 */
export async function fixedRate(urls: string[], headers: Record<string, string>, ratePerSec: number, durationMs: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const parsed = urls.map((u) => new URL(u));
  const pending: Promise<Sample>[] = [];
  const start = performance.now();
  const total = Math.floor((ratePerSec * durationMs) / 1000);
  const intervalMs = 1000 / ratePerSec;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * intervalMs <= now) {
      pending.push(requestOnce(agent, parsed[sent % parsed.length], headers));
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const samples = await Promise.all(pending);
  const elapsed = performance.now() - start;
  agent.destroy();
  return summarise(samples, elapsed);
}

/** One request at a time, each timed on its own (first touches). */
export async function sequential(urls: string[], headers: Record<string, string>): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: Sample[] = [];
  const start = performance.now();
  for (const url of urls) samples.push(await requestOnce(agent, new URL(url), headers));
  const elapsed = performance.now() - start;
  agent.destroy();
  return summarise(samples, elapsed);
}
