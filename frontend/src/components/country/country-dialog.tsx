/**
 * The header's country dialog: its code loads when the header's country button is first pressed (LazyDialog).
 */
import { useTranslation } from '@/i18n/react';
import { countryName } from '@/components/availability/country-name';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { useVisitorCountry } from '@/lib/region/use-region';
import { useSite } from '@/lib/site-context';
import { CountryForm } from './country-form';

export default function CountryDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('country');
  const { lang } = useSite();
  const visitor = useVisitorCountry();
  const { country, suggestion } = visitor;
  return (
    <DialogContent title={t('dialog.title')} description={t('dialog.description')}>
      <div className="mt-4 space-y-4 text-sm" data-testid="country-dialog">
        {country && (
          <p>
            {t('yourCountry')}: <strong className="font-semibold">{countryName(country, lang)}</strong>
          </p>
        )}
        {!country && suggestion && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 dark:border-blue-900 dark:bg-blue-950">
            <p id="country-dialog-question" className="font-medium">
              {t('ask.question', { country: countryName(suggestion.code, lang) })}
            </p>
            <Button
              size="sm"
              aria-describedby="country-dialog-question"
              onClick={() => {
                visitor.confirm(suggestion.code);
                onDone();
              }}
            >
              {t('ask.yes')}
            </Button>
          </div>
        )}
        <CountryForm
          initial={country}
          onSave={(code) => {
            visitor.confirm(code);
            onDone();
          }}
        />
        {country && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              visitor.clear();
              onDone();
            }}
          >
            {t('dialog.forget')}
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
