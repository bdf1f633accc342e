import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { defineModule } from '../../platform/module.js';

const RegionAnswer = Type.Object(
  {
    country: Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()], {
      description: 'ISO 3166-1 alpha-2 code from the trusted proxy, or null when it sent none (or not a real country)',
    }),
  },
  { $id: 'RegionAnswer', examples: [{ country: 'DE' }, { country: null }] },
);

/**
 * The visitor's country as a trusted reverse proxy (for example Cloudflare's CF-IPCountry) states it in a
 * request header. No third-party IP lookup: without the header the answer is null and the client falls back
 * to the browser's time zone and language, and the visitor can always choose.
 */
export const regionModule = defineModule('region', async (app, deps) => {
  const header = deps.config.regionHeader.toLowerCase();
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/region',
    {
      config: { showsPartnerRecords: false },
      schema: {
        tags: ['Region'],
        summary: "The visitor's country, from the proxy",
        operationId: 'getRegion',
        description:
          `Reads the \`${header}\` request header (configurable with REGION_HEADER) set by the trusted proxy in front of ` +
          'the site; a value that is not the two-letter code of a real country answers null. The answer is private ' +
          'to the visitor and may be cached by the browser for an hour.',
        response: { 200: RegionAnswer },
      },
    },
    async (req, reply) => {
      const raw = req.headers[header];
      reply.header('cache-control', 'private, max-age=3600').header('vary', header);
      return { country: parseCountryCode(Array.isArray(raw) ? raw[0] : raw) };
    },
  );
});
