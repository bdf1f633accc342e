// The SEO audit screen's constants and types: languages, views and the page size; the severities and checks are the
// server's own (@coinatlas/domain/seo/audit-checks).
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import type { AuditFinding } from '../api/seo-audit';

export { CHECKS, SEVERITIES, type Severity } from '@coinatlas/domain/seo/audit-checks';
export const LANGS = SITE_LANGUAGES;
export type View = 'all' | 'new' | 'fixed';
export type Shown = Omit<AuditFinding, 'change'> & { change?: AuditFinding['change'] | 'fixed' };

/** Findings shown at first, and added by each "show more". */
export const PAGE_SIZE = 50;
