import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markup } from './markup';

describe('concept markup', () => {
  it('shows the HTML the content API rendered, as it is, in the styled container', () => {
    const html = '<p>A <strong>bold</strong> word.</p>\n<pre tabindex="0" data-lang="js"><code>x &lt; y</code></pre>\n';
    const out = renderToStaticMarkup(<Markup html={html} />);
    expect(out).toMatch(/^<div class="space-y-3 [^"]*\[&amp;_pre\]:overflow-x-auto[^"]*">/);
    expect(out).toContain(html);
  });
});
