import { strategyFixture, strategyUrl } from '../../app/server/testing/strategy-fixture.ts';
const fx = await strategyFixture({ config: { validateResponses: false, limits: { preAuthPerSecond: 10_000_000 } } });
const urls = ['root-b5', 'root', 'root-x'].flatMap((node) => ['AhAd', 'QsQd'].map((hand) => strategyUrl({ node, hand })));
for (let i = 0; i < 3000; i++) await fx.getWithKey(urls[i % urls.length]);
for (const conc of [1, 16]) {
  const c0 = process.cpuUsage(); const N = 16000;
  await Promise.all(Array.from({ length: conc }, async (_, w) => { for (let i = w; i < N; i += conc) await fx.getWithKey(urls[i % urls.length]); }));
  const c = process.cpuUsage(c0);
  console.log('concurrency', conc, ((c.user + c.system) / N).toFixed(1), 'us cpu/req');
}
await fx.close();
