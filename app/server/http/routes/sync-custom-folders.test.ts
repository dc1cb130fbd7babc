// Account strategy folders (<dataDir>/custom/<folder>, `dss keys create --folder`): where
// synced and solved trees reach one account. The folder's trees answer with source
// `custom` in GET, discovery (audit spot_id), node-mix and coverage; the spots and
// platforms an account sees follow its folder; flops the folder lacks fall back to v1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, type AppFixture } from '../../testing/app-fixture.ts';
import { addSolvedTree } from '../../testing/solved-trees.ts';

let root: string;
let fx: AppFixture;
let coachKey: string;
let plainKey: string;

const GENERIC = { platform: 'generic', stakes: '50_100', playerType: 'regs', situation: 'srp', position: 'btn_bb' };
const url = (route: string, params: Record<string, string>) => `${route}?${new URLSearchParams({ ...GENERIC, ...params })}`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-custom-'));
  const v1 = path.join(root, 'v1');
  await addSolvedTree(v1, 'Ks7d2c');
  await addSolvedTree(v1, 'Qh8h3c');
  fx = await appFixture({ config: { dataDir: root, treesDirs: [v1] } });
  const folder = path.join(root, 'custom', 'coach');
  await addSolvedTree(folder, 'Ks7d2c', { source: 'custom' });
  await addSolvedTree(folder, 'Jd9s4s', { source: 'custom', platform: 'ggpoker' });
  coachKey = fx.keyFor('coach', { ratePerSecond: 1000, strategyFolder: 'coach' });
  plainKey = fx.keyFor('plain', { ratePerSecond: 1000 });
}, 60_000);
afterAll(async () => {
  await fx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('an account strategy folder', () => {
  it('lists its spots (platforms included) first in coverage, as custom, then the v1 ones', async () => {
    const spots = (await fx.get('/v1/coverage', { 'x-api-key': coachKey })).json().spots;
    expect(spots.map((s: { source: string; platform: string; flops: string[] }) => [s.source, s.platform, s.flops])).toEqual([
      ['custom', 'generic', ['Ks7h2d']],
      ['custom', 'ggpoker', ['Js9h4h']],
      ['v1', 'generic', ['Ks7h2d', 'Qs8s3h']],
    ]);
    const plain = (await fx.get('/v1/coverage', { 'x-api-key': plainKey })).json().spots;
    expect(plain.map((s: { source: string }) => s.source)).toEqual(['v1']);
  });

  it.each([
    ['the folder covers the flop', 'coach', {}, 'custom'],
    ['the folder lacks the flop: v1', 'coach', { flop: 'Qh8h3c' }, 'v1'],
    ['a platform only the folder has', 'coach', { platform: 'ggpoker', flop: 'Jd9s4s' }, 'custom'],
    ['an account without a folder', 'plain', {}, 'v1'],
  ])('answers GET with the source of the tree: %s', async (_what, account, params, source) => {
    const key = account === 'coach' ? coachKey : plainKey;
    const res = await fx.get(url('/v1/strategy', { flop: 'Ks7d2c', node: 'root', hand: 'AhAd', audit: 'true', ...params }), { 'x-api-key': key });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe(source);
    expect(res.json().audit.spot_id).toMatch(new RegExp(`^${source}/`));
  });

  it('answers discovery from the folder (audit spot_id custom/...) and node-mix with source custom', async () => {
    const discovery = await fx.get(url('/v1/strategy', { flop: 'Ks7d2c', node: 'root', discovery: 'true', audit: 'true' }), { 'x-api-key': coachKey });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().audit.spot_id).toBe('custom/generic/50_100/regs/srp/btn_bb/Ks7h2d');
    const plain = await fx.get(url('/v1/strategy', { flop: 'Ks7d2c', node: 'root', discovery: 'true', audit: 'true' }), { 'x-api-key': plainKey });
    expect(plain.json().audit.spot_id).toBe('v1/generic/50_100/regs/srp/btn_bb/Ks7h2d');
    const mix = await fx.get(url('/v1/node-mix', { flop: 'Ks7d2c', node: 'root' }), { 'x-api-key': coachKey });
    expect(mix.statusCode).toBe(200);
    expect(mix.json().source).toBe('custom');
  });

  it('keeps the platforms of a folder from other accounts: spot_not_configured', async () => {
    const res = await fx.get(url('/v1/strategy', { platform: 'ggpoker', flop: 'Jd9s4s', node: 'root', hand: 'AhAd' }), { 'x-api-key': plainKey });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('spot_not_configured');
  });

  it('follows a folder set or changed while the server runs, and a folder that does not exist yet is simply empty', async () => {
    const later = fx.keyFor('later', { ratePerSecond: 1000, strategyFolder: 'later' });
    const before = (await fx.get('/v1/coverage', { 'x-api-key': later })).json().spots;
    expect(before.map((s: { source: string }) => s.source)).toEqual(['v1']);
    await addSolvedTree(path.join(root, 'custom', 'later'), 'Qh8h3c', { source: 'custom' });
    fx.clock.ms += 1500; // manifests are looked at again at most once a second
    const res = await fx.get(url('/v1/strategy', { flop: 'Qh8h3c', node: 'root', hand: 'AhAd' }), { 'x-api-key': later });
    expect(res.json().source).toBe('custom');
    fx.accounts.updateAccount('later', { strategyFolder: 'coach' });
    const moved = await fx.get(url('/v1/strategy', { platform: 'ggpoker', flop: 'Jd9s4s', node: 'root', hand: 'AhAd' }), { 'x-api-key': later });
    expect(moved.json().source).toBe('custom');
  }, 30_000);
});
