import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { type SiteLanguage } from '@coinatlas/domain/routes/localized';

/** POST /api/subscribers; errors arrive as ApiError (status and body) from the client's middleware. */
export function useSubscribe() {
  return useMutation({
    mutationFn: ({ email, lang }: { email: string; lang: SiteLanguage }) => unwrap(api.POST('/api/subscribers', { body: { email, lang } })),
  });
}

/** Confirms a sign-up with the token of the emailed link (double opt-in). */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/subscribers/confirm', { body: { token } })),
  });
}

/** Ends the subscription the emailed token stands for. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/subscribers/unsubscribe', { body: { token } })),
  });
}
