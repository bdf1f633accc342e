import { EXCHANGE_PARTNERS } from '@coinatlas/domain/partners/exchanges';

/**
 * Facts of the exchange directory. Names and official URLs come from the partner registry (shared with
 * the server); this module adds only facts we are sure of. A field is left out rather than guessed:
 * fees and listings change often, so fee figures are the standard (lowest-volume) tier and coin counts
 * are conservative lower bounds. Prose (feature names, explanations) lives in the `exchanges` locale files.
 */
export const EXCHANGES_REVIEWED_ON = '2026-11-22';

export type ExchangeKind = 'centralized' | 'decentralized';

/**
 * required: identity verification before trading or withdrawing (the norm for licensed custodial
 * exchanges). none: there is no account to verify; you trade from a wallet you control.
 */
export type KycPolicy = 'required' | 'none';

export const EXCHANGE_FEATURES = [
  'futures',
  'options',
  'margin',
  'marginFunding',
  'staking',
  'earn',
  'p2p',
  'launchpad',
  'tradingBots',
  'copyTrading',
  'proofOfReserves',
  'web3Wallet',
  'card',
  'creditCard',
  'publicCompany',
  'nyTrustCompany',
  'usOnly',
  'stocksEtfs',
  'metals',
  'savingsPlans',
  'cardPurchases',
  'concentratedLiquidity',
  'multiChain',
  'hooks',
  'weightedPools',
  'aggregator',
  'limitOrders',
  'dca',
  'crossChain',
  'ibc',
  'mevProtection',
  'batchAuctions',
  'voteEscrow',
  'p2pFiat',
  'desktopApp',
  'tor',
] as const;
export type ExchangeFeature = (typeof EXCHANGE_FEATURES)[number];

/** Percent values. makerTaker: the standard spot tier of a custodial exchange. poolTiers: what pools charge. */
export type SpotFee = { kind: 'makerTaker'; maker: number; taker: number } | { kind: 'poolTiers'; min: number; max: number };

export type ExchangeFacts = {
  id: string;
  kind: ExchangeKind;
  kyc: KycPolicy;
  founded?: number;
  /** ISO 3166-1 alpha-2 country of the headquarters, only where the company states one. */
  headquarters?: string;
  spotFee?: SpotFee;
  /** Lower bound of the coins listed for spot trading. */
  coinsAtLeast?: number;
  /** ISO 4217 currencies accepted for deposits (a subset where there are more). */
  fiat?: readonly string[];
  /** Networks a decentralized exchange runs on (a subset where there are more). */
  chains?: readonly string[];
  features: readonly ExchangeFeature[];
};

export type Exchange = ExchangeFacts & { name: string; officialUrl: string };

const C = 'centralized' as const;
const D = 'decentralized' as const;
const mt = (maker: number, taker: number): SpotFee => ({ kind: 'makerTaker', maker, taker });

