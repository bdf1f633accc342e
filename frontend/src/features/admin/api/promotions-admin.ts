import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, statusOf, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { operations } from '@/lib/api/schema';
import { adminKeys, type AdminSessionState } from './admin-queries';
import { blogAdminKeys } from './blog-admin';

export type AdminPromotion = operations['adminGetPromotion']['responses'][200]['content']['application/json'];
export type NewPromotion = operations['adminCreatePromotion']['requestBody']['content']['application/json'];
export type PromotionPatch = operations['adminUpdatePromotion']['requestBody']['content']['application/json'];
export type StateAction = operations['adminChangePromotionState']['parameters']['path']['action'];
export type Revision = operations['adminPromotionHistory']['responses'][200]['content']['application/json']['revisions'][number];
export type SimulatedVisitor = operations['adminSimulatePromotions']['requestBody']['content']['application/json'];
export type Simulation = operations['adminSimulatePromotions']['responses'][200]['content']['application/json'];
export type Coverage = operations['adminPromotionCoverage']['responses'][200]['content']['application/json'];
export type PartnerRef = operations['listContentIndex']['responses'][200]['content']['application/json']['partners'][number];

export const promotionAdminKeys = {
  all: [...adminKeys.all, 'promotions'] as const,
  list: () => [...promotionAdminKeys.all, 'list'] as const,
  history: (id: string) => [...promotionAdminKeys.all, 'history', id] as const,
  coverage: (id: string, version: number) => [...promotionAdminKeys.all, 'coverage', id, version] as const,
  partners: () => [...promotionAdminKeys.all, 'partners'] as const,
};

export const promotionAdminQueries = {
  list: () =>
    queryOptions({
      queryKey: promotionAdminKeys.list(),
      queryFn: async () => (await unwrap(api.GET('/api/admin/promotions'))).promotions,
      meta: CLIENT_ONLY,
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: promotionAdminKeys.history(id),
      queryFn: async () => (await unwrap(api.GET('/api/admin/promotions/{id}/history', { params: { path: { id } } }))).revisions,
      meta: CLIENT_ONLY,
    }),
  coverage: (id: string, version: number) =>
    queryOptions({
      queryKey: promotionAdminKeys.coverage(id, version),
      queryFn: () => unwrap(api.GET('/api/admin/promotions/{id}/coverage', { params: { path: { id } } })),
      meta: CLIENT_ONLY,
    }),
  /** Every listed partner (type, id, name), for the partner picker. */
  partners: () =>
    queryOptions({
      queryKey: promotionAdminKeys.partners(),
      queryFn: async () => (await unwrap(api.GET('/api/content/index'))).partners,
      staleTime: 5 * 60_000,
      meta: CLIENT_ONLY,
    }),
};

export const useAdminPromotions = () => useQuery(promotionAdminQueries.list());
export const usePromotionHistory = (id: string) => useQuery(promotionAdminQueries.history(id));
export const usePromotionCoverage = (id: string, version: number) => useQuery(promotionAdminQueries.coverage(id, version));
export const usePartnerIndex = () => useQuery(promotionAdminQueries.partners());

const csrf = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });

/** Every promotion write: refreshes the list and the history (and the calendar's windows), the session after a 401. */
function usePromotionWrite<TVariables>(mutationFn: (v: TVariables) => Promise<AdminPromotion>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: promotionAdminKeys.all });
      void qc.invalidateQueries({ queryKey: blogAdminKeys.promotions() });
    },
    onError: (error: Error) => {
      if (statusOf(error) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}

export function useCreatePromotion(session: AdminSessionState) {
  return usePromotionWrite((body: NewPromotion) => unwrap(api.POST('/api/admin/promotions', { params: { header: csrf(session) }, body })));
}

export function useUpdatePromotion(session: AdminSessionState) {
  return usePromotionWrite(({ id, patch }: { id: string; patch: PromotionPatch }) =>
    unwrap(api.PUT('/api/admin/promotions/{id}', { params: { path: { id }, header: csrf(session) }, body: patch })),
  );
}

export function useChangePromotionState(session: AdminSessionState) {
  return usePromotionWrite(({ id, action, version }: { id: string; action: StateAction; version: number }) =>
    unwrap(api.POST('/api/admin/promotions/{id}/{action}', { params: { path: { id, action }, header: csrf(session) }, body: { version } })),
  );
}

export function useUndoPromotion(session: AdminSessionState) {
  return usePromotionWrite(({ id, version }: { id: string; version: number }) =>
    unwrap(api.POST('/api/admin/promotions/{id}/undo', { params: { path: { id }, header: csrf(session) }, body: { version } })),
  );
}

/** Runs the scoring simulator on the server (it reads unpublished promotions too). */
export function useSimulation(session: AdminSessionState) {
  return useMutation({
    mutationFn: (visitor: SimulatedVisitor) =>
      unwrap(api.POST('/api/admin/promotions/simulate', { params: { header: csrf(session) }, body: visitor })),
  });
}
