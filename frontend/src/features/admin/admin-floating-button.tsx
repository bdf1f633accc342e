import { Settings } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ADMIN_HINT_COOKIE } from '@coinatlas/domain/admin/cookies';
import { useHydrated } from '@/lib/use-hydrated';
import { useAdminSession } from './api/admin-queries';

const hasHint = () =>
  typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${ADMIN_HINT_COOKIE}=`));

function SignedInButton() {
  const { t } = useTranslation('admin');
  const { data } = useAdminSession();
  if (!data?.signedIn) return null;
  return (
    // a plain link: the admin has no language prefix, whatever the page's language is
    <a
      href="/admin/referral-codes"
      className="fixed bottom-4 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-blue-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
    >
      <Settings className="h-4 w-4" aria-hidden />
      {t('floatingButton')}
    </a>
  );
}

/**
 * The floating 'Referral Codes Admin' button, for a signed-in admin only. Visitors who never signed in
 * have no hint cookie, so their browsers make no session request at all.
 */
export function AdminFloatingButton() {
  const { pathname } = useLocation();
  // The hint cookie is the browser's: checked once hydrated, so the first render matches the server's.
  const hydrated = useHydrated();
  if (pathname.startsWith('/admin') || !hydrated || !hasHint()) return null;
  return (
    <Suspense fallback={null}>
      <SignedInButton />
    </Suspense>
  );
}
