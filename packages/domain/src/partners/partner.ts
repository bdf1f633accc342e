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
