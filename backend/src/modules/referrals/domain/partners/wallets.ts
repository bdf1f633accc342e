import type { Partner } from './partner.js';

/** The hardware and software wallets of /wallets (owned by the catalogue). */
export const WALLET_PARTNERS: readonly Partner[] = [];
