/**
 * Where a newsletter sign-up started: a link or button that takes the visitor to the form on another page
 * passes the page it was pressed on (its path, language prefix included, without query or hash) in the
 * router's location state; the form sends it with its analytics event (`source`). Nothing is stored on the
 * device, and no personal data is involved.
 */
export type NewsletterSourceState = { newsletterFrom: string };

/** The state to navigate with from the current page. */
export const newsletterSourceState = (): NewsletterSourceState | undefined =>
  typeof window === 'undefined' ? undefined : { newsletterFrom: window.location.pathname };

/** The page a visitor came to the form from, if the navigation said so. */
export function newsletterSourceOf(state: unknown): string | undefined {
  const from = (state as Partial<NewsletterSourceState> | null | undefined)?.newsletterFrom;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
}
