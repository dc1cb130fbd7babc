import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseServerConfig } from './config.ts';

describe('parseServerConfig', () => {
  it('fills the defaults: loopback host, port 8787, limits, no logger', () => {
    const config = parseServerConfig({ dataDir: 'data' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      dataDir: path.resolve('data'),
      treesDirs: [],
      allowedOrigins: [],
      limits: { preAuthPerSecond: 1000, bodyLimitBytes: 32768, nodeCacheEntries: 20000 },
      logger: false,
    });
  });

  it('names every bad key in one error', () => {
    let message = '';
    try {
      parseServerConfig({ port: 70000, host: '0.0.0.0', limits: { bodyLimitBytes: -1 }, colour: 'red' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const key of ['port', 'host', 'dataDir', 'limits.bodyLimitBytes', 'colour']) expect(message).toContain(key);
  });

  it('accepts a config it produced', () => {
    const config = parseServerConfig({ dataDir: 'data', treesDirs: ['trees'] });
    expect(parseServerConfig(config)).toEqual(config);
  });
});
