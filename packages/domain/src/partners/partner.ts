/** The kinds of entity the site links out to; the referral codes and tracked links are keyed by these. */
export const PARTNER_TYPES = ['exchange', 'trading_bot', 'payment_card', 'tool', 'app', 'wallet'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/**
 * One entity we link out to: its id (as used in URLs and content), its type, its name and its official
 * https address. The catalogue content (client) and the referral seeds and tracked links (server) both read
 * these lists, so an id and its official URL are written once.
 */
export type Partner = Readonly<{ id: string; type: PartnerType; name: string; officialUrl: string }>;

export const isPartnerType = (v: string): v is PartnerType => (PARTNER_TYPES as readonly string[]).includes(v);

/**
 * Where a partner stands. active: offered as described. limited: offered in a few countries only.
 * unverified: we could not confirm it is still offered to new customers (visitors read "status unclear").
 * pivoted: the retail product is gone. discontinued: closed. reference: kept on the site as a point of
 * comparison only, not as something to sign up for. Kinds of record without a status count as active.
 */
export const PARTNER_STATUSES = ['active', 'limited', 'unverified', 'pivoted', 'discontinued', 'reference'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/**
 * Whether the site may promote a partner of this status: show its offers, a sign-up or "Get Started" call
 * to action, a tracked /go/ link, a referral entry point, recommend it or put it in the banner. Every other
 * status shows the partner's facts only.
 */
export const isPromotable = (status: PartnerStatus): boolean => status === 'active' || status === 'limited';
