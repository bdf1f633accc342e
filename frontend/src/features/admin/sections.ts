/** Every admin path, in menu order. */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '/admin' },
  { key: 'referralCodes', path: '/admin/referral-codes' },
  { key: 'newsletter', path: '/admin/newsletter' },
  { key: 'blog', path: '/admin/blog' },
  { key: 'authors', path: '/admin/authors' },
  { key: 'contentCalendar', path: '/admin/content-calendar' },
  { key: 'blogAnalytics', path: '/admin/blog-analytics' },
  { key: 'contentPerformance', path: '/admin/content-performance' },
  { key: 'seoOptimizer', path: '/admin/seo-optimizer' },
  { key: 'aiPromotions', path: '/admin/ai-promotions' },
  { key: 'partners', path: '/admin/partners' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const sectionFor = (pathname: string): AdminSection | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SECTIONS.find((s) => s.path === path);
};
