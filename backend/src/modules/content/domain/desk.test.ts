import { describe, expect, it } from 'vitest';
import {
  bundleEntry,
  checkNextOrder,
  deskProblems,
  deskRow,
  factPaths,
  markChecked,
  partnerPagePaths,
  publicLogo,
  urlProblem,
  validatorProblem,
} from './desk.js';
import { provenanceOf } from './provenance.js';
import type { PartnerFile } from './schema.js';

const TODAY = '2026-12-01';
const BIDI = 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';
const exchange = (over: Record<string, unknown> = {}) =>
  ({
    type: 'exchange',
    id: 'kraken',
    name: 'Kraken',
    officialUrl: 'https://www.kraken.com',
    order: 1,
    category: 'centralized',
    updated: '2026-11-24',
    facts: {
      kyc: { value: 'required', provenance: { kind: 'catalogue', source: 'https://www.kraken.com/' } },
      features: { value: [], provenance: { kind: 'checked', source: 'https://www.kraken.com/features', checked: '2026-11-30' } },
    },
    fees: {
      trading: { value: { tiers: [{ fromUsd: 0, maker: 0.25, taker: 0.4 }], coversUpToUsd: null }, provenance: { kind: 'catalogue' } },
    },
    ...over,
  }) as unknown as PartnerFile;

describe('provenanceOf', () => {
  it('finds every fact by walking the record, in its order, and never looks inside a fact', () => {
    const record = exchange({
      // a fact whose value itself holds objects with a `provenance` key: one fact, as a whole
      facts: {
        prices: {
          value: [{ model: 'A', provenance: { kind: 'checked', source: 'https://shop.example/', checked: '2026-11-01' } }],
          provenance: { kind: 'catalogue' },
        },
      },
      // a list of sourced entries nobody named in the walker: each is a fact
      offers: [
        { title: 'Welcome', provenance: { kind: 'feed', feed: 'partner feed', version: '3' } },
        { title: 'Staking', provenance: { kind: 'catalogue' } },
      ],
    });
    expect(provenanceOf(record).map(({ at, provenance }) => `${at} ${provenance.kind}`)).toEqual([
      '/facts/prices catalogue',
      '/fees/trading catalogue',
      '/offers/0 feed',
      '/offers/1 catalogue',
    ]);
  });
});

