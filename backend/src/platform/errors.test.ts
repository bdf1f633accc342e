import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@coinatlas/domain/errors';
import { registerErrorHandling } from './errors.js';

describe('the one error handler', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/stale', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      throw new AppError('CONFLICT', 'Someone else saved this first.', { details: { current: { id: 'a', version: 3 } } });
    });
    app.get('/media', async () => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv');
    });
    app.get('/down', async () => {
      throw new AppError('UNAVAILABLE', 'The database is away.', { details: { secret: 'internal' } });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers an AppError's details beside statusCode, error and message, with the headers the route set first", async () => {
    const res = await app.inject({ url: '/stale' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Someone else saved this first.',
      current: { id: 'a', version: 3 },
    });
  });

  it('maps UNSUPPORTED_MEDIA_TYPE to 415 with its message', async () => {
    const res = await app.inject({ url: '/media' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the file as text/csv' });
  });

  it('keeps details out of a 5xx, which is masked and never cached', async () => {
    const res = await app.inject({ url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database is away.' });
  });
});
