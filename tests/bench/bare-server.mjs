// The baseline for `npm run bench`: a bare Fastify route (no plugins, no hooks) that answers with the same
// bytes as the measured route: the same body and the same response headers, copied from a warm answer.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE, 'utf8');
const headers = JSON.parse(readFileSync(process.env.BENCH_HEADERS_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/cryptocurrencies', (_req, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