describe('the partner desk rules', () => {
  it('takes https page addresses only, parsed as URLs', () => {
    expect(urlProblem('https://www.kraken.com/features/fee-schedule')).toBeUndefined();
    expect(urlProblem('http://www.kraken.com/')).toBe('must be an https address (not http)');
    expect(urlProblem('htps//kraken.com')).toBe('must be an https address (it could not be read as an address)');
    expect(urlProblem('https://www.kra ken.com/')).toBe('must be an https address without spaces');
    expect(urlProblem('https://user:pw@kraken.com/')).toBe('must not carry a user name or password');
    expect(urlProblem('https://localhost/')).toBe("must name a public web site (not 'localhost')");
    expect(urlProblem('https://10.0.0.1/')).toBe("must name a public web site (not '10.0.0.1')");
    expect(urlProblem(`https://kraken.com/${'a'.repeat(500)}`)).toBe('is longer than 500 characters');
  });

  it('names every field it refuses: addresses, fee percents, countries, check dates, text sizes', () => {
    const bad = exchange({
      officialUrl: 'ftp://kraken.com',
      fees: {
        trading: {
          value: { tiers: [{ fromUsd: 0, maker: -1, taker: 101 }], coversUpToUsd: null },
          provenance: { kind: 'checked', source: 'https://kraken.com/', checked: '2026-12-02' },
        },
      },
      availability: [{ country: 'XQ', status: 'available', provenance: { kind: 'catalogue' } }],
      name: 'K'.repeat(81),
    });
    expect(deskProblems(bad, TODAY)).toEqual([
      { path: '/name', message: '/name is 81 characters long; at most 80' },
      { path: '/officialUrl', message: '/officialUrl must be an https address (not ftp)' },
      { path: '/fees/trading/value/tiers/0/maker', message: '/fees/trading/value/tiers/0/maker -1 is not a percent between 0 and 100' },
      { path: '/fees/trading/value/tiers/0/taker', message: '/fees/trading/value/tiers/0/taker 101 is not a percent between 0 and 100' },
      {
        path: '/fees/trading/provenance/checked',
        message: '/fees/trading/provenance/checked 2026-12-02 is after today (2026-12-01): a check cannot be dated in the future',
      },
      { path: '/availability/0/country', message: "/availability/0/country 'XQ' is not an ISO 3166-1 country code" },
    ]);
    expect(deskProblems(exchange(), TODAY)).toEqual([]);
    const texts = { en: { tag: 't'.repeat(41), description: 'd'.repeat(601), features: ['f'.repeat(301)] } };
    expect(deskProblems({ ...exchange(), text: texts }, TODAY).map((p) => p.message)).toEqual([
      '/text/en/tag is 41 characters long; at most 40 (en)',
      '/text/en/description is 601 characters long; at most 600 (en)',
      '/text/en/features/0 is 301 characters long; at most 300 (en)',
    ]);
    expect(
      deskProblems(
        exchange({ facts: { kyc: { value: 'none', provenance: { kind: 'checked', source: 'https://k.com/', checked: '2026-02-30' } } } }),
        TODAY,
      ),
    ).toEqual([
      { path: '/facts/kyc/provenance/checked', message: "/facts/kyc/provenance/checked '2026-02-30' is not a day of the calendar" },
    ]);
  });

  it('holds every string to the stored-text rule: prose may hold line breaks, labels and names are one line, names take no bidi control', () => {
    const texts = {
      en: { tag: 'Charts\nfor all', description: 'Line one.\nLine two.', features: ['a\nb', 'fine'] },
      es: { tag: 'ok', description: 'Con\u0000NUL', features: ['x'] },
      de: { tag: 'ok', description: 'Einsam \ud800', features: ['x'] },
      pt: { tag: 'ok', description: 'Rev\u202eerse is prose here', features: ['x'] },
    };
    const record = exchange({
      name: 'Kra\u202eken',
      officialUrl: 'https://www.kraken.com/\udc00',
      text: texts,
      facts: {
        kyc: { value: 'required', provenance: { kind: 'feed', feed: 'Feed\u2066name' } },
        features: { value: [], provenance: { kind: 'catalogue' } },
      },
      offers: [{ id: 'o', values: { 'a\u0007': { kind: 'number', value: 1 } }, text: { en: 'x' }, provenance: { kind: 'catalogue' } }],
    });
    expect(deskProblems(record, TODAY)).toEqual([
      { path: '/name', message: `/name ${BIDI}` },
      { path: '/officialUrl', message: '/officialUrl must not contain lone surrogates (unpaired UTF-16 halves)' },
      { path: '/facts/kyc/provenance/feed', message: `/facts/kyc/provenance/feed ${BIDI}` },
      { path: '/text/en/tag', message: '/text/en/tag must be one line (no line breaks)' },
      { path: '/text/en/features/0', message: '/text/en/features/0 must be one line (no line breaks)' },
      { path: '/text/es/description', message: '/text/es/description must not contain control characters' },
      { path: '/text/de/description', message: '/text/de/description must not contain lone surrogates (unpaired UTF-16 halves)' },
      { path: '/offers/0/values/a\u0007', message: '/offers/0/values/a\u0007 must not contain control characters (in its key)' },
    ]);
  });

  it('reads the validator’s lines as problems of a field', () => {
    expect(validatorProblem('partners/exchanges/kraken.json: /fees/trading/value/tiers/0/taker must be <= 100')).toEqual({
      file: 'partners/exchanges/kraken.json',
      path: '/fees/trading/value/tiers/0/taker',
      message: 'partners/exchanges/kraken.json: /fees/trading/value/tiers/0/taker must be <= 100',
    });
    expect(validatorProblem('reviews/exchanges/x.json: the partner exchange/x needs a /rating with a breakdown to be reviewed').path).toBe(
      '/',
    );
  });

  it('marks named facts checked today, and refuses paths that are no fact', () => {
    const r = markChecked(exchange(), ['/fees/trading', '/facts/kyc'], 'https://www.kraken.com/fees', TODAY);
    if (!('record' in r)) throw new Error('expected a record');
    const rec = r.record as unknown as { fees: { trading: { provenance: unknown } }; facts: { kyc: { provenance: unknown } } };
    expect(rec.fees.trading.provenance).toEqual({ kind: 'checked', source: 'https://www.kraken.com/fees', checked: TODAY });
    expect(rec.facts.kyc.provenance).toEqual({ kind: 'checked', source: 'https://www.kraken.com/fees', checked: TODAY });
    expect(markChecked(exchange(), ['/fees/spread', '/name'], 'https://k.com/', TODAY)).toEqual({ unknown: ['/fees/spread', '/name'] });
  });

  it('counts days unchecked from the day the record entered the database, and orders the queue by visits × days', () => {
    const row = (id: string, visits: number, created: string) =>
      deskRow(
        {
          record: exchange({ id, name: id }),
          version: 1,
          createdAt: new Date(`${created}T10:00:00Z`),
          updatedAt: new Date(),
          updatedBy: 'seed',
          hasLogo: false,
        },
        visits,
        TODAY,
      );
    const a = row('a', 10, '2026-11-22'); // 10 days (the 22nd counted)
    const b = row('b', 30, '2026-12-01'); // 1 day
    const c = row('c', 5, '2026-11-12'); // 20 days
    expect([a.uncheckedDays, b.uncheckedDays, c.uncheckedDays]).toEqual([10, 1, 20]);
    expect([a.priority, b.priority, c.priority]).toEqual([100, 30, 100]);
    expect([a, b, c].sort(checkNextOrder).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(a.facts).toEqual({
      total: 3,
      catalogue: 2,
      decisionCatalogue: 0,
      checked: 1,
      feed: 0,
      oldestCheck: '2026-11-30',
      newestCheck: '2026-11-30',
    });
  });

  it('puts availability, licence and payment-method facts first: in a record’s fact list and in the check-next queue', () => {
    const catalogue = { kind: 'catalogue', source: 'https://www.kraken.com/legal' };
    const decisive = exchange({
      id: 'decisive',
      name: 'decisive',
      availability: [{ country: 'US', status: 'available', except: ['US-NY'], provenance: catalogue }],
      licences: [
        {
          regulator: 'BaFin',
          regulatorCountry: 'DE',
          type: 'crypto-custody',
          status: 'authorised',
          covers: ['DE'],
          provenance: { kind: 'checked', source: 'https://regulator.example.org/', checked: '2026-11-30' },
        },
      ],
      paymentMethods: [{ method: 'sepa', fiat: 'EUR', deposit: { feePercent: 0 }, provenance: catalogue }],
    });
    expect(factPaths(decisive).map((f) => f.at)).toEqual([
      '/availability/0',
      '/licences/0',
      '/paymentMethods/0',
      '/facts/kyc',
      '/facts/features',
      '/fees/trading',
    ]);
    const row = (record: PartnerFile, visits: number) =>
      deskRow(
        { record, version: 1, createdAt: new Date('2026-11-22T10:00:00Z'), updatedAt: new Date(), updatedBy: 'seed', hasLogo: false },
        visits,
        TODAY,
      );
    const d = row(decisive, 1);
    expect(d.facts).toMatchObject({ total: 6, catalogue: 4, decisionCatalogue: 2, checked: 2 });
    // seen 50 times as often, a record without an unchecked country, licence or payment method still comes after
    const busy = row(exchange({ id: 'busy', name: 'busy' }), 50);
    const checkedOnly = row(
      exchange({
        id: 'checked-decisions',
        name: 'checked-decisions',
        availability: [
          { country: 'DE', status: 'available', provenance: { kind: 'checked', source: 'https://k.com/', checked: '2026-11-30' } },
        ],
      }),
      60,
    );
    expect([busy, checkedOnly, d].sort(checkNextOrder).map((r) => r.id)).toEqual(['decisive', 'checked-decisions', 'busy']);

    // each entry is a fact of its own: a check marks exactly it
    const r = markChecked(decisive, ['/paymentMethods/0', '/availability/0'], 'https://www.kraken.com/funding', TODAY);
    if (!('record' in r)) throw new Error('expected a record');
    const checked = { kind: 'checked', source: 'https://www.kraken.com/funding', checked: TODAY };
    const rec = r.record as unknown as Record<string, Array<{ provenance: unknown; except?: unknown }>>;
    expect([rec.paymentMethods![0]!.provenance, rec.availability![0]!.provenance, rec.availability![0]!.except]).toEqual([
      checked,
      checked,
      ['US-NY'],
    ]);
    expect(markChecked(decisive, ['/licences/1'], 'https://k.com/', TODAY)).toEqual({ unknown: ['/licences/1'] });
  });

  it('refuses a licence’s unknown countries and register address, and a pick dated in the future', () => {
    const bad = exchange({
      licences: [
        {
          regulator: 'Autorité\u202e',
          regulatorCountry: 'XQ',
          type: 'mica-casp',
          status: 'authorised',
          covers: ['FR', 'EEA', 'EU'],
          registerUrl: 'http://register.example.com/',
          provenance: { kind: 'catalogue' },
        },
      ],
      editorsPick: { by: 'ana-garcia', since: '2026-12-02', reason: { en: 'x', es: 'x', de: 'x', pt: 'x' } },
    });
    expect(deskProblems(bad, TODAY)).toEqual([
      { path: '/licences/0/regulator', message: `/licences/0/regulator ${BIDI}` },
      { path: '/licences/0/registerUrl', message: '/licences/0/registerUrl must be an https address (not http)' },
      { path: '/licences/0/regulatorCountry', message: "/licences/0/regulatorCountry 'XQ' is not an ISO 3166-1 country code (or EU)" },
      { path: '/licences/0/covers/2', message: "/licences/0/covers/2 'EU' is not an ISO 3166-1 country code (or EEA)" },
      {
        path: '/editorsPick/since',
        message: '/editorsPick/since 2026-12-02 is after today (2026-12-01): a pick cannot be dated in the future',
      },
    ]);
  });

  it('names partner pages in every language, bundle paths, and a logo for the public answers', () => {
    expect(partnerPagePaths('trading_bot', '3commas')).toEqual([
      '/trading-bots/3commas',
      '/es/trading-bots/3commas',
      '/de/trading-bots/3commas',
      '/pt/trading-bots/3commas',
    ]);
    expect(bundleEntry('partners/payment-cards/plutus-card.json')).toEqual({ type: 'payment_card', id: 'plutus-card' });
    expect(bundleEntry('partners/cards/x.json')).toEqual({
      problem:
        'files/partners/cards/x.json: not a partner file (expected partners/<exchanges|trading-bots|payment-cards|tools|apps|wallets>/<id>.json)',
    });
    const v = (w: number) => ({ url: `/media/partners/abc-${w}.webp`, width: w, height: w, type: 'image/webp' });
    expect(publicLogo({ id: 'abc', width: 256, height: 256, variants: [v(64), v(128), v(256)] })).toEqual({
      url: '/media/partners/abc-128.webp',
      width: 128,
      height: 128,
      srcset: '/media/partners/abc-64.webp 64w, /media/partners/abc-128.webp 128w, /media/partners/abc-256.webp 256w',
    });
  });
});
