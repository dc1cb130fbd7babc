// River on demand latency: riverStrategy() over river roots of a tree set (default the
// bundled trees/), end to end as the server sees it (worker thread, message passing,
// reading the turn blocks for the reach), every request a distinct solve (no cache hit).
// Targets: p50 <= 100 ms, p99 <= 400 ms. Writes bench/results/river.json.
//
//   node --import tsx bench/river/river.bench.ts [--trees trees] [--requests 200]
//        [--iterations <fixed river iterations>] [--seed 1]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRiverSolver, riverJobFor, RIVER_ITERATIONS } from '../../app/solver/tree-file/river/river-solver.ts';
import { openTreeStore, type TreeFile, type TreeNode } from '../../app/solver/tree-file/index.ts';

const { values } = parseArgs({
  options: {
    trees: { type: 'string', default: 'trees' },
    requests: { type: 'string', default: '200' },
    iterations: { type: 'string', default: String(RIVER_ITERATIONS) },
    seed: { type: 'string', default: '1' },
  },
});
const treesDir = resolve(values.trees!);
const requests = Number(values.requests);
const iterations = Number(values.iterations);
const TARGET_P50_MS = 100;
const TARGET_P99_MS = 400;

function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every node where the turn closes, over the stored turn cards. */
function turnClosings(tree: TreeFile): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (node: TreeNode): void => {
    if (node.kind === 'decision') node.actions.forEach((a) => visit(a.child));
    else if (node.kind === 'street_closed' && node.nextStreet === 'turn') tree.turnCards.forEach((card) => visit(tree.deal(node, card)!));
    else if (node.kind === 'street_closed' && node.nextStreet === 'river') out.push(node);
  };
  visit(tree.root);
  return out;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const store = openTreeStore(treesDir);
if (store.entries.length === 0) {
  process.stderr.write(`no trees in ${treesDir}: run scripts/regenerate-trees.ts first, or pass --trees <dir>\n`);
  process.exit(1);
}
const trees = store.entries.map((entry) => store.open(entry));
const random = seededRandom(Number(values.seed));
const candidates = trees.flatMap((tree) => turnClosings(tree).map((node) => ({ tree, node })));

// Sample distinct solves: (tree, line, river card) pairs whose canonical keys differ.
const plan: { tree: TreeFile; node: TreeNode; card: number }[] = [];
const keys = new Set<string>();
for (let attempts = 0; plan.length < requests + 3 && attempts < requests * 50; attempts++) {
  const { tree, node } = candidates[Math.floor(random() * candidates.length)];
  const cards = Array.from({ length: 52 }, (_, c) => c).filter((c) => !node.board.includes(c));
  const card = cards[Math.floor(random() * cards.length)];
  const { key } = riverJobFor(tree, node, card, iterations);
  if (keys.has(key)) continue;
  keys.add(key);
  plan.push({ tree, node, card });
}

const solver = createRiverSolver({ iterations, cacheEntries: 4 });
await solver.warmUp();
for (const warm of plan.slice(0, 3)) await solver.riverStrategy(warm.tree, warm.node, warm.card);
const latencies: number[] = [];
const solveMs: number[] = [];
const exploitability: number[] = [];
for (const request of plan.slice(3)) {
  const start = performance.now();
  const solution = await solver.riverStrategy(request.tree, request.node, request.card);
  solution.strategyAt(solution.root);
  latencies.push(performance.now() - start);
  solveMs.push(solution.solveMs);
  exploitability.push(solution.exploitabilityPct);
}
await solver.close();
store.close();

const sorted = [...latencies].sort((a, b) => a - b);
const sortedSolve = [...solveMs].sort((a, b) => a - b);
const sortedExpl = [...exploitability].sort((a, b) => a - b);
const round = (x: number): number => Math.round(x * 10) / 10;
const result = {
  benchmark: 'river on demand (riverStrategy, worker thread, distinct solves)',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu_model: cpus()[0]?.model ?? 'unknown', node: process.version },
  trees_dir: values.trees,
  trees: trees.length,
  turn_lines: candidates.length,
  requests: latencies.length,
  river_iterations: iterations,
  p50_ms: round(percentile(sorted, 50)),
  p90_ms: round(percentile(sorted, 90)),
  p99_ms: round(percentile(sorted, 99)),
  max_ms: round(sorted[sorted.length - 1]),
  mean_ms: round(latencies.reduce((a, b) => a + b, 0) / latencies.length),
  solve_only_p50_ms: round(percentile(sortedSolve, 50)),
  solve_only_p99_ms: round(percentile(sortedSolve, 99)),
  river_exploitability_pct_p50: round(percentile(sortedExpl, 50) * 100) / 100,
  river_exploitability_pct_p99: round(percentile(sortedExpl, 99) * 100) / 100,
  target_p50_ms: TARGET_P50_MS,
  target_p99_ms: TARGET_P99_MS,
  meets_target: percentile(sorted, 50) <= TARGET_P50_MS && percentile(sorted, 99) <= TARGET_P99_MS,
};
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'river.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
