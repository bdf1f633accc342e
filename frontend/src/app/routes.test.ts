import { describe, expect, it } from 'vitest';
import { PARAM_ROUTES, STATIC_ROUTES } from '@domain/site/domain/routes';
import { ROUTES } from './routes';

describe('client routes', () => {
  it('are exactly the server route list, so the server answers 200 for these and 404 for others', () => {
    const client = ROUTES.map((r) => r.path).sort();
    expect(client).toEqual([...STATIC_ROUTES, ...PARAM_ROUTES].sort());
  });
});
