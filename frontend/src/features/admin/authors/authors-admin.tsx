import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminSessionState } from '../api/admin-queries';
import { useAuthorProfiles } from '../api/authors-admin';
import { ProfileForm } from './profile-form';
import { ReviewBylines } from './review-bylines';

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
