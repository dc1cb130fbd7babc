// End to end over real tree files: a tiny solved spot written with the tree-file writer,
// served through the file catalog, rivers solved on demand by the river solver.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRiverSolver, type RiverSolver } from '../../solver/tree-file/river/river-solver.ts';
import { readManifest } from '../../solver/tree-file/manifest.ts';
import { appFixture, type AppFixture } from '../testing/app-fixture.ts';
import { addSolvedTree, SOLVED_SPOT } from '../testing/solved-trees.ts';

let root: string;
let v1Dir: string;
let fx: AppFixture;
let key: string;
let riverSolver: RiverSolver;

const spot = { platform: SOLVED_SPOT.platform, stakes: SOLVED_SPOT.stakes, playerType: SOLVED_SPOT.pool, situation: SOLVED_SPOT.situation, position: SOLVED_SPOT.position };
const url = (params: Record<string, string>, route = '/v1/strategy') => `${route}?${new URLSearchParams({ ...spot, ...params })}`;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-trees-'));
  v1Dir = path.join(root, 'v1');
  await addSolvedTree(v1Dir, 'Ks7d2c');
  riverSolver = createRiverSolver({ inline: true, iterations: 20 });
  fx = await appFixture({ config: { treesDirs: [v1Dir] }, deps: { riverSolver } });
  key = fx.keyFor('player', { ratePerSecond: 10_000, monthlyQuota: 100_000, hardCap: 200_000, strategyFolder: 'mine' });
}, 60_000);
afterAll(async () => {
  await fx.close();
  await riverSolver.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (target: string) => fx.get(target, { 'x-api-key': key });

describe('tree files behind GET /v1/strategy', () => {
  it('answers a flop decision from the tree file, in the caller suit basis', async () => {
    const res = await get(url({ flop: 'Kd7s2h', node: 'root', hand: 'AdAh', verbosity: 'full', audit: 'true' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.context).toMatchObject({ street: 'flop', board: ['Kd', '7s', '2h'], positions: { oop: 'bb', ip: 'btn' }, to_act: 'oop', round_start_pot_bb: 10 });
    expect(body.data.actions.map((a: { node_token: string }) => a.node_token)).toEqual(['x', 'b5']);
    expect(sum(body.data.actions.map((a: { frequency: number }) => a.frequency))).toBe(1);
    const entry = readManifest(v1Dir).trees[0];
    expect(body.audit).toMatchObject({ strategy_revision: entry.revision, tree_file: entry.file, spot_id: 'v1/generic/50_100/regs/srp/btn_bb/Ks7h2d', coverage: 'covered' });
  });

  it('answers a turn node for a turn card the file stores by its twin', async () => {
    const res = await get(url({ flop: 'Ks7h2d', node: 'root-x-x-turn_3c', hand: 'AhAd' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.context.to_act).toBe('oop');
  });

  it('answers a river node by solving the river on demand, then from the solver cache', async () => {
    const target = url({ flop: 'Ks7h2d', node: 'root-x-x-turn_3c-x-x-river_4s', hand: 'AhAd', verbosity: 'full' });
    const first = await get(target);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.context).toMatchObject({ street: 'river', board: ['Ks', '7h', '2d', '3c', '4s'] });
    expect(first.headers['x-cache']).toBe('MISS');
    const again = await get(target);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.json()).toEqual(first.json());
  });

  it('answers 422 combo_not_in_range for a hand outside the solved range', async () => {
    const res = await get(url({ flop: 'Ks7h2d', node: 'root', hand: '9c8c' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('combo_not_in_range');
  });

  it('answers 404 flop_not_covered and spot_not_configured from the manifest', async () => {
    expect((await get(url({ flop: 'AsKdQh', node: 'root', hand: 'JcJd' }))).json().error.reason).toBe('flop_not_covered');
    expect((await get(url({ flop: 'Ks7h2d', node: 'root', hand: 'AhAd', position: 'co_bb' }))).json().error.reason).toBe('spot_not_configured');
  });

  it('lists the file set in /v1/coverage', async () => {
    const body = (await get('/v1/coverage')).json();
    expect(body.spots).toEqual([
      { source: 'v1', platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb', positions: { oop: 'bb', ip: 'btn' }, flops: ['Ks7h2d'] },
    ]);
  });

  it('serves the account strategy folder first, as source custom', async () => {
    const customDir = path.join(fx.dataDir, 'custom', 'mine');
    await addSolvedTree(customDir, 'Ks7h2d', { source: 'custom' });
    fx.clock.ms += 1500; // the manifest is looked at again at most once a second
    const res = await get(url({ flop: 'Ks7h2d', node: 'root', hand: 'AhAd' }));
    expect(res.json().source).toBe('custom');
    const other = fx.keyFor('nofolder', { ratePerSecond: 100 });
    expect((await fx.get(url({ flop: 'Ks7h2d', node: 'root', hand: 'AhAd' }), { 'x-api-key': other })).json().source).toBe('v1');
  }, 30_000);

  it('serves a tree added to the set while running', async () => {
    await addSolvedTree(v1Dir, 'Qh8h3c');
    fx.clock.ms += 1500;
    const res = await get(url({ flop: 'Qh8h3c', node: 'root', hand: 'AhAd' }));
    expect(res.statusCode).toBe(200);
  }, 30_000);

  it('answers 503 tree_unavailable for a damaged tree file, without details', async () => {
    const broken = path.join(root, 'broken');
    fs.cpSync(v1Dir, broken, { recursive: true });
    const entry = readManifest(broken).trees.find((e) => e.spot.flop === 'Ks7h2d')!;
    const file = path.join(broken, entry.file);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 10] ^= 0xff;
    fs.writeFileSync(file, bytes);
    const brokenApp = await appFixture({ config: { treesDirs: [broken] }, deps: { riverSolver } });
    const brokenKey = brokenApp.keyFor('p', { ratePerSecond: 100 });
    const res = await brokenApp.get(url({ flop: 'Ks7h2d', node: 'root', hand: 'AhAd' }), { 'x-api-key': brokenKey });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('tree_unavailable');
    expect(res.body).not.toContain(broken);
    await brokenApp.close();
  });
});
