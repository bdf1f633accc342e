/**
 * A local HTTP server that answers the public endpoints ccxt calls for Kraken, Binance, Coinbase (Advanced
 * Trade, which ccxt's `coinbase` reads without a key), Bitstamp and Bitvavo: what loading their markets
 * asks for (currencies, products, pairs) and their order books, in each exchange's own format, under a
 * path prefix per exchange (`/kraken/0/public/Depth`, `/binance/api/v3/depth`, …). Point the app at it
 * with `env` (MARKET_DATA_API_URLS replaces the scheme and host of ccxt's API addresses).
 *
 * Which requests ccxt makes was read off this server's log, not guessed: every request is recorded with
 * the exchange, what it was for (listing, book) and the pair, and anything it does not know is answered
 * 404 and kept in `unknown()` (a test can assert there is none).
 *
 * Fault modes per exchange (and optionally per kind of call): 429 with Retry-After, 500, slow (answers
 * after `slowMs`), silent (accepts and never answers), malformed (a 200 whose JSON is cut off), empty book.
 * Prices are made up: each exchange quotes around one reference price with its own spread, so the ranking
 * is known in advance.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_EXCHANGES = ['kraken', 'binance', 'coinbase', 'bitstamp', 'bitvavo'] as const;
export type FakeExchangeId = (typeof FAKE_EXCHANGES)[number];
export type CallKind = 'listing' | 'book';
export type FaultMode = 'ok' | 'rate_limited' | 'server_error' | 'slow' | 'silent' | 'malformed' | 'empty_book';

export type RecordedRequest = Readonly<{ exchange: string; kind: CallKind | 'unknown'; symbol?: string; path: string }>;

/** Reference prices in USD and fiat units per USD: BTC/EUR is 95,000 × 0.92 = 87,400 before each exchange's offset. */
export const USD_PRICES: Readonly<Record<string, number>> = { BTC: 95_000, ETH: 3_500, SOL: 150, USDT: 1 };
export const FIAT_PER_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, GBP: 0.79, BRL: 5.6 };

type Shape = Readonly<{
  /** the pairs it lists, as `ASSET/FIAT` */
  pairs: readonly string[];
  /** half the quoted spread, in basis points of the price */
  halfSpreadBps: number;
  /** where its mid sits against the reference price, in basis points */
  offsetBps: number;
}>;

const ALL_ASSETS = ['BTC', 'ETH', 'SOL', 'USDT'];
const pairs = (assets: readonly string[], fiats: readonly string[]) => assets.flatMap((a) => fiats.map((f) => `${a}/${f}`));

/** What each fake exchange lists, and how tight its book is. */
export const SHAPES: Readonly<Record<FakeExchangeId, Shape>> = {
  kraken: { pairs: pairs(ALL_ASSETS, ['EUR', 'USD', 'GBP']), halfSpreadBps: 1, offsetBps: 0 },
  // Binance: no USD market (its dollar markets are in USDT), so BTC/USD is "not listed" there
  binance: { pairs: [...pairs(['BTC', 'ETH', 'SOL'], ['EUR', 'BRL']), 'USDT/BRL'], halfSpreadBps: 0.5, offsetBps: 2 },
  coinbase: { pairs: pairs(ALL_ASSETS, ['EUR', 'USD', 'GBP']), halfSpreadBps: 2, offsetBps: -1 },
  bitstamp: { pairs: pairs(ALL_ASSETS, ['EUR', 'USD', 'GBP']), halfSpreadBps: 4, offsetBps: 1 },
  bitvavo: { pairs: pairs(ALL_ASSETS, ['EUR']), halfSpreadBps: 1.5, offsetBps: 0.5 },
};

/** Levels per side of every fake book. */
export const LEVELS = 50;
/**
 * Each level holds this much, in USD at the reference price, times (1 + level/2): the first level fills
 * a few hundred euros, and the 50 levels hold 662,500 USD (about 610,000 EUR) of each asset.
 */
const LEVEL_USD = 1_000;

export type FakeBook = { asks: Array<[number, number]>; bids: Array<[number, number]> };

/** The book a fake exchange quotes for a pair: mid at the reference × offset, levels 2 bps apart. */
export function fakeBook(exchange: FakeExchangeId, symbol: string): FakeBook {
  const [asset, fiat] = symbol.split('/') as [string, string];
  const shape = SHAPES[exchange];
  const mid = USD_PRICES[asset]! * FIAT_PER_USD[fiat]! * (1 + shape.offsetBps / 10_000);
  const asks: Array<[number, number]> = [];
  const bids: Array<[number, number]> = [];
  for (let i = 0; i < LEVELS; i++) {
    const away = (shape.halfSpreadBps + 2 * i) / 10_000;
    const size = (LEVEL_USD / USD_PRICES[asset]!) * (1 + i / 2);
    asks.push([round(mid * (1 + away)), round(size)]);
    bids.push([round(mid * (1 - away)), round(size)]);
  }
  return { asks, bids };
}
const round = (n: number) => Number(n.toPrecision(10));
const text = (n: number) => String(n);

