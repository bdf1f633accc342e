import { Fragment, type ReactNode } from 'react';

/**
 * The explainers' small markup, rendered as React elements (never as HTML strings):
 * paragraphs separated by blank lines, "- " bullet lists, ```fenced code```, **bold**, *italic* and `code`.
 * Anything else is plain text, so a stray "<script>" is shown, not run.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; lang: string; code: string };

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: 'paragraph', text: para.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    para = [];
    list = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^```\s*([\w-]*)\s*$/.exec(line.trim());
    if (fence) {
      flush();
      const code: string[] = [];
      i++;
      while (i < lines.length && lines[i]!.trim() !== '```') code.push(lines[i++]!);
      blocks.push({ kind: 'code', lang: fence[1] ?? '', code: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
    } else if (/^\s*- /.test(line)) {
      if (para.length) flush();
      list.push(line.replace(/^\s*- /, ''));
    } else if (list.length && /^\s{2,}\S/.test(line)) {
      list[list.length - 1] += ' ' + line.trim(); // continuation of a list item
    } else {
      if (list.length) flush();
      para.push(line.trim());
    }
  }
  flush();
  return blocks;
}

// `code` | **bold** (may contain *italic*) | *italic* (no space just inside the asterisks)
const INLINE = /(`[^`\n]+`|\*\*(?:[^*\n]|\*(?!\*))+?\*\*|\*[^*\s](?:[^*\n]*[^*\s])?\*)/g;

/** Inline markup: `code` (literal), **bold** and *italic* (which may contain each other's markup). */
export function renderInline(text: string): ReactNode[] {
  // split() with a capturing group puts the matched tokens at the odd indexes
  return text.split(INLINE).map((part, i) => {
    if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
    if (part.startsWith('`')) {
      return (
        <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {part.slice(1, -1)}
        </code>
      );
    }
    if (part.startsWith('**')) return <strong key={i}>{renderInline(part.slice(2, -2))}</strong>;
    return <em key={i}>{renderInline(part.slice(1, -1))}</em>;
  });
}

export function Markup({ source }: { source: string }) {
  return (
    <div className="space-y-3">
      {parseBlocks(source).map((block, i) => {
        if (block.kind === 'paragraph') return <p key={i}>{renderInline(block.text)}</p>;
        if (block.kind === 'list') {
          return (
            <ul key={i} className="list-disc space-y-1.5 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>{renderInline(item)}</li>
              ))}
            </ul>
          );
        }
        return (
          <pre
            key={i}
            // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            data-lang={block.lang || undefined}
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:bg-black/60"
          >
            <code className="font-mono">{block.code}</code>
          </pre>
        );
      })}
    </div>
  );
}
