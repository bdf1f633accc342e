import { LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { statusOf } from '@/lib/api/client';
import { useSignIn } from './api/admin-mutations';

function SetupInstructions() {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-slate-50">
      <h2 className="font-semibold">{t('setup.heading')}</h2>
      <p className="mt-2 text-sm">{t('setup.intro')}</p>
      <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm">
        <li>
          {t('setup.env')}
          <pre className="mt-1 overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-50">
            <code>{'ADMIN_EMAIL=you@example.com\nADMIN_PASSWORD=<12+ characters>'}</code>
          </pre>
        </li>
        <li>
          {t('setup.command')}
          <pre className="mt-1 overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-50">
            <code>npm run admin:create -- you@example.com</code>
          </pre>
        </li>
      </ol>
      <p className="mt-3 text-sm">{t('setup.noDefault')}</p>
    </div>
  );
}

/** Shown on every /admin path to anyone not signed in; nothing of the admin area is rendered before. */
export function SignInScreen({ accountsExist, onSignedIn }: { accountsExist: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  const signIn = useSignIn({
    onSuccess: () => {
      setPassword('');
      onSignedIn();
    },
  });

  const emailError = touched && !email.trim() ? t('signIn.emailRequired') : undefined;
  const passwordError = touched && !password ? t('signIn.passwordRequired') : undefined;
  const status = signIn.isError ? statusOf(signIn.error) : undefined;
  const failure = !signIn.isError
    ? undefined
    : status === 401
      ? t('signIn.invalid')
      : status === 429
        ? t('signIn.rateLimited')
        : status === 403
          ? t('signIn.crossSite')
          : t('signIn.failed');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!email.trim() || !password) return;
    signIn.mutate({ email, password });
  };

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <LockKeyhole className="h-8 w-8 text-blue-700 dark:text-blue-400" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold">{t('signIn.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('signIn.intro')}</p>
        {!accountsExist ? (
          <SetupInstructions />
        ) : (
          <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
            {failure && (
              <p
                id={errorId}
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
              >
                {failure}
              </p>
            )}
            <div>
              <label htmlFor={emailId} className="mb-1 block text-sm font-medium">
                {t('signIn.email')}
              </label>
              <Input
                id={emailId}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(emailError)}
                aria-describedby={emailError ? `${emailId}-error` : undefined}
                className="w-full"
              />
              {emailError && (
                <p id={`${emailId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {emailError}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={passwordId} className="mb-1 block text-sm font-medium">
                {t('signIn.password')}
              </label>
              <Input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={Boolean(passwordError)}
                aria-describedby={passwordError ? `${passwordId}-error` : undefined}
                className="w-full"
              />
              {passwordError && (
                <p id={`${passwordId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {passwordError}
                </p>
              )}
            </div>
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
