import type { Partner } from './partner.js';

const app = (id: string, name: string, officialUrl: string): Partner => ({ id, type: 'app', name, officialUrl });

/** The apps of the /apps directory (owned by the catalogue). */
export const APP_PARTNERS: readonly Partner[] = [
  // Trading
  app('binance', 'Binance', 'https://www.binance.com'),
  app('coinbase', 'Coinbase', 'https://www.coinbase.com'),
  app('kraken', 'Kraken', 'https://www.kraken.com'),
  app('crypto-com', 'Crypto.com', 'https://crypto.com'),
  app('okx', 'OKX', 'https://www.okx.com'),
  app('bybit', 'Bybit', 'https://www.bybit.com'),
  // DeFi
  app('metamask', 'MetaMask', 'https://metamask.io'),
  app('trust-wallet', 'Trust Wallet', 'https://trustwallet.com'),
  app('phantom', 'Phantom', 'https://phantom.com'),
  app('uniswap', 'Uniswap', 'https://uniswap.org'),
  app('rabby', 'Rabby', 'https://rabby.io'),
  app('aave', 'Aave', 'https://aave.com'),
  // Portfolio
  app('coinstats', 'CoinStats', 'https://coinstats.app'),
  app('delta', 'Delta', 'https://delta.app'),
  app('zerion', 'Zerion', 'https://zerion.io'),
  app('debank', 'DeBank', 'https://debank.com'),
  // News
  app('coinmarketcap', 'CoinMarketCap', 'https://coinmarketcap.com'),
  app('coingecko', 'CoinGecko', 'https://www.coingecko.com'),
  app('cryptopanic', 'CryptoPanic', 'https://cryptopanic.com'),
  app('coindesk', 'CoinDesk', 'https://www.coindesk.com'),
  // Gaming
  app('axie-infinity', 'Axie Infinity', 'https://axieinfinity.com'),
  app('gods-unchained', 'Gods Unchained', 'https://godsunchained.com'),
  app('sorare', 'Sorare', 'https://sorare.com'),
  // Staking
  app('lido', 'Lido', 'https://lido.fi'),
  app('rocket-pool', 'Rocket Pool', 'https://rocketpool.net'),
  app('jito', 'Jito', 'https://www.jito.network'),
  app('keplr', 'Keplr', 'https://www.keplr.app'),
  // Calculator (tax)
  app('koinly', 'Koinly', 'https://koinly.io'),
  app('coinledger', 'CoinLedger', 'https://coinledger.io'),
  app('cointracker', 'CoinTracker', 'https://www.cointracker.io'),
  app('blockpit', 'Blockpit', 'https://www.blockpit.io'),
  // NFT
  app('opensea', 'OpenSea', 'https://opensea.io'),
  app('magic-eden', 'Magic Eden', 'https://magiceden.io'),
  app('blur', 'Blur', 'https://blur.io'),
];
