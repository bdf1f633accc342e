import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { BlogAnalyticsAdmin } from './blog-analytics-admin';
import { useAdminSession } from './api/admin-queries';
import { AdminLayout } from './admin-layout';
import { NewsletterAdmin } from './newsletter-admin';
import { ReferralCodesAdmin } from './referral-codes-admin';
import { SignInScreen } from './sign-in-screen';
import { sectionFor } from './sections';
import './admin.css';

// The editor, the calendar, the SEO optimizer and the promotions tools load when an admin opens them.
const BlogAdmin = lazy(() => import('./blog/blog-admin'));
const ContentCalendar = lazy(() => import('./calendar/content-calendar'));
const ContentPerformanceAdmin = lazy(() => import('./content-performance-admin'));
const SeoOptimizer = lazy(() => import('./seo/seo-optimizer'));
const PromotionsAdmin = lazy(() => import('./promotions/promotions-admin'));
const PartnersAdmin = lazy(() => import('./partners/partners-admin'));
const AuthorsAdmin = lazy(() => import('./authors/authors-admin'));

const safeNext = (next: string | null) => (next && /^\/admin(\/[a-z-]+)?$/.test(next) ? next : '/admin');

/** Serves every /admin path: the sign-in screen for anyone not signed in, the section for an admin. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useAdminSession();
  const section = sectionFor(pathname);
  const isLogin = pathname.replace(/\/+$/, '') === '/admin/login';
  usePageMeta({
    title: session.data?.signedIn && section ? t(`sections.${section.key}.title`) : t('signIn.metaTitle'),
    description: t('signIn.metaDescription'),
  });

  if (session.isPending) return <Spinner label={t('checking')} />;
  if (session.isError) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('unavailable.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('unavailable.text')}</p>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          {t('unavailable.retry')}
        </Button>
      </section>
    );
  }
  const state = session.data;
  if (!state.signedIn) {
    return (
      <SignInScreen
        accountsExist={state.accountsExist}
        onSignedIn={() => {
          if (isLogin) navigate(safeNext(params.get('next')), { replace: true });
        }}
      />
    );
  }
  if (isLogin) return <Navigate to={safeNext(params.get('next'))} replace />;
  if (!section) return <Navigate to="/admin" replace />;
  return (
    <AdminLayout session={state}>
      {section.key === 'dashboard' ? (
        <AdminDashboard />
      ) : section.key === 'referralCodes' ? (
        <ReferralCodesAdmin session={state} />
      ) : section.key === 'blogAnalytics' ? (
        <BlogAnalyticsAdmin />
      ) : section.key === 'newsletter' ? (
        <NewsletterAdmin session={state} />
      ) : section.key === 'blog' ? (
        <Suspense fallback={<Spinner />}>
          <BlogAdmin session={state} />
        </Suspense>
      ) : section.key === 'authors' ? (
        <Suspense fallback={<Spinner />}>
          <AuthorsAdmin session={state} />
        </Suspense>
      ) : section.key === 'contentPerformance' ? (
        <Suspense fallback={<Spinner />}>
          <ContentPerformanceAdmin />
        </Suspense>
      ) : section.key === 'contentCalendar' ? (
        <Suspense fallback={<Spinner />}>
          <ContentCalendar session={state} />
        </Suspense>
      ) : section.key === 'partners' ? (
        <Suspense fallback={<Spinner />}>
          <PartnersAdmin session={state} />
        </Suspense>
      ) : section.key === 'seoOptimizer' ? (
        <Suspense fallback={<Spinner />}>
          <SeoOptimizer session={state} />
        </Suspense>
      ) : (
        <Suspense fallback={<Spinner />}>
          <PromotionsAdmin session={state} />
        </Suspense>
      )}
    </AdminLayout>
  );
}
