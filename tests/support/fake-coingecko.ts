/**
 * A local HTTP server that answers like CoinGecko's API v3 (/coins/markets, /search/trending,
 * /coins/list/new, /exchange_rates) and CoinPaprika's v1 (/tickers), with switches for the ways real providers fail:
 * nulls, display strings, 429 + Retry-After, 500, no answer (timeout), a cut-off body, an HTML error page,
 * a dropped connection. It counts every call. Test data only: the coins below are made up except the
 * Top 10 (taken from our bundled snapshot) so that rows look real in screenshots.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** `sparklines` is /coins/markets asked with sparkline=true (the watchlist's list), counted apart from the Top 10. */
export type Endpoint = 'markets' | 'sparklines' | 'trending' | 'newList' | 'tickers' | 'exchangeRates';
export type FakeMode =
  | 'ok'
  /** every optional field null or missing */
  | 'nulls'
  /** 429 with Retry-After (see `retryAfter`) */
  | 'rate_limited'
  | 'server_error'
  /** accepts the request and never answers */
  | 'timeout'
  /** a 200 whose JSON is cut off half-way */
  | 'truncated'
  /** a 200 with an HTML error page (what a CDN in front of an API sends) */
  | 'html'
  /** well-formed JSON of the wrong shape */
  | 'wrong_shape'
  /** an empty list */
  | 'empty'
  /** the connection is dropped without an answer */
  | 'reset'
  /** the usual answer with a few broken entries mixed in (see BROKEN_ENTRIES) */
  | 'mixed'
  /** one good entry among twice BROKEN_ENTRIES: too little to count as an answer */
  | 'mostly_broken';

export type RecordedRequest = { endpoint: Endpoint; path: string; headers: IncomingMessage['headers'] };

export type FakeProvider = {
  url: string;
  coingeckoBaseUrl: string;
  coinpaprikaBaseUrl: string;
  /** The variables that point the app at this server. */
  env: Record<string, string>;
  calls: Record<Endpoint, number>;
  requests: RecordedRequest[];
  modes: Record<Endpoint, FakeMode>;
  /** Sets one endpoint's mode, or every endpoint's when none is named. */
  setMode(mode: FakeMode, endpoint?: Endpoint): void;
  /** Milliseconds each answer waits (so concurrent requests really overlap). */
  delayMs: number;
  /**
   * Holds every answer from now on until the returned function is called: a test can look at what the
   * page shows while the provider has not answered, for as long as it needs, with no timing guess.
   */
  hold(): () => void;
  /** Retry-After sent with 429 (seconds or an HTTP date). */
  retryAfter: string;
  /** When set, CoinGecko routes answer 401 unless this key arrives in x-cg-demo-api-key / x-cg-pro-api-key. */
  expectKey: { header: 'x-cg-demo-api-key' | 'x-cg-pro-api-key'; value: string } | undefined;
  totalCalls(): number;
  resetCounts(): void;
  /**
   * Closes the connections kept open between answers, as a provider's server does once its keep-alive
   * timeout has passed (Node's default is 5 s; CDNs use their own).
   */
  closeIdleConnections(): void;
  close(): Promise<void>;
};

type Row = Record<string, unknown>;

