import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { PartnerType } from '@coinatlas/domain/partners/partner';

/** The tracked redirect for a partner: the server counts the click and sends the visitor on. */
export const trackedHref = (type: PartnerType, id: string) => `/go/${type}/${encodeURIComponent(id)}`;

/**
 * Every outbound partner link goes through /go/{type}/{id} and opens in a new tab with
 * rel="sponsored noopener" (the server picks the active referral URL or the official site).
 */
export function OutboundLink({
  type,
  id,
  children,
  ...rest
}: { type: PartnerType; id: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>) {
  return (
    <a href={trackedHref(type, id)} target="_blank" rel="sponsored noopener" {...rest}>
      {children}
    </a>
  );
}
