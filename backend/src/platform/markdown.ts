import { Marked, type Tokens } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Site-relative paths must not start with "//" or "/\\": browsers read both as another host.
const SAFE_HREF = /^(https:\/\/|\/(?![/\\])|#|mailto:)/i;

/**
 * Markdown to HTML with no raw HTML: HTML blocks and inline tags in the source are shown as text,
 * links keep only https, site-relative, anchor and mailto targets, and external links open safely.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      // A backslash anywhere is read as "/" by browsers; no link of ours needs one.
      if (!SAFE_HREF.test(href) || href.includes('\\')) return inner;
      const external = /^https:\/\//i.test(href);
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${t}${rel}>${inner}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text); // posts carry no remote images (CSP and privacy)
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source) as string;
}
