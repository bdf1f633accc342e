// The post editor's language versions: one tab per language with its texts and the rendered preview.
import type { KeyboardEvent } from 'react';
import { fieldClass, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { LANGUAGE_NAMES, POST_LANGUAGES, type PostContent, type PostLanguage, type Translation } from '../api/blog-admin';
import { Field } from './editor-field';

export function TranslationTabs({
  uid,
  tab,
  setTab,
  draft,
  setTranslation,
  publicUrl,
  previewHtml,
}: {
  uid: string;
  tab: PostLanguage;
  setTab: (lang: PostLanguage) => void;
  draft: PostContent;
  setTranslation: (lang: PostLanguage, patch: Partial<Translation> | undefined) => void;
  publicUrl: ((l: PostLanguage) => string) | undefined;
  previewHtml: string;
}) {
  const translation = draft.translations[tab];
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = POST_LANGUAGES.indexOf(tab);
    const next = e.key === 'ArrowRight' ? POST_LANGUAGES[(i + 1) % 4] : e.key === 'ArrowLeft' ? POST_LANGUAGES[(i + 3) % 4] : undefined;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`${uid}-tab-${next}`)?.focus();
  };

  return (
    <>
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
    </>
  );
}
