import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, statusOf, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { operations } from '@/lib/api/schema';
import { adminKeys, type AdminSessionState } from './admin-queries';

export type AuditRun = operations['adminGetSeoAuditRun']['responses'][200]['content']['application/json'];
export type AuditFindings = operations['adminSeoAuditFindings']['responses'][200]['content']['application/json'];
export type AuditFinding = AuditFindings['findings'][number];
export type FindingFilter = NonNullable<operations['adminSeoAuditFindings']['parameters']['query']>;

export const seoAuditKeys = {
  all: [...adminKeys.all, 'seo-audit'] as const,
  runs: () => [...seoAuditKeys.all, 'runs'] as const,
  findings: (id: number, filter: FindingFilter) => [...seoAuditKeys.all, 'findings', id, filter] as const,
};

/** How often a running audit's progress is read again. */
const PROGRESS_POLL_MS = 1500;

export const seoAuditQueries = {
  runs: () =>
    queryOptions({
      queryKey: seoAuditKeys.runs(),
      queryFn: () => unwrap(api.GET('/api/admin/seo-audit/runs', { params: { query: { limit: 10 } } })),
      meta: CLIENT_ONLY,
      refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'running') ? PROGRESS_POLL_MS : false),
    }),
  findings: (id: number, filter: FindingFilter) =>
    queryOptions({
      queryKey: seoAuditKeys.findings(id, filter),
      queryFn: () => unwrap(api.GET('/api/admin/seo-audit/runs/{id}/findings', { params: { path: { id }, query: filter } })),
      meta: CLIENT_ONLY,
    }),
};

export const useAuditRuns = () => useQuery(seoAuditQueries.runs());
export const useAuditFindings = (id: number | undefined, filter: FindingFilter) =>
  useQuery({ ...seoAuditQueries.findings(id ?? 0, filter), enabled: id !== undefined });

/** Starts a run; the run list (and with it the progress polling) is read again either way (a 409 means one runs). */
export function useStartAudit(session: AdminSessionState) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/seo-audit/runs', { params: { header: { 'x-csrf-token': session.csrfToken ?? '' } } })),
    onSettled: () => void qc.invalidateQueries({ queryKey: seoAuditKeys.runs() }),
    onError: (error: Error) => {
      if (statusOf(error) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}
