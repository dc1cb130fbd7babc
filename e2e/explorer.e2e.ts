// The spot explorer on the bundled trees: signing in with the printed address, picking
// the spot and flop, and walking the tree from the flop to a river node (rivers are
// solved on demand, so the last step waits for the solver).
import type { Page } from 'playwright-core';
import { SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import type { BrowserGlobals } from './support/page-types.ts';
import { accessibleNames, cardButton, cardOfName, figure, nodeOfUrl, rangeMatrix, region, signIn } from './support/ui.ts';

const FLOP = ['As', '7h', '2d'];

/** Selects srp BTN vs BB and the flop As7h2d with the card picker, as a user would. */
async function pickSpotAndFlop(page: Page): Promise<void> {
  await page.getByLabel('Platform').selectOption(SRP_BTN_BB.platform);
  await page.getByLabel('Stakes').selectOption(SRP_BTN_BB.stakes);
  await page.getByLabel('Pool').selectOption(SRP_BTN_BB.playerType);
  await page.getByLabel('Situation').selectOption(SRP_BTN_BB.situation);
  await page.getByLabel('Positions').selectOption(SRP_BTN_BB.position);
  // Unpick what the picker shows (the default flop), then pick the three cards in order.
  const flopCards = page.getByRole('group', { name: 'Flop cards', exact: true });
  const shown = (await accessibleNames(flopCards.locator('button[aria-pressed="true"]'))).map(cardOfName);
  for (const card of [...shown, ...FLOP]) {
    const button = cardButton(page, 'Flop cards', card);
    const wasPicked = await button.getAttribute('aria-pressed');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), { message: `${card} toggled` }).not.toBe(wasPicked);
  }
  await expect.poll(() => new URL(page.url()).hash).toContain('flop=As7h2d');
  await page.getByText(/^Covered: tree/).waitFor();
}

/** Clicks the action link whose label starts with `label` ('Check', 'Bet', 'Fold'). */
async function act(page: Page, label: string): Promise<void> {
  const before = nodeOfUrl(page.url());
  await page.getByRole('list', { name: 'Actions' }).getByRole('link', { name: new RegExp(`^${label}\\b`) }).first().click();
  await expect.poll(() => nodeOfUrl(page.url())).not.toBe(before);
}

/** The node the walk stands on, once `position` is to act there. */
function decisionAt(page: Page, position: 'BB' | 'BTN') {
  return region(page, new RegExp(`^${position} to act`));
}

describe('explorer', () => {
  test('the address dss serve prints signs in and leaves the address bar without the token', async ({ page, server }) => {
    await signIn(page, server);
    await page.getByRole('heading', { level: 1, name: 'Spot explorer' }).waitFor();
    expect(page.url()).not.toContain(server.adminToken);
    const stored = await page.evaluate(() => (globalThis as unknown as BrowserGlobals).sessionStorage.getItem('dss.adminToken'));
    expect(stored, 'the token is kept for this tab').toBe(server.adminToken);
    await page.getByRole('status').filter({ hasText: 'connected' }).waitFor({ state: 'attached' });
  });

  test('walks srp BTN vs BB on As7h2d from the flop through the turn to an answered river node', async ({ page, server, api }) => {
    await signIn(page, server);
    await pickSpotAndFlop(page);
    const covered = new Set(
      (await api.coverage()).spots
        .filter((spot) => spot.platform === SRP_BTN_BB.platform && spot.stakes === SRP_BTN_BB.stakes && spot.pool === SRP_BTN_BB.playerType)
        .filter((spot) => spot.situation === SRP_BTN_BB.situation && spot.position === SRP_BTN_BB.position)
        .flatMap((spot) => spot.flops),
    );
    await page.getByText(`Covered flops (${covered.size})`, { exact: true }).waitFor();

    // Flop: BB checks, BTN checks back; the flop closes and the turn is dealt.
    await decisionAt(page, 'BB').waitFor();
    await act(page, 'Check');
    await page.getByRole('navigation', { name: 'Line' }).getByRole('link', { name: 'BB checks' }).waitFor();
    await decisionAt(page, 'BTN').waitFor();
    await act(page, 'Check');
    await page.getByRole('heading', { name: 'The flop is over: pick the turn card' }).waitFor();
    for (const card of FLOP) expect(await cardButton(page, 'Turn card', card).getAttribute('aria-disabled'), `${card} is on the board`).toBe('true');
    await cardButton(page, 'Turn card', 'Kd').click();
    await expect.poll(() => nodeOfUrl(page.url())).toBe('root-x-x-turn_Kd');

    // Turn: both check; the river is dealt.
    await decisionAt(page, 'BB').waitFor();
    await page.getByRole('navigation', { name: 'Line' }).getByRole('link', { name: 'Turn King of diamonds' }).waitFor();
    await act(page, 'Check');
    await decisionAt(page, 'BTN').waitFor();
    await act(page, 'Check');
    await page.getByRole('heading', { name: 'The turn is over: pick the river card' }).waitFor();
    expect(await cardButton(page, 'River card', 'Kd').getAttribute('aria-disabled'), 'the turn card is dealt').toBe('true');
    await cardButton(page, 'River card', '3c').click();
    await expect.poll(() => nodeOfUrl(page.url())).toBe('root-x-x-turn_Kd-x-x-river_3c');

    // River: a decision node, answered by the solver, with its whole range.
    await decisionAt(page, 'BB').waitFor();
    expect(await figure(decisionAt(page, 'BB'), 'Street').textContent()).toBe('River');
    expect(await page.getByRole('list', { name: 'Actions' }).getByRole('link').count()).toBeGreaterThan(0);
    await rangeMatrix(page).waitFor();
    const inRange = rangeMatrix(page).getByRole('button', { name: /: weight / });
    expect(await inRange.count(), 'classes in the river range').toBeGreaterThan(0);
    expect(await accessibleNames(page.getByRole('navigation', { name: 'Line' }).getByRole('link'))).toEqual([
      'Flop As7h2d (root)',
      'BB checks',
      'BTN checks',
      'Turn King of diamonds',
      'BB checks',
      'BTN checks',
      'River Three of clubs',
    ]);
  });

  test('a bet and a fold end the hand', async ({ page, server }) => {
    await signIn(page, server);
    await pickSpotAndFlop(page);
    await act(page, 'Bet');
    await decisionAt(page, 'BTN').waitFor();
    await act(page, 'Fold');
    await page.getByRole('heading', { name: 'Hand over' }).waitFor();
    expect(nodeOfUrl(page.url())).toMatch(/^root-b[\d.]+-f$/);
  });
});
