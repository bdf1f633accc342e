// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@/i18n/react';
import { createTranslator } from '@/i18n/translator';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '@/lib/site-context';
import { createPageMeta, PageMetaCollector, type PageMeta } from '@/lib/seo/use-page-meta';
import { ListingPage, ListingSection } from './listing-page';

const i18n = createTranslator({ language: 'en', resources: { en: { common: { breadcrumb: 'Breadcrumb' } } }, load: () => undefined });
afterEach(cleanup);

const page = (section: ReactNode, meta: PageMeta | null = null) =>
  render(
    <PageMetaCollector.Provider value={meta}>
      <I18nProvider i18n={i18n}>
        <SiteProvider value={{ lang: 'en', siteUrl: 'https://coinatlas.example' }}>
          <MemoryRouter>
            <ListingPage
              breadcrumbs={[
                { label: 'Home', href: '/' },
                { label: 'Gadgets', href: '/gadgets', isCurrentPage: true },
              ]}
              jsonLd={{ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Gadgets' }}
              title="All gadgets"
              intro="What we found."
              updated="Last updated: today"
            >
              {section}
            </ListingPage>
          </MemoryRouter>
        </SiteProvider>
      </I18nProvider>
    </PageMetaCollector.Provider>,
  );

describe('ListingPage', () => {
  it('renders breadcrumbs, the page heading, intro and updated line, and gives the server its structured data', () => {
    const meta = createPageMeta();
    const { container } = page(<p>body</p>, meta);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Gadgets').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All gadgets');
    expect(screen.getByText('What we found.')).toBeTruthy();
    expect(screen.getByText('Last updated: today')).toBeTruthy();
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
    // the breadcrumbs' in the body; the list's for the head the server writes (useStructuredData)
    expect(data.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
    expect(Object.values(meta.structuredData ?? {})).toEqual([{ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Gadgets' }]);
    expect(screen.getByText('body')).toBeTruthy();
  });
});

describe('ListingSection', () => {
  it('is a region named by its heading, hidden from sight unless shown', () => {
    page(
      <ListingSection headingId="list-heading" heading="The list">
        <p>entries</p>
      </ListingSection>,
    );
    const region = screen.getByRole('region', { name: 'The list' });
    expect(within(region).getByText('entries')).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 2 }).className).toContain('sr-only');
  });

  it('shows a named loading placeholder instead of its entries while loading', () => {
    page(
      <ListingSection headingId="list-heading" heading="The list" loadingLabel="Loading entries">
        <p>entries</p>
      </ListingSection>,
    );
    expect(screen.getByRole('status', { name: 'Loading entries' })).toBeTruthy();
    expect(screen.queryByText('entries')).toBeNull();
  });
});
