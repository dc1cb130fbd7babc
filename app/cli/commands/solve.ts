// `dss solve`: solve one flop (or turn/river) spot with the CFR solver and write a tree
// file. A spot is given either raw (--board, --pot, --stack, --oop-range, --ip-range) or
// by coordinates (--situation, --position, --flop, --pool), which take pot, stack, ranges
// and sizes from the pool profile. Progress goes to stderr; --json prints exactly one
// JSON object on stdout.
import os from 'node:os';
import { existsSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatCards, parseCards } from '../../shared/poker/cards.ts';
import { parseRange } from '../../shared/poker/ranges.ts';
import { parseBetSizes, type BetSizeConfigInput } from '../../solver/bet-size.ts';
import { BUNDLED_BET_SIZES } from '../../solver/profiles/bet-sizes.ts';
import { treeFileName, upsertManifestEntry } from '../../solver/tree-file/manifest.ts';
import { solveSpot, specFromProfile, summaryOf, treeInputOf, type SpotSolveSpec } from '../../solver/tree-file/solve-spot.ts';
import { writeTreeFile } from '../../solver/tree-file/writer.ts';
import { AccountInputError, checkStrategyFolder } from '../../server/accounts/accounts.ts';
import { customTreesRoot } from '../../server/config.ts';
import { addTreeToManifest, writeTreeIntoDir } from '../../server/jobs/tree-output.ts';
import { resolveDataDir } from '../../server/local-setup.ts';
import type { Command } from '../main.ts';

const STREETS = ['flop', 'turn', 'river'] as const;
const SIZE_FLAGS = STREETS.flatMap((street) =>
  ['bets', 'raises'].flatMap((kind) => [`${street}-${kind}`, `oop-${street}-${kind}`, `ip-${street}-${kind}`]),
);

