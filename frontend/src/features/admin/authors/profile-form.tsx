// The form that creates, edits or deletes one author profile: name, page address, bios per language and links.
import { useId, useState } from 'react';
import {
  AUTHOR_LANGUAGES,
  AUTHOR_LIMITS,
  profileProblems,
  slugFromName,
  slugProblem,
  type AuthorLanguage,
} from '@coinatlas/domain/authors/profile';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api/client';
import type { AdminSessionState } from '../api/admin-queries';
import {
  profileConflictOf,
  useCreateAuthor,
  useDeleteAuthor,
  useUpdateAuthor,
  type AdminAuthor,
  type AuthorProfileInput,
} from '../api/authors-admin';
import { Field, Problems } from './author-fields';
import { ProfileLinks, type LinkRow } from './profile-links';

const LANGUAGE_NAMES: Record<AuthorLanguage, string> = { en: 'English', es: 'Spanish', de: 'German', pt: 'Portuguese' };
const textareaClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50';

export function ProfileForm({
  session,
  initial,
  onDone,
}: {
  session: AdminSessionState;
  initial: AdminAuthor | undefined;
  onDone: () => void;
}) {
  const uid = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(false);
  const [bio, setBio] = useState<Record<AuthorLanguage, string>>({
    en: initial?.bio.en ?? '',
    es: initial?.bio.es ?? '',
    de: initial?.bio.de ?? '',
    pt: initial?.bio.pt ?? '',
  });
  const [links, setLinks] = useState<LinkRow[]>(initial?.links ?? []);
  const [version, setVersion] = useState(initial?.version);
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<AdminAuthor | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateAuthor(session);
  const update = useUpdateAuthor(session);
  const remove = useDeleteAuthor(session);
  const busy = create.isPending || update.isPending || remove.isPending;

  const input = (): AuthorProfileInput => ({
    name,
    bio: {
      en: bio.en,
      ...(bio.es.trim() ? { es: bio.es } : {}),
      ...(bio.de.trim() ? { de: bio.de } : {}),
      ...(bio.pt.trim() ? { pt: bio.pt } : {}),
    },
    links,
  });
  const failed = (err: unknown) => {
    const current = profileConflictOf(err);
    if (current) setConflict(current);
    setProblems([serverMessage(err) ?? 'The profile could not be saved. Please try again.']);
  };

  const submit = () => {
    const value = input();
    // the server checks the same rules; checking here first saves a round trip and shows every problem at once
    const found = [...(initial ? [] : [slugProblem(slug)].filter((p): p is string => p !== undefined)), ...profileProblems(value)];
    setProblems(found);
    if (found.length) return;
    if (!initial) {
      create.mutate(
        { ...value, slug },
        {
          onSuccess: () => {
            toast({ title: 'Profile created' });
            onDone();
          },
          onError: failed,
        },
      );
    } else {
      update.mutate(
        { id: initial.id, version: version!, profile: value },
        {
          onSuccess: () => {
            toast({ title: 'Profile saved' });
            onDone();
          },
          onError: failed,
        },
      );
    }
  };

  return (
    <form
      className="mt-4 rounded-lg border border-blue-200 bg-blue-50/40 p-4 dark:border-blue-900 dark:bg-slate-900"
      aria-label={initial ? `Edit ${initial.name}` : 'New author profile'}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 className="text-lg font-semibold">{initial ? `Edit ${initial.name}` : 'Your author profile'}</h3>
      {conflict && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <p>
            {conflict.updatedBy} saved version {conflict.version} while you were editing. Your text is still here.
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => {
              setName(conflict.name);
              setBio({ en: conflict.bio.en, es: conflict.bio.es ?? '', de: conflict.bio.de ?? '', pt: conflict.bio.pt ?? '' });
              setLinks(conflict.links);
              setVersion(conflict.version);
              setConflict(undefined);
              setProblems([]);
            }}
          >
            Load their version (discard mine)
          </Button>
        </div>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field
          id={`${uid}-name`}
          text="Name"
          hint={`As the byline shows it, ${AUTHOR_LIMITS.name.min} to ${AUTHOR_LIMITS.name.max} characters.`}
        >
          <Input
            id={`${uid}-name`}
            className="w-full"
            value={name}
            maxLength={AUTHOR_LIMITS.name.max}
            onChange={(e) => {
              setName(e.target.value);
              if (!initial && !slugTouched) setSlug(slugFromName(e.target.value));
            }}
          />
        </Field>
        <Field
          id={`${uid}-slug`}
          text="Page address"
          hint={initial ? 'The address does not change, so links to the page keep working.' : 'Chosen once: /authors/<address>.'}
        >
          <Input
            id={`${uid}-slug`}
            className="w-full"
            value={slug}
            readOnly={initial !== undefined}
            maxLength={AUTHOR_LIMITS.slug.max}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
          />
        </Field>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {AUTHOR_LANGUAGES.map((l) => (
          <Field
            key={l}
            id={`${uid}-bio-${l}`}
            text={`Bio (${LANGUAGE_NAMES[l]})${l === 'en' ? '' : ', optional'}`}
            hint={`${bio[l].trim().length} / ${AUTHOR_LIMITS.bio.max} characters${l === 'en' ? '' : '; left empty, the page shows the English bio'}`}
          >
            <textarea
              id={`${uid}-bio-${l}`}
              className={textareaClass}
              rows={4}
              value={bio[l]}
              maxLength={AUTHOR_LIMITS.bio.max + 50}
              onChange={(e) => setBio({ ...bio, [l]: e.target.value })}
            />
          </Field>
        ))}
      </div>
      <ProfileLinks uid={uid} links={links} setLinks={setLinks} />
      <Problems items={problems} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {initial ? 'Save profile' : 'Create profile'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        {initial &&
          (confirmDelete ? (
            <Button
              type="button"
              variant="destructive"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  { id: initial.id, version: version! },
                  {
                    onSuccess: () => {
                      toast({ title: 'Profile deleted' });
                      onDone();
                    },
                    onError: failed,
                  },
                )
              }
            >
              Delete: its posts and reviews go back to the editorial team
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)} disabled={busy}>
              Delete profile…
            </Button>
          ))}
      </div>
    </form>
  );
}
