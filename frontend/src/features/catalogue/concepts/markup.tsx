/**
 * A concept section as the content API sends it: its Markdown already rendered to HTML on the server by the
 * site's one Markdown pipeline (backend/src/platform/markdown.ts, the blog's: no raw HTML, safe links, code
 * blocks focusable). The styles reach the elements marked writes (p, ul, code, pre) from this container.
 */
const MARKUP_CLASSES = [
  'space-y-3',
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5',
  '[&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:text-slate-900',
  'dark:[&_:not(pre)>code]:bg-slate-800 dark:[&_:not(pre)>code]:text-slate-100',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-slate-100 [&_pre_code]:font-mono',
  '[&_pre:focus-visible]:outline-2 [&_pre:focus-visible]:outline-offset-2 [&_pre:focus-visible]:outline-blue-500 dark:[&_pre]:bg-black/60',
].join(' ');

export function Markup({ html }: { html: string }) {
  return <div className={MARKUP_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />;
}
