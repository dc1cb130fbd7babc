// The worker pool: a couple of tests start real worker threads (slow to boot under tsx);
// everything else about decisions is tested in-process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayTable } from '../replay/replay.ts';
import { postflopBody, preflopBody } from '../replay/test-tables.ts';
import type { ReplayedTable } from '../replay/table.ts';
import { decideFallback } from './engine.ts';
import { FallbackUnavailable } from './errors.ts';
import { createFallbackEngine, type FallbackEngine } from './pool.ts';
import { ENGINE_VERSION } from './version.ts';
import { WARM_UP_BODIES } from './warm-up.ts';
import { parseStrategyBody } from '../../../shared/contract/strategy-body.ts';

const PREFLOP = preflopBody({ players: 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100', hero: 'co', hand: 'AhKd', history: 'utg:f hj:f' });
const POSTFLOP = postflopBody({
  players: 'bb:97.5 co:97.5 btn:97.5',
  hero: 'btn',
  flop: 'Ks8d4c',
  pot: 8,
  hand: 'AhKd',
  history: 'bb:x co:b4',
  preflop: { scenario: 'srp', aggressor_seat: 1 },
});

describe('fallback engine in worker threads', () => {
  let engine: FallbackEngine;
  beforeAll(async () => {
    engine = createFallbackEngine({ workers: 1, timeoutMs: 10_000 });
    await engine.ready();
  }, 60_000);
  afterAll(async () => {
    await engine.close();
  });

  it('answers exactly what the engine answers in-process', async () => {
    for (const body of [PREFLOP, POSTFLOP]) {
      const table = replayTable(body);
      await expect(engine.decide(body, table)).resolves.toEqual(decideFallback(body, table));
    }
  });

  it('answers calls made at once, in any order of completion', async () => {
    const bodies = [PREFLOP, POSTFLOP, PREFLOP, POSTFLOP];
    const answers = await Promise.all(bodies.map((body) => engine.decide(body, replayTable(body))));
    expect(answers.map((a) => a.engine_version)).toEqual(bodies.map(() => ENGINE_VERSION));
  });

  it('turns an engine failure into FallbackUnavailable and keeps serving', async () => {
    const broken = { ...replayTable(PREFLOP), preflop: null } as ReplayedTable;
    const failure = await engine.decide(PREFLOP, broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FallbackUnavailable);
    expect((failure as Error).message).toMatch(/^the fallback engine failed: /);
    await expect(engine.decide(PREFLOP, replayTable(PREFLOP))).resolves.toMatchObject({ engine: 'fallback' });
  });
});

describe('fallback engine limits', () => {
  it('rejects with FallbackUnavailable when a call runs out of time', async () => {
    const engine = createFallbackEngine({ workers: 1, timeoutMs: 1 });
    try {
      const failure = await engine.decide(PREFLOP, replayTable(PREFLOP)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FallbackUnavailable);
      expect((failure as Error).message).toBe('the fallback engine did not answer within 1 ms');
    } finally {
      await engine.close();
    }
  });

  it('rejects calls after close', async () => {
    const engine = createFallbackEngine({ workers: 0, timeoutMs: 100 });
    await engine.close();
    await expect(engine.decide(PREFLOP, replayTable(PREFLOP))).rejects.toBeInstanceOf(FallbackUnavailable);
  });

  it('runs in-process with workers: 0', async () => {
    const engine = createFallbackEngine({ workers: 0, timeoutMs: 100 });
    const table = replayTable(POSTFLOP);
    await expect(engine.decide(POSTFLOP, table)).resolves.toEqual(decideFallback(POSTFLOP, table));
    expect(engine.version).toMatch(/^fallback-1\.0\.0\+[0-9a-f]{12}$/);
    await engine.close();
  });

  it.each([
    { options: { workers: -1, timeoutMs: 100 }, message: 'workers -1 is not an integer >= 0' },
    { options: { workers: 1, timeoutMs: 0 }, message: 'timeoutMs 0 is not > 0' },
  ])('refuses bad options: $message', ({ options, message }) => {
    expect(() => createFallbackEngine(options)).toThrow(message);
  });
});

describe('worker warm-up decisions', () => {
  it('are valid bodies that replay to a decision', () => {
    for (const body of WARM_UP_BODIES) {
      expect(parseStrategyBody(body).success).toBe(true);
      expect(decideFallback(body, replayTable(body)).engine).toBe('fallback');
    }
  });
});
