import type { ContentPartnerOf } from '@/lib/api/content-queries';

/** Icons of the catalogue cards (lucide icons, mapped in the UI), as the content records name them. */
export type ListingIcon = ContentPartnerOf<'trading_bot'>['icon'];
/** Badge colours of the catalogue; the UI maps each to an AA-contrast class pair for light and dark. */
export type TagColor = ContentPartnerOf<'trading_bot'>['tagColor'];
/**
 * active: offered as described. limited: only in a few countries. unverified: we could not confirm it is
 * still offered to new customers. pivoted: the retail product is gone. discontinued: closed. Every status
 * but 'active' comes with a note in the record's text.
 */
export type ServiceStatus = ContentPartnerOf<'trading_bot'>['status'];
