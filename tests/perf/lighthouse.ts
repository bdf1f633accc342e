/**
 * Lighthouse (mobile, simulated throttling) against the built site served by the real server, in Debian's
 * chromium. Each page runs RUNS times (default 3); the median run's scores and metrics are printed with the
 * targets: performance >= 95, accessibility, best practices and SEO 100, LCP <= 1.8 s, TBT <= 100 ms,
 * CLS <= 0.02. Usage: tsx tests/perf/lighthouse.ts [path...]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { CHROMIUM } from '../support/browser.js';
import { startServer } from '../support/server.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const post = `/blog/${loadBlogSeeds().posts[0]!.slug}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/exchanges', '/tools', '/es/exchanges', post];
const server = await startServer({ withRedis: false });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
type Run = { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number; failing: string[] };
const median = <T>(runs: T[], key: (r: T) => number): T => [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)]!;
let missed = 0;
try {
  console.log(`Lighthouse, mobile, median of ${RUNS} runs: performance / accessibility / best-practices / seo; LCP, TBT, CLS`);
  for (const path of paths) {
    const runs: Run[] = [];
    for (let i = 0, failed = 0; i < RUNS; i++) {
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { categories: c, audits: a } = result.lhr;
      // A run Lighthouse itself could not record (e.g. NO_NAVSTART, a trace problem) scores 0 and says
      // nothing about the page: it is reported and run again (twice at most), not put in the median.
      if (result.lhr.runtimeError) {
        console.log(`  ${path} run ${i + 1}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        if (++failed <= 2) {
          i--;
          continue;
        }
      }
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      runs.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: a['total-blocking-time']?.numericValue ?? NaN,
        cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
        failing: Object.values(a)
          .filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'manual')
          .map((x) => `${x.id} (${x.displayValue ?? x.score})`),
      });
    }
    const m = median(runs, (r) => r.perf);
    const ok = m.perf >= 95 && m.a11y === 100 && m.bp === 100 && m.seo === 100 && m.lcp <= 1800 && m.tbt <= 100 && m.cls <= 0.02;
    if (!ok) missed++;
    console.log(
      `${path.padEnd(28)} ${m.perf} / ${m.a11y} / ${m.bp} / ${m.seo}   LCP ${(m.lcp / 1000).toFixed(2)} s   TBT ${m.tbt.toFixed(0)} ms   CLS ${m.cls.toFixed(3)}` +
        `   (runs: ${runs.map((r) => r.perf).join(' ')})${ok ? '' : '   BELOW TARGET'}`,
    );
    if (m.failing.length) console.log(`  below 90: ${m.failing.slice(0, 12).join(', ')}`);
  }
  console.log(`${paths.length - missed} of ${paths.length} pages meet every target`);
} finally {
  await chrome.kill();
  await server.stop();
}
