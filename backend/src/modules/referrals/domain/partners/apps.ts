import type { Partner } from './partner.js';

/** The apps of the /apps directory (owned by the catalogue). */
export const APP_PARTNERS: readonly Partner[] = [];
