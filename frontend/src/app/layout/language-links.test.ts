import { describe, expect, it } from 'vitest';
import { languageHref } from './language-links';

describe('language links', () => {
  // paths inside the app are language-free (the language prefix is the router's basename)
  it('lead to the same page in the other language, query and anchor kept', () => {
    expect(languageHref('/exchanges', '?sort=fees', '#kraken', 'de')).toBe('/de/exchanges?sort=fees#kraken');
    expect(languageHref('/blog/a-post', '', '', 'en', ['en', 'de'])).toBe('/blog/a-post');
  });

  it('lead from a page named in each language’s word to that language’s word (/de/impressum ↔ /es/aviso-legal)', () => {
    expect(languageHref('/impressum', '', '', 'es')).toBe('/es/aviso-legal');
    expect(languageHref('/impressum', '', '', 'en')).toBe('/legal-notice');
    expect(languageHref('/aviso-legal', '', '', 'de')).toBe('/de/impressum');
    expect(languageHref('/legal-notice', '', '', 'pt')).toBe('/pt/aviso-legal');
  });

  it('a post without a version in that language leads to that language’s blog; admin pages to its home', () => {
    expect(languageHref('/blog/a-post', '', '', 'de', ['en', 'es'])).toBe('/de/blog');
    expect(languageHref('/admin/blog', '?post=3', '', 'pt')).toBe('/pt');
  });
});