const OPTIONS = {
  board: { type: 'string' },
  flop: { type: 'string' },
  pot: { type: 'string' },
  stack: { type: 'string' },
  'oop-range': { type: 'string' },
  'ip-range': { type: 'string' },
  ...Object.fromEntries(SIZE_FLAGS.map((flag) => [flag, { type: 'string' }])),
  'turn-donk': { type: 'string' },
  'river-donk': { type: 'string' },
  'raise-cap': { type: 'string' },
  'add-allin': { type: 'string' },
  'force-allin': { type: 'string' },
  situation: { type: 'string' },
  position: { type: 'string' },
  pool: { type: 'string' },
  platform: { type: 'string' },
  stakes: { type: 'string' },
  source: { type: 'string' },
  'target-exploitability': { type: 'string' },
  'max-iterations': { type: 'string' },
  threads: { type: 'string' },
  'check-every': { type: 'string' },
  out: { type: 'string' },
  into: { type: 'string' },
  'data-dir': { type: 'string' },
  json: { type: 'boolean' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = `Usage: dss solve [spot] [sizes] [options]

Spot, by coordinates (pot, stack, ranges and sizes from the pool profile):
  --situation srp|3bet --position <aggressor>_<caller> --flop KsTd6h
  [--pool regs|fish] [--platform generic] [--stakes 50_100] [--source v1]
Spot, raw:
  --board KsTd6h[Xx[Xx]] --pot <bb> --stack <bb> --oop-range <range> --ip-range <range>
  (in coordinate mode these override the profile)
Sizes (comma-separated, e.g. "33%,75%,a"; both players; default: the bundled set):
  --flop-bets --flop-raises --turn-bets --turn-raises --river-bets --river-raises
  --oop-<street>-bets/raises, --ip-<street>-bets/raises (one player)
  --turn-donk, --river-donk (OOP leads after calling; "" = none)
  --raise-cap <n> --add-allin <x pot> --force-allin <fraction of pot>
Solve:
  --target-exploitability <% of pot> (default 0.5)  --max-iterations <n> (default 1000)
  --threads <n> (default: every core)  --check-every <n> (default 10)
Output:
  --out <file.dsstree | dir>  (a dir also gets its manifest.json updated)
  --into <folder>  a strategy folder, relative to <data dir>/custom (as dss keys create
                   --folder): the tree is added to it (source custom unless --source) and
                   a running server answers from it at once   [--data-dir DIR]
  --json  one JSON object on stdout   --quiet  no progress on stderr
`;

class UsageError extends Error {}

type Values = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

function positiveNumber(values: Values, flag: keyof Values, integer = false, allowZero = false): number | undefined {
  const text = values[flag];
  if (text === undefined) return undefined;
  const n = Number(text);
  const ok = typeof text === 'string' && text.trim() !== '' && Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) && (!integer || Number.isInteger(n));
  if (!ok) throw new UsageError(`--${flag} "${String(text)}" is not a ${integer ? 'positive integer' : allowZero ? 'non-negative number' : 'positive number'}`);
  return n;
}

function parsed<T>(flag: string, text: string, parse: (t: string) => T): T {
  try {
    return parse(text);
  } catch (error) {
    throw new UsageError(`--${flag} "${text}": ${(error as Error).message}`);
  }
}

/** The bundled sizes with every size flag given laid over them. */
function betSizesOf(values: Values): BetSizeConfigInput {
  const sizes = structuredClone(BUNDLED_BET_SIZES) as Record<string, any>;
  for (const street of STREETS) {
    const base = sizes[street] ?? {};
    const both = 'oop' in base ? base : { oop: { ...base }, ip: { ...base } };
    for (const kind of ['bets', 'raises'] as const) {
      const key = kind === 'bets' ? 'bet' : 'raise';
      for (const who of ['', 'oop-', 'ip-']) {
        const flag = `${who}${street}-${kind}` as keyof Values;
        const text = values[flag] as string | undefined;
        if (text === undefined) continue;
        parsed(flag, text, (t) => parseBetSizes(t, kind === 'raises'));
        if (who !== 'ip-') both.oop[key] = text;
        if (who !== 'oop-') both.ip[key] = text;
      }
    }
    sizes[street] = both;
  }
  for (const [flag, key] of [['turn-donk', 'turnDonk'], ['river-donk', 'riverDonk']] as const) {
    const text = values[flag];
    if (text !== undefined) sizes[key] = parsed(flag, text, (t) => (parseBetSizes(t, false), t));
  }
  const cap = positiveNumber(values, 'raise-cap', true);
  if (cap !== undefined) sizes.raiseCap = cap;
  const add = positiveNumber(values, 'add-allin', false, true);
  if (add !== undefined) sizes.addAllInThreshold = add;
  const force = positiveNumber(values, 'force-allin', false, true);
  if (force !== undefined) sizes.forceAllInThreshold = force;
  return sizes as BetSizeConfigInput;
}

function specOf(values: Values): SpotSolveSpec {
  if (values.stakes !== undefined && !/^\d+_\d+$/.test(values.stakes)) throw new UsageError(`--stakes "${values.stakes}" is not <sb>_<bb> such as 50_100`);
  for (const flag of ['platform', 'pool', 'source'] as const) {
    const text = values[flag];
    if (text !== undefined && !/^[a-z0-9_]{1,30}$/.test(text)) throw new UsageError(`--${flag} "${text}" must be lowercase letters, digits and _`);
  }
  const boardText = values.board ?? values.flop;
  if (boardText === undefined) throw new UsageError('--board (or --flop) is required');
  const board = parsed(values.board !== undefined ? 'board' : 'flop', boardText, (t) => {
    const cards = parseCards(t);
    if (cards.length < 3 || cards.length > 5) throw new Error('needs 3 to 5 cards');
    if (new Set(cards).size !== cards.length) throw new Error('repeats a card');
    return cards;
  });
  const betSizes = betSizesOf(values);
  const byCoordinates = values.situation !== undefined || values.position !== undefined;
  let spec: SpotSolveSpec;
  if (byCoordinates) {
    if (values.situation === undefined || values.position === undefined) throw new UsageError('--situation and --position go together');
    spec = parsed('position', values.position, () =>
      specFromProfile({
        source: values.source ?? 'v1',
        platform: values.platform,
        stakes: values.stakes,
        pool: values.pool ?? 'regs',
        situation: values.situation!,
        position: values.position!,
        board,
        betSizes,
      }),
    );
  } else {
    positiveNumber(values, 'pot');
    positiveNumber(values, 'stack');
    for (const flag of ['pot', 'stack', 'oop-range', 'ip-range'] as const) {
      if (values[flag] === undefined) throw new UsageError(`--${flag} is required without --situation/--position`);
    }
    spec = {
      spot: {
        source: values.source ?? 'custom',
        platform: values.platform ?? 'custom',
        stakes: values.stakes ?? '50_100',
        pool: values.pool ?? 'custom',
        situation: 'custom',
        position: 'oop_ip',
        flop: formatCards(board.slice(0, 3)),
      },
      board,
      potBb: 0,
      effectiveStackBb: 0,
      positions: { oop: 'oop', ip: 'ip' },
      ranges: { oop: { text: '', weights: new Float32Array(1326) }, ip: { text: '', weights: new Float32Array(1326) } },
      betSizes,
    };
  }
  spec.potBb = positiveNumber(values, 'pot') ?? spec.potBb;
  spec.effectiveStackBb = positiveNumber(values, 'stack') ?? spec.effectiveStackBb;
  for (const [flag, side] of [['oop-range', 'oop'], ['ip-range', 'ip']] as const) {
    const text = values[flag];
    if (text !== undefined) spec.ranges[side] = { text, weights: parsed(flag, text, parseRange) };
  }
  return spec;
}

function progressLine(p: { iteration: number; exploitabilityPct: number; elapsedMs: number }, target: number, maxIterations: number, history: { iteration: number; pct: number }[]): string {
  history.push({ iteration: p.iteration, pct: p.exploitabilityPct });
  const msPerIteration = p.iteration > 0 ? p.elapsedMs / p.iteration : 0;
  // Convergence is roughly a power law in the iterations: extrapolate from the last two checks.
  let goal = maxIterations;
  const [a, b] = history.slice(-2);
  if (history.length >= 2 && a.iteration > 0 && b.pct < a.pct && b.pct > target) {
    const k = Math.log(a.pct / b.pct) / Math.log(b.iteration / a.iteration);
    if (k > 0) goal = Math.min(maxIterations, Math.ceil(b.iteration * (b.pct / target) ** (1 / k)));
  }
  const etaS = Math.max(0, (goal - p.iteration) * msPerIteration) / 1000;
  const width = 20;
  const filled = Math.min(width, Math.round((p.iteration / Math.max(goal, 1)) * width));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] it ${p.iteration}/${maxIterations}  expl ${p.exploitabilityPct.toFixed(3)}% (target ${target}%)  ${(p.elapsedMs / 1000).toFixed(1)}s  ETA ${etaS.toFixed(0)}s`;
}

async function run(argv: string[]): Promise<number> {
  let values: Values;
  try {
    values = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values as Values;
  } catch (error) {
    process.stderr.write(`dss solve: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  let spec: SpotSolveSpec;
  let target: number;
  let maxIterations: number;
  let threads: number;
  let checkEvery: number | undefined;
  let intoDir: string | null = null;
  try {
    if (values.into !== undefined) {
      if (values.out !== undefined) throw new UsageError('--into and --out go to different places: pick one');
      let folder: string;
      try {
        folder = checkStrategyFolder(values.into);
      } catch (error) {
        if (error instanceof AccountInputError) throw new UsageError(`--into: ${error.message}`);
        throw error;
      }
      intoDir = join(customTreesRoot({ dataDir: resolveDataDir(values['data-dir']) }), folder);
    }
    spec = specOf(intoDir !== null && values.source === undefined ? { ...values, source: 'custom' } : values);
    target = positiveNumber(values, 'target-exploitability', false, true) ?? 0.5;
    maxIterations = positiveNumber(values, 'max-iterations', true) ?? 1000;
    threads = positiveNumber(values, 'threads', true) ?? os.availableParallelism();
    checkEvery = positiveNumber(values, 'check-every', true);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`dss solve: ${error.message}\n`);
    return 2;
  }

  const tty = process.stderr.isTTY === true;
  const history: { iteration: number; pct: number }[] = [];
  try {
    const solved = await solveSpot(spec, {
      targetExploitabilityPct: target,
      maxIterations,
      threads,
      checkEvery,
      onProgress: (p) => {
        if (values.quiet) return;
        const line = progressLine(p, target, maxIterations, history);
        process.stderr.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
      },
    });
    if (tty && !values.quiet) process.stderr.write('\n');
    const summary = summaryOf(solved);
    let file: string | null = null;
    if (intoDir !== null) {
      const input = treeInputOf(solved);
      input.notes = { ...input.notes, seconds: summary.seconds };
      const written = writeTreeIntoDir(intoDir, input, `solve-${process.pid}`);
      addTreeToManifest(intoDir, written.file);
      file = join(intoDir, written.file);
    } else if (values.out !== undefined) {
      const input = treeInputOf(solved);
      input.notes = { ...input.notes, seconds: summary.seconds };
      const isDir = !values.out.endsWith('.dsstree') || (existsSync(values.out) && statSync(values.out).isDirectory());
      if (isDir) {
        const temp = join(values.out, `.incoming-${process.pid}.dsstree`);
        const written = writeTreeFile(temp, input);
        file = join(values.out, treeFileName(solved.spec.spot, written.sha256));
        renameSync(temp, file);
        upsertManifestEntry(values.out, file);
      } else {
        file = writeTreeFile(values.out, input).path;
      }
    }
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    if (values.json) {
      process.stdout.write(`${JSON.stringify({
        iterations: summary.iterations,
        seconds: summary.seconds,
        exploitability_pct: summary.exploitabilityPct,
        oop_equity_pct: round2(summary.equityAndEv.oopEquityPct),
        oop_ev: round2(summary.equityAndEv.oopEvBb),
        ip_ev: round2(summary.equityAndEv.ipEvBb),
        root_strategy: summary.rootStrategy,
        peak_rss_mb: peakRssMb,
        file,
      })}\n`);
    } else {
      const mix = Object.entries(summary.rootStrategy).map(([token, f]) => `${token} ${(f * 100).toFixed(1)}%`).join(', ');
      process.stdout.write(
        [
          `spot       ${solved.spec.spot.situation} ${solved.spec.spot.position} ${formatCards(solved.spec.board)} (pot ${spec.potBb} bb, stack ${spec.effectiveStackBb} bb)`,
          `solved     ${summary.iterations} iterations in ${summary.seconds}s, exploitability ${summary.exploitabilityPct}% of the pot`,
          `equity     oop ${summary.equityAndEv.oopEquityPct.toFixed(2)}%   ev oop ${summary.equityAndEv.oopEvBb.toFixed(2)} bb, ip ${summary.equityAndEv.ipEvBb.toFixed(2)} bb`,
          `oop root   ${mix}`,
          `peak rss   ${peakRssMb} MB`,
          `file       ${file ?? '(none: pass --out or --into to write a tree file)'}`,
          '',
        ].join('\n'),
      );
    }
    return 0;
  } catch (error) {
    if (tty && !values.quiet) process.stderr.write('\n');
    process.stderr.write(`dss solve: ${(error as Error).message}\n`);
    return 1;
  }
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'Solve a flop spot with the CFR solver and write a tree file',
  run,
};
