import { Marked, type Tokens } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Site-relative paths must not start with "//" or "/\\": browsers read both as another host.
const SAFE_HREF = /^(https:\/\/|\/(?![/\\])|#|mailto:)/i;

/**
 * The site's one Markdown dialect (GitHub-flavoured, through marked), for blog posts and the concept
 * explainers alike. No raw HTML: HTML blocks and inline tags in the source are shown as text, links keep
 * only https, site-relative, anchor and mailto targets, and external links open safely. A code block is
 * focusable (a scrollable region must be reachable by keyboard) and names its language in `data-lang`.
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
    code({ text, lang }: Tokens.Code) {
      const language = (lang ?? '').match(/^[\w-]+/)?.[0];
      return `<pre tabindex="0"${language ? ` data-lang="${language}"` : ''}><code>${escapeHtml(text.replace(/\n+$/, ''))}</code></pre>\n`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text); // posts carry no remote images (CSP and privacy)
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source) as string;
}
