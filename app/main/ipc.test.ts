import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../shared/bridge.ts';
import { registerBridge } from './ipc.ts';

function fakeIpc() {
  const handlers = new Map<string, (event: any, ...args: unknown[]) => unknown>();
  return {
    handlers,
    ipc: { handle: (c: string, h: any) => handlers.set(c, h), removeHandler: (c: string) => handlers.delete(c) },
  };
}

const origin = 'http://127.0.0.1:8787';
const config = { apiBaseUrl: origin, localKey: 'sk_live_' + 'a'.repeat(32), adminToken: 't' };

describe('preload bridge handlers', () => {
  it('answers the config to a frame of the app origin', async () => {
    const { ipc, handlers } = fakeIpc();
    registerBridge(ipc, { appOrigin: origin, config: () => config, saveFile: vi.fn() });
    expect(await handlers.get(BRIDGE_CHANNELS.getConfig)!({ senderFrame: { url: `${origin}/explorer` } })).toEqual(config);
  });

  it.each([[{ senderFrame: { url: 'https://evil.example/' } }], [{ senderFrame: null }], [{}]])(
    'refuses a call from a foreign or unknown sender %#',
    async (event) => {
      const { ipc, handlers } = fakeIpc();
      const saveFile = vi.fn();
      registerBridge(ipc, { appOrigin: origin, config: () => config, saveFile });
      expect(() => handlers.get(BRIDGE_CHANNELS.getConfig)!(event)).toThrow(/refused/);
      expect(() => handlers.get(BRIDGE_CHANNELS.saveFile)!(event, { suggestedName: 'a.csv', content: 'x' })).toThrow(/refused/);
      expect(saveFile).not.toHaveBeenCalled();
    },
  );

  it('validates save requests: a path is not a file name', () => {
    const { ipc, handlers } = fakeIpc();
    const saveFile = vi.fn();
    registerBridge(ipc, { appOrigin: origin, config: () => config, saveFile });
    const event = { senderFrame: { url: origin + '/' } };
    expect(() => handlers.get(BRIDGE_CHANNELS.saveFile)!(event, { suggestedName: '../../.bashrc', content: 'x' })).toThrow();
    expect(() => handlers.get(BRIDGE_CHANNELS.saveFile)!(event, { suggestedName: 'a.csv', content: 'x', extra: 1 })).toThrow();
    expect(saveFile).not.toHaveBeenCalled();
    handlers.get(BRIDGE_CHANNELS.saveFile)!(event, { suggestedName: 'node mix.csv', content: 'hand,weight\n' });
    expect(saveFile).toHaveBeenCalledWith({ suggestedName: 'node mix.csv', content: 'hand,weight\n' });
  });

  it('removes its handlers when disposed', () => {
    const { ipc, handlers } = fakeIpc();
    const dispose = registerBridge(ipc, { appOrigin: origin, config: () => config, saveFile: vi.fn() });
    dispose();
    expect(handlers.size).toBe(0);
  });
});
