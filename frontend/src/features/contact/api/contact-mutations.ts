import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@coinatlas/domain/validation/contact-message';
import { api, unwrap } from '@/lib/api/client';

/** A contact message; `website` is the honeypot field people never see (bots fill it in). */
export type ContactMessage = ContactInput & { website?: string };

/** POST /api/contact; errors arrive as ApiError (status and body) from the client's middleware. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessage) => unwrap(api.POST('/api/contact', { body })),
  });
}
