import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useSignOut } from './api/admin-mutations';
import type { AdminSessionState } from './api/admin-queries';
import { ADMIN_SECTIONS } from './sections';

export function AdminLayout({ session, children }: { session: AdminSessionState; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();

  const signOut = useSignOut(session, {
    onSuccess: () => {
      toast({ title: t('signOut.done') });
      navigate('/admin/login', { replace: true });
    },
    onError: () => toast({ title: t('signOut.failed'), variant: 'destructive' }),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <ShieldCheck className="h-5 w-5 text-emerald-700 dark:text-emerald-400" aria-hidden />
          {t('layout.signedInAs', { email: session.email })}
        </p>
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('signOut.button')}
        </Button>
      </div>
      <nav aria-label={t('layout.nav')} className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {ADMIN_SECTIONS.map((s) => (
            <li key={s.key}>
              <NavLink
                to={s.path}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                    isActive
                      ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )
                }
              >
                {t(`sections.${s.key}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
