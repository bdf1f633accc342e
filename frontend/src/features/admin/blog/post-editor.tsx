import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { fieldClass, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import { useAuthorProfiles } from '../api/authors-admin';
import {
  blogAdminQueries,
  conflictOf,
  LANGUAGE_NAMES,
  POST_LANGUAGES,
  usePreview,
  useRestore,
  useSavePost,
  useUploadCover,
  type AdminPost,
  type PostContent,
  type PostLanguage,
  type Translation,
} from '../api/blog-admin';
import { contentOf, emptyPost, fromLocalInput, isDirty, slugify, toLocalInput } from './editor-model';
import { LeaveDialog } from '../leave-dialog';
import { useLeaveGuard } from '../use-versioned-editor';

/** How long the editor waits after the last keystroke before it saves a draft by itself. */
const AUTOSAVE_MS = 2000;
/** How long the preview waits after the last keystroke before it asks for the rendered Markdown. */
const PREVIEW_MS = 300;
const STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
const LEAVE_TEXT = 'You have unsaved changes. Leave this page and lose them?';

const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

function Field({ id, text, hint, children }: { id: string; text: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <div className="mt-1">{children}</div>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

/** The editor of one post (`id`), or of a new one (`id` undefined). */
export function PostEditor({ session, id }: { session: AdminSessionState; id: number | undefined }) {
  const query = useQuery({ ...blogAdminQueries.post(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && query.isPending) return <Spinner label="Loading the post…" />;
  if (id !== undefined && (query.isError || !query.data)) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        {statusOf(query.error) === 404 ? 'No post has this id.' : 'The post could not be loaded.'}{' '}
        <Link to="/admin/blog" className="underline">
          Back to all posts
        </Link>
      </div>
    );
  }
  return <EditorForm key={id ?? 'new'} session={session} initial={query.data} />;
}

function EditorForm({ session, initial }: { session: AdminSessionState; initial: AdminPost | undefined }) {
  const navigate = useNavigate();
  const uid = useId();
  const [stored, setStored] = useState<AdminPost | undefined>(initial);
  const [draft, setDraft] = useState<PostContent>(() => (initial ? contentOf(initial) : emptyPost()));
  const [tab, setTab] = useState<PostLanguage>(() => (initial ? (POST_LANGUAGES.find((l) => initial.translations[l]) ?? 'en') : 'en'));
  const [conflict, setConflict] = useState<AdminPost | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [lastSaved, setLastSaved] = useState<{ at: Date; auto: boolean } | undefined>();
  const [tagsText, setTagsText] = useState(draft.tags.join(', '));
  const save = useSavePost(session);
  const restore = useRestore(session);
  const upload = useUploadCover(session);
  const preview = usePreview(session);
  const profiles = useAuthorProfiles();
  const [previewHtml, setPreviewHtml] = useState('');
  const dirty = isDirty(draft, stored);
  const { blocker, stayRef, dirtyRef } = useLeaveGuard<HTMLButtonElement>(dirty, LEAVE_TEXT);

  const translation = draft.translations[tab];
  const setTranslation = (lang: PostLanguage, patch: Partial<Translation> | undefined) =>
    setDraft((d) => {
      const translations = { ...d.translations };
      if (patch === undefined) delete translations[lang];
      else translations[lang] = { title: '', summary: '', body: '', coverAlt: '', ...translations[lang], ...patch };
      return { ...d, translations };
    });

  // ---- saving ----
  const doSave = (auto: boolean) => {
    if (conflict) return;
    const startedFrom = stored;
    save.mutate(
      { ...(startedFrom ? { id: startedFrom.id, version: startedFrom.version } : {}), post: draft, autosave: auto },
      {
        onSuccess: (saved) => {
          setStored(saved);
          setError(undefined);
          setLastSaved({ at: new Date(), auto });
          if (!startedFrom) {
            dirtyRef.current = false; // the new post is saved: moving to its address loses nothing
            navigate(`/admin/blog?post=${saved.id}`, { replace: true });
          } else if (!auto) toast({ title: 'Post saved' });
        },
        onError: (err) => {
          const current = conflictOf(err);
          if (current) setConflict(current);
          else setError(serverMessage(err) ?? 'The post could not be saved. Try again.');
        },
      },
    );
  };

  // Autosave: an existing draft with changes is saved a moment after the last keystroke.
  const saveRef = useRef(doSave);
  useEffect(() => {
    saveRef.current = doSave;
  });
  const draftKey = JSON.stringify(draft);
  useEffect(() => {
    if (!stored || stored.status !== 'draft' || draft.status !== 'draft' || !dirty || conflict || save.isPending) return;
    const timer = setTimeout(() => saveRef.current(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's content (draftKey) is what restarts the wait
  }, [draftKey, stored, dirty, conflict, save.isPending]);

  // ---- live preview, rendered by the public pages' renderer on the server ----
  const body = translation?.body ?? '';
  const previewRef = useRef(preview.mutate);
  useEffect(() => {
    previewRef.current = preview.mutate;
  });
  useEffect(() => {
    const timer = setTimeout(() => previewRef.current(body, { onSuccess: (html) => setPreviewHtml(html) }), PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [body]);

  // ---- cover ----
  const onCover = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (cover) => setDraft((d) => ({ ...d, cover })),
      onError: (err) => setError(serverMessage(err) ?? 'The image could not be uploaded.'),
    });
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = POST_LANGUAGES.indexOf(tab);
    const next = e.key === 'ArrowRight' ? POST_LANGUAGES[(i + 1) % 4] : e.key === 'ArrowLeft' ? POST_LANGUAGES[(i + 3) % 4] : undefined;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`${uid}-tab-${next}`)?.focus();
  };

  const publicUrl = useMemo(
    () => (stored?.status === 'published' ? (l: PostLanguage) => `${l === 'en' ? '' : `/${l}`}/blog/${stored.slug}` : undefined),
    [stored],
  );
  const status = save.isPending
    ? 'Saving…'
    : dirty
      ? 'Unsaved changes'
      : lastSaved
        ? `${lastSaved.auto ? 'Draft saved automatically' : 'Saved'} at ${lastSaved.at.toLocaleTimeString()}`
        : stored
          ? 'No changes'
          : 'Not saved yet';

  return (
    <div>
      <p>
        <Link to="/admin/blog" className="text-sm font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300">
          ← All posts
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold sm:text-3xl">{stored ? 'Edit post' : 'New post'}</h1>
        <div className="flex items-center gap-3">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {status}
            {stored && ` · version ${stored.version}`}
          </p>
          <Button onClick={() => doSave(false)} disabled={save.isPending || Boolean(conflict)}>
            Save
          </Button>
        </div>
      </div>

      <LeaveDialog blocker={blocker} stayRef={stayRef} uid={uid} text={LEAVE_TEXT} />
      {conflict && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-400 bg-red-50 p-4 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">Someone else saved this post while you were editing it.</p>
          <p className="mt-1 text-sm">
            Their version {conflict.version} was saved at {new Date(conflict.updatedAt).toLocaleString()}. Your changes are not saved and
            nothing was overwritten: copy what you need, then load their version and apply your changes again.
          </p>
          <Button
            size="sm"
            className="mt-3"
            onClick={() => {
              setStored(conflict);
              setDraft(contentOf(conflict));
              setTagsText(conflict.tags.join(', '));
              setConflict(undefined);
            }}
          >
            Load their version (discard mine)
          </Button>
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

      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <Field
          id={`${uid}-slug`}
          text="Slug"
          hint="The post's address: /blog/<slug> in every language. A changed slug keeps the old address working (301)."
        >
          <Input id={`${uid}-slug`} className="w-full" value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} />
        </Field>
        <Field
          id={`${uid}-author`}
          text="Byline"
          hint={
            profiles.data?.length === 0
              ? 'No author profiles yet: create one under Authors to sign posts with a name.'
              : 'The person shown as the author, linked to their page.'
          }
        >
          <select
            id={`${uid}-author`}
            className={cn(fieldClass('sm'), 'w-full')}
            value={draft.authorId ?? ''}
            onChange={(e) => setDraft({ ...draft, authorId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">The editorial team (CoinAtlas)</option>
            {profiles.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            {/* a profile deleted since the post was loaded stays selectable until the editor picks another */}
            {draft.authorId != null && profiles.data && !profiles.data.some((p) => p.id === draft.authorId) && (
              <option value={draft.authorId}>Profile {draft.authorId} (deleted)</option>
            )}
          </select>
        </Field>
        <Field id={`${uid}-tags`} text="Tags" hint="Comma-separated, lower case, e.g. wallets, beginners">
          <Input
            id={`${uid}-tags`}
            className="w-full"
            value={tagsText}
            onChange={(e) => {
              setTagsText(e.target.value);
              setDraft({
                ...draft,
                tags: e.target.value
                  .split(',')
                  .map((t) => slugify(t))
                  .filter(Boolean),
              });
            }}
          />
        </Field>
        <Field id={`${uid}-state`} text="State">
          <select
            id={`${uid}-state`}
            className={cn(fieldClass('sm'), 'w-full')}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as PostContent['status'] })}
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        {draft.status === 'scheduled' && (
          <Field id={`${uid}-at`} text={`Publish at (your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone})`}>
            <Input
              id={`${uid}-at`}
              type="datetime-local"
              className="w-full"
              value={toLocalInput(draft.scheduledAt)}
              onChange={(e) => setDraft({ ...draft, scheduledAt: fromLocalInput(e.target.value) })}
            />
          </Field>
        )}
        <div className="md:col-span-2 lg:col-span-3">
          <Field id={`${uid}-cover`} text="Cover image" hint="JPEG, PNG, WebP, AVIF or GIF, at most 5 MB; stored as WebP in web sizes.">
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={`${uid}-cover`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                className="text-sm"
                onChange={(e) => onCover(e.target.files?.[0])}
              />
              {upload.isPending && <span className="text-sm">Uploading…</span>}
              {draft.cover && (
                <>
                  <img
                    src={draft.cover.variants[0]!.url}
                    width={draft.cover.variants[0]!.width}
                    height={draft.cover.variants[0]!.height}
                    alt=""
                    className="h-14 w-auto rounded"
                  />
                  <Button size="sm" variant="outline" onClick={() => setDraft({ ...draft, cover: null })}>
                    Remove cover
                  </Button>
                </>
              )}
            </div>
          </Field>
        </div>
      </div>

      <div
        role="tablist"
        aria-label="Language versions"
        className="mt-8 flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
      >
        {POST_LANGUAGES.map((l) => (
          <button
            key={l}
            id={`${uid}-tab-${l}`}
            role="tab"
            type="button"
            aria-selected={tab === l}
            aria-controls={`${uid}-panel`}
            tabIndex={tab === l ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => setTab(l)}
            className={cn(
              '-mb-px rounded-t-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
              tab === l
                ? 'border-slate-200 border-b-white bg-white text-slate-900 dark:border-slate-700 dark:border-b-slate-950 dark:bg-slate-950 dark:text-slate-50'
                : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {LANGUAGE_NAMES[l]}
            <span className="ml-1 text-xs">{draft.translations[l] ? '●' : '○'}</span>
            <span className="sr-only">{draft.translations[l] ? ' (has a version)' : ' (no version)'}</span>
          </button>
        ))}
      </div>
      <div id={`${uid}-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${tab}`} className="pt-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={Boolean(translation)} onChange={(e) => setTranslation(tab, e.target.checked ? {} : undefined)} />
          This post has a version in {LANGUAGE_NAMES[tab]}
        </label>
        {publicUrl && translation && (
          <p className="mt-2 text-sm">
            Public at{' '}
            <a className="text-blue-800 underline dark:text-blue-300" href={publicUrl(tab)}>
              {publicUrl(tab)}
            </a>
          </p>
        )}
        {translation ? (
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <div className="space-y-4">
              <Field id={`${uid}-title`} text={`Title (${LANGUAGE_NAMES[tab]})`}>
                <Input
                  id={`${uid}-title`}
                  className="w-full"
                  value={translation.title}
                  onChange={(e) => setTranslation(tab, { title: e.target.value })}
                />
              </Field>
              <Field id={`${uid}-summary`} text={`Summary (${LANGUAGE_NAMES[tab]})`}>
                <textarea
                  id={`${uid}-summary`}
                  rows={3}
                  className={cn(fieldClass('sm'), 'h-auto w-full py-2')}
                  value={translation.summary}
                  onChange={(e) => setTranslation(tab, { summary: e.target.value })}
                />
              </Field>
              <Field id={`${uid}-body`} text={`Body in Markdown (${LANGUAGE_NAMES[tab]})`} hint="Raw HTML is shown as text, never run.">
                <textarea
                  id={`${uid}-body`}
                  rows={18}
                  className={cn(fieldClass('sm'), 'h-auto w-full py-2 font-mono')}
                  value={translation.body}
                  onChange={(e) => setTranslation(tab, { body: e.target.value })}
                />
              </Field>
              <Field
                id={`${uid}-alt`}
                text={`Cover image description (${LANGUAGE_NAMES[tab]})`}
                hint="What the cover shows, for people who cannot see it."
              >
                <Input
                  id={`${uid}-alt`}
                  className="w-full"
                  value={translation.coverAlt}
                  onChange={(e) => setTranslation(tab, { coverAlt: e.target.value })}
                />
              </Field>
            </div>
            <section
              aria-labelledby={`${uid}-preview`}
              className="max-h-[48rem] overflow-y-auto rounded-xl border border-slate-200 p-4 lg:sticky lg:top-4 dark:border-slate-700"
            >
              <h2 id={`${uid}-preview`} className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                Preview
              </h2>
              <h3 className="mt-3 text-2xl font-bold">{translation.title}</h3>
              {/* Rendered by the server with the public pages' renderer: raw HTML in the source is escaped. */}
              <div className="prose-content mt-3" data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
            </section>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            No {LANGUAGE_NAMES[tab]} version: /{tab === 'en' ? '' : `${tab}/`}blog/{draft.slug || '<slug>'} answers 404 and is not in the
            sitemap.
          </p>
        )}
      </div>

      {stored && (
        <History
          session={session}
          post={stored}
          restoring={restore.isPending}
          onRestore={(fromVersion) =>
            restore.mutate(
              { id: stored.id, version: stored.version, fromVersion },
              {
                onSuccess: (saved) => {
                  setStored(saved);
                  setDraft(contentOf(saved));
                  setTagsText(saved.tags.join(', '));
                  toast({ title: `Version ${fromVersion} restored as version ${saved.version}` });
                },
                onError: (err) => {
                  const current = conflictOf(err);
                  if (current) setConflict(current);
                  else setError(serverMessage(err) ?? 'The version could not be restored.');
                },
              },
            )
          }
          dirty={dirty}
        />
      )}
    </div>
  );
}

function History({
  post,
  onRestore,
  restoring,
  dirty,
}: {
  session: AdminSessionState;
  post: AdminPost;
  onRestore: (v: number) => void;
  restoring: boolean;
  dirty: boolean;
}) {
  const history = useQuery(blogAdminQueries.history(post.id));
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-xl font-semibold">
        History
      </h2>
      {history.isPending && <Spinner label="Loading the history…" />}
      {history.data && history.data.length === 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          No changes recorded yet: this post was last changed before the editor existed. Its first save starts the history.
        </p>
      )}
      {history.data && history.data.length > 0 && (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Version
                </th>
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What changed
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((r) => (
                <tr key={r.version} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">{r.version}</td>
                  <td className="py-2 pr-3">{new Date(r.at).toLocaleString()}</td>
                  <td className="py-2 pr-3">{r.editor}</td>
                  <td className="py-2 pr-3">
                    {r.action}: {r.changed.length ? r.changed.join(', ') : 'nothing'}
                  </td>
                  <td className="py-2">
                    {r.version !== post.version && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={restoring || dirty}
                        onClick={() => onRestore(r.version)}
                        aria-label={`Restore version ${r.version}`}
                      >
                        Restore
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {dirty && (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Save or discard your changes before restoring an older version.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
