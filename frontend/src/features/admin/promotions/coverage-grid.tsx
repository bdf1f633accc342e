import { useTranslation } from '@/i18n/react';
import { BTC_TRENDS } from '@coinatlas/domain/promotions/promotion';
import { TYPICAL_VISITORS } from '@coinatlas/domain/promotions/simulation';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePromotionCoverage, type AdminPromotion } from '../api/promotions-admin';

/** "Which visitors would see this promotion?": its rank for each typical visitor under each market trend. */
export function CoverageGrid({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation('admin');
  const coverage = usePromotionCoverage(promotion.id, promotion.version);
  const cells = coverage.data?.cells ?? [];
  const topN = coverage.data?.topN ?? 3;
  const shown = cells.filter((c) => c.inBanner).length;
  return (
    <section aria-labelledby="promo-coverage-title" data-testid="promo-coverage">
      <h3 id="promo-coverage-title" className="text-lg font-semibold">
        {t('promotions.coverage.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('promotions.coverage.intro', { topN })}</p>
      {coverage.isPending && <Spinner />}
      {coverage.data && (
        <>
          <p className="mt-2 text-sm font-medium">{t('promotions.coverage.summary', { shown, total: cells.length })}</p>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t('promotions.coverage.visitor')}
                  </th>
                  {BTC_TRENDS.map((trend) => (
                    <th key={trend} scope="col" className="px-2 py-1 font-medium">
                      {t(`promotions.trends.${trend}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {TYPICAL_VISITORS.map(({ key }) => (
                  <tr key={key} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      <span className="font-medium">{t(`promotions.visitors.${key}.name`)}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{t(`promotions.visitors.${key}.about`)}</span>
                    </th>
                    {BTC_TRENDS.map((trend) => {
                      const cell = cells.find((c) => c.visitor === key && c.btcTrend === trend);
                      return (
                        <td key={trend} className="px-2 py-1" data-in-banner={cell?.inBanner ? 'true' : 'false'}>
                          {cell && (
                            <span
                              className={cn(
                                'inline-block rounded-md px-1.5 py-0.5',
                                cell.inBanner
                                  ? 'bg-emerald-100 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50'
                                  : 'text-slate-700 dark:text-slate-300',
                              )}
                            >
                              {cell.inBanner
                                ? t('promotions.coverage.shown', { rank: cell.rank })
                                : t('promotions.coverage.notShown', { rank: cell.rank })}
                              <span className="block text-xs font-normal">{t('promotions.simulator.points', { count: cell.score })}</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
