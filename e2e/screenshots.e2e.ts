// Screenshots of each main view at 1280x800, light and dark, under
// e2e/artifacts/screenshots/ (for review; docs/e2e.md says what to look for). With
// DSS_E2E_UPDATE_DOCS=1 the light ones of six views are also copied to docs/screenshots/
// for the README.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir } from '../playwright.config.ts';
import { SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import type { BrowserGlobals, PageElement } from './support/page-types.ts';
import { openHash, rangeMatrix, region, signIn, spotHash } from './support/ui.ts';

const SHOTS_DIR = path.join(artifactsDir, 'screenshots');
const DOCS_DIR = 'docs/screenshots';
const IN_DOCS = ['explorer', 'node-matrix', 'decision', 'usage', 'keys', 'export'];
/** README images stay small. */
const DOCS_MAX_BYTES = 300 * 1024;
/** BTN to act on the turn after checks: a walk with a line, a turn card and a mixed range. */
const NODE = 'root-x-x-turn_Kd-x';

/** Scrolls so `target` sits just under the sticky header. */
async function scrollUnderHeader(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element: PageElement) => {
    const browser = globalThis as unknown as BrowserGlobals;
    const header = browser.document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    browser.scrollTo({ top: element.getBoundingClientRect().top + browser.scrollY - header - 12, behavior: 'instant' });
  });
}

/** The view as it is now, light then dark (the theme follows the system until picked). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.dataset.theme)).toBe(theme);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${theme}.png`), animations: 'disabled', caret: 'hide' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('screenshots', () => {
  test('each main view in light and dark at 1280x800', async ({ page, server, api }) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const mix = await api.nodeMix(SRP_BTN_BB, NODE);
    const combo = mix.combos.reduce((best, entry) => (Math.min(...entry.mix) > Math.min(...best.mix) ? entry : best));
    await signIn(page, server);

    await openHash(page, spotHash('explore', SRP_BTN_BB, NODE));
    await rangeMatrix(page).waitFor();
    await shoot(page, 'explorer');

    await openHash(page, spotHash('explore', SRP_BTN_BB, NODE, { class: combo.class }));
    await page.getByRole('table', { name: `Combos of ${combo.class}` }).waitFor();
    await scrollUnderHeader(page, region(page, /^Range of /));
    await shoot(page, 'node-matrix');

    await openHash(page, spotHash('explore', SRP_BTN_BB, NODE, { class: combo.class, hand: combo.hand }));
    await page.getByRole('table', { name: `Mix of ${combo.hand}` }).waitFor();
    await scrollUnderHeader(page, region(page, 'Hand decision'));
    await shoot(page, 'decision');

    await page.getByRole('link', { name: 'Open in the table builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Table builder' }).waitFor();
    await page.getByRole('form', { name: 'Table' }).waitFor();
    await shoot(page, 'table-builder');

    await openHash(page, spotHash('export', SRP_BTN_BB, NODE));
    await page.getByLabel('Preview').waitFor();
    await shoot(page, 'export');

    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('meter', { name: 'Billed calls against the hard cap' }).waitFor();
    await shoot(page, 'usage');

    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Label (optional)').fill('my bot');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByLabel('New API key').waitFor();
    await shoot(page, 'keys');

    if (process.env.DSS_E2E_UPDATE_DOCS === '1') {
      mkdirSync(DOCS_DIR, { recursive: true });
      for (const name of IN_DOCS) {
        const source = path.join(SHOTS_DIR, `${name}-light.png`);
        expect(statSync(source).size, `${name}: README images stay under 300 KB`).toBeLessThanOrEqual(DOCS_MAX_BYTES);
        copyFileSync(source, path.join(DOCS_DIR, `${name}.png`));
      }
    }
  });
});
