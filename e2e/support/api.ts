// The API as a bot would call it, from the test process: the ground truth the UI is
// compared with. Answers are parsed with the contract's zod schemas, so a test fails on a
// malformed answer before it compares anything.
import type { z } from 'zod';
import { coverageResponseSchema, nodeMixResponseSchema, usageResponseSchema } from '../../app/shared/contract/extras.ts';
import { getDecisionResponseSchema } from '../../app/shared/contract/responses.ts';

/** The tree coordinates of GET /v1/strategy and /v1/node-mix (`playerType` is the UI's pool). */
export interface SpotParams {
  platform: string;
  stakes: string;
  playerType: string;
  situation: string;
  position: string;
  flop: string;
}

/** The bundled spot every spec studies; flop As7h2d stays in the bundled set. */
export const SRP_BTN_BB: SpotParams = {
  platform: 'generic',
  stakes: '50_100',
  playerType: 'regs',
  situation: 'srp',
  position: 'btn_bb',
  flop: 'As7h2d',
};

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** `turn`/`river` parameters as the UI sends them: the cards of the node's turn_/river_ tokens. */
export function boardParams(node: string): { turn?: string; river?: string } {
  const turn = /(?:^|-)turn_([2-9TJQKA][cdhs])/i.exec(node)?.[1];
  const river = /(?:^|-)river_([2-9TJQKA][cdhs])/i.exec(node)?.[1];
  return { ...(turn ? { turn } : {}), ...(river ? { river } : {}) };
}

export function apiClient(origin: string, apiKey: string) {
  async function get(path: string, query: Record<string, string | undefined> = {}, key: string = apiKey): Promise<Answer> {
    const url = new URL(path, origin);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { 'X-API-Key': key } });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  async function ok<S extends z.ZodType>(schema: S, path: string, query: Record<string, string | undefined> = {}): Promise<z.output<S>> {
    const answer = await get(path, query);
    if (answer.status !== 200) throw new Error(`GET ${path} ${JSON.stringify(query)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return schema.parse(answer.body);
  }

  return {
    get,
    coverage: () => ok(coverageResponseSchema, '/v1/coverage'),
    usage: () => ok(usageResponseSchema, '/v1/usage'),
    /** Billed: one call. */
    nodeMix: (spot: SpotParams, node: string) => ok(nodeMixResponseSchema, '/v1/node-mix', { ...spot, ...boardParams(node), node }),
    /** Billed: one call. Full verbosity, as the UI's hand panel asks. */
    decision: (spot: SpotParams, node: string, hand: string) =>
      ok(getDecisionResponseSchema, '/v1/strategy', { ...spot, ...boardParams(node), node, hand, verbosity: 'full' }),
    /** Free: discovery. */
    discovery: (spot: SpotParams, node: string) => get('/v1/strategy', { ...spot, ...boardParams(node), node, discovery: 'true' }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