const FACTS: readonly ExchangeFacts[] = [
  { id: 'binance', kind: C, kyc: 'required', founded: 2017, spotFee: mt(0.1, 0.1), coinsAtLeast: 350, features: ['futures', 'p2p', 'earn', 'tradingBots', 'launchpad', 'proofOfReserves'] },
  { id: 'coinbase', kind: C, kyc: 'required', founded: 2012, headquarters: 'US', coinsAtLeast: 200, fiat: ['USD', 'EUR', 'GBP'], features: ['publicCompany', 'staking'] },
  { id: 'kraken', kind: C, kyc: 'required', founded: 2011, headquarters: 'US', coinsAtLeast: 200, fiat: ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY'], features: ['futures', 'margin', 'staking', 'proofOfReserves'] },
  { id: 'okx', kind: C, kyc: 'required', founded: 2017, spotFee: mt(0.08, 0.1), coinsAtLeast: 250, features: ['futures', 'options', 'tradingBots', 'web3Wallet', 'proofOfReserves'] },
  { id: 'bybit', kind: C, kyc: 'required', founded: 2018, headquarters: 'AE', spotFee: mt(0.1, 0.1), coinsAtLeast: 300, features: ['futures', 'options', 'copyTrading', 'tradingBots'] },
  { id: 'kucoin', kind: C, kyc: 'required', founded: 2017, spotFee: mt(0.1, 0.1), coinsAtLeast: 500, features: ['futures', 'tradingBots', 'p2p'] },
  { id: 'bitget', kind: C, kyc: 'required', founded: 2018, spotFee: mt(0.1, 0.1), coinsAtLeast: 500, features: ['copyTrading', 'futures', 'tradingBots'] },
  { id: 'gate', kind: C, kyc: 'required', founded: 2013, coinsAtLeast: 1000, features: ['futures', 'copyTrading', 'launchpad'] },
  { id: 'mexc', kind: C, kyc: 'required', founded: 2018, coinsAtLeast: 1500, features: ['futures', 'launchpad'] },
  { id: 'htx', kind: C, kyc: 'required', founded: 2013, features: ['futures', 'earn'] },
  { id: 'crypto-com', kind: C, kyc: 'required', founded: 2016, headquarters: 'SG', coinsAtLeast: 250, features: ['card', 'futures', 'staking'] },
  { id: 'bitfinex', kind: C, kyc: 'required', founded: 2012, features: ['margin', 'marginFunding'] },
  { id: 'bitstamp', kind: C, kyc: 'required', founded: 2011, headquarters: 'LU', coinsAtLeast: 50, fiat: ['EUR', 'USD', 'GBP'], features: [] },
  { id: 'gemini', kind: C, kyc: 'required', founded: 2014, headquarters: 'US', coinsAtLeast: 50, features: ['nyTrustCompany', 'creditCard'] },
  { id: 'binance-us', kind: C, kyc: 'required', founded: 2019, headquarters: 'US', fiat: ['USD'], features: ['usOnly'] },
  { id: 'bitvavo', kind: C, kyc: 'required', founded: 2018, headquarters: 'NL', spotFee: mt(0.15, 0.25), coinsAtLeast: 200, fiat: ['EUR'], features: ['staking'] },
  { id: 'bitpanda', kind: C, kyc: 'required', founded: 2014, headquarters: 'AT', fiat: ['EUR'], features: ['stocksEtfs', 'metals', 'savingsPlans'] },
  { id: 'coinmetro', kind: C, kyc: 'required', founded: 2018, headquarters: 'EE', fiat: ['EUR'], features: [] },
  { id: 'cex-io', kind: C, kyc: 'required', founded: 2013, headquarters: 'GB', features: ['cardPurchases'] },
  { id: 'luno', kind: C, kyc: 'required', founded: 2013, headquarters: 'GB', features: [] },
  { id: 'bitso', kind: C, kyc: 'required', founded: 2014, headquarters: 'MX', fiat: ['MXN'], features: [] },
  { id: 'mercado-bitcoin', kind: C, kyc: 'required', founded: 2013, headquarters: 'BR', fiat: ['BRL'], features: [] },
  { id: 'bitbuy', kind: C, kyc: 'required', founded: 2016, headquarters: 'CA', fiat: ['CAD'], features: [] },
  { id: 'upbit', kind: C, kyc: 'required', founded: 2017, headquarters: 'KR', fiat: ['KRW'], features: [] },
  { id: 'bithumb', kind: C, kyc: 'required', founded: 2014, headquarters: 'KR', fiat: ['KRW'], features: [] },
  { id: 'korbit', kind: C, kyc: 'required', founded: 2013, headquarters: 'KR', fiat: ['KRW'], features: [] },
  { id: 'coinone', kind: C, kyc: 'required', founded: 2014, headquarters: 'KR', fiat: ['KRW'], features: [] },
  { id: 'bitflyer', kind: C, kyc: 'required', founded: 2014, headquarters: 'JP', fiat: ['JPY'], features: [] },
  { id: 'bitbank', kind: C, kyc: 'required', founded: 2014, headquarters: 'JP', fiat: ['JPY'], features: [] },
  { id: 'coindcx', kind: C, kyc: 'required', founded: 2018, headquarters: 'IN', fiat: ['INR'], features: [] },
  { id: 'btc-markets', kind: C, kyc: 'required', founded: 2013, headquarters: 'AU', fiat: ['AUD'], features: [] },
  { id: 'independent-reserve', kind: C, kyc: 'required', founded: 2013, headquarters: 'AU', fiat: ['AUD', 'NZD', 'SGD'], features: [] },
  { id: 'coinjar', kind: C, kyc: 'required', founded: 2013, headquarters: 'AU', fiat: ['AUD', 'GBP'], features: [] },
  { id: 'swyftx', kind: C, kyc: 'required', headquarters: 'AU', fiat: ['AUD'], features: [] },
  { id: 'bitkub', kind: C, kyc: 'required', founded: 2018, headquarters: 'TH', fiat: ['THB'], features: [] },
  { id: 'indodax', kind: C, kyc: 'required', founded: 2014, headquarters: 'ID', fiat: ['IDR'], features: [] },
  { id: 'poloniex', kind: C, kyc: 'required', founded: 2014, features: ['futures'] },
  { id: 'phemex', kind: C, kyc: 'required', founded: 2019, headquarters: 'SG', features: ['futures'] },
  { id: 'bingx', kind: C, kyc: 'required', founded: 2018, headquarters: 'SG', features: ['copyTrading', 'futures'] },
  { id: 'whitebit', kind: C, kyc: 'required', founded: 2018, features: ['futures'] },

  { id: 'uniswap', kind: D, kyc: 'none', founded: 2018, spotFee: { kind: 'poolTiers', min: 0.01, max: 1 }, chains: ['Ethereum', 'Arbitrum', 'Base', 'Optimism', 'Polygon'], features: ['concentratedLiquidity', 'multiChain', 'hooks'] },
  { id: 'pancakeswap', kind: D, kyc: 'none', founded: 2020, spotFee: { kind: 'poolTiers', min: 0.01, max: 1 }, chains: ['BNB Chain', 'Ethereum', 'Arbitrum', 'Base'], features: ['concentratedLiquidity', 'multiChain'] },
  { id: 'sushiswap', kind: D, kyc: 'none', founded: 2020, chains: ['Ethereum', 'Arbitrum', 'Polygon'], features: ['multiChain'] },
  { id: 'balancer', kind: D, kyc: 'none', founded: 2020, chains: ['Ethereum', 'Arbitrum', 'Polygon'], features: ['weightedPools', 'multiChain'] },
  { id: 'raydium', kind: D, kyc: 'none', founded: 2021, chains: ['Solana'], features: ['concentratedLiquidity'] },
  { id: 'orca', kind: D, kyc: 'none', founded: 2021, chains: ['Solana'], features: ['concentratedLiquidity'] },
  { id: 'jupiter', kind: D, kyc: 'none', founded: 2021, chains: ['Solana'], features: ['aggregator', 'limitOrders', 'dca'] },
  { id: '1inch', kind: D, kyc: 'none', founded: 2019, chains: ['Ethereum', 'BNB Chain', 'Polygon', 'Arbitrum'], features: ['aggregator', 'multiChain'] },
  { id: 'thorchain', kind: D, kyc: 'none', founded: 2018, chains: ['Bitcoin', 'Ethereum', 'BNB Chain', 'Avalanche', 'Dogecoin', 'Litecoin'], features: ['crossChain'] },
  { id: 'osmosis', kind: D, kyc: 'none', founded: 2021, chains: ['Cosmos'], features: ['ibc'] },
  { id: 'cow-swap', kind: D, kyc: 'none', founded: 2021, chains: ['Ethereum', 'Gnosis Chain', 'Arbitrum', 'Base'], features: ['mevProtection', 'batchAuctions'] },
  { id: 'aerodrome', kind: D, kyc: 'none', founded: 2023, chains: ['Base'], features: ['voteEscrow'] },
  { id: 'velodrome', kind: D, kyc: 'none', founded: 2022, chains: ['Optimism'], features: ['voteEscrow'] },
  { id: 'quickswap', kind: D, kyc: 'none', founded: 2020, chains: ['Polygon'], features: [] },
  { id: 'kyberswap', kind: D, kyc: 'none', chains: ['Ethereum', 'BNB Chain', 'Arbitrum', 'Polygon'], features: ['aggregator', 'multiChain'] },
  { id: 'matcha', kind: D, kyc: 'none', founded: 2020, chains: ['Ethereum', 'Base', 'Arbitrum', 'Polygon'], features: ['aggregator', 'multiChain'] },
  { id: 'camelot', kind: D, kyc: 'none', founded: 2022, chains: ['Arbitrum'], features: [] },
  { id: 'bisq', kind: D, kyc: 'none', founded: 2014, chains: ['Bitcoin'], features: ['p2pFiat', 'desktopApp', 'tor'] },
];

const partnerById = new Map(EXCHANGE_PARTNERS.map((p) => [p.id, p]));

export const EXCHANGES: readonly Exchange[] = FACTS.map((f) => {
  const p = partnerById.get(f.id);
  if (!p) throw new Error(`content/exchanges.ts: ${f.id} is not in the partner registry`);
  return { ...f, name: p.name, officialUrl: p.officialUrl };
});

export const findExchange = (id: string): Exchange | undefined => EXCHANGES.find((e) => e.id === id);

/** The fee a sort by fees compares: the standard taker fee, or a DEX's lowest pool tier. */
export const headlineFee = (e: Exchange): number | undefined =>
  e.spotFee ? (e.spotFee.kind === 'makerTaker' ? e.spotFee.taker : e.spotFee.min) : undefined;
