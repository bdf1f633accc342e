// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProvenanceNote } from '@/components/provenance';
import { I18nProvider } from '@/i18n/react';
import { createTranslator } from '@/i18n/translator';
import type { CostAnswer, CostQuery } from '@/lib/api/cost-queries';
import { SiteProvider } from '@/lib/site-context';
import { feeKeys, type FeeSchedules } from './api/fee-queries';
import { Results } from './live-results';
import { MethodChoice } from './method-choice';
import { ScheduleTable } from './schedule-table';

/*
 * The calculator's pieces with the site's own English texts: the payment methods offered for each currency,
 * and the published-schedule table's sources (one note per figure, the same note the live table shows for
 * the same figure, never "not checked (not checked)").
 */

const texts = (ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales/en', `${ns}.json`), 'utf8'));
const i18n = createTranslator({ language: 'en', resources: { en: { fees: texts('fees'), common: texts('common') } } });
afterEach(cleanup);

function wrap(children: ReactNode, client = new QueryClient()) {
  return render(
    <I18nProvider i18n={i18n}>
      <SiteProvider value={{ lang: 'en', siteUrl: 'https://coinatlas.example' }}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </SiteProvider>
    </I18nProvider>,
  );
}

const labels = () => screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value);

describe('the payment methods follow the currency', () => {
  it.each([
    ['EUR', ['SEPA transfer', 'SEPA Instant', 'Card']],
    ['BRL', ['PIX', 'TED', 'Card']],
    ['USD', ['ACH transfer', 'Wire transfer', 'Card']],
    ['GBP', ['Faster Payments', 'Card']],
  ])('%s: %j', (fiat, expected) => {
    wrap(<MethodChoice fiat={fiat} checked="card" />);
    expect(labels()).toEqual(expected);
    expect(screen.getByRole('group', { name: 'How you pay in' })).toBeTruthy();
    // the method asked for is kept where the currency has it
    expect(checked()).toEqual(['card']);
  });

  it("a method the currency does not have gives way to the currency's first", () => {
    wrap(<MethodChoice fiat="BRL" checked="sepa" />);
    expect(checked()).toEqual(['pix']);
  });
});

const CHECKED = { kind: 'checked', source: 'https://fixture.example/kraken/ach', checked: '2026-11-20' } as const;
const CATALOGUE = { kind: 'catalogue', source: 'https://fixture.example/fees' } as const;
const LISTING = {
  kind: 'feed',
  feed: "Kraken's spot market listing, read through ccxt 4.5.84",
  version: '4.5.84',
  fetchedAt: '2026-11-27T11:59:00.000Z',
  source: 'https://www.kraken.com/en-us/features/fee-schedule',
} as const;
const tiers = (taker: number) => ({ tiers: [{ fromUsd: 0, maker: 0.25, taker }], coversUpToUsd: null });

const schedules: FeeSchedules = {
  query: { fiat: 'USD', method: 'ach', country: 'US' },
  exchanges: [
    {
      id: 'kraken',
      name: 'Kraken',
      availability: 'available',
      fees: {
        trading: { value: tiers(0.4), provenance: CATALOGUE },
        withdrawal: { BTC: { value: { amount: 0.0001 }, provenance: CHECKED } },
      },
      paymentMethods: [{ method: 'ach', fiat: 'USD', deposit: { feePercent: 0 }, provenance: CHECKED }],
    },
    {
      id: 'gemini',
      name: 'Gemini',
      availability: 'unknown',
      fees: { trading: { value: tiers(0.6), provenance: CATALOGUE } },
      paymentMethods: [{ method: 'ach', fiat: 'USD', deposit: {}, provenance: CATALOGUE }],
    },
  ],
  excluded: [
    {
      exchange: { id: 'binance', name: 'Binance' },
      reason: 'not-available-in-country',
      message: 'Binance is recorded as not available in US (excluded by terms)',
      provenance: CATALOGUE,
    },
  ],
  withoutFees: 0,
};

/** The live answer's part the table reads: Kraken's taker fee, 0.4 % by its own market listing. */
const live = {
  query: { asset: 'BTC', fiat: 'USD', amount: 1000, country: 'US', method: 'ach' },
  ranked: [{ exchange: { id: 'kraken', name: 'Kraken', marketId: 'kraken' }, parts: { fee: { ratePercent: 0.4, provenance: LISTING } } }],
  excluded: [],
} as unknown as CostAnswer;

const query: CostQuery & { country: string } = { asset: 'BTC', fiat: 'USD', amount: 1000, country: 'US', method: 'ach' };

function table() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(feeKeys.schedules({ fiat: 'USD', method: 'ach', country: 'US' }), schedules);
  client.setQueryData(feeKeys.coins(), [{ symbol: 'BTC', name: 'Bitcoin', priceUsd: 50_000 }]);
  return wrap(<ScheduleTable query={query} live={live} />, client);
}
const noteText = (provenance: Parameters<typeof ProvenanceNote>[0]['provenance']) => {
  const { container, unmount } = wrap(<ProvenanceNote provenance={provenance} />);
  const text = container.textContent;
  unmount();
  return text;
};

