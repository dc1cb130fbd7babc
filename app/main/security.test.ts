import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { hardenSession, hardenWebContents, isAppUrl, isVettedExternalUrl, secureWebPreferences } from './security.ts';

const origin = 'http://127.0.0.1:8787';

describe('Electron security settings', () => {
  it('turns on context isolation and the sandbox and turns off Node integration and webviews', () => {
    const prefs = secureWebPreferences('/app/preload.cjs');
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload.cjs',
    });
  });

  it.each([
    ['http://127.0.0.1:8787/explorer?x=1', true],
    ['http://127.0.0.1:8788/', false],
    ['http://localhost:8787/', false],
    ['https://evil.example/', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('treats %s as app url: %s', (url, expected) => {
    expect(isAppUrl(url, origin)).toBe(expected);
  });

  it.each([
    ['https://docs.example.org/page', true],
    ['http://docs.example.org/', false],
    ['https://user:pw@example.org/', false],
    ['https://localhost/', false],
    ['https://192.168.1.1/', false],
    ['https://[::1]/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['smb://share/x', false],
  ])('vets %s for the OS browser: %s', (url, expected) => {
    expect(isVettedExternalUrl(url)).toBe(expected);
  });
});

class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
}

function navigate(contents: FakeContents, event: string, url: string): boolean {
  const e = { prevented: false, preventDefault() { this.prevented = true; } };
  contents.emit(event, e, url);
  return e.prevented;
}

describe('web contents hardening', () => {
  it('denies every window.open and opens only vetted URLs in the OS browser', () => {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    hardenWebContents(contents as any, origin, openExternal);
    expect(contents.openHandler!({ url: 'https://example.org/a' })).toEqual({ action: 'deny' });
    expect(contents.openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.openHandler!({ url: `${origin}/other` })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://example.org/a');
  });

  it('blocks navigation and redirects away from the app origin and allows it within', () => {
    const contents = new FakeContents();
    hardenWebContents(contents as any, origin, vi.fn());
    expect(navigate(contents, 'will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigate(contents, 'will-redirect', 'http://127.0.0.1:9999/')).toBe(true);
    expect(navigate(contents, 'will-navigate', `${origin}/usage`)).toBe(false);
  });

  it('refuses to attach webviews', () => {
    const contents = new FakeContents();
    hardenWebContents(contents as any, origin, vi.fn());
    const e = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', e);
    expect(e.preventDefault).toHaveBeenCalled();
  });

  it('denies every permission request and check except clipboard writes from the app origin', () => {
    let request: any;
    let check: any;
    hardenSession(
      {
        setPermissionRequestHandler: (h: any) => (request = h),
        setPermissionCheckHandler: (h: any) => (check = h),
      } as any,
      origin,
    );
    const decide = (permission: string, url: string) => {
      const callback = vi.fn();
      request(null, permission, callback, { requestingUrl: url });
      return callback.mock.calls[0][0];
    };
    expect(decide('media', `${origin}/`)).toBe(false);
    expect(decide('notifications', `${origin}/`)).toBe(false);
    expect(decide('clipboard-read', `${origin}/`)).toBe(false);
    expect(decide('clipboard-sanitized-write', `${origin}/explorer`)).toBe(true);
    expect(decide('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(check(null, 'clipboard-read', origin)).toBe(false);
    expect(check(null, 'clipboard-sanitized-write', origin)).toBe(true);
    expect(check(null, 'clipboard-sanitized-write', 'https://evil.example')).toBe(false);
  });
});
