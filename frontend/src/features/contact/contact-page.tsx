import { CircleCheck, Info, KeyRound, Lightbulb, MessageSquare } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from 'react-router-dom';
import {
  CONTACT_LIMITS,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
  type ContactInput,
} from '@coinatlas/domain/validation/contact-message';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { track } from '@/lib/analytics';
import { statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useSendContactMessage } from './api/contact-mutations';
import { formatNumber } from '@/lib/format/numbers';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

const inputClass = (invalid: boolean) =>
  cn(
    'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 disabled:opacity-60 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400',
    'focus:outline-2 focus:outline-offset-1 focus:outline-blue-600',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
  );

const linkClass =
  'font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200';

export default function ContactPage() {
  const { t, i18n } = useTranslation(['contact', 'nav']);
  const number = (n: number) => formatNumber(n, i18n.language);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const idOf = (f: string) => `${baseId}-${f}`;

  const send = useSendContactMessage();

  const errorText = (field: ContactField): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const limits = field === 'email' ? undefined : CONTACT_LIMITS[field];
    return t(`errors.${field}.${code}`, { min: limits?.min, max: limits ? number(limits.max) : undefined });
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt the messages follow the typing, so the visitor sees each one go away.
    if (attempted) {
      const r = validateContactMessage(next);
      setErrors(r.ok ? {} : r.errors);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    const checked = validateContactMessage(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELDS.find((f) => checked.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { ...values, ...(website ? { website } : {}) },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setWebsite('');
          setAttempted(false);
          toast({ title: t('toast.successTitle'), description: t('toast.successDescription') });
          track({ name: 'contact_message_sent', category: 'contact' });
        },
        onError: (err) => {
          const rateLimited = statusOf(err) === 429;
          toast({
            title: t('toast.errorTitle'),
            ...(rateLimited ? { description: t('toast.rateLimitedDescription') } : {}),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const field = (name: ContactField, control: (common: Record<string, unknown>) => ReactNode, extra?: ReactNode) => {
    const error = errorText(name);
    const describedBy = [error ? idOf(`${name}-error`) : '', extra ? idOf(`${name}-extra`) : ''].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={idOf(name)} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t(`fields.${name}`)}
        </label>
        {control({
          id: idOf(name),
          name,
          value: values[name],
          required: true,
          autoComplete: AUTOCOMPLETE[name],
          placeholder: t(`placeholders.${name}`),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          className: inputClass(Boolean(error)),
        })}
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          {error ? (
            <p id={idOf(`${name}-error`)} className="font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : (
            <span />
          )}
          {extra && (
            <span id={idOf(`${name}-extra`)} className="shrink-0 text-slate-600 dark:text-slate-300">
              {extra}
            </span>
          )}
        </div>
      </div>
    );
  };

  const messageLength = values.message.trim().length;

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t('title'), href: '/contact', isCurrentPage: true },
        ]}
      />
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-3">
        <section aria-labelledby={idOf('form-title')} className="lg:col-span-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <h2 id={idOf('form-title')} className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white">
              <MessageSquare className="h-5 w-5 text-blue-700 dark:text-blue-300" aria-hidden />
              {t('formTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('required')}</p>
            <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6">
              <fieldset disabled={send.isPending} className="grid gap-5 sm:grid-cols-2">
                {/* the group's name (the section's heading says it on screen); the fieldset disables every field while sending */}
                <legend className="sr-only">{t('formTitle')}</legend>
                {field('name', (p) => (
                  <input type="text" maxLength={CONTACT_LIMITS.name.max} {...p} onChange={(e) => update('name', e.target.value)} />
                ))}
                {field('email', (p) => (
                  <input
                    type="email"
                    inputMode="email"
                    spellCheck={false}
                    maxLength={320}
                    {...p}
                    onChange={(e) => update('email', e.target.value)}
                  />
                ))}
                <div className="sm:col-span-2">
                  {field('subject', (p) => (
                    <input type="text" maxLength={CONTACT_LIMITS.subject.max} {...p} onChange={(e) => update('subject', e.target.value)} />
                  ))}
                </div>
                <div className="sm:col-span-2">
                  {field(
                    'message',
                    (p) => (
                      <textarea
                        rows={7}
                        maxLength={CONTACT_LIMITS.message.max}
                        {...p}
                        onChange={(e) => update('message', e.target.value)}
                      />
                    ),
                    t('characters', { count: number(messageLength), max: number(CONTACT_LIMITS.message.max) }),
                  )}
                </div>
                {/* Honeypot: out of sight and out of reach for people; bots that fill every field are dropped by the server. */}
                <div className="absolute -left-[10000px] h-px w-px overflow-hidden" inert>
                  <label htmlFor={idOf('website')}>{t('fields.website')}</label>
                  <input
                    id={idOf('website')}
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={website}
                    onChange={(e) => setWebsite(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <RichText text={t('privacy')} components={{ privacy: <Link to="/privacy" className={linkClass} /> }} />
                  </p>
                  <Button type="submit" size="lg" className="shrink-0">
                    {send.isPending ? t('sending') : t('send')}
                  </Button>
                </div>
              </fieldset>
            </form>
          </div>
        </section>

        <aside aria-labelledby={idOf('topics-title')} className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60">
            <h2 id={idOf('topics-title')} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              <Lightbulb className="h-5 w-5 text-amber-600 dark:text-amber-400" aria-hidden />
              {t('aside.topicsTitle')}
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-300">
              {(['corrections', 'questions', 'partnerships', 'feedback', 'newsletter'] as const).map((k) => (
                <li key={k} className="flex gap-2">
                  <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
                  <span>
                    <RichText text={t(`aside.topics.${k}`)} components={{ advertise: <Link to="/advertise" className={linkClass} /> }} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              <Info className="h-5 w-5 text-blue-700 dark:text-blue-300" aria-hidden />
              {t('aside.noteTitle')}
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-300">
              <li>{t('aside.notes.accounts')}</li>
              <li className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-50 dark:ring-amber-900">
                <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span>{t('aside.notes.secrets')}</span>
              </li>
              <li>
                <RichText text={t('aside.notes.advice')} components={{ concepts: <Link to="/concepts" className={linkClass} /> }} />
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
