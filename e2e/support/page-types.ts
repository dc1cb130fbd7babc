// Types for code that runs in the page (page.evaluate callbacks). The e2e files type-check
// with Node's lib (tsconfig.node.json), without the DOM, so a callback names the browser
// globals it uses through these: `const browser = globalThis as unknown as BrowserGlobals`.
// Callbacks are serialised into the page: they may use types from here, never values.

export interface PageElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
  cloneNode(deep: boolean): PageElement;
  querySelectorAll(selectors: string): ArrayLike<PageElement>;
  remove(): void;
  getBoundingClientRect(): { top: number; height: number };
}

export interface BrowserGlobals {
  location: { hash: string };
  sessionStorage: { getItem(key: string): string | null };
  navigator: { clipboard: { readText(): Promise<string> } };
  document: { documentElement: { dataset: Record<string, string | undefined> }; querySelector(selectors: string): PageElement | null };
  scrollY: number;
  scrollTo(options: { top: number; behavior: 'instant' | 'smooth' | 'auto' }): void;
}