// --- each exchange's answers ------------------------------------------------------------------------

/** Kraken's asset ids: X-prefixed for the old coins, Z for fiat. */
const KRAKEN_ASSET: Record<string, string> = { BTC: 'XXBT', ETH: 'XETH', SOL: 'SOL', USDT: 'USDT', EUR: 'ZEUR', USD: 'ZUSD', GBP: 'ZGBP' };
const KRAKEN_ALT: Record<string, string> = { XXBT: 'XBT', XETH: 'ETH', SOL: 'SOL', USDT: 'USDT', ZEUR: 'EUR', ZUSD: 'USD', ZGBP: 'GBP' };
const krakenPairId = (symbol: string) => {
  const [a, f] = symbol.split('/') as [string, string];
  return KRAKEN_ASSET[a]! + KRAKEN_ASSET[f]!;
};
/** The taker schedule Kraken's AssetPairs sends (percent by 30-day USD volume): 0.40 % at the start. */
export const KRAKEN_TAKER_TIERS = [
  [0, 0.4],
  [10_000, 0.35],
  [50_000, 0.24],
];

type Answer = { kind: CallKind; symbol?: string; body: unknown } | undefined;

function kraken(path: string, q: URLSearchParams): Answer {
  const listed = SHAPES.kraken.pairs;
  if (path === '/0/public/Assets') {
    const result = Object.fromEntries(
      Object.entries(KRAKEN_ALT).map(([id, alt]) => [
        id,
        { aclass: 'currency', altname: alt, decimals: 10, display_decimals: 5, status: 'enabled' },
      ]),
    );
    return { kind: 'listing', body: { error: [], result } };
  }
  if (path === '/0/public/AssetPairs') {
    const result = Object.fromEntries(
      listed.map((s) => {
        const [a, f] = s.split('/') as [string, string];
        const id = krakenPairId(s);
        return [
          id,
          {
            altname: KRAKEN_ALT[KRAKEN_ASSET[a]!]! + f,
            wsname: `${KRAKEN_ALT[KRAKEN_ASSET[a]!]}/${f}`,
            aclass_base: 'currency',
            base: KRAKEN_ASSET[a],
            aclass_quote: 'currency',
            quote: KRAKEN_ASSET[f],
            lot: 'unit',
            cost_decimals: 5,
            pair_decimals: 2,
            lot_decimals: 8,
            lot_multiplier: 1,
            leverage_buy: [],
            leverage_sell: [],
            fees: KRAKEN_TAKER_TIERS,
            fees_maker: [
              [0, 0.25],
              [10_000, 0.2],
            ],
            fee_volume_currency: 'ZUSD',
            margin_call: 80,
            margin_stop: 40,
            ordermin: '0.00005',
            costmin: '0.5',
            tick_size: '0.01',
            status: 'online',
          },
        ];
      }),
    );
    return { kind: 'listing', body: { error: [], result } };
  }
  if (path === '/0/public/Depth') {
    const id = q.get('pair') ?? '';
    const symbol = listed.find((s) => krakenPairId(s) === id);
    if (!symbol) return { kind: 'book', body: { error: ['EQuery:Unknown asset pair'] } };
    const book = fakeBook('kraken', symbol);
    const ts = Math.floor(Date.now() / 1000);
    const side = (l: Array<[number, number]>) => l.map(([p, s]) => [text(p), text(s), ts]);
    return { kind: 'book', symbol, body: { error: [], result: { [id]: { asks: side(book.asks), bids: side(book.bids) } } } };
  }
  return undefined;
}

