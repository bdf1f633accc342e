/**
 * Claims only from records (issue 35), on the pages as the server renders them (the client's real renderer,
 * from its sources: no build needed):
 * - the exchange directory's card and the exchange's own page show the same fee facts, in the same words,
 *   read from the same record (the directory showed Uniswap's pool fees while its page said it held none);
 * - no fact text lives in code (every DEX card said "Any token with a pool");
 * - a rating whose breakdown is not published is shown nowhere (stars, score, structured data, compare);
 * - a "Top pick" badge stands only on an editor's pick, never on the `featured` flag of a trending card;
 * - the directory opens in the editors' order, centralized exchanges apart from decentralized ones.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceRenderer } from '../support/source-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { partnerOf, partnersOf } from '../support/content.js';

const parse = (html: string) => new JSDOM(html).window.document;
/** What an element says to a reader: its text without the scripts in it (the boot data holds every translation). */
function text(el: Element | null | undefined): string {
  if (!el) return '';
  const copy = el.cloneNode(true) as Element;
  for (const s of copy.querySelectorAll('script')) s.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The fee facts a piece of a page shows: [key, label, value] (or the one sentence that we hold none). */
function feeFactsIn(root: Element): string[][] {
  return [...root.querySelectorAll('[data-fee-fact]')].map((el) =>
    el.getAttribute('data-fee-fact') === 'none'
      ? ['none', text(el)]
      : [el.getAttribute('data-fee-fact')!, text(el.querySelector('dt')), text(el.querySelector('[data-fee-value]'))],
  );
}

/** A percent as the English pages write it (0.1%, 0.25%, 1%). */
const pct = (v: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 }).format(v / 100);

