import { launchBrowser, newContext } from '../support/browser.js';
const b = await launchBrowser();
for (const lang of ['en', 'de']) for (const [w, h] of [[390, 844], [1366, 900]] as const) for (const scheme of ['light', 'dark'] as const) {
  const ctx = await newContext(b, { width: w, height: h, colorScheme: scheme });
  const p = await ctx.newPage();
  await p.goto(`http://localhost:3203/${lang === 'en' ? '' : lang}`);
  const strip = p.getByTestId('promo-banner');
  await strip.waitFor({ timeout: 8000 });
  const box = await strip.boundingBox();
  console.log(lang, w, scheme, 'strip', Math.round(box!.width), 'x', Math.round(box!.height), `${((box!.width * box!.height) / (w * h) * 100).toFixed(1)}% of the screen`);
  await p.evaluate(() => window.scrollTo(0, (document.querySelector('[data-testid="promo-banner"]') as HTMLElement).offsetTop - 200));
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/scores-shots/strip-${lang}-${w}-${scheme}.png` });
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.waitForTimeout(200);
  await p.screenshot({ path: `/tmp/scores-shots/top-${lang}-${w}-${scheme}.png` });
  await ctx.close();
}
await b.close();
