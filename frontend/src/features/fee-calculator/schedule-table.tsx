import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { countryName } from '@/components/availability/country-name';
import type { CostAnswer, CostQuery } from '@/lib/api/cost-queries';
import { feeQueries } from './api/fee-queries';
import { Calculator } from './schedule-calculator';

export { liveFeesOf } from './live-fees';

/**
 * The published-schedule table: every exchange's whole trade (deposit by the chosen method, trading fee,
 * spread, withdrawal of the coin) from the facts its record holds, for the purchase the form above names:
 * its country (exchanges recorded as not available there are left out), its currency and its payment method.
 * Its own fields are the trade size, the coin, the order type and the 30-day volume.
 */
export function ScheduleTable({ query, live }: { query: CostQuery & { country: string }; live: CostAnswer | undefined }) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  const schedules = useQuery(feeQueries.schedules({ fiat: query.fiat, method: query.method, country: query.country }));
  const where = countryName(query.country, lang);
  return (
    <>
      <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-700 dark:text-slate-300" data-testid="schedules-for" suppressHydrationWarning>
        {t('schedules.following', { fiat: query.fiat, method: t(`methods.${query.method}`), country: where })}
      </p>
      {schedules.data ? (
        <Calculator key={`${query.asset}|${query.amount}`} query={query} data={schedules.data} live={live} country={where} />
      ) : schedules.isError ? (
        <p role="alert">{t('schedules.error')}</p>
      ) : (
        <p>{t('loading')}</p>
      )}
    </>
  );
}
