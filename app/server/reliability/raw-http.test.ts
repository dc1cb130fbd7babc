// Requests broken at the HTTP level, over a real socket (inject() never runs Node's HTTP
// parser): request lines and headers over 16 KiB, bad request lines and header bytes, bad
// chunked encoding, Content-Length against Transfer-Encoding, a body shorter than its
// length, no Host. Whatever the parser refuses, the answer is still the error body with the
// status of its code, and no 5xx.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledTreesDir, startService, type RunningService } from '../local-setup.ts';
import { expectContractAnswer } from './answer-invariants.ts';

let dataDir: string;
let service: RunningService;
let port: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-raw-http-'));
  service = await startService({ dataDir, port: 0, webRoot: null, treesDirs: [bundledTreesDir()] });
  port = Number(new URL(service.origin).port);
}, 60_000);

afterAll(async () => {
  await service?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `text` to a fresh connection, half-closes after `endAfterMs`, and parses the first answer. */
function rawExchange(text: string, endAfterMs = 300): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const head = raw.indexOf('\r\n\r\n');
      if (head < 0) return resolve(null);
      const [statusLine, ...lines] = raw.slice(0, head).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = raw.slice(head + 4);
      if (headers['transfer-encoding'] === 'chunked') {
        let decoded = '';
        for (let rest = body; ; ) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.slice(0, eol), 16);
          if (!(size > 0)) break;
          decoded += rest.slice(eol + 2, eol + 2 + size);
          rest = rest.slice(eol + 4 + size);
        }
        body = decoded;
      } else if (headers['content-length'] !== undefined) {
        body = body.slice(0, Number(headers['content-length']));
      }
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') });
    });
    socket.write(text, 'latin1');
    setTimeout(() => socket.end(), endAfterMs);
    setTimeout(() => socket.destroy(), 5_000);
  });
}

const host = () => `Host: 127.0.0.1:${port}\r\n`;
const key = () => `X-API-Key: ${service.local.key}\r\n`;

describe('requests broken at the HTTP level, over a socket', () => {
  const cases: [string, number, () => string][] = [
    ['a request line over 16 KiB', 413, () => `GET /v1/strategy?node=${'x'.repeat(20_000)} HTTP/1.1\r\n${host()}\r\n`],
    ['headers over 16 KiB', 413, () => `GET /v1/health HTTP/1.1\r\n${host()}X-Pad: ${'y'.repeat(17_000)}\r\n\r\n`],
    ['a request line that is not HTTP', 422, () => 'GARBAGE\r\n\r\n'],
    ['a control byte in a header name', 422, () => `GET /v1/health HTTP/1.1\r\n${host()}X-Bad\u0001: 1\r\n\r\n`],
    ['a bad chunk size', 422, () => `POST /v1/strategy HTTP/1.1\r\n${host()}${key()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n`],
    ['Content-Length and Transfer-Encoding together', 422, () => `POST /v1/strategy HTTP/1.1\r\n${host()}${key()}Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    ['a body shorter than its Content-Length', 422, () => `POST /v1/strategy HTTP/1.1\r\n${host()}${key()}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":1}`],
    ['no Host header', 421, () => 'GET /v1/health HTTP/1.1\r\n\r\n'],
  ];

  it.each(cases)('answers %s with the error body (status %i)', async (name, status, request) => {
    const answer = await rawExchange(request());
    expect(answer, 'an HTTP answer came back').not.toBeNull();
    expectContractAnswer(answer!, name);
    expect(answer!.statusCode).toBe(status);
  });

  it('still serves after all of them (a well-formed request on a fresh connection)', async () => {
    const answer = await rawExchange(`GET /v1/health HTTP/1.1\r\n${host()}Connection: close\r\n\r\n`);
    expect(answer?.statusCode).toBe(200);
  });
});
