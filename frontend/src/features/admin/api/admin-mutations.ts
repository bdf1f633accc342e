import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCodeInput } from '@coinatlas/domain/referrals/referral-code';
import { api, statusOf, unwrap } from '@/lib/api/client';
import { referralCodeKeys, type ReferralCode } from '@/lib/api/referral-code-queries';
import { adminKeys, type AdminSessionState } from './admin-queries';

/**
 * What a screen does after a mutation (a toast, closing a dialog, navigating). These run after the hook's
 * own cache updates and run even when the success or failure unmounts the screen that started the call.
 */
export type MutationCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};

/** The header every admin mutation carries (the server also checks the Origin). */
const csrfHeaders = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });

/** Cache work every admin write shares: codes refetched after a change, the session after a 401. */
function useAdminWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, variables: TVariables) => {
      void qc.invalidateQueries({ queryKey: referralCodeKeys.all });
      callbacks.onSuccess?.(data, variables);
    },
    onError: (error: Error, variables: TVariables) => {
      // The session is gone: refetching it brings back the sign-in screen.
      if (statusOf(error) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
      callbacks.onError?.(error, variables);
    },
  });
}

export type Credentials = { email: string; password: string };

export function useSignIn(callbacks: MutationCallbacks<AdminSessionState, Credentials> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => unwrap(api.POST('/api/admin/login', { body: { email: email.trim(), password } })),
    onSuccess: (state: AdminSessionState, credentials: Credentials) => {
      qc.setQueryData(adminKeys.session(), state);
      callbacks.onSuccess?.(state, credentials);
    },
    onError: (error: Error, credentials: Credentials) => callbacks.onError?.(error, credentials),
  });
}

/** Ends the session and forgets everything only an admin may see. */
export function useSignOut(session: AdminSessionState, callbacks: MutationCallbacks<void, void> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.POST('/api/admin/logout', { headers: csrfHeaders(session) });
    },
    onSuccess: () => {
      qc.removeQueries({ queryKey: adminKeys.all });
      qc.removeQueries({ queryKey: referralCodeKeys.withInactive() });
      qc.setQueryData<AdminSessionState>(adminKeys.session(), { signedIn: false, accountsExist: true });
      callbacks.onSuccess?.(undefined, undefined);
    },
    onError: (error: Error) => callbacks.onError?.(error, undefined),
  });
}

/** Creates a code, or updates `editing` (whose type and partner never change). */
export function useSaveReferralCode(
  session: AdminSessionState,
  editing: ReferralCode | undefined,
  callbacks?: MutationCallbacks<ReferralCode, ReferralCodeInput>,
) {
  return useAdminWrite((input: ReferralCodeInput) => {
    const header = csrfHeaders(session);
    if (editing) {
      const { name, description, code, url, discount, isActive } = input;
      const body = { name, description, code, url, discount, isActive };
      return unwrap(api.PUT('/api/referral-codes/{id}', { params: { path: { id: editing.id }, header }, body }));
    }
    return unwrap(api.POST('/api/referral-codes', { params: { header }, body: input }));
  }, callbacks);
}

/** Switches a code between active and inactive. */
export function useToggleReferralCode(session: AdminSessionState, callbacks?: MutationCallbacks<ReferralCode, ReferralCode>) {
  return useAdminWrite(
    (c: ReferralCode) =>
      unwrap(
        api.PUT('/api/referral-codes/{id}', {
          params: { path: { id: c.id }, header: csrfHeaders(session) },
          body: { isActive: !c.isActive },
        }),
      ),
    callbacks,
  );
}

export function useDeleteReferralCode(session: AdminSessionState, callbacks?: MutationCallbacks<unknown, ReferralCode>) {
  return useAdminWrite(
    (c: ReferralCode) => unwrap(api.DELETE('/api/referral-codes/{id}', { params: { path: { id: c.id }, header: csrfHeaders(session) } })),
    callbacks,
  );
}

export type ImportResult = { created: number; updated: number };

/** Imports a CSV file of codes (all rows or none; the server's 400 names every bad line). */
export function useImportReferralCodes(session: AdminSessionState, callbacks?: MutationCallbacks<ImportResult, string>) {
  return useAdminWrite(
    (csv: string) =>
      unwrap(
        api.POST('/api/referral-codes/import', {
          params: { header: csrfHeaders(session) },
          body: csv,
          headers: { 'content-type': 'text/csv' },
          bodySerializer: (body: string) => body,
        }),
      ),
    callbacks,
  );
}

/** Every code as CSV text, as the export endpoint writes it. */
export async function exportReferralCodes(): Promise<string> {
  const { data } = await api.GET('/api/referral-codes/export', { parseAs: 'text' });
  return data ?? '';
}
