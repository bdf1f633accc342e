import type { Partner } from './partner.js';

export const TRADING_BOT_PARTNERS: readonly Partner[] = [
  { id: '3commas', type: 'trading_bot', name: '3Commas', officialUrl: 'https://3commas.io' },
  { id: 'cryptohopper', type: 'trading_bot', name: 'Cryptohopper', officialUrl: 'https://www.cryptohopper.com' },
  { id: 'shrimpy', type: 'trading_bot', name: 'Shrimpy', officialUrl: 'https://www.shrimpy.io' },
  { id: 'coinrule', type: 'trading_bot', name: 'Coinrule', officialUrl: 'https://coinrule.com' },
  { id: 'pionex', type: 'trading_bot', name: 'Pionex', officialUrl: 'https://www.pionex.com' },
  { id: 'bitsgap', type: 'trading_bot', name: 'Bitsgap', officialUrl: 'https://bitsgap.com' },
  { id: 'quadency', type: 'trading_bot', name: 'Quadency', officialUrl: 'https://quadency.com' },
  { id: 'cornix', type: 'trading_bot', name: 'Cornix', officialUrl: 'https://www.cornix.io' },
];
