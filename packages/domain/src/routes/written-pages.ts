/**
 * When the pages whose text is written in the client, not kept as records, last changed (YYYY-MM-DD): the
 * day of the last commit that changed their texts in any language. A page that shows a "Last updated" date
 * shows this one, and the sitemap gives it as the page's lastmod, so the two cannot disagree. Change the
 * date in the commit that changes the text.
 */
export const WRITTEN_PAGE_DATES = {
  /** about, careers, advertise, terms, privacy, cookies and disclaimer (company.json) */
  company: '2026-12-06',
  /** the legal notice's texts (legal.json); the operator's record itself comes from the configuration */
  'legal-notice': '2026-12-06',
  /** the contact form's texts (contact.json) */
  contact: '2026-11-22',
  /** how ratings and facts are made (methodology.json; the weights come from ratings/weights) */
  methodology: '2026-11-27',
} as const;

export type WrittenPage = keyof typeof WRITTEN_PAGE_DATES;
