import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { defineModule } from '../../platform/module.js';

const SiteConfig = Type.Object(
  {
    siteUrl: Type.String({ description: 'The public address of the site' }),
    socialLinks: Type.Array(
      Type.Object({
        network: Type.Enum(['x', 'telegram', 'youtube', 'discord', 'reddit']),
        url: Type.String({ format: 'uri' }),
      }),
      { description: 'Only the networks the operator configured; the footer shows exactly these' },
    ),
  },
  { $id: 'SiteConfig' },
);

/** Public, cacheable facts the client needs at start: where the site lives and which social links exist. */
export const siteModule = defineModule('site', async (app, { config }) => {
  const body = JSON.stringify({ siteUrl: config.publicSiteUrl, socialLinks: config.socialLinks });
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/site-config',
    {
      schema: {
        tags: ['Site'],
        summary: 'Public site configuration',
        operationId: 'getSiteConfig',
        response: { 200: SiteConfig },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300').type('application/json');
      return reply.send(body as never); // already serialized: strings are sent as they are
    },
  );
});
