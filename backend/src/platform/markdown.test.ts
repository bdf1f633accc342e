import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and code', () => {
    const html = renderMarkdown('## Title\n\n- **bold** and *italic*\n- `code`\n');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<code>code</code>');
  });

  it('renders a fenced code block focusable, with its language, its characters literal', () => {
    expect(renderMarkdown('```js\nconst a = 1 < 2 && **b**;\n\nx++;\n```\n')).toBe(
      '<pre tabindex="0" data-lang="js"><code>const a = 1 &lt; 2 &amp;&amp; **b**;\n\nx++;</code></pre>\n',
    );
    expect(renderMarkdown('```\nplain\n```')).toBe('<pre tabindex="0"><code>plain</code></pre>\n');
  });

  it('never passes raw HTML through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> there');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps safe links and drops javascript: ones', () => {
    expect(renderMarkdown('[wallets](/wallets)')).toContain('<a href="/wallets">wallets</a>');
    expect(renderMarkdown('[x](https://bitcoin.org)')).toContain('rel="noopener noreferrer"');
    const bad = renderMarkdown('[click](javascript:alert(1))');
    expect(bad).not.toContain('href');
    expect(bad).toContain('click');
  });

  it('drops links a browser would read as another host (//host, /\\host, backslashes)', () => {
    for (const href of ['/\\evil.example', '//evil.example', '/\\/evil.example', 'https:\\\\evil.example', '/a\\b']) {
      const html = renderMarkdown(`[x](${href})`);
      expect(html, href).not.toContain('href');
      expect(html).toContain('x');
    }
  });
});
