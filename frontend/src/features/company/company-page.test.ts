import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/routes';
import { companyPageOf, COMPANY_PAGES } from './company-page';

describe('which company page a path names', () => {
  it.each(COMPANY_PAGES.map((key) => [`/${key}`, key]))('%s is %s', (path, key) => {
    expect(companyPageOf(path)).toBe(key);
  });

  it.each([['/About'], ['/PRIVACY'], ['/%61bout'], ['/about%2F'], ['/contact'], ['/'], ['/about/x']])('%s is none (the not-found text, no lookup of texts that do not exist)', (path) => {
    expect(companyPageOf(path)).toBeUndefined();
  });

  it("the client's routes match letter case exactly, as the server does: '/About' is the not-found route", () => {
    const routes = createRoutes({ lang: 'en', queryClient: new QueryClient() });
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(leaf('/about')).toBe('/about');
    expect(leaf('/About')).toBe('*');
    expect(leaf('/EXCHANGES')).toBe('*');
    expect(leaf('/blog/Some-Post')).toBe('/blog/:id');
  });
});
