import { launchBrowser, newContext } from './browser.js';
const base = process.argv[2] ?? 'http://localhost:3100';
const paths = process.argv.slice(3);
const browser = await launchBrowser();
for (const scheme of ['light', 'dark'] as const) {
  const ctx = await newContext(browser, { colorScheme: scheme, width: 390, height: 844 });
  for (const p of paths) {
    const page = await ctx.newPage();
    const msgs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
    page.on('pageerror', (e) => msgs.push(`pageerror: ${e.message.slice(0, 300)}`));
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    console.log(scheme, p, msgs.length ? msgs.join(' | ') : 'OK');
    await page.close();
  }
  await ctx.close();
}
await browser.close();
