/** Every admin path, in menu order. `built` sections have their tools; the others say what they will hold. */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '/admin', built: true },
  { key: 'referralCodes', path: '/admin/referral-codes', built: true },
  { key: 'newsletter', path: '/admin/newsletter', built: true },
  { key: 'blog', path: '/admin/blog', built: true },
  { key: 'contentCalendar', path: '/admin/content-calendar', built: true },
  { key: 'blogAnalytics', path: '/admin/blog-analytics', built: true },
  { key: 'contentPerformance', path: '/admin/content-performance', built: true },
  { key: 'seoOptimizer', path: '/admin/seo-optimizer', built: true },
  { key: 'aiPromotions', path: '/admin/ai-promotions', built: true },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const sectionFor = (pathname: string): AdminSection | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SECTIONS.find((s) => s.path === path);
};
