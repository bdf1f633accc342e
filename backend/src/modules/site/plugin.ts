import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OPERATOR_REQUIRED_VARIABLES } from '../../config.js';
import { defineModule } from '../../platform/module.js';
import { LegalNotice, missingOperatorWarning } from './domain/legal-notice.js';

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

/**
 * Public, cacheable facts from the configuration: where the site lives and which social links exist (the
 * client needs them at start), and who runs the site (its legal notice page).
 */
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

  // The record comes from the configuration alone; unset, the page says so instead of naming anybody.
  const { operator } = config;
  const answer: LegalNotice = { operator: operator ? { ...operator, address: [...operator.address] } : null };
  const legalNotice = JSON.stringify(answer);
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/legal-notice',
    {
      schema: {
        tags: ['Site'],
        summary: 'Who runs the site (the legal notice)',
        description:
          'The operator as configured (OPERATOR_* variables): name, legal form, address, contact, register, VAT id and the person ' +
          'responsible for the content. `operator` is null while none is configured.',
        operationId: 'getLegalNotice',
        response: { 200: LegalNotice },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300').type('application/json');
      return reply.send(legalNotice as never);
    },
  );

  const warning = missingOperatorWarning(config.operator !== undefined, OPERATOR_REQUIRED_VARIABLES);
  if (warning && config.env === 'production') app.log.warn({ missing: OPERATOR_REQUIRED_VARIABLES }, warning);
});