const TOP: Row[] = [
  ['bitcoin', 'btc', 'Bitcoin', 1, 94731, 1880675601739, 29604625872, 0.90324, '1/large/bitcoin.png?1696501400'],
  ['ethereum', 'eth', 'Ethereum', 2, 1799.79, 217237991883, 14893196586, 0.99247, '279/large/ethereum.png?1696501628'],
  ['tether', 'usdt', 'Tether', 3, 1.0, 147996978453, 52795785534, -0.00382, '325/large/Tether.png?1696501661'],
  ['ripple', 'xrp', 'XRP', 4, 2.29, 133738646385, 4006424504, 1.45795, '44/large/xrp-symbol-white-128.png?1696501442'],
  ['binancecoin', 'bnb', 'BNB', 5, 606.59, 88433754121, 614042482, 0.45551, '825/large/bnb-icon2_2x.png?1696501970'],
  ['solana', 'sol', 'Solana', 6, 147.66, 76445221837, 4101204061, -0.64137, '4128/large/solana.png?1718769756'],
  ['usd-coin', 'usdc', 'USDC', 7, 0.999947, 62008537151, 11259966912, -0.00531, '6319/large/usdc.png?1696506694'],
  ['dogecoin', 'doge', 'Dogecoin', 8, 0.179162, 26698702279, 1306427737, 0.0524, '5/large/dogecoin.png?1696501409'],
  ['cardano', 'ada', 'Cardano', 9, 0.704319, 25376305029, 798059533, -0.26832, '975/large/cardano.png?1696502090'],
  ['tron', 'trx', 'TRON', 10, 0.247483, 23494331593, 601708529, 1.17561, '1094/large/tron-logo.png?1696502193'],
].map(([id, symbol, name, rank, price, cap, vol, change, img]) => ({
  id,
  symbol,
  name,
  image: `https://coin-images.coingecko.com/coins/images/${img}`,
  current_price: price,
  market_cap: cap,
  market_cap_rank: rank,
  fully_diluted_valuation: cap,
  total_volume: vol,
  high_24h: price,
  low_24h: price,
  price_change_24h: 0,
  price_change_percentage_24h: change,
  last_updated: '2026-11-22T10:00:00.000Z',
}));

/** Made-up new listings (CoinGecko ids), newest first. */
const NEW_COINS: Row[] = [
  { id: 'fake-aurora-cash', symbol: 'aurc', name: 'Aurora Cash', price: 0.0123456, cap: 4_560_000, vol: 987_000, change: 12.5 },
  { id: 'fake-bluefin-dao', symbol: 'bfin', name: 'Bluefin DAO', price: 1.234, cap: 12_300_000, vol: 2_100_000, change: -3.25 },
  { id: 'fake-copper-labs', symbol: 'cplb', name: 'Copper Labs', price: 0.00045, cap: null, vol: 15_400, change: null },
].map((c, i) => ({ ...c, activated_at: 1_795_000_000 - i * 3600 }));

/**
 * A made-up 7-day line of 168 hourly prices for a Top 10 row, ending at its price: rising for even ranks,
 * falling for odd ones, with a wave on top. Tether gets none (CoinGecko sends an empty list now and then).
 */
function sparklineOf(row: Row): Row {
  const price = row.current_price as number;
  if (row.id === 'tether') return { ...row, sparkline_in_7d: { price: [] } };
  const rank = row.market_cap_rank as number;
  const start = price * (rank % 2 === 0 ? 0.9 : 1.08);
  const series = Array.from({ length: 168 }, (_, i) => {
    const t = i / 167;
    return start + (price - start) * t + price * 0.02 * Math.sin(i / 9) * (1 - t);
  });
  return { ...row, sparkline_in_7d: { price: series } };
}

function trendingItems(mode: FakeMode, generation: number): Row[] {
  if (mode === 'nulls') {
    return [
      {
        item: {
          id: 'fake-nullcoin',
          name: 'Nullcoin',
          symbol: 'NUL',
          score: 0,
          thumb: null,
          market_cap_rank: null,
          price_btc: null,
          data: null,
        },
      },
      {
        item: {
          id: 'fake-sparse',
          name: 'Sparse',
          symbol: 'SPR',
          score: 1,
          price_btc: 0.0000000333,
          data: { price: null, market_cap: null },
        },
      },
    ];
  }
  return [
    {
      item: {
        id: 'fake-pepper',
        coin_id: 90001,
        name: 'Pepper',
        symbol: 'PEPR',
        market_cap_rank: 87,
        thumb: 'https://coin-images.coingecko.com/coins/images/90001/thumb/pepper.png',
        small: 'https://coin-images.coingecko.com/coins/images/90001/small/pepper.png',
        large: 'https://coin-images.coingecko.com/coins/images/90001/large/pepper.png',
        slug: 'pepper',
        price_btc: 0.0000002134,
        score: 0,
        data: {
          price: 0.0201 * (1 + generation / 1000),
          price_btc: '0.0000002134',
          price_change_percentage_24h: { usd: 15.234, btc: 14.1 },
          market_cap: '$1,234,567,890',
          market_cap_btc: '13012.5',
          total_volume: '$98,765,432',
          total_volume_btc: '1040.2',
          sparkline: 'https://www.coingecko.com/coins/90001/sparkline.svg',
          content: null,
        },
      },
    },
    {
      item: {
        id: 'fake-quartz',
        coin_id: 90002,
        name: 'Quartz Network',
        symbol: 'QRTZ',
        market_cap_rank: 412,
        thumb: 'https://coin-images.coingecko.com/coins/images/90002/thumb/quartz.png',
        price_btc: 0.00002468,
        score: 1,
        // the older answer shape: a display string for the price too
        data: { price: '$2.34', price_change_percentage_24h: { usd: -4.5 }, market_cap: '$45,678,901', total_volume: '$3,210,987' },
      },
    },
    {
      item: {
        id: 'fake-rivet',
        coin_id: 90003,
        name: 'Rivet',
        symbol: 'RVT',
        market_cap_rank: null,
        thumb: 'https://coin-images.coingecko.com/coins/images/90003/thumb/rivet.png',
        price_btc: 0.00000003,
        score: 2,
        // no market data at all: the table falls back to the BTC price
      },
    },
  ];
}

