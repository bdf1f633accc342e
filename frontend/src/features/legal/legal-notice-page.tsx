import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl, useSite } from '@/lib/site-context';
import type { PageLoaderContext } from '@/lib/page-module';
import { legalNoticeQueries, type LegalNoticeOperator } from './api/legal-notice-queries';

/** The operator's record, loaded before the page renders. */
export const loader = ({ queryClient }: PageLoaderContext) => queryClient.prefetchQuery(legalNoticeQueries.current());

const LINK = 'font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300';

/** One labelled line of the notice; nothing at all when the operator did not configure it. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div data-field={id} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-900 dark:text-slate-100">{label}</dt>
      <dd className="break-words text-slate-700 dark:text-slate-200">{children}</dd>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`legal-${id}-h`} className="mt-8">
      <h2 id={`legal-${id}-h`} className="text-2xl font-semibold">
        {heading}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">{children}</dl>
    </section>
  );
}

/** schema.org: the page, and when configured the organization it names, with only what the page shows. */
function noticeJsonLd(title: string, url: string, lang: string, operator: LegalNoticeOperator | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    url,
    inLanguage: lang,
    ...(operator
      ? {
          about: {
            '@type': 'Organization',
            name: operator.name,
            email: operator.email,
            address: operator.address.join(', '),
            ...(operator.phone ? { telephone: operator.phone } : {}),
            ...(operator.vatId ? { vatID: operator.vatId } : {}),
          },
        }
      : {}),
  };
}

function OperatorDetails({ operator }: { operator: LegalNoticeOperator }) {
  const { t } = useTranslation('legal');
  return (
    <>
      <Section id="operator" heading={t('operatorHeading')}>
        <Field id="name" label={t('fields.name')}>
          {operator.name}
        </Field>
        <Field id="legalForm" label={t('fields.legalForm')}>
          {operator.legalForm}
        </Field>
        <Field id="address" label={t('fields.address')}>
          <address className="not-italic">
            {operator.address.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
        </Field>
        {operator.representative && (
          <Field id="representative" label={t('fields.representative')}>
            {operator.representative}
          </Field>
        )}
      </Section>
      <Section id="contact" heading={t('contactHeading')}>
        <Field id="email" label={t('fields.email')}>
          <a href={`mailto:${operator.email}`} className={LINK}>
            {operator.email}
          </a>
        </Field>
        {operator.phone && (
          <Field id="phone" label={t('fields.phone')}>
            <a href={`tel:${operator.phone.replace(/[^+0-9]/g, '')}`} className={LINK}>
              {operator.phone}
            </a>
          </Field>
        )}
      </Section>
      {(operator.register || operator.vatId) && (
        <Section id="register" heading={t('registerHeading')}>
          {operator.register && (
            <Field id="register" label={t('fields.register')}>
              {operator.register}
            </Field>
          )}
          {operator.vatId && (
            <Field id="vatId" label={t('fields.vatId')}>
              {operator.vatId}
            </Field>
          )}
        </Section>
      )}
      <Section id="content" heading={t('contentHeading')}>
        <Field id="contentResponsible" label={t('fields.contentResponsible')}>
          {operator.contentResponsible}
        </Field>
      </Section>
    </>
  );
}

/** Said instead of the record while the operator has not configured it: no company is named that nobody entered. */
function NotConfigured() {
  const { t } = useTranslation('legal');
  return (
    <section data-testid="operator-not-configured" aria-labelledby="legal-not-configured-h" className="mt-8">
      <h2 id="legal-not-configured-h" className="text-2xl font-semibold">
        {t('notConfigured.heading')}
      </h2>
      <p className="mt-3 leading-7 text-slate-700 dark:text-slate-200">{t('notConfigured.text')}</p>
      <p className="mt-3 leading-7 text-slate-700 dark:text-slate-200">
        {t('notConfigured.contactBefore')}
        <Link to="/contact" className={LINK}>
          {t('notConfigured.contactLink')}
        </Link>
        {t('notConfigured.contactAfter')}
      </p>
    </section>
  );
}

/**
 * The legal notice (Impressum; /legal-notice, /de/impressum, /es/aviso-legal, /pt/aviso-legal): who runs the
 * site, exactly as the operator configured it on the server. Unconfigured, the page says so and asks not to be
 * indexed (the sitemap leaves it out then too).
 */
export default function LegalNoticePage() {
  const { t } = useTranslation(['legal', 'footer']);
  const { pathname } = useLocation();
  const { lang } = useSite();
  const absolute = useAbsoluteUrl();
  const { data, isPending, error, refetch } = useQuery(legalNoticeQueries.current());
  const operator = data?.operator ?? null;
  usePageMeta({
    title: t('legal:metaTitle'),
    description: data && !operator ? t('legal:notConfigured.metaDescription') : t('legal:metaDescription'),
    noindex: !operator,
  });

  if (isPending) return <Spinner />;
  if (error || !data)
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <p>{t('legal:error')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
          {t('legal:retry')}
        </Button>
      </div>
    );

  return (
    <article className="pb-16">
      <JsonLd data={noticeJsonLd(t('legal:title'), absolute(pathname), lang, operator)} />
      <Breadcrumbs
        items={[
          { label: t('footer:home'), href: '/' },
          { label: t('legal:title'), href: pathname, isCurrentPage: true },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('legal:title')}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-200">{t('legal:intro')}</p>
        {operator ? <OperatorDetails operator={operator} /> : <NotConfigured />}
      </div>
    </article>
  );
}
