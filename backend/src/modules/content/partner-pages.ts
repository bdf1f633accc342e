import type { FastifyInstance } from 'fastify';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import {
  MOVED_REVIEW_FOLDERS,
  PARTNER_PAGE_FOLDERS,
  partnerPageIndexable,
  partnerPath,
  partnerTypeOfFolder,
} from '@coinatlas/domain/partners/pages';
import { localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import type { ResolverKey } from '@coinatlas/domain/routes/manifest';
import { routeResolver, type PartnerDirectory } from '../../platform/module.js';

/** The resolver key of each partner type's page (`/exchanges/:id` → 'partner-exchange'). */
export const PARTNER_PAGE_KEYS = {
  exchange: 'partner-exchange',
  trading_bot: 'partner-trading-bot',
  payment_card: 'partner-payment-card',
  tool: 'partner-tool',
  app: 'partner-app',
  wallet: 'partner-wallet',
} as const satisfies Record<PartnerType, ResolverKey>;

/** The later of two YYYY-MM-DD dates (they compare as text). */
const later = (a: string, b: string | undefined): string => (b !== undefined && b > a ? b : a);

/** A partner page's date: the day its record was last edited, or its written review's date if that is later. */
export const partnerPageDate = (directory: PartnerDirectory, type: PartnerType, id: string, updated: string): string =>
  later(updated, directory.reviewUpdated(type, id));

/** Long enough for a CDN to keep a permanent redirect; the partner's page itself is revalidated as usual. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Every partner's own page (`/exchanges/kraken`, `/wallets/trezor-safe-5`…): it exists while the record
 * does (an unknown id answers 404). The sitemap lists the pages worth indexing (`partnerPageIndexable`: a
 * partner we promote, or one with a written review), dated by the record's last edit or its review's date,
 * whichever is later; the others answer `noindex` and stay out of it.
 *
 * The written reviews' old addresses (`/tools/ledger/review`, in every language) answer with a permanent
 * redirect to the partner's page while the partner exists, and with the site's not-found page otherwise.
 */
export function registerPartnerPages(app: FastifyInstance, directory: PartnerDirectory): void {
  for (const type of PARTNER_TYPES) {
    app.routeResolvers.set(
      PARTNER_PAGE_KEYS[type],
      routeResolver(
        (id) => directory.find(type, id) !== undefined,
        () =>
          directory.all
            .filter(
              (p) => p.type === type && partnerPageIndexable({ promotable: p.promotable, hasReview: directory.hasReview(type, p.id) }),
            )
            .map((p) => ({ id: p.id, lastmod: partnerPageDate(directory, type, p.id, p.updated) })),
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
          if (!directory.find(type, req.params.id)) return reply.callNotFound();
          const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
          return reply
            .header('cache-control', REDIRECT_CACHE_CONTROL)
            .redirect(localizePath(lang, partnerPath(type, req.params.id)) + query, 301);
        },
      );
    }
  }
}
