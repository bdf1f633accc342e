import { Settings } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { useAdminSession } from './api/admin-queries';

/**
 * The button itself, once the session says an admin is signed in. It is drawn on public pages, so it uses only
 * utilities the site's own stylesheet has (that stylesheet leaves features/admin out of its scan). It must not
 * bring the admin screens' stylesheet along: those utilities, added after the page's, would win the cascade
 * over the page's responsive ones (a `hidden` after `md:flex` hid the header's controls).
 */
export default function SignedInButton() {
  const { t } = useTranslation('admin');
  const { data } = useAdminSession();
  if (!data?.signedIn) return null;
  return (
    // a plain link: the admin has no language prefix, whatever the page's language is
    <a
      href="/admin/referral-codes"
      className="fixed bottom-0 right-4 z-40 mb-4 inline-flex items-center gap-2 rounded-full bg-blue-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
    >
      <Settings className="h-4 w-4" aria-hidden />
      {t('floatingButton')}
    </a>
  );
}
