import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence with marked-up parts, e.g. "Read the <guide>guide</guide> first": each
 * `<name>…</name>` (or `<name/>`) becomes the element given under that name, with the marked text as its
 * children. Tags do not nest; an unknown tag is kept as plain text so a translator's typo stays visible.
 *
 * This replaces react-i18next's <Trans> on the site: <Trans> brings an HTML parser (about 4 KB gzipped)
 * into every page that uses it, including the home page's first load, for a job this small.
 */
const TAG = /<([a-zA-Z][\w-]*)\s*\/>|<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\2>/g;

export function richText(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    const name = m[1] ?? m[2]!;
    const element = components[name] as ReactElement<{ children?: ReactNode }> | undefined;
    if (!element) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(m[1] ? cloneElement(element, { key: parts.length }) : cloneElement(element, { key: parts.length }, m[3]));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** `richText` as a component: `<RichText text={t('key')} components={{ guide: <Link to="/guide" /> }} />`. */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  return <Fragment>{richText(text, components)}</Fragment>;
}