function binance(path: string, q: URLSearchParams): Answer {
  const listed = SHAPES.binance.pairs;
  const idOf = (s: string) => s.replace('/', '');
  if (path === '/api/v3/exchangeInfo') {
    const symbols = listed.map((s) => {
      const [a, f] = s.split('/') as [string, string];
      return {
        symbol: idOf(s),
        status: 'TRADING',
        baseAsset: a,
        baseAssetPrecision: 8,
        quoteAsset: f,
        quotePrecision: 8,
        quoteAssetPrecision: 8,
        baseCommissionPrecision: 8,
        quoteCommissionPrecision: 8,
        orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT_LIMIT'],
        icebergAllowed: true,
        ocoAllowed: true,
        quoteOrderQtyMarketAllowed: true,
        allowTrailingStop: true,
        cancelReplaceAllowed: true,
        isSpotTradingAllowed: true,
        isMarginTradingAllowed: false,
        filters: [
          { filterType: 'PRICE_FILTER', minPrice: '0.01000000', maxPrice: '1000000.00000000', tickSize: '0.01000000' },
          { filterType: 'LOT_SIZE', minQty: '0.00001000', maxQty: '9000.00000000', stepSize: '0.00001000' },
          {
            filterType: 'NOTIONAL',
            minNotional: '5.00000000',
            applyMinToMarket: true,
            maxNotional: '9000000.00000000',
            applyMaxToMarket: false,
            avgPriceMins: 5,
          },
        ],
        permissions: [],
        permissionSets: [['SPOT']],
        defaultSelfTradePreventionMode: 'EXPIRE_MAKER',
        allowedSelfTradePreventionModes: ['EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'],
      };
    });
    return { kind: 'listing', body: { timezone: 'UTC', serverTime: Date.now(), rateLimits: [], exchangeFilters: [], symbols } };
  }
  if (path === '/api/v3/depth') {
    const symbol = listed.find((s) => idOf(s) === q.get('symbol'));
    if (!symbol) return { kind: 'book', body: { code: -1121, msg: 'Invalid symbol.' } };
    const book = fakeBook('binance', symbol);
    const side = (l: Array<[number, number]>) => l.map(([p, s]) => [text(p), text(s)]);
    return { kind: 'book', symbol, body: { lastUpdateId: 1027024, bids: side(book.bids), asks: side(book.asks) } };
  }
  return undefined;
}

const CRYPTO_NAMES: Record<string, string> = { BTC: 'Bitcoin', ETH: 'Ethereum', SOL: 'Solana', USDT: 'Tether' };
const FIAT_NAMES: Record<string, string> = { EUR: 'Euro', USD: 'US Dollar', GBP: 'British Pound', BRL: 'Brazilian Real' };

function coinbase(path: string, q: URLSearchParams): Answer {
  const listed = SHAPES.coinbase.pairs;
  const idOf = (s: string) => s.replace('/', '-');
  if (path === '/v2/currencies') {
    return { kind: 'listing', body: { data: Object.entries(FIAT_NAMES).map(([id, name]) => ({ id, name, min_size: '0.01' })) } };
  }
  if (path === '/v2/currencies/crypto') {
    return {
      kind: 'listing',
      body: {
        data: Object.entries(CRYPTO_NAMES).map(([code, name], i) => ({
          asset_id: `00000000-0000-4000-8000-00000000000${i}`,
          code,
          name,
          color: '#000000',
          sort_index: String(100 + i),
          exponent: 8,
          type: 'crypto',
          address_regex: '^.+$',
        })),
      },
    };
  }
  if (path === '/v2/exchange-rates') {
    const rates = Object.fromEntries([
      ...Object.entries(USD_PRICES).map(([c, p]) => [c, text(1 / p)]),
      ...Object.entries(FIAT_PER_USD).map(([c, r]) => [c, text(r)]),
    ]);
    return { kind: 'listing', body: { data: { currency: 'USD', rates } } };
  }
  if (path === '/api/v3/brokerage/market/products') {
    if (q.get('product_type') === 'FUTURE') return { kind: 'listing', body: { products: [], num_products: 0 } };
    const products = listed.map((s) => {
      const [a, f] = s.split('/') as [string, string];
      return {
        product_id: idOf(s),
        price: text(USD_PRICES[a]! * FIAT_PER_USD[f]!),
        price_percentage_change_24h: '0.5',
        volume_24h: '1000',
        volume_percentage_change_24h: '1',
        base_increment: '0.00000001',
        quote_increment: '0.01',
        quote_min_size: '1',
        quote_max_size: '150000000',
        base_min_size: '0.00000001',
        base_max_size: '3400',
        base_name: CRYPTO_NAMES[a],
        quote_name: FIAT_NAMES[f],
        watched: false,
        is_disabled: false,
        new: false,
        status: 'online',
        cancel_only: false,
        limit_only: false,
        post_only: false,
        trading_disabled: false,
        auction_mode: false,
        product_type: 'SPOT',
        quote_currency_id: f,
        base_currency_id: a,
        fcm_trading_session_details: null,
        mid_market_price: '',
        alias: '',
        alias_to: [],
        base_display_symbol: a,
        quote_display_symbol: f,
        view_only: false,
        price_increment: '0.01',
        display_name: idOf(s),
        product_venue: 'CBE',
      };
    });
    return { kind: 'listing', body: { products, num_products: products.length } };
  }
  if (path === '/api/v3/brokerage/market/product_book') {
    const id = q.get('product_id');
    const symbol = listed.find((s) => idOf(s) === id);
    if (!symbol) return { kind: 'book', body: { error: 'NOT_FOUND', message: 'ProductID is invalid' } };
    const book = fakeBook('coinbase', symbol);
    const side = (l: Array<[number, number]>) => l.map(([p, s]) => ({ price: text(p), size: text(s) }));
    return {
      kind: 'book',
      symbol,
      body: { pricebook: { product_id: id, bids: side(book.bids), asks: side(book.asks), time: new Date().toISOString() } },
    };
  }
  return undefined;
}

