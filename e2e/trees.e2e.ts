// Trees: a solve job queued from the Trees view runs in the background, shows its
// progress, and its flop is covered (in /v1/coverage and for decisions) once it is done;
// a second server syncs that tree from the first through its Trees view.
import { apiClient, SRP_BTN_BB } from './support/api.ts';
import { startServer } from './support/server.ts';
import { describe, expect, test } from './support/fixtures.ts';
import { signIn } from './support/ui.ts';

const FLOP = 'Td9d2c'; // not in the bundled set
const CANONICAL = 'Ts9s2h';

describe('trees', () => {
  test('a solve job goes from queued to covered', async ({ page, server, api }) => {
    const coveredFlops = async () => {
      const body = (await api.get('/v1/coverage')).body as { spots: Array<{ situation: string; position: string; flops: string[] }> };
      return body.spots.find((s) => s.situation === 'srp' && s.position === 'btn_bb')?.flops ?? [];
    };
    expect(await coveredFlops(), 'the flop starts uncovered').not.toContain(CANONICAL);
    const before = await api.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', discovery: 'true' });
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({ error: { reason: 'flop_not_covered' } });

    await signIn(page, server);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Trees' }).click();
    const form = page.getByRole('form', { name: 'Solve a flop' });
    await form.waitFor();
    await form.getByLabel('Positions (aggressor_caller)').fill('btn_bb');
    await form.getByLabel('Flop').fill(FLOP);
    await form.getByLabel('Max iterations').fill('3');
    await form.getByRole('button', { name: 'Queue the solve' }).click();

    // The job's row shows its status until it is done (a 3-iteration solve).
    const row = page.getByRole('row').filter({ hasText: FLOP });
    await row.getByText(/^done: exploitability .+ after 3 iterations/).waitFor({ timeout: 120_000 });

    expect(await coveredFlops(), 'the finished tree is covered at once').toContain(CANONICAL);
    const after = await api.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', discovery: 'true' });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ node_id: 'root', to_act: 'oop' });
  });
});

describe('trees sync', () => {
  test('a second server syncs the first one’s new tree from the Trees view', async ({ page, server, api }) => {
    // The first server makes a tree the bundled set does not have.
    const admin = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
    const queued = await fetch(`${server.origin}/admin/jobs`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ situation: 'srp', position: 'btn_bb', flop: FLOP, max_iterations: 3 }),
    });
    expect(queued.status).toBe(201);
    const jobId = ((await queued.json()) as { job_id: string }).job_id;
    await expect
      .poll(async () => ((await (await fetch(`${server.origin}/admin/jobs/${jobId}`, { headers: admin })).json()) as { status: string }).status, { timeout: 120_000, interval: 500 })
      .toBe('done');
    expect(((await api.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', discovery: 'true' })).status)).toBe(200);

    const second = await startServer();
    try {
      const secondApi = apiClient(second.origin, second.localKey);
      const uncovered = await secondApi.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', discovery: 'true' });
      expect(uncovered.status, 'the second server lacks the tree at first').toBe(404);

      await signIn(page, second);
      await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Trees' }).click();
      await page.getByLabel('Source').fill(server.origin);
      await page.getByLabel(/^API key of that server/).fill(server.localKey);
      await page.getByRole('button', { name: 'Start sync' }).click();
      await page.getByRole('status').filter({ hasText: /^done: [1-9]\d* added/ }).waitFor({ timeout: 60_000 });

      const covered = await secondApi.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', discovery: 'true' });
      expect(covered.status, 'the synced tree is served without a restart').toBe(200);
      const viaFirst = await api.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', hand: 'AhAd' });
      const viaSecond = await secondApi.get('/v1/strategy', { ...SRP_BTN_BB, flop: FLOP, node: 'root', hand: 'AhAd' });
      expect(viaSecond.body, 'the same tree answers the same').toEqual(viaFirst.body);
    } finally {
      await second.stop();
    }
  });
});
