import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { valueAt } from '@coinatlas/domain/json/pointer';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { ProvenanceNote } from '@/components/provenance';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import type { useRemoveLogo, useUploadLogo, DeskRecord, PartnerRecord, PartnerType } from './api/partners-admin';
import { fieldName, LANGUAGE_NAMES, LANGUAGES, skeleton, type JsonSchema, type Language } from './schema-model';
import { ValueEditor, type ProblemMap } from './value-editor';

/**
 * The partner record editor's sections that hold state or actions of their own (record-editor.tsx): the fact
 * check, the texts in four languages, the other fields, the logo. Texts are the admin's (English).
 */

/** Top-level fields with sections of their own; every other object or list goes under "More fields". */
export const OWN_SECTIONS = new Set(['facts', 'fees', 'factNotes', 'availability', 'licences', 'paymentMethods', 'offers', 'text']);
/**
 * The lists whose every entry is a fact with its own provenance and a section of its own (an exchange's
 * licences and payment methods), with what the section says about them.
 */
export const ENTRY_SECTIONS: ReadonlyArray<{ key: 'licences' | 'paymentMethods'; title: string; label: string; intro: string }> = [
  {
    key: 'licences',
    title: 'Licences and registrations',
    label: 'Licences',
    intro:
      "One entry per licence or registration, as the regulator's register (or the exchange's legal page) states it: the authority, its " +
      'country (EU for a body of the Union), the type, the status in the register, and the countries it covers for customers (ISO codes; ' +
      'EEA only where the register or the exchange says it passports to every EEA state). A missing entry reads "not recorded", never "none held".',
  },
  {
    key: 'paymentMethods',
    title: 'Payment methods',
    label: 'Payment methods',
    intro:
      'One entry per method and currency the exchange offers (e.g. SEPA for EUR, Pix for BRL). Add deposit or withdrawal only where ' +
      'the page says that way is offered, and within it only the terms it states: a fee left out is unknown, 0 means the page says free.',
  },
];
type Set = (path: string, value: unknown) => void;
type SchemaOf = (path: string) => JsonSchema;

export function Section({ title, children, open = true, id }: { title: string; children: ReactNode; open?: boolean; id: string }) {
  return (
    <details open={open} className="group mt-6 rounded-xl border border-slate-200 dark:border-slate-700" id={id}>
      <summary className="cursor-pointer list-none rounded-xl px-4 py-3 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {title}
      </summary>
      <div className="border-t border-slate-200 p-4 dark:border-slate-700">{children}</div>
    </details>
  );
}

/** A stored fact's provenance in the desk: the site's own note (the words a reader sees), on a pill coloured by kind. */
export function ProvenanceBadge({ provenance }: { provenance: Provenance }) {
  const background =
    provenance.kind === 'checked'
      ? 'bg-emerald-100 dark:bg-emerald-900'
      : provenance.kind === 'feed'
        ? 'bg-blue-100 dark:bg-blue-900'
        : 'bg-amber-100 dark:bg-amber-900';
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', background)}>
      <ProvenanceNote provenance={provenance} />
    </span>
  );
}

