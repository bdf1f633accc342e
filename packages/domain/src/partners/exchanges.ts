import type { Partner } from './partner.js';

/**
 * The exchanges of the directory (owned by the referrals/exchange directory work). Their facts live in
 * the client's content/exchanges.ts, keyed by the same ids; a unit test keeps the two lists in step.
 */
export const EXCHANGE_PARTNERS: readonly Partner[] = [
  // Centralized
  { id: 'binance', type: 'exchange', name: 'Binance', officialUrl: 'https://www.binance.com' },
  { id: 'coinbase', type: 'exchange', name: 'Coinbase', officialUrl: 'https://www.coinbase.com' },
  { id: 'kraken', type: 'exchange', name: 'Kraken', officialUrl: 'https://www.kraken.com' },
  { id: 'okx', type: 'exchange', name: 'OKX', officialUrl: 'https://www.okx.com' },
  { id: 'bybit', type: 'exchange', name: 'Bybit', officialUrl: 'https://www.bybit.com' },
  { id: 'kucoin', type: 'exchange', name: 'KuCoin', officialUrl: 'https://www.kucoin.com' },
  { id: 'bitget', type: 'exchange', name: 'Bitget', officialUrl: 'https://www.bitget.com' },
  { id: 'gate', type: 'exchange', name: 'Gate', officialUrl: 'https://www.gate.io' },
  { id: 'mexc', type: 'exchange', name: 'MEXC', officialUrl: 'https://www.mexc.com' },
  { id: 'htx', type: 'exchange', name: 'HTX', officialUrl: 'https://www.htx.com' },
  { id: 'crypto-com', type: 'exchange', name: 'Crypto.com', officialUrl: 'https://crypto.com' },
  { id: 'bitfinex', type: 'exchange', name: 'Bitfinex', officialUrl: 'https://www.bitfinex.com' },
  { id: 'bitstamp', type: 'exchange', name: 'Bitstamp', officialUrl: 'https://www.bitstamp.net' },
  { id: 'gemini', type: 'exchange', name: 'Gemini', officialUrl: 'https://www.gemini.com' },
  { id: 'binance-us', type: 'exchange', name: 'Binance.US', officialUrl: 'https://www.binance.us' },
  { id: 'bitvavo', type: 'exchange', name: 'Bitvavo', officialUrl: 'https://bitvavo.com' },
  { id: 'bitpanda', type: 'exchange', name: 'Bitpanda', officialUrl: 'https://www.bitpanda.com' },
  { id: 'coinmetro', type: 'exchange', name: 'Coinmetro', officialUrl: 'https://www.coinmetro.com' },
  { id: 'cex-io', type: 'exchange', name: 'CEX.IO', officialUrl: 'https://cex.io' },
  { id: 'luno', type: 'exchange', name: 'Luno', officialUrl: 'https://www.luno.com' },
  { id: 'bitso', type: 'exchange', name: 'Bitso', officialUrl: 'https://bitso.com' },
  { id: 'mercado-bitcoin', type: 'exchange', name: 'Mercado Bitcoin', officialUrl: 'https://www.mercadobitcoin.com.br' },
  { id: 'bitbuy', type: 'exchange', name: 'Bitbuy', officialUrl: 'https://bitbuy.ca' },
  { id: 'upbit', type: 'exchange', name: 'Upbit', officialUrl: 'https://upbit.com' },
  { id: 'bithumb', type: 'exchange', name: 'Bithumb', officialUrl: 'https://www.bithumb.com' },
  { id: 'korbit', type: 'exchange', name: 'Korbit', officialUrl: 'https://www.korbit.co.kr' },
  { id: 'coinone', type: 'exchange', name: 'Coinone', officialUrl: 'https://coinone.co.kr' },
  { id: 'bitflyer', type: 'exchange', name: 'bitFlyer', officialUrl: 'https://bitflyer.com' },
  { id: 'bitbank', type: 'exchange', name: 'bitbank', officialUrl: 'https://bitbank.cc' },
  { id: 'coindcx', type: 'exchange', name: 'CoinDCX', officialUrl: 'https://coindcx.com' },
  { id: 'btc-markets', type: 'exchange', name: 'BTC Markets', officialUrl: 'https://www.btcmarkets.net' },
  { id: 'independent-reserve', type: 'exchange', name: 'Independent Reserve', officialUrl: 'https://www.independentreserve.com' },
  { id: 'coinjar', type: 'exchange', name: 'CoinJar', officialUrl: 'https://www.coinjar.com' },
  { id: 'swyftx', type: 'exchange', name: 'Swyftx', officialUrl: 'https://swyftx.com' },
  { id: 'bitkub', type: 'exchange', name: 'Bitkub', officialUrl: 'https://www.bitkub.com' },
  { id: 'indodax', type: 'exchange', name: 'Indodax', officialUrl: 'https://indodax.com' },
  { id: 'poloniex', type: 'exchange', name: 'Poloniex', officialUrl: 'https://poloniex.com' },
  { id: 'phemex', type: 'exchange', name: 'Phemex', officialUrl: 'https://phemex.com' },
  { id: 'bingx', type: 'exchange', name: 'BingX', officialUrl: 'https://bingx.com' },
  { id: 'whitebit', type: 'exchange', name: 'WhiteBIT', officialUrl: 'https://whitebit.com' },
  // Decentralized
  { id: 'uniswap', type: 'exchange', name: 'Uniswap', officialUrl: 'https://uniswap.org' },
  { id: 'pancakeswap', type: 'exchange', name: 'PancakeSwap', officialUrl: 'https://pancakeswap.finance' },
  { id: 'sushiswap', type: 'exchange', name: 'SushiSwap', officialUrl: 'https://www.sushi.com' },
  { id: 'balancer', type: 'exchange', name: 'Balancer', officialUrl: 'https://balancer.fi' },
  { id: 'raydium', type: 'exchange', name: 'Raydium', officialUrl: 'https://raydium.io' },
  { id: 'orca', type: 'exchange', name: 'Orca', officialUrl: 'https://www.orca.so' },
  { id: 'jupiter', type: 'exchange', name: 'Jupiter', officialUrl: 'https://jup.ag' },
  { id: '1inch', type: 'exchange', name: '1inch', officialUrl: 'https://1inch.io' },
  { id: 'thorchain', type: 'exchange', name: 'THORChain', officialUrl: 'https://thorchain.org' },
  { id: 'osmosis', type: 'exchange', name: 'Osmosis', officialUrl: 'https://osmosis.zone' },
  { id: 'cow-swap', type: 'exchange', name: 'CoW Swap', officialUrl: 'https://cow.fi' },
  { id: 'aerodrome', type: 'exchange', name: 'Aerodrome', officialUrl: 'https://aerodrome.finance' },
  { id: 'velodrome', type: 'exchange', name: 'Velodrome', officialUrl: 'https://velodrome.finance' },
  { id: 'quickswap', type: 'exchange', name: 'QuickSwap', officialUrl: 'https://quickswap.exchange' },
  { id: 'kyberswap', type: 'exchange', name: 'KyberSwap', officialUrl: 'https://kyberswap.com' },
  { id: 'matcha', type: 'exchange', name: 'Matcha', officialUrl: 'https://matcha.xyz' },
  { id: 'camelot', type: 'exchange', name: 'Camelot', officialUrl: 'https://camelot.exchange' },
  { id: 'bisq', type: 'exchange', name: 'Bisq', officialUrl: 'https://bisq.network' },
];

const exchangeIds: ReadonlySet<string> = new Set(EXCHANGE_PARTNERS.map((p) => p.id));

/** Whether /referral-codes/{id} names an exchange of the directory (the server answers 404 otherwise). */
export const isListedExchange = (id: string): boolean => exchangeIds.has(id);
