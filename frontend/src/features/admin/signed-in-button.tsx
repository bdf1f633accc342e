import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from './api/admin-queries';
import './admin.css';

/** The button itself, once the session says an admin is signed in. */
export default function SignedInButton() {
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
