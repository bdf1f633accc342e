import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { jsonDiff, mergeOnto, setAt } from '@coinatlas/domain/json/pointer';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { statusOf } from '@/lib/api/client';
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
import { fieldName, isEntryFact, pathName, schemaAt, type JsonSchema } from './schema-model';
import { FieldProblems, ValueEditor, type ProblemMap } from './value-editor';
import { LeaveDialog } from '../leave-dialog';
import { useLeaveGuard, useVersionedEditor } from '../use-versioned-editor';
import { ConflictNotice, LEAVE_TEXT, MergeNote, ProblemsNotice, UnsavedChanges } from './record-editor-notices';
import {
  ENTRY_SECTIONS,
  FactCheckPanel,
  LogoSection,
  MoreFieldsSection,
  OWN_SECTIONS,
  ProvenanceBadge,
  Section,
  TextsSection,
} from './record-editor-sections';

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

function EditorForm({ session, initial, schema }: { session: AdminSessionState; initial: DeskRecord; schema: JsonSchema }) {
  const uid = useId();
  const { stored, setStored, draft, setDraft, problems, conflict, mergeNote, error, accepted, failed, applyMineOnTheirs, discard } =
    useVersionedEditor<DeskRecord, PartnerRecord, Problem, Conflict>({
      initial,
      draftOf: (saved) => saved.record,
      problemsOf,
      conflictOf,
      merge: (base, mine, theirs) => {
        const { merged, overlapping } = mergeOnto(base.record, mine, theirs.record);
        return { merged: merged as PartnerRecord, overlapping };
      },
      problemsFocusId: `${uid}-problems`,
    });
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

  const { blocker, stayRef } = useLeaveGuard<HTMLButtonElement>(dirty, LEAVE_TEXT);

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

  const logoChanged = (saved: DeskRecord) => {
    // The logo is no field of the record: the form's changes stay, now based on the new version.
    const same = jsonDiff(saved.record, stored.record).length === 0;
    setStored(saved);
    if (!same) setDraft(saved.record);
  };

  const facts = useMemo(() => new Map(stored.facts.map((f) => [f.path, f.provenance])), [stored.facts]);
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
            <Button variant="outline" onClick={discard} disabled={save.isPending}>
              Discard changes
            </Button>
          )}
          <Button onClick={doSave} disabled={save.isPending || Boolean(conflict) || !dirty}>
            Save
          </Button>
        </div>
      </div>

      <LeaveDialog blocker={blocker} stayRef={stayRef} uid={uid} text={LEAVE_TEXT} />
      <ConflictNotice conflict={conflict} onApplyMine={applyMineOnTheirs} onLoadTheirs={(c) => accepted(c.current)} />
      <MergeNote mergeNote={mergeNote} version={stored.version} />
      <ProblemsNotice problems={problems} uid={uid} />
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
        <FactCheckPanel
          uid={uid}
          source={source}
          onSource={setSource}
          onCheck={doCheck}
          dirty={dirty}
          selected={selected}
          pending={check.isPending}
        />
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
        <TextsSection schema={schema} uid={uid} draft={draft} schemaOf={schemaOf} set={set} problemMap={problemMap} />
      )}

      <MoreFieldsSection more={more} r={r} schema={schema} schemaOf={schemaOf} set={set} problemMap={problemMap} uid={uid} />

      <LogoSection
        uid={uid}
        stored={stored}
        record={ref}
        upload={upload}
        removeLogo={removeLogo}
        logoChanged={logoChanged}
        failed={failed}
      />

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
      <UnsavedChanges changes={changes} />
    </div>
  );
}
