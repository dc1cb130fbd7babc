// The requests of the load tests, over the bundled tree set (trees/: generic 50_100 regs,
// srp btn_bb on As7h2d): GET decisions and discovery at the flop root, POST decisions the
// solver tree answers (the root played for real), POST decisions the fallback engine
// answers (preflop), POST discovery. The hands and the root's pot and stacks are read from
// the tree through the API first, never assumed.
import { expect } from 'vitest';
import type { Call, CallKind, HttpClient } from './load-client.ts';

const SPOT = { platform: 'generic', stakes: '50_100', playerType: 'regs', situation: 'srp', position: 'btn_bb', flop: 'As7h2d' };

export interface BundledCalls {
  callOf(kind: CallKind, key: string): Call;
  /** Hands in range at the root the GET and POST decisions use (several, so the cache sees more than one node). */
  hands: string[];
}

const query = (params: Record<string, string>) => new URLSearchParams({ ...SPOT, ...params }).toString();

/** Reads the tree through `key` (one node-mix and one GET: 2 billed calls) and checks each kind answers 200 once. */
export async function bundledCalls(client: HttpClient, key: string): Promise<BundledCalls> {
  const mix = await client.send({ method: 'GET', path: `/v1/node-mix?${query({ node: 'root' })}`, headers: { 'x-api-key': key } });
  expect(mix.status, mix.body).toBe(200);
  const hands: string[] = (JSON.parse(mix.body).combos as { hand: string; weight: number }[])
    .filter((combo) => combo.weight > 0.2)
    .slice(0, 8)
    .map((combo) => combo.hand);
  expect(hands.length).toBeGreaterThan(0);
  const full = await client.send({ method: 'GET', path: `/v1/strategy?${query({ node: 'root', hand: hands[0], verbosity: 'full' })}`, headers: { 'x-api-key': key } });
  expect(full.status, full.body).toBe(200);
  const context = JSON.parse(full.body).data.context as { round_start_pot_bb: number; stacks_bb: { oop: number; ip: number } };

  let turn = 0;
  const nextHand = () => hands[turn++ % hands.length];
  const postflopBody = (hand: string) => ({
    platform: SPOT.platform,
    stakes: SPOT.stakes,
    flop: SPOT.flop,
    hand,
    hero_seat: 0,
    initial_pot_bb: context.round_start_pot_bb,
    players: [
      { seat: 0, position: 'bb', stack_bb: context.stacks_bb.oop },
      { seat: 1, position: 'btn', stack_bb: context.stacks_bb.ip },
    ],
    history: [],
    preflop: { scenario: 'srp', aggressor_seat: 1, raises: 1 },
    situation: SPOT.situation,
    position: SPOT.position,
    node: 'root',
  });
  const preflopBody = {
    platform: SPOT.platform,
    stakes: SPOT.stakes,
    hand: 'AsKd',
    hero_seat: 3,
    players: ['utg', 'hj', 'co', 'btn', 'sb', 'bb'].map((position, seat) => ({ seat, position, stack_bb: 100 })),
    history: [
      { seat: 0, kind: 'fold' },
      { seat: 1, kind: 'raise', amount_bb: 2.5 },
      { seat: 2, kind: 'fold' },
    ],
  };
  const discoveryBody = { discovery: true, platform: SPOT.platform, stakes: SPOT.stakes, situation: SPOT.situation, position: SPOT.position, flop: SPOT.flop, node: 'root' };

  const callOf = (kind: CallKind, key: string): Call => {
    const headers = { 'x-api-key': key };
    switch (kind) {
      case 'get_decision':
        return { method: 'GET', path: `/v1/strategy?${query({ node: 'root', hand: nextHand() })}`, headers };
      case 'get_discovery':
        return { method: 'GET', path: `/v1/strategy?${query({ node: 'root', discovery: 'true' })}`, headers };
      case 'post_solver':
        return { method: 'POST', path: '/v1/strategy', headers, body: JSON.stringify(postflopBody(nextHand())) };
      case 'post_fallback':
        return { method: 'POST', path: '/v1/strategy', headers, body: JSON.stringify(preflopBody) };
      case 'post_discovery':
        return { method: 'POST', path: '/v1/strategy', headers, body: JSON.stringify(discoveryBody) };
    }
  };
  return { callOf, hands };
}

export const ALL_KINDS: CallKind[] = ['get_decision', 'post_solver', 'get_discovery', 'post_fallback', 'post_discovery'];

/** Sends one request of each kind and checks it answers 200 as its kind says (solver, fallback, discovery). */
export async function expectEachKindAnswers(client: HttpClient, calls: BundledCalls, key: string): Promise<void> {
  for (const kind of ALL_KINDS) {
    const answer = await client.send(calls.callOf(kind, key));
    expect(answer.status, `${kind}: ${answer.body}`).toBe(200);
    const engine = answer.headers['x-engine'];
    if (kind === 'post_solver') expect(engine, kind).toBe('solver');
    if (kind === 'post_fallback') expect(engine, kind).toBe('fallback');
    if (kind.endsWith('discovery') || kind === 'get_decision') expect(engine, kind).toBeUndefined();
  }
}
