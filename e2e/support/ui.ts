// Driving the renderer by what a user sees: roles and accessible names (docs/ui.md,
// "Accessibility and keyboard"), never CSS classes where a name exists, never sleeps.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SpotParams } from './api.ts';
import type { PageElement } from './page-types.ts';
import type { DssServer } from './server.ts';

const RANK_NAMES: Record<string, string> = {
  A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', T: 'Ten', 9: 'Nine', 8: 'Eight', 7: 'Seven', 6: 'Six', 5: 'Five', 4: 'Four', 3: 'Three', 2: 'Two',
};
const SUIT_NAMES: Record<string, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

/** 'As' -> 'Ace of spades', the accessible name of a card button. */
export function cardName(card: string): string {
  return `${RANK_NAMES[card[0]]} of ${SUIT_NAMES[card[1]]}`;
}

const RANK_OF_NAME = Object.fromEntries(Object.entries(RANK_NAMES).map(([rank, name]) => [name, rank]));
const SUIT_OF_NAME = Object.fromEntries(Object.entries(SUIT_NAMES).map(([suit, name]) => [name, suit]));

/** 'Ace of spades, can make a covered flop' -> 'As'. */
export function cardOfName(name: string): string {
  const match = /^(\w+) of (\w+)/.exec(name);
  const card = match ? `${RANK_OF_NAME[match[1]] ?? ''}${SUIT_OF_NAME[match[2]] ?? ''}` : '';
  if (card.length !== 2) throw new Error(`"${name}" is not a card name`);
  return card;
}

/** A card button of a picker group ('Flop cards', 'Turn card', 'River card', 'Hand cards'). */
export function cardButton(page: Page, group: string, card: string): Locator {
  // A hinted card appends what the hint means to its name ('Ace of spades, can make ...').
  return page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: new RegExp(`^${cardName(card)}(,|$)`) });
}

/**
 * Opens the address `dss serve` printed and waits until the app is signed in and its
 * landing view, the explorer, has written the spot and flop it resolved into the address
 * (after that it rewrites nothing by itself, so the test's own clicks cannot be undone).
 */
export async function signIn(page: Page, server: DssServer): Promise<void> {
  await page.goto(server.uiAddress);
  await page.getByRole('navigation', { name: 'Views' }).waitFor();
  await expect.poll(() => new URL(page.url()).hash, { message: 'the explorer resolved its spot' }).toMatch(/^#\/explore\?.*flop=/);
}

/**
 * Opens a deep link in the signed-in page as a new document: the page leaves for
 * about:blank first, so nothing of the view before (a node still on screen, a pending
 * `replaceState` of the spot it was resolving) can touch the new one. The session
 * (sessionStorage: same tab, same origin) stays.
 */
export async function openHash(page: Page, hash: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  await page.goto(`${origin}/${hash}`);
  await page.getByRole('navigation', { name: 'Views' }).waitFor();
}

/** `#/explore?...` (or `#/export?...`) at a node of a spot, as docs/ui.md writes it. */
export function spotHash(view: 'explore' | 'export', spot: SpotParams, node: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    platform: spot.platform,
    stakes: spot.stakes,
    pool: spot.playerType,
    situation: spot.situation,
    position: spot.position,
    flop: spot.flop,
    ...(node === 'root' ? {} : { node }),
    ...extra,
  });
  return `#/${view}?${params.toString()}`;
}

/** The node id the explorer's address names (`root` when absent). */
export function nodeOfUrl(url: string): string {
  const hash = new URL(url).hash;
  const query = hash.indexOf('?');
  return new URLSearchParams(query < 0 ? '' : hash.slice(query + 1)).get('node') ?? 'root';
}

/**
 * The names links and buttons are read by: aria-label, else their text without the parts
 * hidden from assistive technology (a card 'K♦' is read 'King of diamonds').
 */
export async function accessibleNames(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements: PageElement[]) =>
    elements.map((element) => {
      const label = element.getAttribute('aria-label');
      if (label !== null) return label;
      const copy = element.cloneNode(true);
      Array.from(copy.querySelectorAll('[aria-hidden="true"]'), (hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }));
}

/** The section a heading names (sections with aria-labelledby are regions). */
export function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

/** The 13x13 matrix of the acting range (shown once the node's mix has loaded). */
export function rangeMatrix(page: Page): Locator {
  return page.getByRole('group', { name: /^Range of [A-Z]+ by hand class$/ });
}

/**
 * A frequency as the UI shows it ('25.6%', '0%', '100%') back to a fraction. The UI rounds
 * to 0.1%, so a shown value is right when it is within 0.05% of the API's.
 */
export function shownFraction(text: string): number {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(text.trim());
  if (match === null) throw new Error(`"${text}" is not a percentage`);
  return Number(match[1]) / 100;
}

export function expectShownFrequency(text: string, frequency: number, what: string): void {
  const shown = shownFraction(text);
  expect(Math.abs(shown - frequency), `${what}: shown ${text}, API ${frequency}`).toBeLessThanOrEqual(0.0005 + 1e-9);
}

/** The cells of each body row of a table, as text (row header first). */
export async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows: PageElement[]) =>
    rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())));
}

/** The value of a `<dt>`/`<dd>` figure, by its term ('Billed', 'Discovery (free)'). */
export function figure(scope: Page | Locator, term: string): Locator {
  // `has` takes a locator relative to the filtered element, so it starts from the page.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('dl > div').filter({ has: page.locator('dt').getByText(term, { exact: true }) }).locator('dd');
}

/** A count as the UI prints it ('1,234') to a number. */
export function shownCount(text: string): number {
  const match = /^[\d,]+/.exec(text.trim());
  if (match === null) throw new Error(`"${text}" does not start with a count`);
  return Number(match[0].replace(/,/g, ''));
}
