import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markup, parseBlocks } from './markup';

const html = (source: string) => renderToStaticMarkup(<Markup source={source} />);

describe('concept markup', () => {
  it('splits paragraphs, lists and fenced code', () => {
    expect(parseBlocks('One\nline.\n\n- a\n- b\n\n```js\nconst x = 1;\n\nx++;\n```\nAfter.')).toEqual([
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'code', lang: 'js', code: 'const x = 1;\n\nx++;' },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('renders bold, italic and inline code', () => {
    expect(html('A **bold** and *italic* with `x * y = k`.')).toBe(
      '<div class="space-y-3"><p>A <strong>bold</strong> and <em>italic</em> with <code class="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900 dark:bg-slate-800 dark:text-slate-100">x * y = k</code>.</p></div>',
    );
    expect(html('**bold with *italic* inside**')).toContain('<strong>bold with <em>italic</em> inside</strong>');
  });

  it('keeps markup characters inside code literal', () => {
    const out = html('```\n**not bold** and *not italic*\n```');
    expect(out).toContain('**not bold** and *not italic*');
    expect(out).not.toContain('<strong>');
  });

  it('never turns content into HTML', () => {
    const out = html('<script>alert(1)</script> **<img src=x onerror=alert(1)>**');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;');
  });

  it('leaves a lone asterisk alone', () => {
    expect(html('2 * 3 = 6')).toBe('<div class="space-y-3"><p>2 * 3 = 6</p></div>');
  });
});

describe('concept markup edge cases', () => {
  it('does not treat plain text that starts and ends with an asterisk as italic', () => {
    expect(html('* 3 = 6 *')).toBe('<div class="space-y-3"><p>* 3 = 6 *</p></div>');
  });
});

type SectionTexts = Record<string, { content: string }>;
const files = import.meta.glob<{ default: { id: string; text: Record<string, { sections: SectionTexts }> } }>(
  '../../../../../backend/content/concepts/*.json',
  { eager: true },
);
const LANGUAGES = ['en', 'es', 'de', 'pt'] as const;

describe('the published explainers', () => {
  it.each(LANGUAGES)('in %s render with no stray markup outside code', (lang) => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const { default: concept } of Object.values(files)) {
      for (const [sectionId, section] of Object.entries(concept.text[lang]!.sections)) {
        const out = html(section.content)
          .replace(/<pre[\s\S]*?<\/pre>/g, '')
          .replace(/<code[\s\S]*?<\/code>/g, '');
        expect(out, `${concept.id}.${sectionId}`).not.toMatch(/\*\*|```|`/);
        expect(out.replace(/(\d) \* (\d)/g, ''), `${concept.id}.${sectionId}`).not.toContain('*');
      }
    }
  });
});
