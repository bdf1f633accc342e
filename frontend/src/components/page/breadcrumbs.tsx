import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { JsonLd } from '@/lib/seo/json-ld';
import { useAbsoluteUrl } from '@/lib/site-context';

export type BreadcrumbItem = { label: string; href: string; isCurrentPage?: boolean };

/** Visible breadcrumb plus its BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation('common');
  const absolute = useAbsoluteUrl();
  return (
    <nav aria-label={t('breadcrumb')} className="mx-auto max-w-7xl px-4 pt-6 text-sm">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: item.label,
            item: absolute(item.href),
          })),
        }}
      />
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
        {items.map((item, i) => (
          <li key={item.href} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="h-4 w-4" aria-hidden />}
            {item.isCurrentPage ? (
              <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                {item.label}
              </span>
            ) : (
              <Link to={item.href} className="underline-offset-4 hover:underline">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
