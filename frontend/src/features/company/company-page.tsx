import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router-dom';
import { isSiteLanguage, pagePathIn } from '@coinatlas/domain/routes/localized';
import { WRITTEN_PAGE_DATES } from '@coinatlas/domain/routes/written-pages';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { formatLongDate } from '@/lib/format/dates';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl } from '@/lib/site-context';

type Section = { id: string; heading: string; paragraphs?: string[]; list?: string[] };
type CompanyPageContent = {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro: string;
  sections: Section[];
};

export const COMPANY_PAGES = ['about', 'careers', 'advertise', 'terms', 'privacy', 'cookies', 'disclaimer'] as const;
/** When the texts of these pages last changed (the sitemap's lastmod reads the same date). */
export const COMPANY_PAGES_UPDATED = WRITTEN_PAGE_DATES.company;

/** Renders **bold** inside a paragraph as <strong>, everything else as text. */
function Rich({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((p, i) => (p.startsWith('**') && p.endsWith('**') ? <strong key={i}>{p.slice(2, -2)}</strong> : <span key={i}>{p}</span>))}
    </>
  );
}

/**
 * Renders the /contact path mentioned in a text as a link, so "via /contact" is clickable, and the token
 * /legal-notice as a link to the legal notice under its name and path in the page's language.
 */
function WithContactLink({ text }: { text: string }) {
  const { t, i18n } = useTranslation('footer');
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'en';
  const parts = text.split(/(\/contact\b|\/legal-notice\b)/g);
  const linkClass = 'font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300';
  return (
    <>
      {parts.map((p, i) =>
        p === '/contact' ? (
          <Link key={i} to="/contact" className={linkClass}>
            /contact
          </Link>
        ) : p === '/legal-notice' ? (
          <Link key={i} to={pagePathIn(lang, '/legal-notice')} className={linkClass}>
            {t('links.legalNotice')}
          </Link>
        ) : (
          <Rich key={i} text={p} />
        ),
      )}
    </>
  );
}

type CompanyPageKey = (typeof COMPANY_PAGES)[number];

/** The company page a path names ('/about' is 'about'); undefined for any other path or spelling of one. */
export function companyPageOf(pathname: string): CompanyPageKey | undefined {
  const key = pathname.replace(/^\//, '').replace(/\/$/, '');
  return (COMPANY_PAGES as readonly string[]).includes(key) ? (key as CompanyPageKey) : undefined;
}

/**
 * About, careers, advertise, terms, privacy, cookies and disclaimer: texts from the `company` namespace. The
 * server answers only the exact paths (another spelling gets a redirect to them); any other path that reaches
 * this page shows the not-found text instead of looking up texts that do not exist.
 */
export default function CompanyPage() {
  const key = companyPageOf(useLocation().pathname);
  return key ? <CompanyText pageKey={key} /> : <UnknownCompanyPage />;
}

function UnknownCompanyPage() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
    </section>
  );
}

function CompanyText({ pageKey: key }: { pageKey: CompanyPageKey }) {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(['company', 'footer']);
  const absolute = useAbsoluteUrl();
  const content = t(`company:pages.${key}`, { returnObjects: true }) as CompanyPageContent;
  usePageMeta({ title: content.metaTitle, description: content.metaDescription });
  const updated = formatLongDate(COMPANY_PAGES_UPDATED, i18n.language);

  return (
    <article className="pb-16">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': key === 'about' ? 'AboutPage' : 'WebPage',
          name: content.title,
          url: absolute(pathname),
          inLanguage: i18n.language,
          dateModified: COMPANY_PAGES_UPDATED,
        }}
      />
      <Breadcrumbs
        items={[
          { label: t('footer:home'), href: '/' },
          { label: content.title, href: pathname, isCurrentPage: true },
        ]}
      />
      <header className="mx-auto max-w-5xl px-4 pb-6 pt-8 lg:pl-[17.5rem]">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
        <p data-testid="last-updated" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('company:lastUpdatedLabel', { date: updated })}
        </p>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-200">
          <WithContactLink text={content.intro} />
        </p>
      </header>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('company:onThisPage')} className="hidden lg:block">
          <div className="sticky top-24">
            <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('company:onThisPage')}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {content.sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="text-slate-700 hover:text-blue-800 hover:underline dark:text-slate-300 dark:hover:text-blue-300"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="max-w-3xl space-y-8">
          {content.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
              <h2 id={`${s.id}-h`} className="text-2xl font-semibold">
                {s.heading}
              </h2>
              {s.paragraphs?.map((p, i) => (
                <p key={i} className="mt-3 leading-7 text-slate-700 dark:text-slate-200">
                  <WithContactLink text={p} />
                </p>
              ))}
              {s.list && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 dark:text-slate-200">
                  {s.list.map((item, i) => (
                    <li key={i}>
                      <WithContactLink text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