function bitstamp(path: string): Answer {
  const listed = SHAPES.bitstamp.pairs;
  const idOf = (s: string) => s.replace('/', '').toLowerCase();
  if (path === '/api/v2/markets/') {
    return {
      kind: 'listing',
      body: listed.map((s) => {
        const [a, f] = s.split('/') as [string, string];
        return {
          name: s,
          market_symbol: idOf(s),
          base_currency: a,
          base_decimals: 8,
          counter_currency: f,
          counter_decimals: 2,
          minimum_order_value: '10',
          trading: 'Enabled',
          instant_order_counter_decimals: 2,
          instant_and_market_orders: 'Enabled',
          description: `${CRYPTO_NAMES[a]} / ${FIAT_NAMES[f]}`,
          market_type: 'SPOT',
        };
      }),
    };
  }
  const m = /^\/api\/v2\/order_book\/([a-z]+)\/$/.exec(path);
  if (m) {
    const symbol = listed.find((s) => idOf(s) === m[1]);
    if (!symbol) return { kind: 'book', body: { status: 'error', reason: 'Invalid pair' } };
    const book = fakeBook('bitstamp', symbol);
    const micro = Date.now() * 1000;
    const side = (l: Array<[number, number]>) => l.map(([p, s]) => [text(p), text(s)]);
    return {
      kind: 'book',
      symbol,
      body: { timestamp: String(Math.floor(micro / 1e6)), microtimestamp: String(micro), bids: side(book.bids), asks: side(book.asks) },
    };
  }
  return undefined;
}

function bitvavo(path: string): Answer {
  const listed = SHAPES.bitvavo.pairs;
  const idOf = (s: string) => s.replace('/', '-');
  if (path === '/v2/assets') {
    return {
      kind: 'listing',
      body: [...Object.entries(CRYPTO_NAMES), ['EUR', 'Euro']].map(([symbol, name]) => ({
        symbol,
        displayTicker: symbol,
        name,
        slug: name!.toLowerCase(),
        popularity: -1,
        decimals: 8,
        depositFee: '0',
        depositConfirmations: 10,
        depositStatus: 'OK',
        withdrawalFee: '0.1',
        withdrawalMinAmount: '0.1',
        withdrawalStatus: 'OK',
        networks: [symbol],
        visibility: 'PUBLIC',
        message: '',
      })),
    };
  }
  if (path === '/v2/markets') {
    return {
      kind: 'listing',
      body: listed.map((s) => {
        const [a, f] = s.split('/') as [string, string];
        return {
          market: idOf(s),
          status: 'trading',
          base: a,
          quote: f,
          pricePrecision: '0',
          tickSize: '0.01',
          minOrderInBaseAsset: '0.0001',
          minOrderInQuoteAsset: '5.00',
          maxOrderInBaseAsset: '1000000000.00000000',
          maxOrderInQuoteAsset: '1000000000.00',
          quantityDecimals: '8',
          notionalDecimals: '2',
          maxOpenOrders: '100',
          feeCategory: 'A',
          orderTypes: ['market', 'limit', 'stopLoss', 'stopLossLimit', 'takeProfit', 'takeProfitLimit'],
        };
      }),
    };
  }
  const m = /^\/v2\/([A-Z]+-[A-Z]+)\/book$/.exec(path);
  if (m) {
    const symbol = listed.find((s) => idOf(s) === m[1]);
    if (!symbol) return { kind: 'book', body: { errorCode: 205, error: 'market parameter is invalid.' } };
    const book = fakeBook('bitvavo', symbol);
    const side = (l: Array<[number, number]>) => l.map(([p, s]) => [text(p), text(s)]);
    return { kind: 'book', symbol, body: { market: m[1], nonce: 35883831, bids: side(book.bids), asks: side(book.asks) } };
  }
  return undefined;
}

