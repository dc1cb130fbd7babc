import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTreeFile } from '../../solver/tree-file/reader.ts';
import { solveCommand } from './solve.ts';

const dir = mkdtempSync(join(tmpdir(), 'dss-solve-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let stdout = '';
let stderr = '';
beforeEach(() => {
  stdout = '';
  stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
});
afterEach(() => vi.restoreAllMocks());

const RIVER = ['--board', 'Ks9d4c2h7s', '--pot', '10', '--stack', '40', '--oop-range', 'AA,KK,AK,99', '--ip-range', 'QQ,JJ,AK,KJ', '--river-bets', '50%'];

describe('dss solve', () => {
  it('prints exactly one JSON object with the solve facts and writes the tree into a dir with its manifest', async () => {
    const code = await solveCommand.run([...RIVER, '--max-iterations', '30', '--target-exploitability', '0', '--json', '--out', dir]);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const json = JSON.parse(lines[0]);
    expect(Object.keys(json)).toEqual(['iterations', 'seconds', 'exploitability_pct', 'oop_equity_pct', 'oop_ev', 'ip_ev', 'root_strategy', 'peak_rss_mb', 'file']);
    expect(json.iterations).toBeGreaterThanOrEqual(10);
    expect(json.iterations).toBeLessThanOrEqual(30);
    expect(Object.keys(json.root_strategy)).toEqual(['x', 'b5']);
    expect(json.oop_ev + json.ip_ev).toBeCloseTo(10, 1);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.trees.map((t: { file: string }) => join(dir, t.file))).toEqual([json.file]);
    const tree = openTreeFile(json.file);
    expect(tree.header.solver.iterations).toBe(json.iterations);
    tree.close();
    expect(stderr).toMatch(new RegExp(`it ${json.iterations}/30 +expl`));
    expect(readdirSync(dir).filter((f) => f.startsWith('.incoming'))).toEqual([]);
  });

  it('writes to an exact .dsstree path and prints a readable summary without --json', async () => {
    const path = join(dir, 'one.dsstree');
    expect(await solveCommand.run([...RIVER, '--max-iterations', '10', '--out', path, '--quiet'])).toBe(0);
    expect(stdout).toContain(`file       ${path}`);
    expect(stdout).toMatch(/oop root   x \d+\.\d%, b5 \d+\.\d%/);
    expect(stderr).toBe('');
  });

  it.each([
    [['--board', 'Ks9d4c2h7s', '--pot', 'abc'], '--pot "abc" is not a positive number'],
    [[...RIVER, '--stack=-5'], '--stack "-5" is not a positive number'],
    [['--board', 'KsKs4c', '--pot', '1', '--stack', '1', '--oop-range', 'AA', '--ip-range', 'KK'], '--board "KsKs4c": repeats a card'],
    [[...RIVER, '--oop-range', 'AA,AXs'], '--oop-range "AA,AXs": range token "AXs"'],
    [[...RIVER, '--river-bets', '33'], '--river-bets "33": bet size "33" needs a unit'],
    [[...RIVER, '--turn-raises', '2.5'], '--turn-raises "2.5"'],
    [[...RIVER, '--max-iterations', '1.5'], '--max-iterations "1.5" is not a positive integer'],
    [[...RIVER, '--threads', '0'], '--threads "0" is not a positive integer'],
    [['--situation', 'srp', '--position', 'xx_bb', '--flop', 'Ks9d4c'], '--position "xx_bb": position "xx_bb" is not a srp pair'],
    [['--situation', 'srp', '--flop', 'Ks9d4c'], '--situation and --position go together'],
    [['--situation', 'srp', '--position', 'btn_bb', '--flop', 'Ks9d4c', '--pool', 'Sharks'], '--pool "Sharks" must be lowercase'],
    [['--board', 'Ks9d4c'], '--pot is required'],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j naming the bad flag value', async (argv, message) => {
    expect(await solveCommand.run(argv)).toBe(2);
    expect(stderr).toContain(message);
    expect(stdout).toBe('');
  });

  it('prints its help', async () => {
    expect(await solveCommand.run(['--help'])).toBe(0);
    expect(stdout).toContain('--target-exploitability');
  });
});
