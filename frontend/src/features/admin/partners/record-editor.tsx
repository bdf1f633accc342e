import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useBlocker } from 'react-router-dom';
import { jsonDiff, mergeOnto, setAt, valueAt } from '@coinatlas/domain/json/pointer';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import {
  conflictOf,
  partnerDeskQueries,
  problemsOf,
  TYPE_NAMES,
  useCheckFacts,
  usePartnerSchemas,
  useRemoveLogo,
  useRestorePartner,
  useSavePartner,
  useUploadLogo,
  type Conflict,
  type DeskRecord,
  type PartnerRecord,
  type PartnerType,
  type Problem,
} from './api/partners-admin';
import { HistoryPanel } from './history-panel';
import { PageFactsHint } from './page-facts-hint';
import {
  brief,
  fieldId,
  fieldName,
  isEntryFact,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathName,
  schemaAt,
  skeleton,
  type JsonSchema,
  type Language,
} from './schema-model';
import { FieldProblems, ValueEditor, type ProblemMap } from './value-editor';

const LEAVE_TEXT = 'You have unsaved changes. Leave this record and lose them?';
/** Top-level fields with sections of their own; every other object or list goes under "More fields". */
const OWN_SECTIONS = new Set(['facts', 'fees', 'factNotes', 'availability', 'licences', 'paymentMethods', 'offers', 'text']);
/**
 * The lists whose every entry is a fact with its own provenance and a section of its own (an exchange's
 * licences and payment methods), with what the section says about them.
 */
const ENTRY_SECTIONS: ReadonlyArray<{ key: 'licences' | 'paymentMethods'; title: string; label: string; intro: string }> = [
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
const today = () => new Date().toISOString().slice(0, 10);

/** The editor of one partner record: `type/id`. */
export function RecordEditor({ session, type, id }: { session: AdminSessionState; type: PartnerType; id: string }) {
  const record = useQuery(partnerDeskQueries.record(type, id));
  const schemas = usePartnerSchemas();
  if (record.isPending || schemas.isPending) return <Spinner label="Loading the record…" />;
  if (record.isError || schemas.isError) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        {statusOf(record.error) === 404
          ? `There is no ${TYPE_NAMES[type].toLowerCase()} with the id '${id}'.`
          : 'The record could not be loaded.'}{' '}
        <Link to="/admin/partners" className="underline">
          Back to all partners
        </Link>
      </div>
    );
  }
  const schema = (schemas.data.schemas as Record<string, JsonSchema>)[type]!;
  return <EditorForm key={`${type}/${id}`} session={session} initial={record.data} schema={schema} />;
}

