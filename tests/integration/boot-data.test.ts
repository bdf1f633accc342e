/**
 * What a page embeds for the browser to start from is what its first screen shows, not whole records: the
 * coupon page lists every section's offers, so it embeds each partner's name and offers, not the partner
 * records (131 KB of them before); the exchange and app directories embed the index they filter, count and
 * sort with, and their cards keep the server's markup until the browser has fetched the cards' records.
 * Uses the real server renderer (build the client first: `npm run build`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { hasOwnPage } from '../support/content.js';
import { repoRoot } from '../../backend/src/paths.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { LISTING_PAGE_SIZE } from '../../frontend/src/lib/listing-pages.js';

type Boot = { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } };
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="coinatlas-boot">([\s\S]*?)<\/script>/.exec(html)![1]!) as Boot;

describe('boot data', () => {
  let t: TestApp;
  beforeAll(async () => {
    const built = join(repoRoot, 'frontend/dist-ssr/entry-server.js');
    if (!existsSync(built)) throw new Error(`This test renders real pages: build the client first (npm run build); ${built} is missing.`);
    t = await createTestApp({ withRedis: false, env: { SEO_AUDIT_HOUR: 'off' } });
  });
  afterAll(async () => t?.close());

  it.each(['/coupon-codes', '/pt/referral-codes'])('%s embeds every section’s offers, and no whole partner record', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const queries = bootOf(res.body).queries.queries;
    const partnerQueries = queries.filter((q) => q.queryKey[0] === 'content' && q.queryKey[1] === 'partners');
    expect(partnerQueries.map((q) => (q.queryKey[2] as { type: string }).type).sort()).toEqual([...PARTNER_TYPES].sort());
    for (const q of partnerQueries) {
      expect(q.queryKey[3], JSON.stringify(q.queryKey)).toBe('offers');
      for (const p of q.state.data as Array<Record<string, unknown>>)
        // `page` only for a record shown on its provider's page (its link lands there)
        expect(Object.keys(p).sort(), `${String(p.type)}/${String(p.id)}`).toEqual(
          hasOwnPage(p.type as PartnerType, p.id as string)
            ? ['id', 'name', 'offers', 'promotable', 'type']
            : ['id', 'name', 'offers', 'page', 'promotable', 'type'],
        );
    }
    // the offers the page shows are in the markup
    expect(res.body).toContain('data-testid="offer-card"');
  });

  const INDEX_FIELDS = {
    exchange: [
      'chains',
      'coinsAtLeast',
      'deposits',
      'id',
      'kind',
      'kyc',
      'lastChecked',
      'listed',
      'name',
      'order',
      'promotable',
      'rating',
      'spotFee',
    ],
    app: ['category', 'id', 'listed', 'name', 'rated', 'updated'],
  } as const;

  it.each([
    ['/exchanges', 'exchange', 'en'],
    ['/exchanges/no-kyc?sort=fees', 'exchange', 'en'],
    ['/de/exchanges/decentralized', 'exchange', 'de'],
    ['/apps', 'app', 'en'],
    ['/es/apps', 'app', 'es'],
  ] as const)('%s embeds the directory index only; its HTML still holds every card', async (url, type, lang) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const queries = bootOf(res.body).queries.queries;
    const partnerQueries = queries.filter((q) => q.queryKey[0] === 'content' && q.queryKey[1] === 'partners');
    expect(partnerQueries.map((q) => q.queryKey)).toEqual([['content', 'partners', { type, lang }, 'index']]);
    const index = partnerQueries[0]!.state.data as Array<Record<string, unknown>>;
    for (const entry of index)
      for (const key of Object.keys(entry)) expect(INDEX_FIELDS[type], `${url} ${String(entry.id)}`).toContain(key);

    // every listed record is in the index and has its card in the markup, with what the card shows
    const api = await t.app.inject({ url: `/api/content/partners?type=${type}&lang=${lang}` });
    const records = (api.json() as { partners: Array<{ id: string; name: string; type: string }> }).partners.filter((p) => p.type === type);
    expect(new Set(index.map((e) => e.id))).toEqual(new Set(records.map((r) => r.id)));
    const cards = [...res.body.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]);
    const shown = url.includes('/exchanges/')
      ? index.filter((e) => (url.includes('no-kyc') ? e.kyc === 'none' : e.kind === 'decentralized'))
      : index;
    // a page holds at most LISTING_PAGE_SIZE cards (the rest are on ?page=2)
    expect(cards.length).toBe(Math.min(shown.length, LISTING_PAGE_SIZE));
    expect(cards.every((id) => shown.some((e) => e.id === id))).toBe(true);
    expect(res.body).toContain(`/go/${type}/`);
  });
});
