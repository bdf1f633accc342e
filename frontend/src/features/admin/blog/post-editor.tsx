import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import type { AdminSessionState } from '../api/admin-queries';
import { useAuthorProfiles } from '../api/authors-admin';
import {
  blogAdminQueries,
  conflictOf,
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
import { contentOf, emptyPost, isDirty } from './editor-model';
import { LeaveDialog } from '../leave-dialog';
import { useLeaveGuard } from '../use-versioned-editor';
import { History } from './post-history';
import { PostSettings } from './post-settings';
import { TranslationTabs } from './post-translations';

/** How long the editor waits after the last keystroke before it saves a draft by itself. */
const AUTOSAVE_MS = 2000;
/** How long the preview waits after the last keystroke before it asks for the rendered Markdown. */
const PREVIEW_MS = 300;
const LEAVE_TEXT = 'You have unsaved changes. Leave this page and lose them?';

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

      <PostSettings
        uid={uid}
        draft={draft}
        setDraft={setDraft}
        tagsText={tagsText}
        setTagsText={setTagsText}
        profiles={profiles.data}
        uploading={upload.isPending}
        onCover={onCover}
      />

      <TranslationTabs
        uid={uid}
        tab={tab}
        setTab={setTab}
        draft={draft}
        setTranslation={setTranslation}
        publicUrl={publicUrl}
        previewHtml={previewHtml}
      />

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
