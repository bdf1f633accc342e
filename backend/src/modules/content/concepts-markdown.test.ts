import { describe, expect, it } from 'vitest';
import { loadContent } from './adapters/fs-content.js';
import { CONTENT_LANGUAGES } from './domain/schema.js';
import { createContentService } from './service.js';

/** The concept explainers are Markdown in the blog's dialect, rendered once by the content service. */
describe('the published explainers', () => {
  const content = loadContent();
  const service = createContentService(content);
  type Answer = { concepts: Array<{ id: string; text: { sections: Record<string, { title: string; html: string }> } }> };

  it.each(CONTENT_LANGUAGES)('in %s are answered as HTML with no stray markup outside code', (lang) => {
    const { concepts } = JSON.parse(service.concepts(lang).body) as Answer;
    expect(concepts.length).toBeGreaterThan(0);
    for (const concept of concepts) {
      for (const [sectionId, section] of Object.entries(concept.text.sections)) {
        const where = `${concept.id}.${sectionId}`;
        expect(section.html, where).toMatch(/^<(p|ul|ol|pre)[ >]/);
        const outsideCode = section.html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code>[\s\S]*?<\/code>/g, '');
        expect(outsideCode, where).not.toMatch(/\*\*|```|`/);
        expect(outsideCode.replace(/(\d) \* (\d)/g, ''), where).not.toContain('*');
        // Only the elements marked writes for this dialect: no raw HTML from the source.
        expect(
          [...outsideCode.matchAll(/<(\w+)/g)]
            .map((m) => m[1])
            .filter((tag) => !['p', 'ul', 'ol', 'li', 'strong', 'em', 'a'].includes(tag!)),
          where,
        ).toEqual([]);
      }
    }
  });

  it('renders a code section as a focusable block that keeps its characters', () => {
    const { concepts } = JSON.parse(service.concepts('en').body) as Answer;
    const code = concepts.flatMap((c) => Object.values(c.text.sections)).find((s) => s.html.includes('<pre'));
    expect(code?.html).toMatch(/<pre tabindex="0"( data-lang="[\w-]+")?><code>/);
  });
});
