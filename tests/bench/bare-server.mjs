// The baseline for `npm run bench`: bare Fastify routes (no plugins, no hooks) that answer with the same
// bytes as the measured routes: the same bodies and the same response headers, copied from warm answers.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** { "/path": { "body": "...", "headers": { ... } } } */
const routes = JSON.parse(readFileSync(process.env.BENCH_ROUTES_FILE, 'utf8'));
const app = Fastify({ logger: false });
for (const [path, { body, headers }] of Object.entries(routes)) {
  app.get(path, (_req, reply) => {
    reply.headers(headers).send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
