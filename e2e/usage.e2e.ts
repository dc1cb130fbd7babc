// The quota and usage view: it counts what the account is billed for. Calls a bot makes
// with the local key move the billed figure; discovery (free) calls move only the
// discovery figure.
import type { Page } from 'playwright-core';
import { SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import { figure, rangeMatrix, shownCount, signIn } from './support/ui.ts';

async function shownUsage(page: Page): Promise<{ billed: number; discovery: number; meter: number }> {
  const meter = page.getByRole('meter', { name: 'Billed calls against the hard cap' });
  return {
    billed: shownCount((await figure(page, 'Billed').textContent())!),
    discovery: shownCount((await figure(page, 'Discovery (free)').textContent())!),
    meter: Number(await meter.getAttribute('aria-valuenow')),
  };
}

const count = (value: number) => value.toLocaleString('en-US');

describe('usage', () => {
  test('billed calls move the usage view and discovery calls do not', async ({ page, server, api }) => {
    await signIn(page, server);
    // The explorer opens on a node and loads its range (billed) after its discovery (free):
    // the baseline is read once the UI's own calls are done, so nothing races it.
    await rangeMatrix(page).waitFor();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quota and usage' }).waitFor();
    const usage = await api.usage();
    const before = { billed: usage.billed, discovery: usage.discovery, meter: usage.billed };
    expect(await shownUsage(page), 'the view shows what GET /v1/usage answers').toEqual(before);

    // Discovery: the root and each of its children, all free.
    const root = await api.discovery(SRP_BTN_BB, 'root');
    expect(root.status).toBe(200);
    const children = (root.body as { actions: Array<{ node_token: string }> }).actions.map((action) => `root-${action.node_token}`);
    for (const node of children) expect((await api.discovery(SRP_BTN_BB, node)).status, node).toBe(200);
    const discoveryCalls = 1 + children.length;
    await page.reload();
    await expect.poll(() => shownUsage(page), { message: 'after discovery calls' }).toEqual({ ...before, discovery: before.discovery + discoveryCalls });

    // Billed: a node mix and a hand decision.
    const mix = await api.nodeMix(SRP_BTN_BB, 'root');
    await api.decision(SRP_BTN_BB, 'root', mix.combos[0].hand);
    await page.reload();
    await expect.poll(() => shownUsage(page), { message: 'after billed calls' }).toEqual({
      billed: before.billed + 2,
      discovery: before.discovery + discoveryCalls,
      meter: before.billed + 2,
    });

    // Per key: the local key's row carries the same counts.
    const [key] = (await api.usage()).keys;
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key.key_id, exact: true }) });
    expect(await row.getByRole('cell').allTextContents()).toEqual([key.label ?? '—', count(before.billed + 2), count(before.discovery + discoveryCalls)]);
  });
});
