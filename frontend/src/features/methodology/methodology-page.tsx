import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { PARTNER_STATUSES } from '@coinatlas/domain/partners/partner';
import { RATING_WEIGHTS } from '@coinatlas/domain/ratings/weights';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { usePageMeta } from '@/lib/seo/use-page-meta';

/** The categories with published breakdowns, in the order the page lists them. */
const WEIGHTED = (Object.keys(RATING_WEIGHTS) as PartnerType[]).filter((t) => RATING_WEIGHTS[t]);

const h2 = 'mt-12 scroll-mt-24 text-2xl font-semibold tracking-tight';
const para = 'mt-3 leading-relaxed text-slate-700 dark:text-slate-300';

/** /methodology: how ratings are made (the weights), how facts are checked, how the site earns. */
export default function MethodologyPage() {
  const { t, i18n } = useTranslation(['methodology', 'reviews', 'common', 'nav']);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  usePageMeta({ title: t('methodology:meta.title'), description: t('methodology:meta.description') });
  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t('methodology:title'), href: '/methodology', isCurrentPage: true },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('methodology:title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{t('methodology:intro')}</p>

        <nav aria-labelledby="toc-heading" className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide">
            {t('methodology:toc')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {(['ratings', 'facts', 'earnings', 'independence'] as const).map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300">
                  {t(`methodology:${id}.heading`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="ratings" className="mt-4">
          <h2 id="ratings" className={h2}>
            {t('methodology:ratings.heading')}
          </h2>
          <p className={para}>{t('methodology:ratings.intro')}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {WEIGHTED.map((type) => (
              <section
                key={type}
                aria-labelledby={`weights-${type}`}
                data-testid="weights"
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <h3 id={`weights-${type}`} className="font-semibold">
                  {t(`methodology:ratings.category.${type}`)}
                </h3>
                <dl className="mt-2 space-y-1 text-sm">
                  {Object.entries(RATING_WEIGHTS[type]!).map(([criterion, weight]) => (
                    <div key={criterion} className="flex justify-between gap-2">
                      <dt>{t(`reviews:criteria.${criterion}`)}</dt>
                      <dd className="font-semibold tabular-nums">{percent.format(weight)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <p className={para}>{t('methodology:ratings.formula')}</p>
          <p className={para}>{t('methodology:ratings.noBreakdown')}</p>
          <p className={para}>{t('methodology:ratings.checkedByCode')}</p>
        </section>

        <section aria-labelledby="facts">
          <h2 id="facts" className={h2}>
            {t('methodology:facts.heading')}
          </h2>
          <p className={para}>{t('methodology:facts.intro')}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            {list('methodology:facts.rules').map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          {list('methodology:facts.more').map((p) => (
            <p key={p} className={para}>
              {p}
            </p>
          ))}
          <h3 className="mt-6 font-semibold">{t('methodology:facts.statusHeading')}</h3>
          <p className={para}>{t('methodology:facts.statusIntro')}</p>
          <dl className="mt-3 space-y-2 text-sm">
            {PARTNER_STATUSES.map((s) => (
              <div key={s} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
                <dt className="font-semibold">{t(`common:partnerStatus.${s}`)}</dt>
                <dd className="text-slate-700 dark:text-slate-300">{t(`methodology:facts.status.${s}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="earnings">
          <h2 id="earnings" className={h2}>
            {t('methodology:earnings.heading')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            {list('methodology:earnings.points').map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="independence">
          <h2 id="independence" className={h2}>
            {t('methodology:independence.heading')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            {list('methodology:independence.points').map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className={para}>
            {t('methodology:independence.contact')}{' '}
            <Link to="/contact" className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300">
              {t('methodology:independence.contactLink')}
            </Link>
          </p>
        </section>
      </article>
    </>
  );
}
