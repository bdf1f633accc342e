import { useTranslation } from '@/i18n/react';
import { costMethods } from '@/lib/api/cost-queries';

/**
 * The ways to pay the chosen currency in, as radio buttons of the calculator's form (EUR: SEPA transfer,
 * SEPA Instant, card; BRL: PIX, TED, card; USD: ACH, wire, card; GBP: Faster Payments, card): only the
 * currency's own, so every choice is one the server prices. `checked` is kept where the currency has it,
 * else its first method is chosen.
 */
export function MethodChoice({ fiat, checked }: { fiat: string; checked: string }) {
  const { t } = useTranslation('fees');
  const methods = costMethods(fiat);
  const chosen = methods.find((m) => m === checked) ?? methods[0];
  return (
    <fieldset data-testid="method-choice" data-fiat={fiat}>
      <legend className="mb-1 text-sm font-medium">{t('form.method')}</legend>
      <div className="grid gap-2">
        {methods.map((m) => (
          <label
            key={`${fiat}-${m}`}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-slate-600 dark:has-[:checked]:border-blue-400 dark:has-[:checked]:bg-slate-800"
          >
            <input type="radio" name="method" value={m} defaultChecked={m === chosen} className="h-4 w-4 accent-blue-700" />
            {t(`methods.${m}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
