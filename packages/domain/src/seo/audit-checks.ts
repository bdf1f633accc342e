/**
 * The SEO audit's vocabulary, shared by the server that runs the checks (`modules/seo-audit`) and the admin
 * screen that filters their findings: how serious a finding is, and which check raised it.
 */
export const SEVERITIES = ['error', 'warning', 'notice'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const CHECKS = [
  'status',
  'title',
  'description',
  'canonical',
  'hreflang',
  'structured-data',
  'h1',
  'img-alt',
  'links',
  'noindex',
  'page-weight',
  'html-lang',
] as const;
export type CheckId = (typeof CHECKS)[number];
