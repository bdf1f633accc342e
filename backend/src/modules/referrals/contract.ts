// The referrals module's contract: what it offers the other modules (`app.referralLinks`).

/**
 * Which partners have a referral code or affiliate link visitors may see right now (active, with a code and
 * an address, of a partner the site may promote), offered by the referrals module as `app.referralLinks`.
 * A claim such as "Exclusive offer", "through our link" or "our link takes 10% off" is made only for these.
 */
export type ReferralLinks = Readonly<{
  /** The keys (`type/id`) of the partners with one. Kept briefly; a change of a code on this instance clears it. */
  activeKeys(): Promise<ReadonlySet<string>>;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    referralLinks: ReferralLinks;
  }
}