describe('the published-schedule table', () => {
  it('follows the chosen country, currency and method, and leaves out the exchange recorded as not available there', () => {
    table();
    expect(screen.getByTestId('schedules-for').textContent).toBe('As chosen above: United States, paying in USD by ACH transfer.');
    expect(screen.getByTestId('schedules-excluded').querySelector('summary')!.textContent).toBe(
      '1 exchange left out: not available in this country (United States), as its record says',
    );
    expect(screen.getAllByTestId('schedules-excluded-item').map((li) => li.textContent)).toEqual([
      'Binance · From our catalogue, not yet checked',
    ]);
    expect(screen.queryByRole('heading', { name: 'Binance' })).toBeNull();
  });

  it("shows the live listing's source for the taker fee it states too, as the live table does, and each figure's note once", () => {
    const listingNote = noteText(LISTING);
    const checkedNote = noteText(CHECKED);
    table();
    const kraken = screen.getByTestId('fee-result');
    expect(within(kraken).getByRole('heading', { level: 4 }).textContent).toBe('Kraken');
    const rows = [...kraken.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      [`Deposit (ACH transfer) · 0% · ${checkedNote}`, '$0.00'],
      [`Trading fee · 0.4% taker, tier from $0 30-day volume · ${listingNote}`, '$4.00'],
      [`Withdrawal of BTC · 0.0001 of the coin · ${checkedNote}`, '$5.00'],
    ]);
    expect(listingNote).toBe(
      "From Kraken's spot market listing, read through ccxt 4.5.84, version 4.5.84, fetched November 27, 2026 · source",
    );
    expect(kraken.textContent).toContain('Total: $9.00');

    // Gemini: the catalogue's figures, each said once, and an offered method without a fee is not zero
    const gemini = screen.getByTestId('fee-missing');
    expect([...gemini.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Deposit (ACH transfer): offered, but we hold no fee for it · From our catalogue, not yet checked',
      'Trading fee: $6.00 (0.6% taker), left out of the total · From our catalogue, not yet checked',
      'Withdrawal of BTC: we hold no figure',
    ]);
    expect(document.body.textContent).not.toMatch(/not checked\)? \(.*not checked/);
    expect(gemini.textContent).toContain('We have no record of whether it serves this country (United States).');
  });
});

describe('the live ranking', () => {
  const BOOK = {
    kind: 'feed',
    feed: "Coinbase's public order book for BTC/EUR",
    version: '4.5.84',
    fetchedAt: '2026-11-27T20:31:47.322Z',
  } as const;
  const answer = (library: string) =>
    ({
      query: { asset: 'BTC', fiat: 'EUR', amount: 500, country: 'DE', method: 'sepa' },
      generatedAt: '2026-11-27T20:31:48.419Z',
      orderType: 'market',
      library: { name: library, version: '4.5.84' },
      ranked: [
        {
          rank: 1,
          exchange: { id: 'coinbase', name: 'Coinbase', marketId: 'coinbase' },
          symbol: 'BTC/EUR',
          complete: false,
          availability: 'unknown',
          received: 0.0057,
          averagePrice: 87408.74,
          traded: 497,
          levelsUsed: 1,
          parts: {
            fee: {
              cost: 3,
              percent: 0.6,
              ratePercent: 0.6,
              basis: 'library-description',
              pages: [],
              provenance: {
                kind: 'feed',
                feed: `${library} 4.5.84's description of Coinbase Advanced`,
                version: '4.5.84',
                fetchedAt: '2026-11-27T20:31:43.093Z',
              },
            },
            spread: { cost: 0.05, percent: 0.01, provenance: BOOK },
            slippage: { cost: 0, percent: 0, provenance: BOOK },
            deposit: { method: 'sepa', status: 'unknown', offered: false, cost: null, percent: null, minimum: null, provenance: null },
          },
          total: { cost: 3.05, percent: 0.61, excludes: ['deposit'] },
          book: {
            fetchedAt: '2026-11-27T20:31:47.322Z',
            exchangeTime: null,
            ageSeconds: 1,
            stale: false,
            levels: 50,
            bestAsk: 87408.74,
            bestBid: 87391.26,
            midPrice: 87400,
            provenance: BOOK,
          },
        },
      ],
      excluded: [],
    }) as unknown as CostAnswer;

  it("names the library the answer says read the books in the caveat of a fee that is the library's own description", () => {
    for (const library of ['ccxt', 'another-library']) {
      const { unmount } = wrap(<Results answer={answer(library)} highlight={null} />);
      const fee = screen.getByTestId('live-result').querySelector('dl > div')!;
      expect(fee.querySelector('dt > span.block')!.textContent).toBe(
        `From ${library} 4.5.84's description of Coinbase Advanced, version 4.5.84, fetched November 27, 2026 ` +
          `(${library}'s own description of the exchange's fees, not read from the exchange: it may be out of date)`,
      );
      unmount();
    }
  });
});
