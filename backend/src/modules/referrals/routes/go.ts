import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, isAppError } from '@coinatlas/domain/errors';
import { isPartnerType, type PartnerType } from '@coinatlas/domain/partners/partner';
import { isHeaderSafe, LIMITS, normalizeUrl } from '@coinatlas/domain/referrals/referral-code';
import type { AdminAuth } from '../../admin/contract.js';
import { errorResponse } from '../../../platform/error-schema.js';
import { failureLevel } from '../../../platform/errors.js';
import { referringPath } from '../domain/clicks.js';
import type { ReferralService } from '../service.js';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export type OutboundRouteDeps = {
  service: ReferralService;
  auth: AdminAuth;
  /** Records the click as a first-party event on the page it was made on (blog analytics). */
  recordOutbound: (type: PartnerType, id: string, fromPath: string) => Promise<void>;
  /** The site's public origin (PUBLIC_SITE_URL), besides the request's own, for same-origin referers. */
  siteOrigin: string | undefined;
};

/** The tracked outbound link every partner link of the site goes through. */
export function registerGoRoute(app: FastifyInstance, { service, recordOutbound, siteOrigin }: OutboundRouteDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/go/:type/:id',
    {
      schema: {
        tags: ['Outbound links'],
        summary: 'Tracked outbound link to a partner',
        operationId: 'goToPartner',
        description:
          '302 to the partner’s active referral URL, else to its official site, and counts the click for the partner ' +
          'and day (no IP address, no cookie). When the Referer is a page of this site, the click is also recorded as an ' +
          '`outbound_click` analytics event on that page’s path (query and hash dropped), which blog analytics counts. 404 for a partner the site does not list. Every outbound partner link ' +
          'on the site uses this path.',
        params: Type.Object({
          type: Type.String({ maxLength: 40, examples: ['exchange'] }),
          id: Type.String({ maxLength: LIMITS.entityId, examples: ['kraken'] }),
        }),
        response: {
          302: Type.Null({ description: 'Redirect; the Location header holds the destination' }),
          404: errorResponse(404, 'Unknown partner', "No exchange with id 'nope' is listed"),
        },
      },
      config: { rateLimit: { max: 120, timeWindow: 60_000, allowList: () => false } },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      // A visitor following a stale link in a browser gets the site's 404 page, API clients the JSON error.
      const wantsPage = (req.headers.accept ?? '').includes('text/html');
      if (!isPartnerType(type) || !service.officialUrl(type, id)) {
        if (wantsPage) return reply.callNotFound();
        throw new AppError(
          'NOT_FOUND',
          isPartnerType(type) ? `No ${type.replace('_', ' ')} with id '${id}' is listed` : `No partner type '${type}' exists`,
        );
      }
      let url: string;
      try {
        url = (await service.outboundUrl(type as PartnerType, id)).url;
      } catch (e) {
        if (isAppError(e)) throw e;
        // The database is away: the visitor still reaches the partner's official site.
        req.log[failureLevel(e)]({ err: e }, 'referral lookup failed; sending the official URL');
        url = service.officialUrl(type, id)!;
      }
      // Rows stored before URLs were normalised may hold raw non-ASCII text, which no header may carry.
      if (!isHeaderSafe(url)) url = normalizeUrl(url);
      if (!isHeaderSafe(url)) {
        req.log.warn({ entity: `${type}/${id}` }, 'referral URL cannot be sent in a header; sending the official URL');
        url = service.officialUrl(type, id)!;
      }
      if (req.method === 'GET') {
        await service.recordClick(type, id).catch((e: unknown) => req.log[failureLevel(e)]({ err: e }, 'click not counted'));
        const own = [siteOrigin, originOf(`${req.protocol}://${req.host}`)].filter((o): o is string => Boolean(o));
        const from = referringPath(req.headers.referer, own);
        if (from)
          await recordOutbound(type, id, from).catch((e: unknown) => req.log[failureLevel(e)]({ err: e }, 'outbound event not recorded'));
      }
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').redirect(url, 302);
    },
  );
}
