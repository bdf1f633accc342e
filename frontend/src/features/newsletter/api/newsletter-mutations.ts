import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** POST /api/subscribers; errors arrive as ApiError (status and body) from the client's middleware. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/subscribers', { body: { email } })),
  });
}

/** Ends the subscription the emailed token stands for. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/subscribers/unsubscribe', { body: { token } })),
  });
}
