import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

describe('the client routes', () => {
  it("the client's routes match letter case exactly, as the server does: '/About' is the not-found route", () => {
    const routes = createRoutes({ lang: 'en', queryClient: new QueryClient() });
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(leaf('/about')).toBe('/about');
    expect(leaf('/About')).toBe('*');
    expect(leaf('/EXCHANGES')).toBe('*');
    expect(leaf('/blog/Some-Post')).toBe('/blog/:id');
  });
});
