// Fallback engine latency: p50 and p99 of one decision through the worker pool (what a
// POST waits for), for preflop, heads-up postflop and multiway postflop decisions, with
// the same decisions run in-process in the same run as the baseline.
//
//   npx tsx bench/fallback/fallback.bench.ts [decisionsPerKind] [rounds]
//
// Decisions are random legal tables (seeded). Calls go one at a time (latency, not
// throughput); each round measures every kind; the report gives the median over rounds
// of each percentile. Targets: p50 <= 5 ms, p99 <= 25 ms. Writes bench/results/fallback.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { PostflopBody, PreflopBody } from '../../app/shared/contract/strategy-body.ts';
import { decideFallback } from '../../app/server/engines/fallback/engine.ts';
import { createFallbackEngine } from '../../app/server/engines/fallback/pool.ts';
import { randomDecisionBodies } from '../../app/server/engines/replay/random-table.ts';
import { replayTable } from '../../app/server/engines/replay/replay.ts';
import type { ReplayedTable } from '../../app/server/engines/replay/table.ts';

const PER_KIND = Number(process.argv[2] ?? 300);
const ROUNDS = Number(process.argv[3] ?? 3);
const WORKERS = Math.max(1, Math.min(2, availableParallelism()));
const TARGETS = { p50Ms: 5, p99Ms: 25 };

type Decision = { body: PreflopBody | PostflopBody; table: ReplayedTable };
type Kind = 'preflop' | 'postflop_heads_up' | 'postflop_multiway';

function decisions(): Record<Kind, Decision[]> {
  const out: Record<Kind, Decision[]> = { preflop: [], postflop_heads_up: [], postflop_multiway: [] };
  for (const body of randomDecisionBodies(9001, PER_KIND, 'preflop')) out.preflop.push({ body, table: replayTable(body) });
  let seed = 9002;
  while (out.postflop_heads_up.length < PER_KIND || out.postflop_multiway.length < PER_KIND) {
    for (const body of randomDecisionBodies(seed++, 200, 'postflop')) {
      const table = replayTable(body);
      const kind: Kind = table.playersInHand === 2 ? 'postflop_heads_up' : 'postflop_multiway';
      if (out[kind].length < PER_KIND) out[kind].push({ body, table });
    }
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => Math.round(value * 1000) / 1000;

async function main() {
  const sets = decisions();
  const engine = createFallbackEngine({ workers: WORKERS, timeoutMs: 5_000 });
  const bootStart = performance.now();
  await engine.ready();
  const bootMs = performance.now() - bootStart;
  // Warm-up: JIT in the workers and in this thread.
  for (const kind of Object.keys(sets) as Kind[]) {
    for (const { body, table } of sets[kind].slice(0, 50)) {
      await engine.decide(body, table);
      decideFallback(body, table);
    }
  }

  const rounds: Record<Kind, { worker: Array<{ p50: number; p99: number }>; inProcess: Array<{ p50: number; p99: number }> }> = {
    preflop: { worker: [], inProcess: [] },
    postflop_heads_up: { worker: [], inProcess: [] },
    postflop_multiway: { worker: [], inProcess: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of Object.keys(sets) as Kind[]) {
      const viaWorker: number[] = [];
      const inProcess: number[] = [];
      for (const { body, table } of sets[kind]) {
        let start = performance.now();
        await engine.decide(body, table);
        viaWorker.push(performance.now() - start);
        start = performance.now();
        decideFallback(body, table);
        inProcess.push(performance.now() - start);
      }
      rounds[kind].worker.push(summary(viaWorker));
      rounds[kind].inProcess.push(summary(inProcess));
    }
  }
  await engine.close();

  const kinds = Object.fromEntries(
    (Object.keys(rounds) as Kind[]).map((kind) => {
      const worker = { p50: ms(median(rounds[kind].worker.map((r) => r.p50))), p99: ms(median(rounds[kind].worker.map((r) => r.p99))) };
      const inProcess = { p50: ms(median(rounds[kind].inProcess.map((r) => r.p50))), p99: ms(median(rounds[kind].inProcess.map((r) => r.p99))) };
      return [
        kind,
        {
          decisions: sets[kind].length,
          worker_ms: worker,
          in_process_ms: inProcess,
          ratio_p50: ms(worker.p50 / inProcess.p50),
          meets_targets: worker.p50 <= TARGETS.p50Ms && worker.p99 <= TARGETS.p99Ms,
        },
      ];
    }),
  );
  const result = {
    bench: 'fallback',
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    load_average_1m: ms(loadavg()[0]),
    workers: WORKERS,
    rounds: ROUNDS,
    engine_version: engine.version,
    worker_boot_ms: Math.round(bootMs),
    targets_ms: TARGETS,
    kinds,
  };
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../results/fallback.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`fallback engine ${engine.version}, ${WORKERS} workers, ${ROUNDS} rounds, load ${result.load_average_1m}`);
  for (const [kind, k] of Object.entries(kinds)) {
    console.log(
      `${kind.padEnd(18)} worker p50 ${k.worker_ms.p50} ms p99 ${k.worker_ms.p99} ms | in-process p50 ${k.in_process_ms.p50} ms p99 ${k.in_process_ms.p99} ms | x${k.ratio_p50} ${k.meets_targets ? 'OK' : 'MISSES TARGET'}`,
    );
  }
}

await main();
