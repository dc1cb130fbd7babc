// API keys: a new key is shown once (to copy), works against the API, and answers 401
// once revoked; the key the app itself uses keeps working.
import { SRP_BTN_BB } from './support/api.ts';
import { describe, expect, test } from './support/fixtures.ts';
import type { BrowserGlobals } from './support/page-types.ts';
import { signIn } from './support/ui.ts';

const KEY_PATTERN = /^sk_live_[A-Za-z0-9]{32}$/;

describe('keys', () => {
  test('a created key is shown once, copies, works, and gets 401 once revoked', async ({ page, server, api }) => {
    await signIn(page, server);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();

    // Create: the whole key is shown in this answer only, with a copy button.
    await page.getByLabel('Label (optional)').fill('e2e bot');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByLabel('New API key');
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    expect(key).toMatch(KEY_PATTERN);
    expect(key).not.toBe(server.localKey);
    const keyId = (await page.getByText(/^New key .+: copy it now, it is shown only once\.$/).locator('code').textContent())!.trim();
    await page.getByRole('button', { name: 'Copy the new key' }).click();
    await page.getByRole('status').filter({ hasText: /^Copied$/ }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText()), 'the clipboard holds the key').toBe(key);

    // The key works for a bot.
    expect((await api.get('/v1/strategy', { ...SRP_BTN_BB, node: 'root', discovery: 'true' }, key)).status).toBe(200);

    // Shown once: dismissed, and after a reload, only its prefix is left.
    await page.getByRole('button', { name: 'I have stored the key' }).click();
    await shown.waitFor({ state: 'detached' });
    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: keyId, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['e2e bot', 'active']));
    expect(await page.locator('body').textContent(), 'the whole key is nowhere on the page').not.toContain(key);

    // Revoke, confirmed in a dialog.
    await row.getByRole('button', { name: `Revoke key ${keyId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke key ${keyId}?` });
    await dialog.getByRole('button', { name: 'Revoke the key' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: /^revoked / }).waitFor();
    expect(await row.getByRole('button', { name: `Revoke key ${keyId}` }).count(), 'a revoked key cannot be revoked again').toBe(0);

    const refused = await api.get('/v1/strategy', { ...SRP_BTN_BB, node: 'root', discovery: 'true' }, key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await api.get('/v1/coverage')).status, 'the app’s own key still works').toBe(200);
  });
});