/** "I checked these against <page> today": the source page and the button, off while the form has unsaved changes. */
export function FactCheckPanel({
  uid,
  source,
  onSource,
  onCheck,
  dirty,
  selected,
  pending,
}: {
  uid: string;
  source: string;
  onSource: (source: string) => void;
  onCheck: () => void;
  dirty: boolean;
  selected: ReadonlySet<string>;
  pending: boolean;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
      <p className="text-sm">
        Read some facts, fees, countries, licences, payment methods or offers on a page just now? Tick them (each has a box under its name,
        every entry of those lists too), give the page's address and record the check: each becomes <em>checked</em> today with that page as
        its source, in a new version under your name.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${uid}-source`} className="text-sm font-medium">
            Source page (https)
          </label>
          <Input
            id={`${uid}-source`}
            className="mt-1 block w-full"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={source}
            onChange={(e) => onSource(e.target.value)}
          />
        </div>
        <Button onClick={onCheck} disabled={dirty || selected.size === 0 || !source.trim().startsWith('https://') || pending}>
          I checked {selected.size || ''} against this page today
        </Button>
      </div>
      {dirty && (
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Save or discard your changes first: a check is saved on its own.</p>
      )}
    </div>
  );
}

/** The texts in four languages, one tab each (arrow keys move between them). */
export function TextsSection({
  schema,
  uid,
  draft,
  schemaOf,
  set,
  problemMap,
}: {
  schema: JsonSchema;
  uid: string;
  draft: PartnerRecord;
  schemaOf: SchemaOf;
  set: Set;
  problemMap: ProblemMap;
}) {
  const [lang, setLang] = useState<Language>('en');
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = LANGUAGES.indexOf(lang);
    const next = e.key === 'ArrowRight' ? LANGUAGES[(i + 1) % 4] : e.key === 'ArrowLeft' ? LANGUAGES[(i + 3) % 4] : undefined;
    if (!next) return;
    e.preventDefault();
    setLang(next);
    document.getElementById(`${uid}-tab-${next}`)?.focus();
  };
  return (
    <>
      {'text' in (schema.properties ?? {}) && (
        <Section title="Texts in four languages" id={`${uid}-texts`}>
          <div role="tablist" aria-label="Languages" className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
            {LANGUAGES.map((l) => (
              <button
                key={l}
                id={`${uid}-tab-${l}`}
                role="tab"
                type="button"
                aria-selected={lang === l}
                aria-controls={`${uid}-text-panel`}
                tabIndex={lang === l ? 0 : -1}
                onKeyDown={onTabKey}
                onClick={() => setLang(l)}
                className={cn(
                  '-mb-px rounded-t-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                  lang === l
                    ? 'border-slate-200 border-b-white bg-white dark:border-slate-700 dark:border-b-slate-950 dark:bg-slate-950'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                {LANGUAGE_NAMES[l]}
              </button>
            ))}
          </div>
          <div id={`${uid}-text-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${lang}`} className="pt-4">
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
              Every language needs the same fields and the same number of list entries as English.
            </p>
            <ValueEditor
              schema={schemaOf(`/text/${lang}`)}
              value={valueAt(draft, `/text/${lang}`) ?? {}}
              path={`/text/${lang}`}
              label={`Texts (${LANGUAGE_NAMES[lang]})`}
              onChange={set}
              problems={problemMap}
            />
          </div>
        </Section>
      )}
    </>
  );
}

/** The other top-level fields (objects and lists without a section of their own): edit, add or remove each. */
export function MoreFieldsSection({
  more,
  r,
  schema,
  schemaOf,
  set,
  problemMap,
  uid,
}: {
  more: string[];
  r: Record<string, unknown>;
  schema: JsonSchema;
  schemaOf: SchemaOf;
  set: Set;
  problemMap: ProblemMap;
  uid: string;
}) {
  return (
    <>
      {more.length > 0 && (
        <Section title="More fields" id={`${uid}-more`} open={false}>
          <div className="grid gap-4">
            {more.map((k) =>
              k in r ? (
                <div key={k} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
                  <div className="min-w-0 flex-1">
                    <ValueEditor
                      schema={schemaOf(`/${k}`)}
                      value={r[k]}
                      path={`/${k}`}
                      label={fieldName(k)}
                      onChange={set}
                      problems={problemMap}
                    />
                  </div>
                  {!(schema.required ?? []).includes(k) && (
                    <Button size="sm" variant="outline" className="self-start" onClick={() => set(`/${k}`, undefined)}>
                      Remove
                    </Button>
                  )}
                </div>
              ) : (
                <Button
                  key={k}
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => set(`/${k}`, skeleton(schemaOf(`/${k}`)))}
                >
                  Add {fieldName(k).toLowerCase()}
                </Button>
              ),
            )}
          </div>
        </Section>
      )}
    </>
  );
}

/** The logo: upload (fitted into 64, 128 and 256 px squares) or remove; each is a new version of its own. */
export function LogoSection({
  uid,
  stored,
  record,
  upload,
  removeLogo,
  logoChanged,
  failed,
}: {
  uid: string;
  stored: DeskRecord;
  record: { type: PartnerType; id: string };
  upload: ReturnType<typeof useUploadLogo>;
  removeLogo: ReturnType<typeof useRemoveLogo>;
  logoChanged: (saved: DeskRecord) => void;
  failed: (what: string) => (err: Error) => void;
}) {
  const ref = record;
  return (
    <Section title="Logo" id={`${uid}-logo`} open={false}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        JPEG, PNG, WebP, AVIF or GIF, at most 5 MB. It is fitted into squares of 64, 128 and 256 px and shown on the partner's cards and
        page. Only upload a logo the partner publishes for this use.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {stored.logo ? (
          <img
            src={stored.logo.url}
            srcSet={stored.logo.srcset}
            sizes="64px"
            width={64}
            height={64}
            alt={`${stored.record.name} logo`}
            className="h-16 w-16 rounded border border-slate-200 dark:border-slate-700"
          />
        ) : (
          <span className="text-sm">No logo yet.</span>
        )}
        <label className="text-sm font-medium">
          Upload a logo
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="mt-1 block text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file)
                upload.mutate(
                  { ...ref, version: stored.version, file },
                  { onSuccess: (s) => (logoChanged(s), toast({ title: 'Logo saved' })), onError: failed('given a logo') },
                );
              e.target.value = '';
            }}
          />
        </label>
        {upload.isPending && <span className="text-sm">Uploading…</span>}
        {stored.logo && (
          <Button
            size="sm"
            variant="outline"
            disabled={removeLogo.isPending}
            onClick={() => removeLogo.mutate({ ...ref, version: stored.version }, { onSuccess: logoChanged, onError: failed('changed') })}
          >
            Remove logo
          </Button>
        )}
      </div>
    </Section>
  );
}
