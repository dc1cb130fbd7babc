// The table builder: a table filled in from an explorer node and sent is answered as a
// bot's POST /v1/strategy with the same body is, and, the node being in the tree, by the
// solver with the mix GET /v1/strategy gives for that node and hand.
import type { Page } from 'playwright-core';
import { SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import type { BrowserGlobals } from './support/page-types.ts';
import { cardButton, expectShownFrequency, figure, nodeOfUrl, openHash, region, signIn, spotHash, tableRows } from './support/ui.ts';

/** BTN to act on the turn Kd after checks. */
const NODE = 'root-x-x-turn_Kd-x';
const POT_FIELD = 'Pot when the flop opened (bb)';

/** From the flop root of srp BTN vs BB on As7h2d to NODE, clicking as a user does. */
async function walkToNode(page: Page): Promise<void> {
  await openHash(page, spotHash('explore', SRP_BTN_BB, 'root'));
  const steps: Array<() => Promise<void>> = [
    () => page.getByRole('list', { name: 'Actions' }).getByRole('link', { name: /^Check\b/ }).click(),
    () => page.getByRole('list', { name: 'Actions' }).getByRole('link', { name: /^Check\b/ }).click(),
    () => cardButton(page, 'Turn card', 'Kd').click(),
    () => page.getByRole('list', { name: 'Actions' }).getByRole('link', { name: /^Check\b/ }).click(),
  ];
  const nodes = ['root-x', 'root-x-x', 'root-x-x-turn_Kd', NODE];
  for (const [index, step] of steps.entries()) {
    await step();
    await expect.poll(() => nodeOfUrl(page.url())).toBe(nodes[index]);
  }
  await region(page, /^BTN to act/).waitFor();
}

describe('table builder', () => {
  test('a table opened from an explorer node and sent answers like POST and GET /v1/strategy', async ({ page, server, api }) => {
    const mix = await api.nodeMix(SRP_BTN_BB, NODE);
    const combo = mix.combos.reduce((best, entry) => (Math.min(...entry.mix) > Math.min(...best.mix) ? entry : best));
    await signIn(page, server);
    await walkToNode(page);
    await page.getByLabel('Type hand cards').fill(combo.hand);
    await page.getByLabel('Type hand cards').press('Enter');
    await page.getByRole('table', { name: `Mix of ${combo.hand}` }).waitFor();
    await page.getByRole('link', { name: 'Open in the table builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Table builder' }).waitFor();
    await page.getByText(/^The body matches the contract/).waitFor();

    await page.getByRole('button', { name: 'Copy the body' }).click();
    await page.getByRole('status').filter({ hasText: /^Copied$/ }).waitFor();
    const body = JSON.parse(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText())) as Record<string, unknown>;
    await page.getByRole('button', { name: 'Send POST /v1/strategy (1 billed call)' }).click();
    const shown = page.getByRole('table', { name: 'Mix of the POST answer' });
    await shown.waitFor();

    const posted = await fetch(new URL('/v1/strategy', server.origin), {
      method: 'POST',
      headers: { 'X-API-Key': server.localKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(posted.status).toBe(200);
    const answer = (await posted.json()) as { engine: string; node_id?: string; data: { actions: Array<{ node_token: string; frequency: number }> } };
    const rows = await tableRows(shown);
    expect(rows.map((row) => row[1])).toEqual(answer.data.actions.map((action) => action.node_token));
    answer.data.actions.forEach((action, index) => expectShownFrequency(rows[index][2], action.frequency, `POST ${action.node_token}`));
    const answerRegion = region(page, 'Answer');
    expect((await figure(answerRegion, 'Engine').textContent())?.trim()).toBe(answer.engine);

    // The node is in the tree: the solver answers, with GET's mix for the same node and hand.
    expect(answer.engine).toBe('solver');
    expect(answer.node_id).toBe(NODE);
    const got = await api.decision(SRP_BTN_BB, NODE, combo.hand);
    expect(answer.data.actions).toEqual(got.data.actions.map(({ node_token, frequency }) => expect.objectContaining({ node_token, frequency })));
  });

  // The explorer asks the flop root's discovery for the pot whichever node it opened at,
  // so a deep-linked (or reloaded) turn node's table has it and matches the contract.
  test('a table opened from a deep-linked turn node has the flop pot', async ({ page, server, api }) => {
    const [{ hand }] = (await api.nodeMix(SRP_BTN_BB, NODE)).combos;
    await signIn(page, server);
    await openHash(page, spotHash('explore', SRP_BTN_BB, NODE, { hand }));
    await region(page, /^BTN to act/).waitFor();
    await page.getByRole('link', { name: 'Open in the table builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Table builder' }).waitFor();
    const root = await api.discovery(SRP_BTN_BB, 'root');
    expect(root.status).toBe(200);
    const flopPotBb = (root.body as { round_start_pot_bb: number }).round_start_pot_bb;
    expect(Number(await page.getByLabel(POT_FIELD).inputValue()), 'the pot when the flop opened').toBe(flopPotBb);
    // With the hand, the table is whole: no field is left for the server to refuse.
    await page.getByText(/^The body matches the contract/).waitFor();
  });
});
