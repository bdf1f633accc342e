import type { ContentPartnerOf } from '@/lib/api/content-queries';

/** An app of the /apps directory, as its content record describes it (texts in the reader's language). */
export type App = ContentPartnerOf<'app'>;
export type AppCategory = App['category'];

/** Categories in the order the filters show them. */
export const APP_CATEGORIES: readonly AppCategory[] = ['Trading', 'DeFi', 'Portfolio', 'News', 'Gaming', 'Staking', 'Calculator', 'NFT'];