const HANDLERS: Record<FakeExchangeId, (path: string, q: URLSearchParams) => Answer> = { kraken, binance, coinbase, bitstamp, bitvavo };

/** The empty book each exchange sends, in its format. */
function emptyBook(exchange: FakeExchangeId, a: NonNullable<Answer>): unknown {
  const body = structuredClone(a.body) as Record<string, unknown>;
  const clear = (o: Record<string, unknown>) => {
    if ('asks' in o) o.asks = [];
    if ('bids' in o) o.bids = [];
  };
  if (exchange === 'kraken') for (const v of Object.values(body.result as Record<string, Record<string, unknown>>)) clear(v);
  else if (exchange === 'coinbase') clear(body.pricebook as Record<string, unknown>);
  else clear(body);
  return body;
}

export type FakeExchanges = {
  url: string;
  /** Points the app at this server for every fake exchange (MARKET_DATA_EXCHANGES and MARKET_DATA_API_URLS). */
  env: Record<string, string>;
  requests: RecordedRequest[];
  /** Requests this server did not recognise (answered 404). */
  unknown(): RecordedRequest[];
  /** Order-book requests, for one exchange and optionally one pair. */
  bookCalls(exchange: FakeExchangeId, symbol?: string): number;
  /** Requests of the market listing (currencies, products, pairs), for one exchange. */
  listingCalls(exchange: FakeExchangeId): number;
  /** Sets the fault mode of one exchange (every kind of call, or one), or of all of them. */
  setMode(mode: FaultMode, exchange?: FakeExchangeId, kind?: CallKind): void;
  /** How long a `slow` answer waits. */
  slowMs: number;
  /** Milliseconds every answer waits (so concurrent requests really overlap). */
  delayMs: number;
  resetCounts(): void;
  close(): Promise<void>;
};

export async function startFakeExchanges(): Promise<FakeExchanges> {
  const requests: RecordedRequest[] = [];
  const modes = new Map<string, FaultMode>();
  const sockets = new Set<Socket>();
  const modeOf = (exchange: string, kind: CallKind | 'unknown') =>
    modes.get(`${exchange}:${kind}`) ?? modes.get(`${exchange}:*`) ?? modes.get('*:*') ?? 'ok';
  const fake: FakeExchanges = {
    url: '',
    env: {},
    requests,
    unknown: () => requests.filter((r) => r.kind === 'unknown'),
    bookCalls: (exchange, symbol) =>
      requests.filter((r) => r.exchange === exchange && r.kind === 'book' && (!symbol || r.symbol === symbol)).length,
    listingCalls: (exchange) => requests.filter((r) => r.exchange === exchange && r.kind === 'listing').length,
    setMode(mode, exchange, kind) {
      if (!exchange) modes.clear();
      modes.set(`${exchange ?? '*'}:${kind ?? '*'}`, mode);
    },
    slowMs: 5_000,
    delayMs: 0,
    resetCounts: () => void (requests.length = 0),
    close: async () => {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, exchange = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const handler = HANDLERS[exchange as FakeExchangeId];
    const answer = handler?.(path, url.searchParams);
    requests.push({
      exchange,
      kind: answer?.kind ?? 'unknown',
      ...(answer?.symbol ? { symbol: answer.symbol } : {}),
      path: `${path}${url.search}`,
    });
    if (!answer) return send(res, 404, JSON.stringify({ error: `not a path the fake ${exchange || 'exchange'} knows: ${path}` }));
    const mode = modeOf(exchange, answer.kind);
    if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
    switch (mode) {
      case 'silent':
        return; // the socket stays open, unanswered, until the client gives up or the server closes
      case 'rate_limited':
        return send(res, 429, JSON.stringify({ error: 'Too many requests' }), { 'retry-after': '30' });
      case 'server_error':
        return send(res, 500, JSON.stringify({ error: 'Internal Server Error' }));
      case 'malformed':
        return send(res, 200, JSON.stringify(answer.body).slice(0, 40));
      case 'slow':
        await new Promise((r) => setTimeout(r, fake.slowMs));
        break;
      case 'empty_book':
        if (answer.kind === 'book') return send(res, 200, JSON.stringify(emptyBook(exchange as FakeExchangeId, answer)));
        break;
      case 'ok':
        break;
    }
    if (!res.destroyed) send(res, 200, JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, JSON.stringify({ error: String(err) })));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = {
    MARKET_DATA_EXCHANGES: FAKE_EXCHANGES.join(','),
    MARKET_DATA_API_URLS: FAKE_EXCHANGES.map((id) => `${id}=${fake.url}/${id}`).join(','),
  };
  return fake;
}
