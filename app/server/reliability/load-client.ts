// A small HTTP client for load over loopback (keep-alive sockets, one agent per run) and a
// driver that runs many sequential clients at once, records every answer, and can halt:
// stop sending and say which requests are still in flight (what a kill -9 may cut off).
import http from 'node:http';

export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpClient {
  send(call: Call): Promise<Answer>;
  close(): void;
}

/** A client of `origin` (http://127.0.0.1:<port>) over at most `maxSockets` keep-alive connections. */
export function httpClient(origin: string, maxSockets = 64, timeoutMs = 30_000): HttpClient {
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.hostname !== '[::1]') throw new Error(`${origin} is not a loopback address`);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    send(call) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: url.hostname.replace(/^\[|\]$/g, ''),
            port: url.port,
            method: call.method,
            path: call.path,
            headers: { ...call.headers, ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
            timeout: timeoutMs,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms: ${call.method} ${call.path}`)));
        request.on('error', reject);
        request.end(call.body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** What a request is, for the books: which usage a 200 of it adds. */
export type CallKind = 'get_decision' | 'get_discovery' | 'post_solver' | 'post_fallback' | 'post_discovery';

export interface Outcome {
  kind: CallKind;
  key: string;
  /** 0 when the request failed without an answer (connection reset by a kill). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Epoch ms when the answer (or the failure) came. */
  doneAtMs: number;
  error?: string;
}

export interface ClientPlan {
  key: string;
  /** Request kinds this client cycles through. */
  kinds: CallKind[];
}

export interface DriverOptions {
  /** Stop sending at this epoch ms. */
  untilMs: number;
  /** Bound on the requests of one client. */
  maxRequestsPerClient: number;
  /** After a 429, wait a random time in [min, max] ms before the next request. */
  backoffOn429Ms: [number, number];
}

export interface LoadDriver {
  /** Runs the clients until `untilMs`, a halt, or their request bound; resolves when every answer is in. */
  run(plans: ClientPlan[], options: DriverOptions): Promise<void>;
  /** Stops sending at once; returns the requests in flight at this instant. */
  halt(): { kind: CallKind; key: string }[];
  /** Requests sent and not answered yet. */
  inFlightCount(): number;
  outcomes: Outcome[];
}

export function loadDriver(client: HttpClient, callOf: (kind: CallKind, key: string) => Call): LoadDriver {
  const outcomes: Outcome[] = [];
  const inFlight = new Map<number, { kind: CallKind; key: string }>();
  let nextId = 0;
  let halted = false;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function runClient(plan: ClientPlan, offset: number, options: DriverOptions) {
    for (let i = 0; i < options.maxRequestsPerClient && !halted && Date.now() < options.untilMs; i++) {
      const kind = plan.kinds[(offset + i) % plan.kinds.length];
      const id = nextId++;
      inFlight.set(id, { kind, key: plan.key });
      let outcome: Outcome;
      try {
        const answer = await client.send(callOf(kind, plan.key));
        outcome = { kind, key: plan.key, status: answer.status, headers: answer.headers, body: answer.body, doneAtMs: Date.now() };
      } catch (error) {
        outcome = { kind, key: plan.key, status: 0, headers: {}, body: '', doneAtMs: Date.now(), error: (error as Error).message };
      }
      inFlight.delete(id);
      outcomes.push(outcome);
      if (outcome.status === 0) return;
      if (outcome.status === 429) {
        const [min, max] = options.backoffOn429Ms;
        await sleep(min + Math.random() * (max - min));
      }
    }
  }

  return {
    outcomes,
    async run(plans, options) {
      await Promise.all(plans.map((plan, i) => runClient(plan, i, options)));
    },
    halt() {
      halted = true;
      return [...inFlight.values()];
    },
    inFlightCount: () => inFlight.size,
  };
}

export interface UsageTally {
  billed: number;
  discovery: number;
  solver: number;
  fallback: number;
}

export const EMPTY_TALLY: UsageTally = { billed: 0, discovery: 0, solver: 0, fallback: 0 };

/** The usage a 200 of this kind adds (X-Engine, when sent, names the engine that billed). */
export function usageOfKind(kind: CallKind, engineHeader?: string): UsageTally {
  if (kind === 'get_discovery' || kind === 'post_discovery') return { ...EMPTY_TALLY, discovery: 1 };
  const engine = kind === 'post_fallback' ? 'fallback' : kind === 'post_solver' ? (engineHeader === 'fallback' ? 'fallback' : 'solver') : 'solver';
  return { ...EMPTY_TALLY, billed: 1, [engine]: 1 };
}

export function addTally(a: UsageTally, b: UsageTally): UsageTally {
  return { billed: a.billed + b.billed, discovery: a.discovery + b.discovery, solver: a.solver + b.solver, fallback: a.fallback + b.fallback };
}

/** The usage the 200 answers among `outcomes` (of `key`, when given) must have left. */
export function tallyOf(outcomes: readonly Outcome[], key?: string): UsageTally {
  return outcomes
    .filter((o) => o.status === 200 && (key === undefined || o.key === key))
    .reduce((sum, o) => addTally(sum, usageOfKind(o.kind, o.headers['x-engine'] as string | undefined)), EMPTY_TALLY);
}
