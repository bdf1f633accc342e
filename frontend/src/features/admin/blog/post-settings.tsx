// The post editor's settings: slug, byline, tags, state, publication time and cover image.
import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClass, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { AdminAuthor } from '../api/authors-admin';
import type { PostContent } from '../api/blog-admin';
import { Field } from './editor-field';
import { fromLocalInput, slugify, toLocalInput } from './editor-model';

const STATES = ['draft', 'scheduled', 'published', 'archived'] as const;

export function PostSettings({
  uid,
  draft,
  setDraft,
  tagsText,
  setTagsText,
  profiles,
  uploading,
  onCover,
}: {
  uid: string;
  draft: PostContent;
  setDraft: Dispatch<SetStateAction<PostContent>>;
  tagsText: string;
  setTagsText: (text: string) => void;
  profiles: AdminAuthor[] | undefined;
  uploading: boolean;
  onCover: (file: File | undefined) => void;
}) {
  return (
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
          profiles?.length === 0
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
          {profiles?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {/* a profile deleted since the post was loaded stays selectable until the editor picks another */}
          {draft.authorId != null && profiles && !profiles.some((p) => p.id === draft.authorId) && (
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
            {uploading && <span className="text-sm">Uploading…</span>}
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
  );
}
