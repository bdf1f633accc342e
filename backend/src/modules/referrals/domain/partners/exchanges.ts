import type { Partner } from './partner.js';

/** The exchanges of the directory (owned by the referrals/exchange directory work). */
export const EXCHANGE_PARTNERS: readonly Partner[] = [
  { id: 'binance', type: 'exchange', name: 'Binance', officialUrl: 'https://www.binance.com' },
  { id: 'coinbase', type: 'exchange', name: 'Coinbase', officialUrl: 'https://www.coinbase.com' },
  { id: 'kraken', type: 'exchange', name: 'Kraken', officialUrl: 'https://www.kraken.com' },
  { id: 'okx', type: 'exchange', name: 'OKX', officialUrl: 'https://www.okx.com' },
];
