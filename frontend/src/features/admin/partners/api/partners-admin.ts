import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, statusOf, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { components, operations } from '@/lib/api/schema';
import { adminKeys, type AdminSessionState } from '../../api/admin-queries';

export type DeskRow = components['schemas']['PartnerDeskRow'];
export type DeskRecord = components['schemas']['PartnerDeskRecord'];
export type PartnerRecord = DeskRecord['record'];
export type PartnerType = DeskRow['type'];
export type ListQuery = NonNullable<operations['adminListPartners']['parameters']['query']>;
export type Revision = operations['adminPartnerHistory']['responses'][200]['content']['application/json']['revisions'][number];
export type ImportReport = components['schemas']['PartnerImportReport'];
export type Problem = components['schemas']['PartnerDeskProblems']['problems'][number];
/** A save's 409 (PartnerDeskConflict) when a record changed since the editor opened it: then it has all three. */
export type Conflict = components['schemas']['PartnerDeskConflict'] &
  Required<Pick<components['schemas']['PartnerDeskConflict'], 'current' | 'since' | 'differs'>>;

export const PARTNER_TYPES: readonly PartnerType[] = ['exchange', 'wallet', 'trading_bot', 'payment_card', 'tool', 'app'];
export const TYPE_NAMES: Record<PartnerType, string> = {
  exchange: 'Exchange',
  wallet: 'Wallet',
  trading_bot: 'Trading bot',
  payment_card: 'Payment card',
  tool: 'Tool',
  app: 'App',
};

/** Query keys of the partner desk, under the admin root (signing out drops them). */
export const partnerDeskKeys = {
  all: [...adminKeys.all, 'partners'] as const,
  list: (q: ListQuery) => [...partnerDeskKeys.all, 'list', q] as const,
  queue: (type?: PartnerType) => [...partnerDeskKeys.all, 'queue', type ?? 'all'] as const,
  record: (type: PartnerType, id: string) => [...partnerDeskKeys.all, 'record', type, id] as const,
  history: (type: PartnerType, id: string) => [...partnerDeskKeys.all, 'history', type, id] as const,
  schemas: () => [...partnerDeskKeys.all, 'schemas'] as const,
};

export const partnerDeskQueries = {
  list: (q: ListQuery) =>
    queryOptions({
      queryKey: partnerDeskKeys.list(q),
      queryFn: () => unwrap(api.GET('/api/admin/partners', { params: { query: q } })),
      meta: CLIENT_ONLY,
      placeholderData: keepPreviousData,
    }),
  queue: (type?: PartnerType) =>
    queryOptions({
      queryKey: partnerDeskKeys.queue(type),
      queryFn: () => unwrap(api.GET('/api/admin/partners/queue', { params: { query: { limit: 50, ...(type ? { type } : {}) } } })),
      meta: CLIENT_ONLY,
    }),
  record: (type: PartnerType, id: string) =>
    queryOptions({
      queryKey: partnerDeskKeys.record(type, id),
      queryFn: () => unwrap(api.GET('/api/admin/partners/{type}/{id}', { params: { path: { type, id } } })),
      meta: CLIENT_ONLY,
      staleTime: Infinity,
    }),
  history: (type: PartnerType, id: string) =>
    queryOptions({
      queryKey: partnerDeskKeys.history(type, id),
      queryFn: async () => (await unwrap(api.GET('/api/admin/partners/{type}/{id}/history', { params: { path: { type, id } } }))).revisions,
      meta: CLIENT_ONLY,
    }),
  /** The file schema of each type (what saves are validated with), for the editor's fields. */
  schemas: () =>
    queryOptions({
      queryKey: partnerDeskKeys.schemas(),
      queryFn: () => unwrap(api.GET('/api/admin/partners/schema')),
      meta: CLIENT_ONLY,
      staleTime: Infinity,
    }),
};

export const usePartnerList = (q: ListQuery) => useQuery(partnerDeskQueries.list(q));
export const useCheckQueue = (type?: PartnerType) => useQuery(partnerDeskQueries.queue(type));
export const usePartnerHistory = (type: PartnerType, id: string) => useQuery(partnerDeskQueries.history(type, id));
export const usePartnerSchemas = () => useQuery(partnerDeskQueries.schemas());

