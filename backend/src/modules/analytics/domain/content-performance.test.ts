import { describe, expect, it } from 'vitest';
import {
  change,
  clickThroughRate,
  contentIncrementsOf,
  movers,
  pageFigures,
  pageOf,
  previousPeriod,
  routeFigures,
} from './content-performance.js';

describe('content performance domain', () => {
  it('reads the page, its language and its route from the path', () => {
    expect(pageOf('/es/exchanges')).toEqual({ path: '/es/exchanges', lang: 'es', route: '/exchanges' });
    expect(pageOf('/de/tools/')).toEqual({ path: '/de/tools', lang: 'de', route: '/tools' });
    expect(pageOf('/pt')).toEqual({ path: '/pt', lang: 'pt', route: '/' });
    expect(pageOf('/blog/what-is-bitcoin')).toEqual({ path: '/blog/what-is-bitcoin', lang: 'en', route: '/blog/:id' });
    // Not pages of the site: admin screens, unknown paths, a language the site lacks.
    expect(pageOf('/admin/blog')).toBeUndefined();
    expect(pageOf('/es/admin')).toBeUndefined();
    expect(pageOf('/no-such-page')).toBeUndefined();
    expect(pageOf('/fr/exchanges')).toBeUndefined();
  });

  it('adds views and server-recorded clicks to the day, page, language and partner; ignores the rest', () => {
    const inc = contentIncrementsOf([
      { name: 'page_view', category: null, label: null, path: '/es/exchanges', day: '2026-11-10', count: 3 },
      { name: 'outbound_click', category: 'exchange', label: 'kraken', path: '/es/exchanges', day: '2026-11-10', count: 2 },
      { name: 'outbound_click', category: 'not_a_type', label: 'kraken', path: '/es/exchanges', day: '2026-11-10', count: 5 },
      { name: 'open_review', category: 'tool', label: 'x', path: '/tools', day: '2026-11-10', count: 1 },
      { name: 'page_view', category: null, label: null, path: '/admin', day: '2026-11-10', count: 1 },
      { name: 'page_view', category: null, label: null, path: '/exchanges', day: '2026-11-09', count: 1 },
    ]);
    expect(inc.pages).toEqual([
      { day: '2026-11-09', path: '/exchanges', lang: 'en', views: 1, clicks: 0 },
      { day: '2026-11-10', path: '/es/exchanges', lang: 'es', views: 3, clicks: 2 },
    ]);
    expect(inc.languages).toEqual([
      { day: '2026-11-09', lang: 'en', views: 1, clicks: 0 },
      { day: '2026-11-10', lang: 'es', views: 3, clicks: 2 },
    ]);
    expect(inc.partnerPages).toEqual([
      { day: '2026-11-10', partnerType: 'exchange', partnerId: 'kraken', path: '/es/exchanges', lang: 'es', clicks: 2 },
    ]);
  });

  it('computes rates, changes and the previous period', () => {
    expect(clickThroughRate(0, 3)).toBeNull();
    expect(clickThroughRate(3, 1)).toBe(0.3333);
    expect(change(5, 0)).toBeNull();
    expect(change(3, 4)).toBe(-0.25);
    expect(previousPeriod({ from: '2026-11-08', days: 7 })).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(previousPeriod({ from: '2024-03-01', days: 1 })).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it('groups pages by route and language and names the movers', () => {
    const pages = pageFigures([
      { path: '/blog/a', views: 5, clicks: 1, previousViews: 1, previousClicks: 0 },
      { path: '/blog/b', views: 2, clicks: 0, previousViews: 6, previousClicks: 1 },
      { path: '/es/blog/a', views: 1, clicks: 0, previousViews: 0, previousClicks: 0 },
      { path: '/nope', views: 9, clicks: 9, previousViews: 0, previousClicks: 0 },
    ]);
    expect(pages.map((p) => p.path)).toEqual(['/blog/a', '/blog/b', '/es/blog/a']);
    expect(routeFigures(pages).map((r) => [r.route, r.lang, r.pages, r.views, r.previousViews, r.viewsChange])).toEqual([
      ['/blog/:id', 'en', 2, 7, 7, 0],
      ['/blog/:id', 'es', 1, 1, 0, null],
    ]);
    const m = movers(pages);
    expect(m.up.map((x) => [x.path, x.delta])).toEqual([
      ['/blog/a', 4],
      ['/es/blog/a', 1],
    ]);
    expect(m.down.map((x) => [x.path, x.delta])).toEqual([['/blog/b', -4]]);
  });
});
