import { MapPin } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { COUNTRY_CODES, type CountryCode, type Region } from '@coinatlas/domain/region/region';
import { Button } from '@/components/ui/button';

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'Your region: Germany (detected) · Change', with a country picker the visitor can use at any time. */
export function RegionLine({ region, ready, onChoose }: { region: Region | null; ready: boolean; onChoose: (code: CountryCode) => void }) {
  const { t, i18n } = useTranslation('journey');
  const selectId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string>('');
  const options = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code, i18n.language) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [i18n.language],
  );
  const askUser = ready && region === null;

  if (editing || askUser) {
    return (
      <form
        className="flex flex-wrap items-end gap-2 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft) {
            onChoose(draft as CountryCode);
            setEditing(false);
          }
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={selectId} className="font-medium">
            {askUser ? t('region.choose') : t('region.select')}
          </label>
          <select
            id={selectId}
            value={draft || region?.code || ''}
            onChange={(e) => setDraft(e.target.value)}
            className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
          >
            <option value="" disabled>
              {t('region.choose')}
            </option>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" disabled={!draft}>
          {t('region.save')}
        </Button>
        {!askUser && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('region.cancel')}
          </Button>
        )}
      </form>
    );
  }

  return (
    <p className="text-sm text-slate-700 dark:text-slate-200">
      <MapPin className="mr-1 inline h-4 w-4 align-text-bottom text-slate-500 dark:text-slate-400" aria-hidden />
      {t('region.label')}: <strong className="font-semibold">{region ? countryName(region.code, i18n.language) : '…'}</strong>
      {region && <span className="text-slate-600 dark:text-slate-300"> ({t(`region.sources.${region.source}`)})</span>}{' '}
      <button
        type="button"
        className="ml-1 rounded font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200"
        onClick={() => {
          setDraft(region?.code ?? '');
          setEditing(true);
        }}
      >
        {t('region.change')}
      </button>
    </p>
  );
}
