// Exports for coaches: the file a user downloads (and the text they copy) is the node's
// GET /v1/node-mix, combo by combo: CSV rounded to 4 decimals, JSON at full precision.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { artifactsDir } from '../playwright.config.ts';
import type { NodeMixResponse } from '../app/shared/contract/extras.ts';
import { SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import type { BrowserGlobals } from './support/page-types.ts';
import { openHash, signIn, spotHash } from './support/ui.ts';

/** BTN facing BB's check on the flop: a node both players' lines pass through. */
const NODE = 'root-x';
/** The CSV holds shares to 4 decimals. */
const CSV_STEP = 0.00005 + 1e-12;

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks); every record ends with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF');
  return records;
}

/** Opens the explorer at NODE and follows its "Export this node" link. */
async function openExport(page: Page): Promise<void> {
  await openHash(page, spotHash('explore', SRP_BTN_BB, NODE));
  await page.getByRole('link', { name: 'Export this node' }).click();
  await page.getByRole('heading', { level: 1, name: 'Export node mixes' }).waitFor();
}

/** Clicks the download link of `fileName`, keeps the file under e2e/artifacts/downloads, returns its text. */
async function download(page: Page, fileName: string): Promise<string> {
  const [file]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download ${fileName}`, exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(fileName);
  const saved = path.join(artifactsDir, 'downloads', fileName);
  await file.saveAs(saved);
  return readFileSync(saved, 'utf8');
}

describe('export', () => {
  test('the CSV downloaded and copied for a node holds its /v1/node-mix, combo by combo', async ({ page, server, api }) => {
    await signIn(page, server);
    await openExport(page);
    const csv = await download(page, `dss-${SRP_BTN_BB.flop}-${NODE}.csv`);
    // A text area's value has LF line ends whatever it was given.
    expect(await page.getByLabel('Preview').inputValue(), 'the preview shows the file').toBe(csv.replace(/\r\n/g, '\n'));
    await page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await page.getByRole('status').filter({ hasText: /^Copied$/ }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText()), 'the clipboard holds the file').toBe(csv);

    const mix: NodeMixResponse = await api.nodeMix(SRP_BTN_BB, NODE);
    const [header, ...rows] = parseCsv(csv);
    expect(header.slice(0, 3)).toEqual(['hand', 'class', 'weight']);
    const actionColumns = header.slice(3);
    expect(actionColumns.length, 'one column per action').toBe(mix.actions.length);
    actionColumns.forEach((name, index) => expect(name.startsWith(mix.actions[index].type), `column ${name}`).toBe(true));

    const combos = new Map(mix.combos.map((combo) => [combo.hand, combo]));
    expect(rows.map((row) => row[0]).sort(), 'one row per combo in range').toEqual([...combos.keys()].sort());
    for (const [hand, handClass, weight, ...shares] of rows) {
      const combo = combos.get(hand)!;
      expect(handClass, hand).toBe(combo.class);
      expect(Math.abs(Number(weight) - combo.weight), `${hand} weight ${weight} vs ${combo.weight}`).toBeLessThanOrEqual(CSV_STEP);
      shares.forEach((share, index) =>
        expect(Math.abs(Number(share) - combo.mix[index]), `${hand} ${actionColumns[index]} ${share} vs ${combo.mix[index]}`).toBeLessThanOrEqual(CSV_STEP));
    }
  });

  test('the JSON download holds the node mix at full precision', async ({ page, server, api }) => {
    await signIn(page, server);
    await openExport(page);
    await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'JSON' }).check();
    const exported = JSON.parse(await download(page, `dss-${SRP_BTN_BB.flop}-${NODE}.json`)) as {
      format: string;
      node_id: string;
      combos: Array<{ hand: string; class: string; weight: number; mix: Record<string, number> }>;
    };

    const mix = await api.nodeMix(SRP_BTN_BB, NODE);
    expect(exported.format).toBe('dss-node-mix/1');
    expect(exported.node_id).toBe(mix.node_id);
    const expected = mix.combos.map((combo) => ({
      hand: combo.hand,
      class: combo.class,
      weight: combo.weight,
      mix: Object.fromEntries(mix.actions.map((action, index) => [action.node_token, combo.mix[index]])),
    }));
    const byHand = (a: { hand: string }, b: { hand: string }) => a.hand.localeCompare(b.hand);
    expect(exported.combos.map(({ hand, class: handClass, weight, mix: shares }) => ({ hand, class: handClass, weight, mix: shares })).sort(byHand)).toEqual(
      expected.sort(byHand),
    );
  });
});
