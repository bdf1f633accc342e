/**
 * Lighthouse (mobile, simulated throttling) against the built site served by the real server, in Debian's
 * chromium. Prints the four category scores per page. Usage: tsx tests/perf/lighthouse.ts [path...]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../support/browser.js';
import { startServer } from '../support/server.js';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/tools', '/blog'];
const server = await startServer({ withRedis: false });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
try {
  console.log('Lighthouse, mobile (scores 0-100): performance / accessibility / best-practices / seo');
  for (const path of paths) {
    const result = await lighthouse(server.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const c = result.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    console.log(
      `${path.padEnd(16)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}`,
    );
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    if (failing.length) console.log(`  below 90: ${failing.slice(0, 12).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
