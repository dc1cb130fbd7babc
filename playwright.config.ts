// The browser of the end-to-end suite (e2e/), in one place. The suite drives Chromium with
// playwright-core from vitest (vitest.e2e.config.ts): @playwright/test is not a dependency,
// so this is not a Playwright Test config but the settings its fixtures read
// (e2e/support/fixtures.ts). Nothing here downloads a browser: the suite uses the system's
// Chromium (Debian package `chromium`), never `npx playwright install`.
import type { BrowserContextOptions, LaunchOptions } from 'playwright-core';

/** `DSS_E2E_CHROMIUM` points the suite at another Chromium build (e.g. on a workstation). */
export const chromiumPath = process.env.DSS_E2E_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Headless and quiet: no sandbox (containers run as root), no GPU, no QUIC, no first-run,
 * sync, component updates or background requests that could race a test. `launch()` gives
 * every run a fresh temporary profile (user data dir) and deletes it on close.
 */
export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The desktop window's default size; screenshots are taken at this viewport. */
export const viewport = { width: 1280, height: 800 } as const;

/** Every test gets a new context (cookies, storage, permissions) with these options. */
export const contextOptions: BrowserContextOptions = {
  viewport,
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light',
  reducedMotion: 'reduce',
  acceptDownloads: true,
};

/**
 * How long one locator action or wait may take before the test fails with the locator in
 * the message. Long enough for a river solved on demand on a busy 2-core machine; tests
 * never sleep, they wait for roles and text.
 */
export const actionTimeoutMs = 20_000;

/** Screenshots, downloads and failure evidence (gitignored). */
export const artifactsDir = 'e2e/artifacts';
