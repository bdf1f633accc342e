import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_INFO = {
  title: 'CoinAtlas API',
  version: '1.0.0',
  description:
    'The public API behind CoinAtlas, a free guide to crypto exchanges, wallets, trading bots, cards, tools and apps. ' +
    'Every error is JSON `{ statusCode, error, message }`; 4xx messages say what was wrong with the request. ' +
    'Routes under /api are rate limited per client; a 429 carries Retry-After.',
};

const SWAGGER_INLINE_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

export async function registerOpenApi(app: FastifyInstance, publicSiteUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      servers: [{ url: publicSiteUrl }],
      tags: [
        { name: 'Operations', description: 'Liveness, readiness and metrics for operators' },
        { name: 'Site', description: 'Public site configuration' },
      ],
    },
    // typebox 1.x marks optional properties with a symbol; strip nothing else, keep ids stable.
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (json.$id as string) || `def-${i}` },
  });
  const https = publicSiteUrl.startsWith('https://');
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI's own hashed CSP, plus the hash of the one inline style its bundle applies at runtime.
    transformStaticCSP: (header) => {
      const withStyle = header.replace("style-src 'self' https:", `style-src 'self' https: '${SWAGGER_INLINE_STYLE_HASH}'`);
      return https ? withStyle : withStyle.replace(/\s*upgrade-insecure-requests;?/, '');
    },
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