describe('exchange facts on the directory and the exchange pages', () => {
  let t: TestApp;
  const pages = new Map<string, Document>();
  const page = async (url: string) => {
    let doc = pages.get(url);
    if (!doc) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      doc = parse(res.body);
      pages.set(url, doc);
    }
    return doc;
  };

  /** An exchange's directory card, on its kind's view (each view's first page holds every exchange of its kind). */
  const cardOf = async (id: string) =>
    (await page(`/exchanges/${partnerOf('exchange', id).category}`)).querySelector(`article[id="${id}"]`);

  beforeAll(async () => {
    t = await createTestApp({ withRedis: false, env: { SEO_AUDIT_HOUR: 'off' }, deps: { renderer: sourceRenderer() } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows the same fee facts on an exchange’s directory card and on its page, word for word', { timeout: 240_000 }, async () => {
    for (const id of ['uniswap', 'pancakeswap', 'binance', 'kraken', 'coinbase', 'okx', 'bisq']) {
      const card = await cardOf(id);
      expect(card, `${id} has a directory card`).not.toBeNull();
      const fees = (await page(`/exchanges/${id}`)).querySelector('[data-testid="fees"]');
      expect(fees, `${id} has a fees section`).not.toBeNull();
      const onCard = feeFactsIn(card!);
      expect(onCard.length, id).toBeGreaterThan(0);
      expect(feeFactsIn(fees!), id).toEqual(onCard);
    }
  });

  it('writes the fee facts the record holds in exact words, and “none” only where it holds none', { timeout: 240_000 }, async () => {
    const uniswap = partnerOf('exchange', 'uniswap');
    const pool = uniswap.facts.poolFee!.value;
    const fees = (await page('/exchanges/uniswap')).querySelector('[data-testid="fees"]')!;
    expect(feeFactsIn(fees)[0]).toEqual(['spot', 'Spot fees', `${pct(pool.min)} – ${pct(pool.max)}, set per pool, plus network fees`]);
    expect(text(fees)).not.toContain('We hold no fee figures');

    const binance = partnerOf('exchange', 'binance');
    const tier = binance.fees!.trading!.value.tiers[0]!;
    const card = (await cardOf('binance'))!;
    expect(feeFactsIn(card)[0]).toEqual(['spot', 'Spot fees', `Maker ${pct(tier.maker)} · Taker ${pct(tier.taker)} (standard tier)`]);

    // an exchange whose record holds no fee figure says so, the same way, on both
    const none = partnersOf('exchange').find((e) => !e.fees?.trading && !e.facts.poolFee && !e.fees?.spread && !e.fees?.deposit);
    expect(none, 'an exchange without fee figures in the content').toBeDefined();
    const noneCard = (await cardOf(none!.id))!;
    expect(feeFactsIn(noneCard)).toEqual([['none', `We hold no fee figures for ${none!.name} yet.`]]);
  });

  it('says no coin claim a record does not hold: no “any token with a pool” on any DEX', { timeout: 240_000 }, async () => {
    for (const url of ['/exchanges', '/exchanges/decentralized', '/exchanges/bisq', '/exchanges/uniswap'])
      expect(text((await page(url)).body), url).not.toMatch(/any token with a pool/i);
  });

  it('shows no rating whose breakdown is not published: no stars, score or structured data', { timeout: 240_000 }, async () => {
    const binance = partnerOf('exchange', 'binance');
    // the example holds an overall figure without its breakdown (pick another record if that changes)
    expect(binance.rating?.overall).toBeGreaterThan(0);
    expect(binance.rating?.breakdown).toBeNull();
    const doc = await page('/exchanges/binance');
    expect(doc.querySelector('[role="img"][aria-label^="Rated"]')).toBeNull();
    expect(doc.querySelector('[data-testid="rating"]')).toBeNull();
    expect(text(doc.querySelector('[data-testid="partner-page"]'))).not.toContain(`${binance.rating!.overall}/5`);
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '').join('\n');
    expect(ld).not.toMatch(/ratingValue|aggregateRating|reviewRating/i);

    // the apps hold overall figures only: the directory shows none of them
    expect(partnersOf('app').every((a) => !a.rating?.breakdown)).toBe(true);
    expect(text((await page('/apps')).body)).not.toContain('Our rating');
  });

  it('puts a "Top pick" badge on no trending tool for its featured flag alone', { timeout: 240_000 }, async () => {
    const featured = partnersOf('tool').filter((p) => p.trending?.featured && !p.editorsPick);
    expect(featured.length).toBeGreaterThan(0);
    const home = await page('/');
    expect(home.querySelectorAll('[data-testid="top-pick"]').length).toBe(
      partnersOf('tool').filter((p) => p.trending && p.editorsPick).length,
    );
    for (const p of featured) expect(text(home.querySelector(`[data-tool="${p.id}"]`))).not.toContain('Top pick');
  });

  it('opens the directory in the editors’ order, centralized exchanges before decentralized ones', { timeout: 240_000 }, async () => {
    const ids = [...(await page('/exchanges')).querySelectorAll('article[id]')].map((a) => a.id);
    const kinds = ids.map((id) => partnerOf('exchange', id).category);
    expect(kinds.lastIndexOf('centralized')).toBeLessThan(kinds.indexOf('decentralized'));
    expect(ids[0]).toBe(
      partnersOf('exchange')
        .filter((e) => e.category === 'centralized')
        .sort((a, b) => a.order - b.order)[0]!.id,
    );
  });

  it('shows an exchange’s payment methods and licences with their provenance, in each language', { timeout: 240_000 }, async () => {
    const kraken = partnerOf('exchange', 'kraken');
    expect(kraken.paymentMethods?.length, 'kraken records payment methods').toBeGreaterThan(0);
    const de = await page('/de/exchanges/kraken');
    const methods = de.querySelector('[data-testid="payment-methods-section"]')!;
    expect(text(methods.querySelector('h2'))).toBe('Zahlungsmethoden');
    for (const m of kraken.paymentMethods!) {
      const row = methods.querySelector(`[data-fiat="${m.fiat}"] tr[data-method="${m.method}"]`);
      expect(row, `${m.method} ${m.fiat}`).not.toBeNull();
      expect(row!.querySelectorAll('[data-provenance]').length).toBeGreaterThan(0);
      if (!m.withdrawal) expect(text(row!.querySelector('[data-direction="withdrawal"] [data-terms]'))).toBe('Nicht erfasst');
    }
    const licences = partnersOf('exchange').find((e) => e.licences?.length);
    if (licences) {
      const section = (await page(`/es/exchanges/${licences.id}`)).querySelector('[data-testid="licences-section"]')!;
      expect(text(section.querySelector('h2'))).toBe('Licencias y registros');
      expect(section.querySelectorAll('li[data-licence]').length).toBe(licences.licences!.length);
      expect(section.querySelectorAll('li[data-licence] [data-provenance]').length).toBe(licences.licences!.length);
    }
  });
});
