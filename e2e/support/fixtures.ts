// The e2e `test`: vitest's, extended with
//   browser  one Chromium for the whole run (worker scope; the run has one worker)
//   server   a fresh `dss serve` with its own data dir, per test
//   api      the API with the local account's key, from the test process
//   page     a new browser context and page per test (1280x800, light, clipboard allowed)
// A failed test leaves a screenshot, the page's URL and console, and the server's output
// under e2e/artifacts/failures/. An uncaught page error or a CSP violation fails the test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { test as base } from 'vitest';
import { actionTimeoutMs, artifactsDir, contextOptions, launchOptions } from '../../playwright.config.ts';
import { type ApiClient, apiClient } from './api.ts';
import { type DssServer, startServer } from './server.ts';

/**
 * Problems in the page that fail a test even when its assertions pass: CSP violations, and
 * React's development build (it announces its DevTools), which users never get.
 */
const CONSOLE_FAILURES = /Content Security Policy|Refused to (load|execute|apply|connect|frame)|Download the React DevTools/i;

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 100);
}

export const test = base
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.launch(launchOptions);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('server', async ({}, { onCleanup }): Promise<DssServer> => {
    const server = await startServer();
    onCleanup(() => server.stop());
    return server;
  })
  .extend('api', async ({ server }): Promise<ApiClient> => apiClient(server.origin, server.localKey))
  .extend('page', async ({ browser, server, task, onTestFinished }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext(contextOptions);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    context.setDefaultTimeout(actionTimeoutMs);
    const page = await context.newPage();
    const console: string[] = [];
    const problems: string[] = [];
    page.on('console', (message) => {
      const line = `[${message.type()}] ${message.text()}`;
      console.push(line);
      if (CONSOLE_FAILURES.test(message.text())) problems.push(line);
    });
    page.on('pageerror', (error) => problems.push(`[pageerror] ${error.stack ?? error.message}`));

    // Runs after every fixture's cleanup; an error here fails the test without skipping
    // any cleanup (a throwing cleanup would leave the server running).
    onTestFinished(() => {
      if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
    });
    onCleanup(async () => {
      try {
        // `test.fails` specs (known bugs) fail by design: no evidence for them.
        if (task.result?.state === 'fail' && !task.fails) await saveFailureEvidence(page, task, [...console, '--- server', server.output()]);
      } finally {
        await context.close().catch(() => undefined);
      }
    });
    return page;
  });

/** A full-page screenshot and a log (URL, console, server output) under e2e/artifacts/failures/. */
async function saveFailureEvidence(page: Page, task: { name: string; file: { name: string } }, log: string[]): Promise<void> {
  const dir = path.join(artifactsDir, 'failures');
  mkdirSync(dir, { recursive: true });
  const stem = path.join(dir, slug(`${path.basename(task.file.name, '.e2e.ts')}-${task.name}`));
  await page.screenshot({ path: `${stem}.png`, fullPage: true }).catch(() => undefined);
  writeFileSync(`${stem}.log`, [`url: ${page.url()}`, '--- console', ...log].join('\n'));
}

export { describe, expect } from 'vitest';
