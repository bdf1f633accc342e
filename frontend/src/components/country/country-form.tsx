import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { CountryCode } from '@coinatlas/domain/region/region';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useSite } from '@/lib/site-context';
import { countryOptions } from './country-options';

/**
 * The list of every country with Save (and Cancel when given). The browser's own select: it works with the
 * keyboard, screen readers and a phone's picker alike. Saving is explicit, because some browsers report a
 * change for every arrow key on a closed select.
 */
export function CountryForm({
  initial,
  onSave,
  onCancel,
  focusOnMount = false,
  className,
}: {
  initial: CountryCode | null;
  onSave: (code: CountryCode) => void;
  onCancel?: () => void;
  /** Moves the focus to the list when it appears (after Choose another or Change). */
  focusOnMount?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('country');
  const { lang } = useSite();
  const id = useId();
  const [draft, setDraft] = useState<string>(initial ?? '');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusOnMount) select.current?.focus();
  }, [focusOnMount]);
  return (
    <form
      className={cn('flex flex-wrap items-end gap-2 text-sm', className)}
      data-testid="country-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft) onSave(draft as CountryCode);
      }}
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={id} className="font-medium">
          {t('form.label')}
        </label>
        <Select ref={select} id={id} value={draft} onChange={(e) => setDraft(e.target.value)} className="w-full">
          <option value="" disabled>
            {t('form.placeholder')}
          </option>
          {countryOptions(lang).map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="sm" className="h-10" disabled={!draft}>
        {t('form.save')}
      </Button>
      {onCancel && (
        <Button variant="ghost" size="sm" className="h-10" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
    </form>
  );
}
