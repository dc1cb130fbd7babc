// API load bench: GET /v1/strategy on cached nodes against a bare Fastify JSON route, in
// one run, both servers in a child process and the load generated here over keep-alive
// connections to 127.0.0.1. Also: latency at a fixed 1,000 req/s, and the first touch of
// a tree (the first decision on a tree file not opened yet).
// Each measurement runs in ROUNDS interleaved rounds and the median is reported: the
// machine may be shared, and a single round can land on someone else's busy second.
// Trees: the bundled set (trees/manifest.json) when it holds enough files, else small
// spots solved now into a temp dir (strategies from the project's solver).
// Run: npx tsx bench/api/api.bench.ts   -> bench/results/api.json
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../app/server/accounts/database.ts';
import { openAccountStore } from '../../app/server/accounts/accounts.ts';
import { readManifest, type ManifestEntry } from '../../app/solver/tree-file/manifest.ts';
import { parseCards } from '../../app/shared/poker/cards.ts';
import { closedLoop, fixedRate, sequential } from './load.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
/** Rounds of (bare, api, fixed rate), interleaved so both routes meet the same machine load; medians are reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const FIXED_RATE = 1000;
const TARGETS = { throughputRatio: 0.5, p99AtFixedRateMs: 5, firstTouchP50Ms: 30 };
const FIXTURE_FLOPS = ['Ks7d2c', 'Qh8h3c', 'Jd9s4s', 'Ts6c2h', 'Ah8d5c', '9h9c4d', '7s6s2d', 'KdQc8h', 'Tc9c8d', '5h4d2s'];
const CANDIDATE_HANDS = ['AhAd', 'KhKd', 'QhQd', 'AsKs', 'JhJd', 'AcQc', 'TsTd', 'KcQc'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-api-bench-'));
const dataDir = path.join(work, 'data');

async function treeSet(): Promise<{ dir: string; entries: ManifestEntry[]; bundled: boolean }> {
  const bundledDir = path.join(repo, 'trees');
  const bundled = fs.existsSync(path.join(bundledDir, 'manifest.json')) ? readManifest(bundledDir).trees : [];
  if (bundled.length >= 5) return { dir: bundledDir, entries: bundled, bundled: true };
  const dir = path.join(work, 'trees');
  process.stderr.write(`solving ${FIXTURE_FLOPS.length} small spots for the bench...\n`);
  const { addSolvedTree } = await import('../../app/server/testing/solved-trees.ts');
  for (const flop of FIXTURE_FLOPS) await addSolvedTree(dir, flop);
  return { dir, entries: readManifest(dir).trees, bundled: false };
}

function handFor(flop: string, offset = 0): string {
  const board = parseCards(flop);
  const free = CANDIDATE_HANDS.filter((hand) => !parseCards(hand).some((card) => board.includes(card)));
  return free[offset % free.length];
}

async function startServers(treesDir: string, bareBody: unknown): Promise<{ api: string; bare: string; stop: () => void }> {
  // BENCH_CPU_PROF=<dir> profiles the servers (node --cpu-prof) for a look at the hot path.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(here, 'bench-servers.ts'), JSON.stringify({ dataDir, treesDirs: [treesDir], bareBody })], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const { api, bare } = JSON.parse(line) as { api: string; bare: string };
  return { api, bare, stop: () => child.kill('SIGTERM') };
}

const { dir: treesDir, entries, bundled } = await treeSet();
const stakes = [...new Set(entries.map((e) => e.spot.stakes))];
const db = openDatabase(path.join(dataDir, 'dss.sqlite'));
const accounts = openAccountStore(db);
const account = accounts.createAccount('bench', { ratePerSecond: 1_000_000, monthlyQuota: 1_000_000_000, hardCap: 2_000_000_000, stakes, strategyFolder: null });
const key = accounts.issueKey(account.id).key;
db.close();
const headers = { 'x-api-key': key };

const query = (entry: ManifestEntry, params: Record<string, string>) =>
  new URLSearchParams({
    platform: entry.spot.platform,
    stakes: entry.spot.stakes,
    playerType: entry.spot.pool,
    situation: entry.spot.situation,
    position: entry.spot.position,
    flop: entry.spot.flop,
    ...params,
  }).toString();

// The hot spot: its root and the children of the root, with a few hands each.
const [hot, ...cold] = entries;
const { api, stop } = await startServers(treesDir, null);
try {
  const discovery = (await (await fetch(`${api}/v1/strategy?${query(hot, { node: 'root', discovery: 'true' })}`, { headers })).json()) as { actions: { node_token: string }[] };
  const nodes = ['root', ...discovery.actions.map((a) => `root-${a.node_token}`)];
  const candidates = nodes.flatMap((node) => [0, 1, 2].map((i) => `${api}/v1/strategy?${query(hot, { node, hand: handFor(hot.spot.flop, i) })}`));
  const hotUrls: string[] = [];
  let sampleBody: unknown = null;
  for (const url of candidates) {
    const res = await fetch(url, { headers });
    const body = await res.json();
    if (res.status === 200) {
      hotUrls.push(url);
      sampleBody ??= body;
    }
  }
  if (hotUrls.length === 0) throw new Error('no decision on the hot spot answered 200');
  stop();

  // Restart with the bare route answering the same body as the API does.
  const servers = await startServers(treesDir, sampleBody);
  try {
    const warm = await sequential(hotUrls.map((u) => u.replace(api, servers.api)), headers);
    const firstTouch = await sequential(cold.map((entry, i) => `${servers.api}/v1/strategy?${query(entry, { node: 'root', hand: handFor(entry.spot.flop, i) })}`), headers);
    const urls = hotUrls.map((u) => u.replace(api, servers.api));
    const cpuMs = async () => {
      const { user, system } = (await (await fetch(`${servers.bare}/cpu`)).json()) as { user: number; system: number };
      return (user + system) / 1000;
    };
    /** A run plus the server CPU it cost per request (µs), measured from the server process. */
    const measured = async <T extends { requests: number }>(run: () => Promise<T>) => {
      const before = await cpuMs();
      const result = await run();
      return { ...result, serverCpuUsPerRequest: Math.round((((await cpuMs()) - before) * 1000) / result.requests) };
    };
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bareRun = await measured(() => closedLoop([`${servers.bare}/bare`], {}, CONNECTIONS, DURATION_MS));
      const apiRun = await measured(() => closedLoop(urls, headers, CONNECTIONS, DURATION_MS));
      const fixedRun = await measured(() => fixedRate(urls, headers, FIXED_RATE, DURATION_MS));
      rounds.push({ bareRun, apiRun, fixedRun, ratio: Math.round((apiRun.requestsPerSec / bareRun.requestsPerSec) * 1000) / 1000 });
    }
    const median = <T>(values: T[], key: (value: T) => number): T => [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)];
    const { bareRun, apiRun } = median(rounds, (r) => r.ratio);
    const ratio = median(rounds, (r) => r.ratio).ratio;
    const fixedRun = median(rounds.map((r) => r.fixedRun), (r) => r.latencyMs.p99);
    const results = {
      benchmark: 'api GET /v1/strategy on cached nodes vs a bare Fastify JSON route',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model ?? 'unknown', node: process.version, load_average_1m: os.loadavg()[0] },
      trees: { source: bundled ? 'bundled trees/' : 'small spots solved for the bench', files: entries.length },
      setup: { connections: CONNECTIONS, duration_ms: DURATION_MS, rounds: ROUNDS, hot_urls: urls.length, body_bytes: JSON.stringify(sampleBody).length },
      rounds: rounds.map((r) => ({ bare_rps: r.bareRun.requestsPerSec, api_rps: r.apiRun.requestsPerSec, ratio: r.ratio, p99_at_1000_ms: r.fixedRun.latencyMs.p99 })),
      note: 'bare_route, api_cached and throughput_ratio are the round with the median ratio; api_at_fixed_rate the round with the median p99',
      warm_up: { statuses: warm.statuses },
      bare_route: bareRun,
      api_cached: apiRun,
      throughput_ratio: ratio,
      server_cpu_ratio: Math.round((bareRun.serverCpuUsPerRequest / apiRun.serverCpuUsPerRequest) * 1000) / 1000,
      api_at_fixed_rate: { rate_per_sec: FIXED_RATE, ...fixedRun },
      first_touch: { trees: cold.length, ...firstTouch },
      targets: { throughput_ratio_min: TARGETS.throughputRatio, p99_at_1000_rps_max_ms: TARGETS.p99AtFixedRateMs, first_touch_p50_max_ms: TARGETS.firstTouchP50Ms },
      meets_targets: {
        throughput_ratio: ratio >= TARGETS.throughputRatio,
        p99_at_1000_rps: fixedRun.latencyMs.p99 <= TARGETS.p99AtFixedRateMs,
        first_touch_p50: firstTouch.latencyMs.p50 <= TARGETS.firstTouchP50Ms,
        all_answers_cached: apiRun.cacheHitShare === 1 && fixedRun.cacheHitShare === 1,
      },
    };
    const out = path.join(repo, 'bench', 'results', 'api.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify({ throughput_ratio: ratio, bare_rps: bareRun.requestsPerSec, api_rps: apiRun.requestsPerSec, bare_cpu_us: bareRun.serverCpuUsPerRequest, api_cpu_us: apiRun.serverCpuUsPerRequest, load: os.loadavg()[0], p99_at_1000: fixedRun.latencyMs.p99, first_touch_p50: firstTouch.latencyMs.p50, meets: results.meets_targets })}\n`);
  } finally {
    servers.stop();
  }
} finally {
  stop();
  fs.rmSync(work, { recursive: true, force: true });
}
