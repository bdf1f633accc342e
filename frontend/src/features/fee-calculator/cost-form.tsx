// The live ranking's form: country, amount, currency, coin and payment method (a plain GET form that works without JavaScript).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useHref } from 'react-router-dom';
import { isBuyAmount } from '@coinatlas/domain/market/cost-to-buy';
import { currencyOf } from '@coinatlas/domain/region/currency';
import { COUNTRY_CODES, parseCountryCode } from '@coinatlas/domain/region/region';
import { countryName } from '@/components/availability/country-filter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { COST_ASSETS, COST_FIATS, costMethods, MAX_COST_AMOUNT, MIN_COST_AMOUNT, type CostQuery } from '@/lib/api/cost-queries';
import { numberFormat } from '@/lib/format/numbers';
import { MethodChoice } from './method-choice';
import { parseAmount } from './parse-amount';

export function CostForm({ query, onSubmit }: { query: CostQuery; onSubmit: (q: CostQuery) => void }) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  // a plain form needs the address with its language prefix (the router's basename)
  const action = useHref('/fee-calculator');
  const ids = { asset: useId(), fiat: useId(), amount: useId(), country: useId(), err: useId() };
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang)),
    [lang],
  );
  // the payment methods follow the currency as it is chosen (without JavaScript, the server takes the currency's first)
  const [fiat, setFiat] = useState(query.fiat);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const amount = parseAmount(String(data.get('amount') ?? ''));
    if (!isBuyAmount(amount)) {
      e.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.setAttribute('aria-invalid', 'true');
      document.getElementById(ids.err)?.removeAttribute('hidden');
      return;
    }
    document.getElementById(ids.err)?.setAttribute('hidden', '');
    e.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.setAttribute('aria-invalid', 'false');
    const chosenFiat = String(data.get('fiat'));
    const method = String(data.get('method') ?? '');
    onSubmit({
      asset: String(data.get('asset')),
      fiat: chosenFiat,
      amount,
      country: parseCountryCode(data.get('country')),
      method: costMethods(chosenFiat).find((m) => m === method) ?? costMethods(chosenFiat)[0]!,
    });
  };

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      aria-labelledby="live-form-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id="live-form-heading" className="text-lg font-semibold">
        {t('live.formHeading')}
      </h3>
      <div>
        <label htmlFor={ids.country} className="mb-1 block text-sm font-medium">
          {t('live.country')}
        </label>
        <Select
          id={ids.country}
          name="country"
          defaultValue={query.country ?? ''}
          required
          className="w-full"
          // a country chosen brings its currency where we quote it (the visitor may still pick another)
          onChange={(e) => {
            const own = currencyOf(e.target.value);
            if (own && (COST_FIATS as readonly string[]).includes(own)) setFiat(own);
          }}
        >
          <option value="" disabled>
            {t('live.chooseCountry')}
          </option>
          {/* Country names come from the runtime's Intl data, which differs between the server's Node and the
              visitor's browser ("Hong Kong SAR China" or "Hong Kong"): hydration keeps the server's names, and
              the browser's own appear when the form is next drawn. */}
          {countries.map((c) => (
            <option key={c.code} value={c.code} suppressHydrationWarning>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <div className="min-w-0">
          <label htmlFor={ids.amount} className="mb-1 block text-sm font-medium">
            {t('live.amount')}
          </label>
          <Input
            id={ids.amount}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={String(query.amount)}
            className="w-full"
            aria-describedby={ids.err}
          />
        </div>
        <div>
          <label htmlFor={ids.fiat} className="mb-1 block text-sm font-medium">
            {t('live.fiat')}
          </label>
          <Select id={ids.fiat} name="fiat" value={fiat} onChange={(e) => setFiat(e.target.value)} className="w-full">
            {COST_FIATS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p id={ids.err} hidden className="-mt-2 text-sm text-red-700 dark:text-red-300">
        {t('live.amountError', { min: numberFormat(lang).format(MIN_COST_AMOUNT), max: numberFormat(lang).format(MAX_COST_AMOUNT) })}
      </p>
      <div>
        <label htmlFor={ids.asset} className="mb-1 block text-sm font-medium">
          {t('live.asset')}
        </label>
        <Select id={ids.asset} name="asset" defaultValue={query.asset} className="w-full">
          {COST_ASSETS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </div>
      <MethodChoice key={fiat} fiat={fiat} checked={query.method} />
      <Button type="submit">{t('live.submit')}</Button>
    </form>
  );
}