function tickers(generation: number): Row[] {
  const usd = (price: number, cap: number, vol: number, change: number) => ({
    price: price * (1 + generation / 1000),
    volume_24h: vol,
    volume_24h_change_24h: 1.5,
    market_cap: cap,
    market_cap_change_24h: change,
    percent_change_15m: 0.1,
    percent_change_30m: 0.2,
    percent_change_1h: 0.3,
    percent_change_24h: change,
  });
  return [
    {
      id: 'btc-bitcoin',
      name: 'Bitcoin',
      symbol: 'BTC',
      rank: 1,
      first_data_at: '2010-07-17T00:00:00Z',
      last_updated: '2026-11-22T10:00:00Z',
      quotes: { USD: usd(94731, 1880675601739, 29604625872, 0.9) },
    },
    {
      id: 'eth-ethereum',
      name: 'Ethereum',
      symbol: 'ETH',
      rank: 2,
      first_data_at: '2015-08-07T00:00:00Z',
      last_updated: '2026-11-22T10:00:00Z',
      quotes: { USD: usd(1799.79, 217237991883, 14893196586, 0.99) },
    },
    {
      id: 'ndx-nordex',
      name: 'Nordex',
      symbol: 'NDX',
      rank: 1543,
      first_data_at: '2026-11-21T08:00:00Z',
      last_updated: '2026-11-22T10:00:00Z',
      quotes: { USD: usd(0.0345, 3_450_000, 120_000, 8.75) },
    },
    {
      id: 'oak-oakwood',
      name: 'Oakwood',
      symbol: 'OAK',
      rank: 0,
      first_data_at: '2026-11-20T12:00:00Z',
      last_updated: '2026-11-22T10:00:00Z',
      quotes: { USD: usd(2.5, 0, 45_000, -12.5) },
    },
    {
      id: 'zer-zero',
      name: 'Zero Price',
      symbol: 'ZER',
      rank: 0,
      first_data_at: '2026-11-22T00:00:00Z',
      last_updated: '2026-11-22T10:00:00Z',
      quotes: { USD: usd(0, 0, 0, 0) },
    },
  ];
}

/**
 * What 'mixed' adds to each answer: entries a real provider sends now and then (a coin without a USD quote,
 * a price as a string, an entry without its object), each of which the app must leave out on its own.
 */
const BROKEN_MARKET_ROWS: Row[] = [
  { id: 'fake-priceless', symbol: 'nop', name: 'Priceless', image: null, current_price: null, market_cap: null, market_cap_rank: 11 },
  { id: 'fake-stringly', symbol: 'str', name: 'Stringly', image: null, current_price: '1.5', market_cap: 5, market_cap_rank: 12 },
];
export const BROKEN_ENTRIES: Record<Endpoint, Row[]> = {
  markets: BROKEN_MARKET_ROWS,
  sparklines: BROKEN_MARKET_ROWS,
  trending: [{ item: null }, { item: { id: 'fake-nameless', symbol: 'NN', score: 7 } }],
  newList: [{ symbol: 'noid', name: 'No Id', activated_at: 1_795_000_500 }],
  tickers: [
    { id: 'nq-noquote', name: 'No Quote', symbol: 'NQ', rank: 0, first_data_at: '2026-11-22T09:00:00Z', quotes: {} },
    {
      id: 'sp-stringprice',
      name: 'String Price',
      symbol: 'SP',
      rank: 0,
      first_data_at: '2026-11-22T09:30:00Z',
      quotes: { USD: { price: '0.5' } },
    },
  ],
  // not a list: its broken entries are part of EXCHANGE_RATES
  exchangeRates: [],
};

