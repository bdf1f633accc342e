import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '@coinatlas/domain/routes/manifest';
import { robotsTxt } from './robots.js';

describe('robots.txt', () => {
  it('disallows the API, the admin and the sponsored redirects, leaves noindex pages crawlable, and names the sitemap', () => {
    expect(robotsTxt('https://coinatlas.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /go/',
        '',
        'Sitemap: https://coinatlas.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('does not repeat a path a shorter one covers, but keeps a path that only shares its first letters', () => {
    const r = (path: string, section: RouteEntry['section']): RouteEntry => ({ path, page: 'admin', section, indexable: false });
    const text = robotsTxt('http://localhost:3000', [r('/admin/login', 'admin'), r('/admin', 'admin'), r('/administer', 'admin')]);
    expect(text.split('\n').filter((l) => l.startsWith('Disallow'))).toEqual([
      'Disallow: /admin',
      'Disallow: /administer',
      'Disallow: /api/',
      'Disallow: /go/',
    ]);
  });
});
