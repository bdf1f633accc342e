import { CalendarCheck, CircleCheck, Gift, Mail, MailX, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/lib/i18n/rich-text';
import { Link, useLocation } from 'react-router-dom';
import { isValidEmail } from '@coinatlas/domain/validation/email';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { track } from '@/lib/analytics';
import { ApiError } from '@/lib/api/client';
import { useContentLanguage } from '@/lib/api/content-queries';
import { cn } from '@/lib/cn';
import { newsletterSourceOf } from '@/lib/newsletter-source';
import { useSubscribe } from './api/newsletter-mutations';
import { NamedList } from '@/components/ui/named-list';

type Outcome = { kind: 'subscribed'; token: string } | { kind: 'already' } | null;

const linkClass =
  'font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200';

/** The newsletter section (anchor id `newsletter`): idle, submitting, success (form reset) or error. */
export function NewsletterSection() {
  const { t } = useTranslation('newsletter');
  const subscribe = useSubscribe();
  const lang = useContentLanguage();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), error: useId(), note: useId() };
  const submitting = subscribe.isPending;
  // The page the visitor came to the form from (a post's Subscribe button), for blog analytics.
  const source = newsletterSourceOf(useLocation().state);

  // The input is disabled while submitting, which drops focus; give it back once the answer is in.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) inputRef.current?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setOutcome(null);
    if (!isValidEmail(email)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    subscribe.mutate(
      { email, lang },
      {
        onSuccess: (data) => {
          setEmail('');
          setOutcome({ kind: 'subscribed', token: data.unsubscribeToken });
          toast({ title: t('toast.successTitle'), description: t('toast.confirmDescription') });
          track({ name: 'newsletter_subscribe', category: 'newsletter', label: 'home', ...(source ? { source } : {}) });
        },
        onError: (err) => {
          const status = err instanceof ApiError ? err.status : 0;
          if (status === 409) {
            setOutcome({ kind: 'already' });
            toast({ title: t('toast.alreadyTitle'), description: t('toast.alreadyDescription'), variant: 'destructive' });
            return;
          }
          if (status === 400) setInvalid(true);
          toast({
            title: t('toast.errorTitle'),
            description: status === 429 ? t('toast.rateLimitedDescription') : t('toast.errorDescription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <div className="rounded-3xl border border-blue-200 bg-gradient-to-br from-blue-50 via-white to-indigo-50 px-5 py-10 text-center shadow-sm sm:px-12 dark:border-slate-700 dark:from-slate-900 dark:via-slate-900 dark:to-slate-900">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950">
            <Mail className="h-7 w-7" aria-hidden />
          </span>
          <h2
            id="newsletter-heading"
            className="mt-5 text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl dark:text-white"
          >
            {t('heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
          <p className="mx-auto mt-4 flex max-w-xl items-start justify-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-left text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-50 dark:ring-amber-900">
            <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              <RichText
                text={t('bonus')}
                components={{
                  strong: <strong />,
                  guide: <Link to="/guide" className="font-semibold underline underline-offset-4 hover:no-underline" />,
                }}
              />
            </span>
          </p>

          <form noValidate onSubmit={onSubmit} className="mx-auto mt-8 max-w-lg text-left" aria-describedby={ids.note}>
            <label htmlFor={ids.input} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('emailLabel')}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                ref={inputRef}
                id={ids.input}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                placeholder={t('emailPlaceholder')}
                value={email}
                disabled={submitting}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? ids.error : undefined}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (invalid && isValidEmail(e.target.value)) setInvalid(false);
                }}
                className={cn(
                  'h-12 w-full min-w-0 rounded-lg border sm:w-auto sm:flex-1 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 disabled:opacity-60 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400',
                  'focus:outline-2 focus:outline-offset-1 focus:outline-blue-600',
                  invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
                )}
              />
              <Button type="submit" size="lg" disabled={submitting} className="shrink-0">
                {submitting ? t('subscribing') : t('subscribe')}
              </Button>
            </div>
            {invalid && (
              <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                {t('invalidEmail')}
              </p>
            )}
            <div aria-live="polite" className="text-sm">
              {outcome?.kind === 'subscribed' && (
                <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-emerald-800 dark:text-emerald-300">
                  <CircleCheck className="h-4 w-4" aria-hidden />
                  <span className="font-semibold">{t('success')}</span>
                  <span className="text-slate-600 dark:text-slate-300">
                    <RichText
                      text={t('undo')}
                      components={{
                        unsubscribe: <Link to={`/unsubscribe?token=${encodeURIComponent(outcome.token)}`} className={linkClass} />,
                      }}
                    />
                  </span>
                  <span className="basis-full font-medium text-slate-800 dark:text-slate-100">{t('confirmInbox')}</span>
                </p>
              )}
              {outcome?.kind === 'already' && (
                <p className="mt-3 font-medium text-slate-700 dark:text-slate-200">{t('alreadySubscribed')}</p>
              )}
            </div>
          </form>

          <NamedList
            name={t('reassurancesLabel')}
            className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {(
              [
                ['noSpam', ShieldCheck],
                ['unsubscribe', MailX],
                ['weekly', CalendarCheck],
              ] as const
            ).map(([key, Icon]) => (
              <li key={key} className="inline-flex items-center gap-2">
                <Icon className="h-4 w-4 text-emerald-700 dark:text-emerald-400" aria-hidden />
                {t(`reassurances.${key}`)}
              </li>
            ))}
          </NamedList>
          <p id={ids.note} className="mx-auto mt-5 max-w-lg text-xs text-slate-600 dark:text-slate-300">
            <RichText text={t('consent')} components={{ privacy: <Link to="/privacy" className={linkClass} /> }} />
          </p>
        </div>
      </div>
    </section>
  );
}