/**
 * /exchange_rates: one bitcoin's price in each currency (made-up test figures). A crypto entry and a broken
 * fiat entry are mixed in: neither may become a rate.
 */
export const EXCHANGE_RATES = {
  rates: {
    btc: { name: 'Bitcoin', unit: 'BTC', value: 1, type: 'crypto' },
    eth: { name: 'Ether', unit: 'ETH', value: 52.6, type: 'crypto' },
    usd: { name: 'US Dollar', unit: '$', value: 94731, type: 'fiat' },
    eur: { name: 'Euro', unit: '€', value: 87150, type: 'fiat' },
    gbp: { name: 'British Pound Sterling', unit: '£', value: 74800, type: 'fiat' },
    brl: { name: 'Brazil Real', unit: 'R$', value: 551000, type: 'fiat' },
    chf: { name: 'Swiss Franc', unit: 'Fr.', value: 83400, type: 'fiat' },
    mxn: { name: 'Mexican Peso', unit: '$', value: null, type: 'fiat' },
  },
};

function wrongShape(endpoint: Endpoint): unknown {
  return endpoint === 'trending' ? { coins: 'none' } : { status: { error_code: 0 }, data: [] };
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const sockets = new Set<Socket>();
  let generation = 0;
  let gate: Promise<void> | undefined;

  const fake: FakeProvider = {
    url: '',
    coingeckoBaseUrl: '',
    coinpaprikaBaseUrl: '',
    env: {},
    calls: { markets: 0, sparklines: 0, trending: 0, newList: 0, tickers: 0, exchangeRates: 0 },
    requests: [],
    modes: { markets: 'ok', sparklines: 'ok', trending: 'ok', newList: 'ok', tickers: 'ok', exchangeRates: 'ok' },
    setMode(mode, endpoint) {
      for (const e of endpoint ? [endpoint] : (Object.keys(fake.modes) as Endpoint[])) fake.modes[e] = mode;
    },
    delayMs: 0,
    hold() {
      let open!: () => void;
      const held = new Promise<void>((r) => (open = r));
      gate = held;
      return () => {
        if (gate === held) gate = undefined;
        open();
      };
    },
    retryAfter: '30',
    expectKey: undefined,
    totalCalls: () => Object.values(fake.calls).reduce((a, b) => a + b, 0),
    resetCounts() {
      for (const k of Object.keys(fake.calls) as Endpoint[]) fake.calls[k] = 0;
      fake.requests.length = 0;
    },
    closeIdleConnections() {
      server.closeIdleConnections();
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  function answer(endpoint: Endpoint, url: URL, req: IncomingMessage, res: ServerResponse) {
    const mode = fake.modes[endpoint];
    if (mode === 'timeout') return; // keep the socket open; close() destroys it
    if (mode === 'reset') return req.socket.destroy();
    if (mode === 'rate_limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': fake.retryAfter });
      return res.end(JSON.stringify({ status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } }));
    }
    if (mode === 'server_error') return json(res, 500, { error: 'Internal Server Error' });
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>502 Bad Gateway</title><h1>Bad gateway</h1>');
    }
    if (mode === 'wrong_shape') return json(res, 200, wrongShape(endpoint));
    if (endpoint !== 'tickers' && fake.expectKey && req.headers[fake.expectKey.header] !== fake.expectKey.value) {
      return json(res, 401, { status: { error_code: 10002, error_message: 'API Key Missing' } });
    }
    if (endpoint === 'newList' && req.headers['x-cg-pro-api-key'] === undefined) {
      // CoinGecko serves this list on paid plans only
      return json(res, 401, { status: { error_code: 10005, error_message: 'You may not have access to this endpoint' } });
    }

    generation += 1;
    let body: unknown;
    if (mode === 'empty') body = endpoint === 'trending' ? { coins: [], nfts: [], categories: [] } : [];
    else if (endpoint === 'sparklines') {
      body = TOP.map((r) => sparklineOf({ ...r, current_price: (r.current_price as number) * (1 + generation / 1000) }));
    } else if (endpoint === 'markets') {
      const ids = url.searchParams.get('ids');
      const rows: Row[] = ids
        ? NEW_COINS.filter((c) => ids.split(',').includes(c.id as string)).map((c) => ({
            id: c.id,
            symbol: c.symbol,
            name: c.name,
            image: `https://coin-images.coingecko.com/coins/images/9${String(c.id).length}/large/${c.symbol}.png`,
            current_price: c.price,
            market_cap: c.cap,
            market_cap_rank: null,
            total_volume: c.vol,
            price_change_percentage_24h: c.change,
          }))
        : TOP.map((r) => ({ ...r, current_price: (r.current_price as number) * (1 + generation / 1000) }));
      body =
        mode === 'nulls'
          ? rows.map((r) => ({
              id: r.id,
              symbol: r.symbol,
              name: r.name,
              image: null,
              current_price: r.current_price,
              market_cap: null,
              market_cap_rank: null,
              total_volume: null,
              price_change_percentage_24h: null,
            }))
          : rows;
    } else if (endpoint === 'trending') body = { coins: trendingItems(mode, generation), nfts: [], categories: [] };
    else if (endpoint === 'newList') body = NEW_COINS.map(({ id, symbol, name, activated_at }) => ({ id, symbol, name, activated_at }));
    else if (endpoint === 'exchangeRates') body = EXCHANGE_RATES;
    else body = tickers(generation);

    if ((mode === 'mixed' || mode === 'mostly_broken') && endpoint !== 'exchangeRates') {
      const broken = BROKEN_ENTRIES[endpoint];
      const mix = (good: Row[]) => (mode === 'mixed' ? [...good, ...broken] : [good[0]!, ...broken, ...broken]);
      if (endpoint === 'trending') body = { ...(body as { coins: Row[] }), coins: mix((body as { coins: Row[] }).coins) };
      else if (!(endpoint === 'markets' && url.searchParams.get('ids'))) body = mix(body as Row[]);
    }
    if (mode === 'truncated') {
      const text = JSON.stringify(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(text.slice(0, Math.floor(text.length / 2)));
    }
    json(res, 200, body);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route: Record<string, Endpoint> = {
      '/api/v3/coins/markets': 'markets',
      '/api/v3/search/trending': 'trending',
      '/api/v3/coins/list/new': 'newList',
      '/api/v3/exchange_rates': 'exchangeRates',
      '/paprika/v1/tickers': 'tickers',
    };
    let endpoint = route[url.pathname];
    if (endpoint === 'markets' && url.searchParams.get('sparkline') === 'true') endpoint = 'sparklines';
    if (!endpoint || req.method !== 'GET') return json(res, 404, { error: 'Not Found' });
    fake.calls[endpoint] += 1;
    fake.requests.push({ endpoint, path: url.pathname + url.search, headers: req.headers });
    const reply = () => {
      if (fake.delayMs > 0) setTimeout(() => answer(endpoint, url, req, res), fake.delayMs);
      else answer(endpoint, url, req, res);
    };
    if (gate) void gate.then(reply);
    else reply();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.coingeckoBaseUrl = `${fake.url}/api/v3`;
  fake.coinpaprikaBaseUrl = `${fake.url}/paprika/v1`;
  fake.env = {
    COINGECKO_BASE_URL: fake.coingeckoBaseUrl,
    COINPAPRIKA_BASE_URL: fake.coinpaprikaBaseUrl,
    // Generous: on a loaded machine a test process can stall for over a second, and after a stall Node runs its
    // timers before it reads the answer that came in meanwhile, so a short timeout turned a good answer into a
    // timeout (the clock-ahead run at bea7022 served the snapshot instead of the provider's list). The one test of
    // a provider that never answers sets its own (pricing.test.ts, 300 ms).
    PRICES_UPSTREAM_TIMEOUT_MS: '30000',
  };
  return fake;
}

/** A base URL where nothing listens (a machine with no network). */
export const UNREACHABLE_BASE = 'http://127.0.0.1:9';
