import type { Partner } from './partner.js';

const wallet = (id: string, name: string, officialUrl: string): Partner => ({ id, type: 'wallet', name, officialUrl });

/**
 * The hardware and software wallets of /wallets (owned by the catalogue). Ids are model-specific
 * ('ledger-nano-x', not 'ledger': that id is the tool listing of the company).
 */
export const WALLET_PARTNERS: readonly Partner[] = [
  // Hardware
  wallet('ledger-nano-x', 'Ledger Nano X', 'https://shop.ledger.com/products/ledger-nano-x'),
  wallet('ledger-nano-s-plus', 'Ledger Nano S Plus', 'https://shop.ledger.com/products/ledger-nano-s-plus'),
  wallet('ledger-stax', 'Ledger Stax', 'https://shop.ledger.com/products/ledger-stax'),
  wallet('ledger-flex', 'Ledger Flex', 'https://shop.ledger.com/products/ledger-flex'),
  wallet('trezor-model-one', 'Trezor Model One', 'https://trezor.io/trezor-model-one'),
  wallet('trezor-safe-3', 'Trezor Safe 3', 'https://trezor.io/trezor-safe-3'),
  wallet('trezor-safe-5', 'Trezor Safe 5', 'https://trezor.io/trezor-safe-5'),
  wallet('bitbox02', 'BitBox02', 'https://bitbox.swiss/bitbox02/'),
  wallet('keystone-3-pro', 'Keystone 3 Pro', 'https://keyst.one'),
  wallet('coldcard-mk4', 'Coldcard Mk4', 'https://coldcard.com/mk4'),
  wallet('coldcard-q', 'Coldcard Q', 'https://coldcard.com/q'),
  // Software
  wallet('metamask', 'MetaMask', 'https://metamask.io'),
  wallet('exodus', 'Exodus', 'https://www.exodus.com'),
  wallet('trust-wallet', 'Trust Wallet', 'https://trustwallet.com'),
  wallet('phantom', 'Phantom', 'https://phantom.com'),
  wallet('rabby', 'Rabby', 'https://rabby.io'),
  wallet('rainbow', 'Rainbow', 'https://rainbow.me'),
  wallet('safe', 'Safe', 'https://safe.global'),
  wallet('zengo', 'Zengo', 'https://zengo.com'),
  wallet('electrum', 'Electrum', 'https://electrum.org'),
  wallet('sparrow', 'Sparrow', 'https://sparrowwallet.com'),
  wallet('bluewallet', 'BlueWallet', 'https://bluewallet.io'),
  wallet('bitcoin-core', 'Bitcoin Core', 'https://bitcoincore.org'),
];