const bodyOf = (err: unknown): Record<string, unknown> | undefined => {
  if (!(err instanceof ApiError)) return undefined;
  try {
    return JSON.parse(err.body) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

/** The problems a 400 lists, each with its field. */
export const problemsOf = (err: unknown): Problem[] | undefined =>
  statusOf(err) === 400 && Array.isArray(bodyOf(err)?.problems) ? (bodyOf(err)!.problems as Problem[]) : undefined;

/** The stored record and what changed since, when a save started from a stale version (409). */
export const conflictOf = (err: unknown): Conflict | undefined => {
  const body = bodyOf(err);
  return statusOf(err) === 409 && body?.current && Array.isArray(body.since) && Array.isArray(body.differs)
    ? (body as unknown as Conflict)
    : undefined;
};

const csrf = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });
type Csrf = ReturnType<typeof csrf>;

/** Every write that returns the record: stores it as the record's query data and refreshes lists and history. */
function useRecordWrite<V>(session: AdminSessionState, fn: (v: V, header: Csrf) => Promise<DeskRecord>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(v, csrf(session)),
    onSuccess: (saved: DeskRecord) => {
      qc.setQueryData(partnerDeskKeys.record(saved.type, saved.id), saved);
      void qc.invalidateQueries({ queryKey: [...partnerDeskKeys.all, 'list'] });
      void qc.invalidateQueries({ queryKey: [...partnerDeskKeys.all, 'queue'] });
      void qc.invalidateQueries({ queryKey: partnerDeskKeys.history(saved.type, saved.id) });
    },
    onError: (err: Error) => {
      if (statusOf(err) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}

type Ref = { type: PartnerType; id: string };

export const useSavePartner = (session: AdminSessionState) =>
  useRecordWrite(session, (v: Ref & { version: number; record: PartnerRecord }, header) =>
    unwrap(
      api.PUT('/api/admin/partners/{type}/{id}', {
        params: { path: { type: v.type, id: v.id }, header },
        body: { version: v.version, record: v.record as never },
      }),
    ),
  );

export const useCheckFacts = (session: AdminSessionState) =>
  useRecordWrite(session, (v: Ref & { version: number; source: string; paths: string[] }, header) =>
    unwrap(
      api.POST('/api/admin/partners/{type}/{id}/check', {
        params: { path: { type: v.type, id: v.id }, header },
        body: { version: v.version, source: v.source, paths: v.paths },
      }),
    ),
  );

export const useRestorePartner = (session: AdminSessionState) =>
  useRecordWrite(session, (v: Ref & { version: number; fromVersion: number }, header) =>
    unwrap(
      api.POST('/api/admin/partners/{type}/{id}/restore', {
        params: { path: { type: v.type, id: v.id }, header },
        body: { version: v.version, fromVersion: v.fromVersion },
      }),
    ),
  );

export const useUploadLogo = (session: AdminSessionState) =>
  useRecordWrite(session, (v: Ref & { version: number; file: File }, header) =>
    unwrap(
      api.POST('/api/admin/partners/{type}/{id}/logo', {
        params: { path: { type: v.type, id: v.id }, query: { version: v.version }, header },
        body: v.file as never,
        headers: { 'content-type': 'application/octet-stream' },
        bodySerializer: (b: unknown) => b as string,
      }),
    ),
  );

export const useRemoveLogo = (session: AdminSessionState) =>
  useRecordWrite(session, (v: Ref & { version: number }, header) =>
    unwrap(
      api.DELETE('/api/admin/partners/{type}/{id}/logo', {
        params: { path: { type: v.type, id: v.id }, query: { version: v.version }, header },
      }),
    ),
  );

/** An import: the dry run (nothing written) or applying the dry run's basis. */
export function useImportPartners(session: AdminSessionState) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { bundle: unknown; dryRun: boolean; removeMissing: boolean; basis?: string }) =>
      unwrap(api.POST('/api/admin/partners/import', { params: { header: csrf(session) }, body: v as never })) as Promise<ImportReport>,
    onSuccess: (report) => {
      if (!report.dryRun) void qc.invalidateQueries({ queryKey: partnerDeskKeys.all });
    },
    onError: (err: Error) => {
      if (statusOf(err) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}

/** The export bundle, as the server writes it (a download of its own is the caller's). */
export const fetchExport = () => unwrap(api.GET('/api/admin/partners/export'));
