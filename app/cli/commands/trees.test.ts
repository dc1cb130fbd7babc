import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readManifest } from '../../solver/tree-file/manifest.ts';
import { addSolvedTree } from '../../server/testing/solved-trees.ts';
import { solveCommand } from './solve.ts';
import { progressLine, treesCommand } from './trees.ts';

let root: string;
let source: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-trees-cli-'));
  source = path.join(root, 'source');
  await addSolvedTree(source, 'Ks7d2c');
  await addSolvedTree(source, 'Qh8h3c');
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let stdout = '';
let stderr = '';
beforeEach(() => {
  stdout = '';
  stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
});
afterEach(() => vi.restoreAllMocks());

describe('dss trees sync', () => {
  it('copies a set into <data dir>/trees, shows progress per file on stderr and a summary', async () => {
    const dataDir = path.join(root, 'data-sync');
    expect(await treesCommand.run(['sync', source, '--data-dir', dataDir])).toBe(0);
    expect(readManifest(path.join(dataDir, 'trees')).trees).toEqual(readManifest(source).trees);
    expect(stderr).toMatch(/^\[#{20}\] 2\/2 files {2}0\.1\/0\.1 MB/m);
    expect(stdout).toContain('added 2, unchanged 0, replaced 0, skipped 0');
  });

  it('prints one JSON object with --json, and exits 1 naming a skipped file', async () => {
    const corrupt = path.join(root, 'corrupt');
    fs.cpSync(source, corrupt, { recursive: true });
    const entry = readManifest(corrupt).trees[0];
    const bytes = fs.readFileSync(path.join(corrupt, entry.file));
    bytes[500] ^= 1;
    fs.writeFileSync(path.join(corrupt, entry.file), bytes);
    const dest = path.join(root, 'dest-json');
    expect(await treesCommand.run(['sync', corrupt, '--dest', dest, '--json', '--quiet'])).toBe(1);
    const json = JSON.parse(stdout);
    expect(json).toMatchObject({ dest, added: [readManifest(corrupt).trees[1].file], skipped: [{ file: entry.file, problem: expect.stringMatching(/^corrupt/) }] });
    expect(stderr).toBe('');
  });

  it.each([
    [['sync'], 2, 'SOURCE is required'],
    [['sync', 'a', 'b'], 2, 'unexpected argument "b"'],
    [['frob'], 2, 'unknown action "frob"'],
    [['sync', 'ftp://host/x'], 1, 'only directories and http(s) URLs'],
    [['sync', '/nonexistent/dir'], 1, 'has no readable manifest.json'],
  ])('dss trees %j exits %i saying %s', async (argv, code, message) => {
    expect(await treesCommand.run([...argv, '--data-dir', path.join(root, 'data-errors')])).toBe(code);
    expect(stderr).toContain(message);
  });
});

describe('dss trees list and verify', () => {
  it('lists the v1 sets and the strategy folders with their spots and flops', async () => {
    const dataDir = path.join(root, 'data-list');
    await addSolvedTree(path.join(dataDir, 'custom', 'coach'), 'Jd9s4s', { source: 'custom' });
    expect(await treesCommand.run(['list', '--data-dir', dataDir, '--trees', source])).toBe(0);
    expect(stdout).toContain(`v1     ${source}: 2 trees\n       generic 50_100 regs srp btn_bb: Ks7h2d Qs8s3h`);
    expect(stdout).toContain(`custom ${path.join(dataDir, 'custom', 'coach')} (folder coach, no account): 1 tree`);
    stdout = '';
    expect(await treesCommand.run(['list', '--data-dir', dataDir, '--trees', source, '--json'])).toBe(0);
    expect(JSON.parse(stdout).sets.map((s: { source: string; trees: unknown[] }) => [s.source, s.trees.length])).toEqual([
      ['v1', 2],
      ['custom', 1],
    ]);
  });

  it('verify exits 0 on good sets and 1 naming a damaged file', async () => {
    const copy = path.join(root, 'verify');
    fs.cpSync(source, copy, { recursive: true });
    const dataDir = path.join(root, 'data-verify');
    expect(await treesCommand.run(['verify', '--data-dir', dataDir, '--trees', copy])).toBe(0);
    expect(stdout).toContain('all tree files verified');
    const entry = readManifest(copy).trees[1];
    const bytes = fs.readFileSync(path.join(copy, entry.file));
    bytes[bytes.length - 50] ^= 1;
    fs.writeFileSync(path.join(copy, entry.file), bytes);
    stdout = '';
    expect(await treesCommand.run(['verify', '--data-dir', dataDir, '--trees', copy])).toBe(1);
    expect(stdout).toContain(`! ${entry.file}:`);
    expect(stdout).toContain('1 problem');
  });
});

describe('dss solve --into', () => {
  const RIVER = ['--board', 'Ks9d4c2h7s', '--pot', '10', '--stack', '40', '--oop-range', 'AA,KK,AK', '--ip-range', 'QQ,JJ,AK', '--river-bets', '50%'];

  it('adds the tree to a strategy folder under <data dir>/custom, as source custom', async () => {
    const dataDir = path.join(root, 'data-into');
    expect(await solveCommand.run([...RIVER, '--max-iterations', '5', '--into', 'coach/river', '--data-dir', dataDir, '--json', '--quiet'])).toBe(0);
    const folder = path.join(dataDir, 'custom', 'coach', 'river');
    const [entry] = readManifest(folder).trees;
    expect(entry.spot.source).toBe('custom');
    expect(JSON.parse(stdout).file).toBe(path.join(folder, entry.file));
    expect(fs.readdirSync(folder).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it.each([
    [['--into', '../escape'], 'must be a relative path under the data dir'],
    [['--into', 'a', '--out', 'b'], '--into and --out go to different places'],
  ])('refuses %j', async (flags, message) => {
    expect(await solveCommand.run([...RIVER, ...flags])).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('progressLine', () => {
  const base = { phase: 'files' as const, filesTotal: 4, filesDone: 1, bytesTotal: 4 * 1024 * 1024, bytesDone: 1024 * 1024, currentFile: 'a.dsstree' };
  it.each([
    [base, '[#####...............] 1/4 files  1.0/4.0 MB  a.dsstree'],
    [{ ...base, phase: 'manifest' as const, bytesTotal: 0, bytesDone: 0, filesTotal: 0, filesDone: 0 }, '[####################] 0/0 files  0.0/0.0 MB  reading the manifest'],
    [{ ...base, phase: 'finishing' as const, filesDone: 4, bytesDone: 4 * 1024 * 1024 }, '[####################] 4/4 files  4.0/4.0 MB  writing the manifest'],
  ])('%j', (progress, line) => {
    expect(progressLine(progress)).toBe(line);
  });
});
