import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminSessionState } from '../api/admin-queries';
import { LANGUAGE_NAMES, POST_LANGUAGES, usePosts, type AdminPost } from '../api/blog-admin';
import { PostEditor } from './post-editor';

const STATE_STYLES: Record<AdminPost['status'], string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  scheduled: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  archived: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
const titleOf = (p: AdminPost) => POST_LANGUAGES.map((l) => p.translations[l]?.title).find((t) => t?.trim()) || p.slug || 'Untitled';

/** /admin/blog: the posts, or one post's editor (`?post=<id>` or `?post=new`). English only, like every admin screen. */
export default function BlogAdmin({ session }: { session: AdminSessionState }) {
  const [params] = useSearchParams();
  const post = params.get('post');
  if (post === 'new') return <PostEditor session={session} id={undefined} />;
  if (post && /^[1-9][0-9]{0,9}$/.test(post)) return <PostEditor session={session} id={Number(post)} />;
  return <PostList />;
}

function PostList() {
  const posts = usePosts();
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold sm:text-3xl">Blog posts</h1>
        <Button asChild>
          <Link to="/admin/blog?post=new">New post</Link>
        </Button>
      </div>
      {posts.isPending && <Spinner label="Loading the posts…" />}
      {posts.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-200">
          The posts could not be loaded.
        </p>
      )}
      {posts.data && posts.data.length === 0 && <p className="mt-4">No posts yet.</p>}
      {posts.data && posts.data.length > 0 && (
        <div className="relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Every post with its state, languages and dates</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Title
                </th>
                <th scope="col" className="py-2 pr-3">
                  State
                </th>
                <th scope="col" className="py-2 pr-3">
                  Languages
                </th>
                <th scope="col" className="py-2 pr-3">
                  Publishes / published
                </th>
                <th scope="col" className="py-2">
                  Last change
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.data.map((p) => (
                <tr key={p.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">
                    <Link
                      to={`/admin/blog?post=${p.id}`}
                      className="font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
                    >
                      {titleOf(p)}
                    </Link>
                    <div className="text-xs text-slate-600 dark:text-slate-400">/blog/{p.slug}</div>
                  </td>
                  <td className="py-2 pr-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLES[p.status]}`}>{p.status}</span>
                  </td>
                  <td className="py-2 pr-3">
                    {p.languages.map((l) => (
                      <abbr
                        key={l}
                        title={LANGUAGE_NAMES[l]}
                        className="mr-1 rounded border border-slate-300 px-1 text-xs uppercase no-underline dark:border-slate-600"
                      >
                        {l}
                      </abbr>
                    ))}
                  </td>
                  <td className="py-2 pr-3">{when(p.status === 'scheduled' ? p.scheduledAt : p.publishedAt)}</td>
                  <td className="py-2">{when(p.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
