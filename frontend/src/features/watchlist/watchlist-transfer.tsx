import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { WATCHLIST_MAX, type WatchlistCoin } from '@coinatlas/domain/watchlist/watchlist';
import { mergeWatchlists, parseWatchlistFile, watchlistFile, type ImportProblem } from '@coinatlas/domain/watchlist/watchlist-file';
import { Button } from '@/components/ui/button';
import { saveWatchlist } from '@/lib/watchlist/watchlist-store';

/** A watchlist file of 50 coins is a few KB; anything far larger is not one (and is not read into memory). */
const MAX_FILE_BYTES = 256 * 1024;

type Notice = { tone: 'ok' | 'error'; text: string; undo?: readonly WatchlistCoin[] };

function download(coins: readonly WatchlistCoin[]) {
  const now = new Date();
  const blob = new Blob([JSON.stringify(watchlistFile(coins, now), null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `coinatlas-watchlist-${now.toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export (a JSON file download), import (a file chosen by the visitor, validated as a whole; its coins are
 * merged into the list: the ones already here stay, new ones follow) and clear (with undo).
 */
export function WatchlistTransfer({ coins }: { coins: readonly WatchlistCoin[] }) {
  const { t } = useTranslation('watchlist');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  const problemText = (p: ImportProblem | { kind: 'too-large' | 'unreadable' }) => {
    switch (p.kind) {
      case 'bad-coin':
        return t('importError.bad-coin', { number: p.index + 1 });
      case 'too-many':
        return t('importError.too-many', { count: p.count, max: p.max });
      default:
        return t(`importError.${p.kind}`);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setNotice({ tone: 'error', text: problemText({ kind: 'too-large' }) });
    let content: string;
    try {
      content = await file.text();
    } catch {
      return setNotice({ tone: 'error', text: problemText({ kind: 'unreadable' }) });
    }
    const read = parseWatchlistFile(content);
    if (!read.ok) return setNotice({ tone: 'error', text: problemText(read.problem) });
    const merged = mergeWatchlists(coins, read.coins);
    saveWatchlist(merged.coins);
    const parts = [merged.added > 0 ? t('imported', { count: merged.added }) : t('importedNone')];
    if (merged.skipped > 0) parts.push(t('importSkipped', { count: merged.skipped, max: WATCHLIST_MAX }));
    setNotice({ tone: 'ok', text: parts.join(' ') });
  };

  const clear = () => {
    const before = [...coins];
    saveWatchlist([]);
    setNotice({ tone: 'ok', text: t('cleared'), undo: before });
  };

  return (
    <section
      aria-labelledby="watchlist-move-heading"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-950"
    >
      <h2 id="watchlist-move-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t('moveTitle')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('moveText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {coins.length > 0 && (
          <Button variant="outline" onClick={() => download(coins)}>
            <Download className="h-4 w-4" aria-hidden />
            {t('export')}
          </Button>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onFile(e)}
        />
        <Button variant="outline" onClick={() => input.current?.click()}>
          <Upload className="h-4 w-4" aria-hidden />
          {t('import')}
        </Button>
        {coins.length > 0 && (
          <Button variant="ghost" onClick={clear}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('clear')}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="watchlist-notice"
            className={
              notice.tone === 'error'
                ? 'rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200'
                : 'rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
            }
          >
            {notice.text}
            {notice.undo && ' '}
            {notice.undo && (
              <button
                type="button"
                className="ml-1 font-semibold underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                onClick={() => {
                  saveWatchlist(notice.undo!);
                  setNotice(null);
                }}
              >
                {t('undo')}
              </button>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
