import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const html = (text: string, components: Parameters<typeof RichText>[0]['components']) =>
  renderToStaticMarkup(<RichText text={text} components={components} />);

describe('RichText', () => {
  it('wraps each marked part in its element and keeps the text around it', () => {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText gives the link the marked text
    expect(html('<strong>Free:</strong> read the <guide>guide</guide> now.', { strong: <strong />, guide: <a href="/guide" /> })).toBe(
      '<strong>Free:</strong> read the <a href="/guide">guide</a> now.',
    );
  });

  it('renders self-closing tags as the bare element', () => {
    expect(html('a<br/>b', { br: <br /> })).toBe('a<br/>b');
  });

  it('keeps unknown tags as text and escapes everything that is text', () => {
    expect(html('<x>1</x> & <b>2</b>', { b: <b /> })).toBe('&lt;x&gt;1&lt;/x&gt; &amp; <b>2</b>');
  });

  it('does not let marked text inject markup', () => {
    expect(html('<guide><img src=x></guide>', { guide: <em /> })).toBe('<em>&lt;img src=x&gt;</em>');
  });
});
