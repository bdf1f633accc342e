import type { FastifyInstance } from 'fastify';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import {
  MOVED_REVIEW_FOLDERS,
  PARTNER_PAGE_FOLDERS,
  partnerPageHref,
  partnerPath,
  partnerTypeOfFolder,
} from '@coinatlas/domain/partners/pages';
import { localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import type { ResolverKey } from '@coinatlas/domain/routes/manifest';
import { routeResolver } from '../../platform/module.js';
import type { PartnerDirectory } from './contract.js';
import { resolverRedirectPath, sameSiteLocation, withQuery } from '../../platform/redirects.js';
import type { PartnerPageInfo } from './service.js';

/** The resolver key of each partner type's page (`/exchanges/:id` → 'partner-exchange'). */
export const PARTNER_PAGE_KEYS = {
  exchange: 'partner-exchange',
  trading_bot: 'partner-trading-bot',
  payment_card: 'partner-payment-card',
  tool: 'partner-tool',
  app: 'partner-app',
  wallet: 'partner-wallet',
} as const satisfies Record<PartnerType, ResolverKey>;

/** Long enough for a CDN to keep a permanent redirect; the partner's page itself is revalidated as usual. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Every partner's own page (`/exchanges/kraken`, `/wallets/trezor-safe-5`…): it exists while the record
 * does (an unknown id answers 404). One provider, one page: a record shown as a section of its provider's page
 * (the Binance app on `/exchanges/binance`) answers with a permanent redirect to that section, in the same
 * language. The sitemap lists the pages worth indexing (see PartnerPageInfo: promoted or reviewed, and not
 * thin), dated by the latest edit of any record the page shows or its review's date; the others answer
 * `noindex` and stay out of it.
 *
 * The written reviews' old addresses (`/tools/ledger/review`, in every language) answer with a permanent
 * redirect to the partner's page while the partner exists, and with the site's not-found page otherwise.
 */
export function registerPartnerPages(
  app: FastifyInstance,
  directory: PartnerDirectory,
  pageOf: (type: PartnerType, id: string) => PartnerPageInfo | undefined,
): void {
  for (const type of PARTNER_TYPES) {
    app.routeResolvers.set(
      PARTNER_PAGE_KEYS[type],
      routeResolver(
        (id) => {
          const page = pageOf(type, id);
          if (!page) return false;
          return page.section ? { movedTo: partnerPageHref({ type, id, page: { ...page.page, section: page.section } }) } : true;
        },
        () =>
          directory.all.flatMap((p) => {
            const page = p.type === type ? pageOf(type, p.id) : undefined;
            return page && !page.section && page.indexable ? [{ id: p.id, lastmod: page.updated }] : [];
          }),
      ),
    );
  }

  for (const folder of MOVED_REVIEW_FOLDERS) {
    const type = partnerTypeOfFolder(folder)!;
    for (const lang of SITE_LANGUAGES) {
      app.get<{ Params: { id: string } }>(
        localizePath(lang, `/${PARTNER_PAGE_FOLDERS[type]}/:id/review`),
        { schema: { hide: true } },
        async (req, reply) => {
          const page = pageOf(type, req.params.id);
          if (!page) return reply.callNotFound();
          const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : undefined;
          // straight to the page that shows the record (its provider's, for a role): one redirect, never two
          const to = page.section
            ? resolverRedirectPath(lang, '', {
                movedTo: partnerPageHref({ type, id: req.params.id, page: { ...page.page, section: page.section } }),
              })
            : localizePath(lang, partnerPath(type, req.params.id));
          return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(sameSiteLocation(withQuery(to, query)), 301);
        },
      );
    }
  }
}
