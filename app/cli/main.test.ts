import { describe, expect, it, vi, afterEach } from 'vitest';
import { main } from './main.ts';

function capture() {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => ((err += String(chunk)), true));
  return { out: () => out, err: () => err };
}

afterEach(() => vi.restoreAllMocks());

describe('dss command line', () => {
  it('lists every command in --help and exits 0', async () => {
    const io = capture();
    expect(await main(['--help'])).toBe(0);
    for (const name of ['serve', 'keys', 'trees', 'solve', 'usage']) {
      expect(io.out()).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    }
  });

  it('rejects an unknown command with exit 2 and names it', async () => {
    const io = capture();
    expect(await main(['frobnicate'])).toBe(2);
    expect(io.err()).toContain('unknown command "frobnicate"');
  });
});
