import type { Partner } from './partner.js';

export const PAYMENT_CARD_PARTNERS: readonly Partner[] = [
  { id: 'crypto-com', type: 'payment_card', name: 'Crypto.com Visa Card', officialUrl: 'https://crypto.com/cards' },
  { id: 'binance-card', type: 'payment_card', name: 'Binance Card', officialUrl: 'https://www.binance.com/en/cards' },
  { id: 'bybit-card', type: 'payment_card', name: 'Bybit Card', officialUrl: 'https://www.bybit.com/en/cards/' },
  { id: 'coinbase-card', type: 'payment_card', name: 'Coinbase Card', officialUrl: 'https://www.coinbase.com/card' },
  { id: 'revolut-card', type: 'payment_card', name: 'Revolut Card', officialUrl: 'https://www.revolut.com' },
  { id: 'nexo-card', type: 'payment_card', name: 'Nexo Card', officialUrl: 'https://nexo.com/nexo-card' },
  { id: 'plutus-card', type: 'payment_card', name: 'Plutus Card', officialUrl: 'https://plutus.it' },
  { id: 'swipe-card', type: 'payment_card', name: 'Swipe Card', officialUrl: 'https://swipe.io' },
  { id: 'gnosis-pay', type: 'payment_card', name: 'Gnosis Pay', officialUrl: 'https://gnosispay.com' },
];
