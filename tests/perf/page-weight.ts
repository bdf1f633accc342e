/**
 * What a page's document carries besides its markup, as a crawler or a first visit receives it (raw HTML, no
 * compression): the whole document, the stylesheet inlined in <style> elements, and the boot data (the JSON the
 * browser starts from). Starts the built server; run after `npm run build`:
 *
 *   npx tsx --conditions=source tests/perf/page-weight.ts [path ...]
 *
 * Without paths it measures one public page of each kind and the three largest directories.
 */
import { startServer } from '../support/server.js';

const DEFAULT_PATHS = [
  '/',
  '/about',
  '/exchanges',
  '/coupon-codes',
  '/apps',
  '/wallets',
  '/blog',
  '/es/fee-calculator',
  '/exchanges/kraken',
];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const server = await startServer({ withRedis: false });
try {
  console.log(`${'page'.padEnd(22)}${'document'.padStart(10)}${'inline CSS'.padStart(12)}${'boot JSON'.padStart(11)}`);
  for (const path of paths) {
    const res = await fetch(server.url + path);
    const html = await res.text();
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
    const boot = /<script type="application\/json" id="coinatlas-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    console.log(
      `${path.padEnd(22)}${kb(Buffer.byteLength(html))}  ${kb(css)}  ${kb(Buffer.byteLength(boot))}${res.status === 200 ? '' : `  (status ${res.status})`}`,
    );
  }
} finally {
  await server.stop();
}
