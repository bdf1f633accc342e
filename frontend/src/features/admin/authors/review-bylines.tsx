// Who wrote each review: one choice of author profile (or the editorial team) per reviewed partner.
import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fieldClass } from '@/components/ui/input';
import { serverMessage } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import { useReviewBylines, useSetReviewByline, type AdminAuthor, type ReviewByline } from '../api/authors-admin';
import { label } from './author-fields';

const TYPE_NAMES: Record<ReviewByline['type'], string> = {
  exchange: 'Exchange',
  wallet: 'Wallet',
  trading_bot: 'Trading bot',
  payment_card: 'Payment card',
  tool: 'Tool',
  app: 'App',
};

export function ReviewBylines({ session, profiles }: { session: AdminSessionState; profiles: AdminAuthor[] }) {
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