function Section({ title, children, open = true, id }: { title: string; children: ReactNode; open?: boolean; id: string }) {
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

function ProvenanceBadge({ provenance }: { provenance: Record<string, unknown> | undefined }) {
  const kind = provenance?.kind;
  const styles =
    kind === 'checked'
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50'
      : kind === 'feed'
        ? 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50'
        : 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50';
  const text =
    kind === 'checked'
      ? `checked ${String(provenance?.checked)}`
      : kind === 'feed'
        ? `feed: ${String(provenance?.feed)}`
        : 'catalogue, not checked';
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', styles)}>{text}</span>;
}

function EditorForm({ session, initial, schema }: { session: AdminSessionState; initial: DeskRecord; schema: JsonSchema }) {
  const uid = useId();
  const [stored, setStored] = useState<DeskRecord>(initial);
  const [draft, setDraft] = useState<PartnerRecord>(initial.record);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [mergeNote, setMergeNote] = useState<string[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [lang, setLang] = useState<Language>('en');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [source, setSource] = useState('');
  const save = useSavePartner(session);
  const check = useCheckFacts(session);
  const restore = useRestorePartner(session);
  const upload = useUploadLogo(session);
  const removeLogo = useRemoveLogo(session);
  const ref = { type: stored.type, id: stored.id };

  const changes = useMemo(() => jsonDiff(stored.record, draft), [stored.record, draft]);
  const dirty = changes.length > 0;
  const problemMap: ProblemMap = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const p of problems) m.set(p.path, [...(m.get(p.path) ?? []), p.message]);
    return m;
  }, [problems]);
  const set = (path: string, value: unknown) => setDraft((d) => setAt(d, path, value) as PartnerRecord);
  const r = draft as unknown as Record<string, unknown>;
  const schemaOf = (path: string) => schemaAt(schema, draft, path) ?? {};

  // ---- leaving with unsaved changes ----
  const dirtyRef = useRef(dirty);
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_TEXT;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') stayRef.current?.focus();
  }, [blocker.state]);

  /** A write answered: 400 lists problems at their fields, 409 shows who changed what; anything else a message. */
  const failed = (what: string) => (err: Error) => {
    const listed = problemsOf(err);
    const stale = conflictOf(err);
    if (listed) {
      setProblems(listed);
      setError(undefined);
      document.getElementById(`${uid}-problems`)?.focus();
    } else if (stale) {
      setConflict(stale);
    } else {
      setError(serverMessage(err) ?? `The record could not be ${what}. Try again.`);
    }
  };
  const accepted = (saved: DeskRecord, keepDraft = false) => {
    setStored(saved);
    if (!keepDraft) setDraft(saved.record);
    setProblems([]);
    setError(undefined);
    setConflict(undefined);
    setMergeNote(undefined);
  };

  const doSave = () => {
    if (conflict) return;
    save.mutate(
      { ...ref, version: stored.version, record: draft },
      {
        onSuccess: (saved) => {
          accepted(saved);
          toast({ title: saved.version === stored.version ? 'Nothing to save: no field changed' : `Saved as version ${saved.version}` });
        },
        onError: failed('saved'),
      },
    );
  };

  const doCheck = () => {
    check.mutate(
      { ...ref, version: stored.version, source: source.trim(), paths: [...selected] },
      {
        onSuccess: (saved) => {
          accepted(saved);
          toast({ title: `${selected.size} fact${selected.size === 1 ? '' : 's'} checked against ${source.trim()} today` });
          setSelected(new Set());
        },
        onError: failed('checked'),
      },
    );
  };

  /** After a conflict: the editor's changes applied onto the stored version, except fields both changed. */
  const applyMineOnTheirs = (c: Conflict) => {
    const { merged, overlapping } = mergeOnto(stored.record, draft, c.current.record);
    setStored(c.current);
    setDraft(merged as PartnerRecord);
    setConflict(undefined);
    setMergeNote(overlapping);
  };

  const logoChanged = (saved: DeskRecord) => {
    // The logo is no field of the record: the form's changes stay, now based on the new version.
    const same = jsonDiff(saved.record, stored.record).length === 0;
    setStored(saved);
    if (!same) setDraft(saved.record);
  };

  const facts = useMemo(() => new Map(stored.facts.map((f) => [f.path, f.provenance as Record<string, unknown>])), [stored.facts]);
  const toggle = (path: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  /** A stored fact's provenance as saved, and its box for "I checked this against <URL> today". */
  const factExtra = (path: string) => {
    const provenance = facts.get(path);
    if (!provenance) return null;
    return (
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <ProvenanceBadge provenance={provenance} />
        <label className="flex items-center gap-1.5 text-sm font-medium">
          <input type="checkbox" checked={selected.has(path)} onChange={() => toggle(path)} disabled={dirty} data-fact={path} />
          Select to check <span className="sr-only">{pathName(path)}</span>
        </label>
      </div>
    );
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = LANGUAGES.indexOf(lang);
    const next = e.key === 'ArrowRight' ? LANGUAGES[(i + 1) % 4] : e.key === 'ArrowLeft' ? LANGUAGES[(i + 3) % 4] : undefined;
    if (!next) return;
    e.preventDefault();
    setLang(next);
    document.getElementById(`${uid}-tab-${next}`)?.focus();
  };

  const topFields = Object.keys(schema.properties ?? {}).filter((k) => !OWN_SECTIONS.has(k));
  const simple = topFields.filter((k) => {
    const s = schema.properties![k]!;
    return s.type !== 'object' && s.type !== 'array' && !s.anyOf;
  });
  const more = topFields.filter((k) => !simple.includes(k));
  const pageUrl = stored.pagePath;
  const status = save.isPending
    ? 'Saving…'
    : dirty
      ? `${changes.length} unsaved change${changes.length === 1 ? '' : 's'}`
      : 'No unsaved changes';

  return (
    <div>
      <p>
        <Link to="/admin/partners" className="text-sm font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300">
          ← All partners
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          {stored.logo && <img src={stored.logo.url} width={48} height={48} alt="" className="h-12 w-12 shrink-0" />}
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold sm:text-3xl">{draft.name || stored.record.name}</h1>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {TYPE_NAMES[stored.type]} · <span className="font-mono">{stored.id}</span> · version {stored.version} · last change by{' '}
              {stored.updatedBy}, {new Date(stored.updatedAt).toLocaleString()} ·{' '}
              <a className="text-blue-800 underline dark:text-blue-300" href={pageUrl}>
                {pageUrl}
              </a>
            </p>
            <PageFactsHint record={draft} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {status}
          </p>
          {dirty && (
            <Button
              variant="outline"
              onClick={() => (setDraft(stored.record), setProblems([]), setMergeNote(undefined))}
              disabled={save.isPending}
            >
              Discard changes
            </Button>
          )}
          <Button onClick={doSave} disabled={save.isPending || Boolean(conflict) || !dirty}>
            Save
          </Button>
        </div>
      </div>

      {blocker.state === 'blocked' && (
        <div
          role="alertdialog"
          aria-labelledby={`${uid}-leave`}
          className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          <p id={`${uid}-leave`} className="font-medium">
            {LEAVE_TEXT}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button ref={stayRef} size="sm" variant="outline" onClick={() => blocker.reset()}>
              Stay and keep editing
            </Button>
            <Button size="sm" variant="destructive" onClick={() => blocker.proceed()}>
              Leave without saving
            </Button>
          </div>
        </div>
      )}
      {conflict && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-400 bg-red-50 p-4 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">
            Someone else saved this record while you were editing it. Nothing of yours was saved, and your changes are still here.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {conflict.since.map((c) => (
              <li key={c.version}>
                Version {c.version}: {c.editor}, {new Date(c.at).toLocaleString()} ({c.action}) changed{' '}
                {c.changed.map(pathName).join(', ') || 'nothing in the record'}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => applyMineOnTheirs(conflict)}>
              Apply my changes to their version
            </Button>
            <Button size="sm" variant="outline" onClick={() => accepted(conflict.current)}>
              Load their version (discard mine)
            </Button>
          </div>
        </div>
      )}
      {mergeNote && (
        <div
          role="status"
          className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          Your changes are applied to version {stored.version}; review them and save.
          {mergeNote.length > 0 && (
            <> Both of you changed {mergeNote.map(pathName).join(', ')}: these keep their value; set yours again if it should win.</>
          )}
        </div>
      )}
      {problems.length > 0 && (
        <div
          id={`${uid}-problems`}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-400 bg-red-50 p-4 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">
            Nothing was saved. Fix {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`}:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.map((p, i) => (
              <li key={i}>
                <a className="underline" href={`#${fieldId(p.path)}`}>
                  {p.path === '/' ? 'The record' : pathName(p.path)}
                </a>
                : {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      )}

      <Section title="Identity and status" id={`${uid}-identity`}>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {simple.map((k) =>
            !(k in r) ? null : k === 'id' || k === 'updated' ? (
              <div key={k}>
                <span className="block text-sm font-medium text-slate-800 dark:text-slate-200">{fieldName(k)}</span>
                <p className="mt-1 font-mono text-sm">{String(r[k])}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {k === 'id'
                    ? 'The record’s address on the site; it cannot change.'
                    : 'Set by the server: the day of a save that changes more than provenance.'}
                </p>
              </div>
            ) : (
              <ValueEditor
                key={k}
                schema={schemaOf(`/${k}`)}
                value={r[k]}
                path={`/${k}`}
                label={fieldName(k)}
                onChange={set}
                problems={problemMap}
              />
            ),
          )}
        </div>
      </Section>

      <Section title={`Facts and fees (${[...facts.keys()].filter((p) => !isEntryFact(p)).length})`} id={`${uid}-facts`}>
        <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
          <p className="text-sm">
            Read some facts, fees, countries, licences, payment methods or offers on a page just now? Tick them (each has a box under its
            name, every entry of those lists too), give the page's address and record the check: each becomes <em>checked</em> today with
            that page as its source, in a new version under your name.
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
                onChange={(e) => setSource(e.target.value)}
              />
            </div>
            <Button onClick={doCheck} disabled={dirty || selected.size === 0 || !source.trim().startsWith('https://') || check.isPending}>
              I checked {selected.size || ''} against this page today
            </Button>
          </div>
          {dirty && (
            <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
              Save or discard your changes first: a check is saved on its own.
            </p>
          )}
        </div>
        <div className="mt-4 grid gap-4">
          {(['facts', 'fees', 'factNotes'] as const)
            .filter((k) => k in (schema.properties ?? {}))
            .map((k) =>
              k in r ? (
                <ValueEditor
                  key={k}
                  schema={schemaOf(`/${k}`)}
                  value={r[k]}
                  path={`/${k}`}
                  label={fieldName(k)}
                  onChange={set}
                  problems={problemMap}
                  extra={factExtra}
                />
              ) : (
                <Button
                  key={k}
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => set(`/${k}`, k === 'factNotes' ? [] : {})}
                >
                  Add {fieldName(k).toLowerCase()}
                </Button>
              ),
            )}
        </div>
      </Section>

      {'availability' in (schema.properties ?? {}) && (
        <Section title={`Countries (${Array.isArray(r.availability) ? r.availability.length : 0})`} id={`${uid}-countries`}>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            One entry per country (ISO 3166-1 code, e.g. DE, US): available (with, under except, the regions where it is not offered, as ISO
            3166-2 codes such as US-NY), or not available with the reason (excluded-by-terms: its own terms list the country as restricted).
            A "not available" entry hides the partner there whatever its provenance; a country without an entry reads "availability
            unknown".
          </p>
          <ValueEditor
            schema={schemaOf('/availability')}
            value={r.availability ?? []}
            path="/availability"
            label="Countries"
            onChange={set}
            problems={problemMap}
            extra={factExtra}
          />
        </Section>
      )}

      {ENTRY_SECTIONS.filter((e) => e.key in (schema.properties ?? {})).map((e) => {
        const list = Array.isArray(r[e.key]) ? (r[e.key] as unknown[]) : [];
        return (
          <Section key={e.key} title={`${e.title} (${list.length})`} id={`${uid}-${e.key}`}>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{e.intro}</p>
            <ValueEditor
              schema={schemaOf(`/${e.key}`)}
              value={list}
              path={`/${e.key}`}
              label={e.label}
              onChange={(path, value) =>
                // the last entry removed: the list goes too (absent and empty say the same: nothing recorded)
                set(path, path === `/${e.key}` && Array.isArray(value) && value.length === 0 ? undefined : value)
              }
              problems={problemMap}
              extra={factExtra}
            />
          </Section>
        );
      })}

      <Section title={`Offers (${Array.isArray(r.offers) ? r.offers.length : 0})`} id={`${uid}-offers`} open={false}>
        <ValueEditor
          schema={schemaOf('/offers')}
          value={r.offers ?? []}
          path="/offers"
          label="Offers"
          onChange={set}
          problems={problemMap}
          extra={factExtra}
        />
      </Section>

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

      <HistoryPanel
        type={stored.type}
        id={stored.id}
        currentVersion={stored.version}
        dirty={dirty}
        restoring={restore.isPending}
        onRestore={(fromVersion) =>
          restore.mutate(
            { ...ref, version: stored.version, fromVersion },
            {
              onSuccess: (saved) => {
                accepted(saved);
                toast({ title: `Version ${fromVersion} restored as version ${saved.version}` });
              },
              onError: failed('restored'),
            },
          )
        }
      />
      <FieldProblems path="/" problems={problemMap} />
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">
        Today is {today()} here; a check is dated by the server's day. Changes show on every page on the next request.
      </p>
      {changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Your unsaved changes ({changes.length})</summary>
          <ul className="mt-2 space-y-1">
            {changes.map((c) => (
              <li key={c.path}>
                <span className="font-medium">{pathName(c.path)}</span>: {brief(c.before)} → {brief(c.after)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
