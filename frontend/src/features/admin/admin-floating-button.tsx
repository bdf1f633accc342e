import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ADMIN_HINT_COOKIE } from '@coinatlas/domain/admin/cookies';
import { useHydrated } from '@/lib/use-hydrated';

// Only browsers with the hint cookie load the session check and the button.
const SignedInButton = lazy(() => import('./signed-in-button'));

const hasHint = () =>
  typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${ADMIN_HINT_COOKIE}=`));

/**
 * The floating 'Referral Codes Admin' button, for a signed-in admin only. Visitors who never signed in
 * have no hint cookie, so their browsers load none of its code and make no session request at all.
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
