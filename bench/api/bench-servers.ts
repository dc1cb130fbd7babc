// The servers of the API bench, in their own process (so the load generator does not share
// their event loop): the full /v1 app and a bare Fastify route answering a JSON body of the
// same size. Prints one line of JSON with both addresses, then serves until killed.
// Run by api.bench.ts: node --import tsx bench/api/bench-servers.ts '<json options>'
import Fastify from 'fastify';
import { buildApp, listen } from '../../app/server/app.ts';

const options = JSON.parse(process.argv[2]) as { dataDir: string; treesDirs: string[]; bareBody: unknown };

const app = buildApp({
  dataDir: options.dataDir,
  treesDirs: options.treesDirs,
  port: 0,
  limits: { preAuthPerSecond: 1_000_000 },
});
const api = await listen(app, { dataDir: options.dataDir, port: 0 });

const bare = Fastify({ logger: false });
const body = JSON.stringify(options.bareBody);
bare.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
// CPU time of this process (both servers), so the bench can report CPU per request, a
// figure that holds even when other processes share the machine.
bare.get('/cpu', async () => process.cpuUsage());
await bare.listen({ host: '127.0.0.1', port: 0 });
const address = bare.server.address();
const barePort = typeof address === 'object' && address ? address.port : 0;

process.stdout.write(`${JSON.stringify({ api, bare: `http://127.0.0.1:${barePort}` })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  });
}
