// The SEO audit screen's constants and types: severities, checks, languages, views and the page size.
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import type { AuditFinding } from '../api/seo-audit';

export const SEVERITIES = ['error', 'warning', 'notice'] as const;
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
export const LANGS = SITE_LANGUAGES;
export type Severity = (typeof SEVERITIES)[number];
export type View = 'all' | 'new' | 'fixed';
export type Shown = Omit<AuditFinding, 'change'> & { change?: AuditFinding['change'] | 'fixed' };

/** Findings shown at first, and added by each "show more". */
export const PAGE_SIZE = 50;
