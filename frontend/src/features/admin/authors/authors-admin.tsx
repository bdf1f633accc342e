import { useId, useState, type ReactNode } from 'react';
import {
  AUTHOR_LANGUAGES,
  AUTHOR_LIMITS,
  LINK_KINDS,
  LINK_LABELS,
  profileProblems,
  slugFromName,
  slugProblem,
  type AuthorLanguage,
  type LinkKind,
} from '@coinatlas/domain/authors/profile';
import { Button } from '@/components/ui/button';
import { fieldClass, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import {
  profileConflictOf,
  useAuthorProfiles,
  useCreateAuthor,
  useDeleteAuthor,
  useReviewBylines,
  useSetReviewByline,
  useUpdateAuthor,
  type AdminAuthor,
  type AuthorProfileInput,
  type ReviewByline,
} from '../api/authors-admin';

const LANGUAGE_NAMES: Record<AuthorLanguage, string> = { en: 'English', es: 'Spanish', de: 'German', pt: 'Portuguese' };
const TYPE_NAMES: Record<ReviewByline['type'], string> = {
  exchange: 'Exchange',
  wallet: 'Wallet',
  trading_bot: 'Trading bot',
  payment_card: 'Payment card',
  tool: 'Tool',
  app: 'App',
};
const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const textareaClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50';

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

function Problems({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Not saved:</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

/** /admin/authors: the author profiles bylines may name, and who wrote each review. English only, like every admin screen. */
export default function AuthorsAdmin({ session }: { session: AdminSessionState }) {
  const profiles = useAuthorProfiles();
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const mine = profiles.data?.find((p) => p.own);
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Authors</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        A byline names a person only through an author profile, and each profile has a public page. Every admin account can have one
        profile. A post or review without a profile is signed by the editorial team (the organization).
      </p>

      <section aria-labelledby="authors-profiles" className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="authors-profiles" className="text-xl font-semibold">
            Profiles
          </h2>
          {profiles.data && !mine && editing !== 'new' && <Button onClick={() => setEditing('new')}>Create your author profile</Button>}
        </div>
        {profiles.isPending && <Spinner label="Loading the profiles…" />}
        {profiles.isError && (
          <p role="alert" className="mt-4 text-red-800 dark:text-red-200">
            The profiles could not be loaded.
          </p>
        )}
        {editing === 'new' && <ProfileForm session={session} initial={undefined} onDone={() => setEditing(undefined)} />}
        {profiles.data && profiles.data.length === 0 && editing !== 'new' && (
          <p className="mt-4 text-slate-700 dark:text-slate-300">No author profiles yet: every byline is the editorial team’s.</p>
        )}
        <ul className="mt-4 grid gap-4">
          {profiles.data?.map((p) =>
            editing === p.id ? (
              <li key={p.id}>
                <ProfileForm session={session} initial={p} onDone={() => setEditing(undefined)} />
              </li>
            ) : (
              <li key={p.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-words text-lg font-semibold">
                      {p.name}{' '}
                      {p.own && (
                        <span className="ml-1 rounded bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100">
                          you
                        </span>
                      )}
                    </p>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                      <a href={`/authors/${p.slug}`} className="text-blue-800 underline dark:text-blue-300" target="_blank" rel="noopener">
                        /authors/{p.slug}
                      </a>{' '}
                      · version {p.version} · last saved by {p.updatedBy}
                    </p>
                    <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{p.bio.en}</p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setEditing(p.id)} aria-label={`Edit ${p.name}`}>
                    Edit
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      </section>

      <ReviewBylines session={session} profiles={profiles.data ?? []} />
    </>
  );
}

type LinkRow = { kind: LinkKind; url: string };

function ProfileForm({ session, initial, onDone }: { session: AdminSessionState; initial: AdminAuthor | undefined; onDone: () => void }) {
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
      <fieldset className="mt-4">
        <legend className={label}>Links (optional, https only)</legend>
        <ul className="mt-2 grid gap-2">
          {links.map((link, i) => (
            <li key={i} className="flex flex-col gap-2 sm:flex-row">
              <label className="sr-only" htmlFor={`${uid}-kind-${i}`}>
                Link {i + 1} kind
              </label>
              <select
                id={`${uid}-kind-${i}`}
                className={cn(fieldClass('sm'), 'sm:w-40')}
                value={link.kind}
                onChange={(e) => setLinks(links.map((x, j) => (j === i ? { ...x, kind: e.target.value as LinkKind } : x)))}
              >
                {LINK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {LINK_LABELS[k]}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor={`${uid}-url-${i}`}>
                Link {i + 1} address
              </label>
              <Input
                id={`${uid}-url-${i}`}
                className="w-full sm:flex-1"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={link.url}
                onChange={(e) => setLinks(links.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)))}
              />
              <Button type="button" variant="outline" size="sm" onClick={() => setLinks(links.filter((_, j) => j !== i))}>
                Remove link {i + 1}
              </Button>
            </li>
          ))}
        </ul>
        {links.length < AUTHOR_LIMITS.links && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => setLinks([...links, { kind: 'website', url: '' }])}
          >
            Add a link
          </Button>
        )}
      </fieldset>
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

function ReviewBylines({ session, profiles }: { session: AdminSessionState; profiles: AdminAuthor[] }) {
  const uid = useId();
  const reviews = useReviewBylines();
  const set = useSetReviewByline(session);
  return (
    <section aria-labelledby="authors-reviews" className="mt-10">
      <h2 id="authors-reviews" className="text-xl font-semibold">
        Review bylines
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        Who wrote each review. The review’s page names that person and links their page; left to the editorial team, it is signed by
        CoinAtlas.
      </p>
      {reviews.isPending && <Spinner label="Loading the reviews…" />}
      {reviews.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-200">
          The reviews could not be loaded.
        </p>
      )}
      {reviews.data && (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {reviews.data.map((r) => {
            const id = `${uid}-${r.type}-${r.id}`;
            return (
              <li key={`${r.type}/${r.id}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <label htmlFor={id} className={label}>
                  {r.name} <span className="font-normal text-slate-600 dark:text-slate-400">({TYPE_NAMES[r.type]})</span>
                </label>
                <select
                  id={id}
                  className={cn(fieldClass('sm'), 'mt-1 w-full')}
                  value={r.authorId ?? ''}
                  disabled={set.isPending}
                  onChange={(e) =>
                    set.mutate(
                      { type: r.type, id: r.id, authorId: e.target.value ? Number(e.target.value) : null },
                      {
                        onSuccess: (saved) =>
                          toast({
                            title: `${saved.name}: ${saved.authorId === null ? 'signed by the editorial team' : `by ${profiles.find((p) => p.id === saved.authorId)?.name ?? 'the author'}`}`,
                          }),
                        onError: (err) =>
                          toast({ title: 'Not saved', description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' }),
                      },
                    )
                  }
                >
                  <option value="">The editorial team (CoinAtlas)</option>
                  {profiles.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
