// The hand decision panel: what it shows for a hand is what GET /v1/strategy answers a
// bot for the same spot, node and hand (full verbosity), action by action.
import type { Page } from 'playwright-core';
import type { NodeMixResponse } from '../app/shared/contract/extras.ts';
import { parseCards } from '../app/shared/poker/cards.ts';
import { comboContainsCard, formatCombo, NUM_COMBOS } from '../app/shared/poker/combos.ts';
import { type ApiClient, SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import { cardButton, expectShownFrequency, openHash, rangeMatrix, region, signIn, spotHash, tableRows } from './support/ui.ts';

/** How far a mix is from a pure strategy: its smallest share. Mixed hands test the numbers best. */
const mixedness = (mix: readonly number[]) => Math.min(...mix);

function mostMixed<T extends { weight: number; mix: number[] }>(entries: readonly T[]): T {
  const inRange = entries.filter((entry) => entry.weight > 0);
  if (inRange.length === 0) throw new Error('the node has an empty range');
  return inRange.reduce((best, entry) => (mixedness(entry.mix) > mixedness(best.mix) ? entry : best));
}

/** The hand the address names (`hand=AhKd`), once one is picked. */
async function handOfUrl(page: Page): Promise<string> {
  await expect.poll(() => new URL(page.url()).hash).toMatch(/[?&]hand=/);
  const hash = new URL(page.url()).hash;
  return new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('hand')!;
}

/** Compares the panel's mix table for `hand` with the API's answer for the same request. */
async function expectPanelMatchesApi(page: Page, api: ApiClient, node: string, hand: string): Promise<void> {
  const table = page.getByRole('table', { name: `Mix of ${hand}` });
  await table.waitFor();
  const answer = await api.decision(SRP_BTN_BB, node, hand);
  const rows = await tableRows(table);
  expect(rows.map((row) => row[1]), 'action tokens in answer order').toEqual(answer.data.actions.map((action) => action.node_token));
  answer.data.actions.forEach((action, index) => expectShownFrequency(rows[index][2], action.frequency, `${hand} ${action.node_token}`));
  expect(rows.map((row) => row[0].split(' ')[0].toLowerCase()), 'action kinds').toEqual(answer.data.actions.map((action) => action.type));
  const summary = await region(page, 'Hand decision').locator('.decision-answer > p').first().textContent();
  expect(summary).toContain(`at ${answer.node_id}`);
  expect(summary).toContain(`source ${answer.source}`);
}

describe('hand decision', () => {
  test('a combo decided from the matrix shows the frequencies GET /v1/strategy answers for it', async ({ page, server, api }) => {
    const mix: NodeMixResponse = await api.nodeMix(SRP_BTN_BB, 'root');
    const handClass = mostMixed(mix.classes).class;

    await signIn(page, server);
    await openHash(page, spotHash('explore', SRP_BTN_BB, 'root'));
    await rangeMatrix(page).getByRole('button', { name: new RegExp(`^${handClass}: weight`) }).click();
    const combos = page.getByRole('table', { name: `Combos of ${handClass}` });
    await combos.getByRole('button', { name: /^Decide / }).first().click();
    const hand = await handOfUrl(page);
    expect(mix.combos.some((combo) => combo.hand === hand), `${hand} is a combo of the node's range`).toBe(true);

    await expectPanelMatchesApi(page, api, 'root', hand);
  });

  test('a hand typed at a river node shows the API frequencies of the river solved on demand', async ({ page, server, api }) => {
    const node = 'root-x-x-turn_Kd-x-x-river_3c';
    const combo = mostMixed((await api.nodeMix(SRP_BTN_BB, node)).combos);

    await signIn(page, server);
    await openHash(page, spotHash('explore', SRP_BTN_BB, node));
    await region(page, 'Hand decision').waitFor();
    // Typed (the test below picks a hand by clicking its cards).
    await page.getByLabel('Type hand cards').fill(combo.hand);
    await page.getByLabel('Type hand cards').press('Enter');
    const hand = await handOfUrl(page);
    expect(hand).toBe(combo.hand);

    await expectPanelMatchesApi(page, api, node, hand);
  });

  // The first card clicked is a draft the panel keeps; the second completes the hand,
  // which then goes to the address.
  test('a hand is picked by clicking its two cards', async ({ page, server }) => {
    await signIn(page, server);
    await openHash(page, spotHash('explore', SRP_BTN_BB, 'root'));
    const first = cardButton(page, 'Hand cards', 'Kh');
    await first.click();
    expect(await first.getAttribute('aria-pressed'), 'the first card stays picked').toBe('true');
    await cardButton(page, 'Hand cards', 'Qh').click();
    expect(await handOfUrl(page)).toBe('KhQh');
  });

  test('a hand outside the acting range is said to be out of range', async ({ page, server, api }) => {
    const mix = await api.nodeMix(SRP_BTN_BB, 'root');
    const board = parseCards(SRP_BTN_BB.flop);
    const inRange = new Set(mix.combos.map((combo) => combo.hand));
    const outside = Array.from({ length: NUM_COMBOS }, (_, index) => index)
      .filter((index) => !board.some((card) => comboContainsCard(index, card)))
      .map(formatCombo)
      .find((hand) => !inRange.has(hand));
    expect(outside, 'a combo the board does not block and the range does not hold').toBeDefined();

    await signIn(page, server);
    await openHash(page, spotHash('explore', SRP_BTN_BB, 'root', { hand: outside! }));
    await page.getByRole('alert').filter({ hasText: `${outside} is not in the acting player’s range here` }).waitFor();
    expect((await api.get('/v1/strategy', { ...SRP_BTN_BB, node: 'root', hand: outside! })).status).toBe(422);
  });
});
